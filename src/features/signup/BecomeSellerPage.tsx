import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { StepList } from '@/components/StepList';
import { claims } from '@/content/marketing';
import { clientRegistrationSteps, sellerNotes, sellerSteps } from '@/content/signup';
import { SignupFormSection } from './SignupFormSection';

const scrollToForm = () =>
  document.getElementById('signup-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The seller hero; without its button it takes the wider illustration (spec: two image variants). */
export function SellerHero({ withAction = true }: { withAction?: boolean }) {
  const { i18n } = useLingui();
  return (
    <PageHero
      eyebrow="Seller programme"
      title="Become a Seller and earn with every referral"
      intro={`Refer businesses that need a website and earn ${i18n._(claims.sellerReward)}.`}
      visual={
        <img
          src={withAction ? '/images/seller-dashboard.svg' : '/images/seller-dashboard-wide.svg'}
          alt="The seller dashboard: referral earnings, clients and their website status, and renewal commission"
          width={withAction ? 560 : 900}
          height={480}
          fetchPriority="high"
        />
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
  const { i18n } = useLingui();
  return (
    <>
      <SellerHero />
      <PageSection
        title="Register in three steps"
        intro="Earn from every business you bring to Webbee, for as long as they renew."
      >
        <StepList steps={sellerSteps} />
        <Alert icon={<IconClockHour4 aria-hidden="true" />} color="brand" variant="light" title="Quick review">
          We process applications {i18n._(claims.applicationReview)}. Once approved you receive an e-mail confirmation
          and access to your backend portal.
        </Alert>
      </PageSection>
      <SignupFormSection audience="seller" />
      <PageSection
        title="Registering your clients"
        intro="From your vendor portal, bring a business online in three steps."
      >
        <StepList steps={clientRegistrationSteps} />
      </PageSection>
      <PageSection title="Good to know" tinted>
        <StepList steps={sellerNotes} />
      </PageSection>
    </>
  );
}
