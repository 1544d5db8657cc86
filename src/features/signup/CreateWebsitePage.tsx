import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text, Title } from '@mantine/core';
import { PageHero } from '@/components/PageHero';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { PageSection } from '@/components/PageSection';
import { StepList } from '@/components/StepList';
import { customerSteps, websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import { customerRegistrationSteps } from '@/content/signup';
import { SignupFormSection } from './SignupFormSection';

export default function CreateWebsitePage() {
  const { t } = useLingui();
  const price = formatPrice(websitePriceFrom, useLocale());
  return (
    <>
      <PageHero
        eyebrow={t`Become a Customer`}
        title={t`Your business online, built for you`}
        intro={t`Packages start from ${price}, with domain and hosting included. After you sign up, a representative contacts you to get started.`}
        visual={<SiteBuilderIllustration />}
      />
      <PageSection title={t`Register in three steps`}>
        <StepList steps={customerRegistrationSteps} />
      </PageSection>
      <SignupFormSection audience="customer">
        <Text fw={700}>
          <Trans>Packages start from {price}</Trans>
        </Text>
        <Text>
          <Trans>Domain, hosting, free SSL and corporate e-mails included.</Trans>
        </Text>
      </SignupFormSection>
      <PageSection title={t`From sign-up to launch`}>
        <StepList steps={customerSteps} />
        <Paper radius="lg" p="xl" bg="brand.8" c="white">
          <Title order={3}>
            <Trans>Congratulations in advance!</Trans>
          </Title>
          <Text mt="xs">
            <Trans>
              Once your site is live you manage logos, colour themes, banners, services and business information
              yourself from your backend portal.
            </Trans>
          </Text>
        </Paper>
      </PageSection>
    </>
  );
}
