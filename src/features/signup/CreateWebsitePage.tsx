import { Paper, Stack, Text, Title } from '@mantine/core';
import { siteConfig } from '../../api/config';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { SideBySide } from '../../components/SideBySide';
import { StepList } from '../../components/StepList';
import { claims, customerSteps } from '../../content/marketing';
import { customerRegistrationSteps } from '../../content/signup';
import { SignupForm } from './SignupForm';

export default function CreateWebsitePage() {
  return (
    <>
      <PageHero
        eyebrow="Become a Customer"
        title="Your business online, built for you"
        intro={`Packages start from ${claims.priceFrom}, with domain and hosting included. After you sign up, a representative contacts you to get started.`}
      />
      <PageSection title="Register in three steps">
        <StepList steps={customerRegistrationSteps} />
      </PageSection>
      <PageSection tinted>
        <SideBySide
          textSpan={7}
          align="start"
          aside={
            <Stack gap="md">
              <Text fw={700}>Packages start from {claims.priceFrom}</Text>
              <Text>Domain, hosting, free SSL and corporate e-mails included.</Text>
              <Text fw={700} mt="md">
                Already have an account?
              </Text>
              <ExternalLink href={siteConfig.clientPortalUrl}>Login to the customer portal</ExternalLink>
            </Stack>
          }
        >
          <SignupForm audience="customer" />
        </SideBySide>
      </PageSection>
      <PageSection title="From sign-up to launch">
        <StepList steps={customerSteps} />
        <Paper radius="lg" p="xl" bg="brand.8" c="white">
          <Title order={3}>Congratulations in advance!</Title>
          <Text mt="xs">
            Once your site is live you manage logos, colour themes, banners, services and business information yourself from
            your backend portal.
          </Text>
        </Paper>
      </PageSection>
    </>
  );
}
