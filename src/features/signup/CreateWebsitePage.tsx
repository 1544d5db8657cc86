import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { primaryAction } from '@/components/actionButtons';
import { PageHero } from '@/components/PageHero';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import { signupFormAnchor, SignupFormSection } from './SignupFormSection';

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
      >
        <Button component="a" href={signupFormAnchor} {...primaryAction}>
          <Trans>Get started</Trans>
        </Button>
      </PageHero>
      <SignupFormSection audience="customer">
        <Paper radius="lg" p="lg" bg="honey.0" withBorder>
          <Title order={3} size="h4">
            <IconConfetti size={22} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 8 }} />
            <Trans>Congratulations in advance!</Trans>
          </Title>
          <Text mt="xs">
            <Trans>
              Once your site is live you manage logos, colour themes, banners, services and business information
              yourself from your backend portal.
            </Trans>
          </Text>
        </Paper>
      </SignupFormSection>
    </>
  );
}
