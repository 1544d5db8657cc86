import { useLingui } from '@lingui/react/macro';
import { Paper, Text, Title } from '@mantine/core';
import { PageHero } from '@/components/PageHero';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { PageSection } from '@/components/PageSection';
import { StepList } from '@/components/StepList';
import { claims, customerSteps } from '@/content/marketing';
import { customerRegistrationSteps } from '@/content/signup';
import { SignupFormSection } from './SignupFormSection';

export default function CreateWebsitePage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        eyebrow="Become a Customer"
        title="Your business online, built for you"
        intro={`Packages start from ${i18n._(claims.priceFrom)}, with domain and hosting included. After you sign up, a representative contacts you to get started.`}
        visual={<SiteBuilderIllustration />}
      />
      <PageSection title="Register in three steps">
        <StepList steps={customerRegistrationSteps} />
      </PageSection>
      <SignupFormSection audience="customer">
        <Text fw={700}>Packages start from {i18n._(claims.priceFrom)}</Text>
        <Text>Domain, hosting, free SSL and corporate e-mails included.</Text>
      </SignupFormSection>
      <PageSection title="From sign-up to launch">
        <StepList steps={customerSteps} />
        <Paper radius="lg" p="xl" bg="brand.8" c="white">
          <Title order={3}>Congratulations in advance!</Title>
          <Text mt="xs">
            Once your site is live you manage logos, colour themes, banners, services and business information yourself
            from your backend portal.
          </Text>
        </Paper>
      </PageSection>
    </>
  );
}
