import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { siteConfig } from '../../api/config';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { SideBySide } from '../../components/SideBySide';
import { StepList } from '../../components/StepList';
import { claims } from '../../content/marketing';
import { clientRegistrationSteps, sellerNotes, sellerSteps } from '../../content/signup';
import { SignupForm } from './SignupForm';

const scrollToForm = () => document.getElementById('signup-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The seller hero; without its button it takes the wider illustration (spec: two image variants). */
export function SellerHero({ withAction = true }: { withAction?: boolean }) {
  return (
    <PageHero
      eyebrow="Seller programme"
      title="Become a Seller and earn with every referral"
      intro={`Refer businesses that need a website and earn ${claims.sellerReward}.`}
      image={
        withAction
          ? { src: '/images/seller-hero.svg', alt: 'A laptop showing a new website and the AED you earn' }
          : { src: '/images/seller-hero-wide.svg', alt: 'A laptop showing a new website and the AED you earn' }
      }
    >
      {withAction && (
        <Button size="lg" onClick={scrollToForm}>
          Register now
        </Button>
      )}
    </PageHero>
  );
}

export default function BecomeSellerPage() {
  return (
    <>
      <SellerHero />
      <PageSection title="Register in three steps" intro="Earn from every business you bring to Webbee, for as long as they renew.">
        <StepList steps={sellerSteps} />
        <Alert icon={<IconClockHour4 aria-hidden="true" />} color="brand" variant="light" title="Quick review">
          We process applications {claims.applicationReview}. Once approved you receive an e-mail confirmation and access to your
          backend portal.
        </Alert>
      </PageSection>
      <PageSection tinted>
        <SideBySide
          textSpan={7}
          align="start"
          aside={
            <Stack gap="md">
              <Text fw={700}>Already a seller?</Text>
              <ExternalLink href={siteConfig.vendorPortalUrl}>Login to the vendor portal</ExternalLink>
            </Stack>
          }
        >
          <SignupForm audience="seller" />
        </SideBySide>
      </PageSection>
      <PageSection title="Registering your clients" intro="From your vendor portal, bring a business online in three steps.">
        <StepList steps={clientRegistrationSteps} />
      </PageSection>
      <PageSection title="Good to know" tinted>
        <StepList steps={sellerNotes} />
      </PageSection>
    </>
  );
}
