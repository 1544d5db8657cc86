import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import celebrationIcon from '@tabler/icons/outline/confetti.svg?no-inline';
import { primaryAction } from '@/components/actionButtons';
import { Callout } from '@/components/Callout';
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
        leadsToForm
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
        <Callout icon={celebrationIcon} title={t`Congratulations in advance!`} tone="honey">
          <Trans>
            Once your site is live you manage logos, colour themes, banners, services and business information yourself
            from your backend portal.
          </Trans>
        </Callout>
      </SignupFormSection>
    </>
  );
}
