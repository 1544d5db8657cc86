import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import reassuranceIcon from '@tabler/icons/outline/heart-handshake.svg?no-inline';
import { primaryAction } from '@/components/actionButtons';
import { Callout } from '@/components/Callout';
import { PageHero } from '@/components/PageHero';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { company } from '@/content/company';
import { websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import { signupFormAnchor, SignupFormSection } from './SignupFormSection';

export default function CreateWebsitePage() {
  const { t } = useLingui();
  const price = formatPrice(websitePriceFrom, useLocale());
  const sales = company.phones[0];
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
        {/* The spec's congratulations block, as a promise kept after sign-up rather than a cheer before it. */}
        <Callout
          icon={reassuranceIcon}
          title={t`Congratulations in advance!`}
          footer={
            <Trans>
              Questions before you sign up? Call our sales team on{' '}
              <Anchor href={`tel:${sales.dial}`} inherit>
                <bdi dir="ltr">{sales.display}</bdi>
              </Anchor>
              .
            </Trans>
          }
        >
          <Trans>
            Once your site is live you manage logos, colour themes, banners, services and business information yourself
            from your backend portal.
          </Trans>
        </Callout>
      </SignupFormSection>
    </>
  );
}
