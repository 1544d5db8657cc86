import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { FeatureCards } from '@/components/FeatureCards';
import { PageHero } from '@/components/PageHero';
import { InvoiceAppIllustration } from '@/components/illustrations/InvoiceAppIllustration';
import { PageSection } from '@/components/PageSection';
import { SideBySide } from '@/components/SideBySide';
import { StoreBadges } from '@/components/StoreBadges';
import { storeLinks } from '@/content/storeLinks';
import { storeQrCodes } from 'virtual:store-qr-codes';
import { clientAppFeatures } from './clientAppFeatures';
import { BookDemoButton } from '@/components/BookDemoButton';
import { primaryAction, secondaryAction } from '@/components/actionButtons';
import { ClosingCallToAction } from '@/components/ClosingCallToAction';
import { StepList } from '@/components/StepList';
import { clientAppSteps } from './clientAppSteps';
import { MoreFromWebbee } from './MoreFromWebbee';

export default function ClientAppPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={t({ context: 'page eyebrow', message: 'Webbee Client' })}
        title={t`Invoicing and payments in your pocket`}
        intro={t`Create invoices, send payment links and QR codes, and see what is paid and unpaid, from one app.`}
        visual={
          <InvoiceAppIllustration
            label={t`An invoice in the Webbee Client app, its payment link and QR code, and the payment received`}
          />
        }
      >
        <Button component={Link} href="/contact" {...primaryAction}>
          <Trans>Contact Us</Trans>
        </Button>
        <BookDemoButton {...secondaryAction} />
      </PageHero>
      <PageSection>
        <SideBySide
          textSpan={7}
          align="baseline"
          aside={<StoreBadges app="Webbee Client" {...storeLinks.client} codes={storeQrCodes.client} />}
        >
          <Stack gap="md">
            <Title order={2}>
              <Trans>Get paid faster, without the paperwork</Trans>
            </Title>
            <Text size="lg">
              <Trans>
                Webbee Client is an invoicing and payment app for service businesses, shops and freelancers in the UAE.
                Send a tailored invoice in seconds, let your customer pay by card from a link or a QR code, and follow
                every payment from your phone.
              </Trans>
            </Text>
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection title={t`Eight features to run your business`} tinted>
        <FeatureCards
          columns={4}
          features={clientAppFeatures.map(({ title, text, icon }) => ({
            title: i18n._(title),
            icon,
            body: <Text>{i18n._(text)}</Text>,
          }))}
        />
      </PageSection>
      <PageSection
        title={t`From invoice to payment`}
        intro={t`Four steps take a job from your phone to money in your account.`}
      >
        <StepList steps={clientAppSteps} />
      </PageSection>
      <MoreFromWebbee />
      <ClosingCallToAction
        title={t`Get paid sooner with Webbee Client`}
        text={t`Tell us how you invoice today and we will show you how the app fits your business.`}
      >
        <Button component={Link} href="/contact" {...primaryAction}>
          <Trans>Contact Us</Trans>
        </Button>
        <BookDemoButton {...secondaryAction} />
      </ClosingCallToAction>
    </>
  );
}
