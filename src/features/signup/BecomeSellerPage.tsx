import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import reviewIcon from '@tabler/icons/outline/clock-hour-4.svg?no-inline';
import { Callout } from '@/components/Callout';
import { SellerDashboardIllustration } from '@/components/illustrations/SellerDashboardIllustration';
import { primaryAction } from '@/components/actionButtons';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { HighlightCards } from '@/components/HighlightCards';
import { StepList } from '@/components/StepList';
import { claims, pricesIn } from '@/content/marketing';
import { useLocale } from '@/lib/i18n/useLocale';
import { clientRegistrationSteps, sellerNotes } from '@/content/signup';
import { signupFormAnchor, SignupFormSection } from './SignupFormSection';

/** The seller hero; without its button it takes the wider illustration (spec: two image variants). */
export function SellerHero({ withAction = true }: { withAction?: boolean }) {
  const { i18n, t } = useLingui();
  const reward = i18n._({ ...claims.sellerReward, values: pricesIn(useLocale()) });
  return (
    <PageHero
      leadsToForm
      eyebrow={t`Seller programme`}
      title={t`Become a Seller and earn with every referral`}
      intro={t`Refer businesses that need a website and earn ${reward}.`}
      visual={
        <SellerDashboardIllustration
          wide={!withAction}
          label={t`The seller dashboard: referral earnings, clients and their website status, and renewal commission`}
        />
      }
    >
      {withAction && (
        <Button component="a" href={signupFormAnchor} {...primaryAction}>
          <Trans>Register now</Trans>
        </Button>
      )}
    </PageHero>
  );
}

export default function BecomeSellerPage() {
  const { i18n, t } = useLingui();
  const review = i18n._(claims.applicationReview);
  return (
    <>
      <SellerHero />
      <SignupFormSection audience="seller">
        <Callout icon={reviewIcon} title={t`Quick review`}>
          <Trans>
            We process applications {review}. Once approved you receive an e-mail confirmation and access to your
            backend portal.
          </Trans>
        </Callout>
      </SignupFormSection>
      <PageSection
        title={t`Registering your clients`}
        intro={t`From your vendor portal, bring a business online in three steps.`}
      >
        <StepList steps={clientRegistrationSteps} />
      </PageSection>
      <PageSection title={t`Good to know`} tinted>
        <HighlightCards items={sellerNotes} />
      </PageSection>
    </>
  );
}
