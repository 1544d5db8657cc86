import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { FeatureCards } from '@/components/FeatureCards';
import { PageHero } from '@/components/PageHero';
import { InvoiceAppIllustration } from '@/components/illustrations/InvoiceAppIllustration';
import { PageSection } from '@/components/PageSection';
import { SideBySide } from '@/components/SideBySide';
import { StoreQrCodes } from '@/components/StoreQrCodes';
import { clientAppFeatures } from '@/content/marketing';
import { storeLinks } from '@/content/products';
import { BookDemoButton } from '@/components/BookDemoButton';

export default function ClientAppPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        eyebrow="Webbee Client"
        title="Invoicing and payments in your pocket"
        intro="Create invoices, send payment links and QR codes, and see what is paid and unpaid, from one app."
        visual={
          <InvoiceAppIllustration label="An invoice in the Webbee Client app, its payment link and QR code, and the payment received" />
        }
      >
        <Group>
          <Button component={Link} href="/contact" size="lg">
            Contact Us
          </Button>
          <BookDemoButton size="lg" />
        </Group>
      </PageHero>
      <PageSection>
        <SideBySide textSpan={7} aside={<StoreQrCodes app="Webbee Client" {...storeLinks.client} />}>
          <Stack gap="md">
            <Title order={2} c="brand.9">
              Get paid faster, without the paperwork
            </Title>
            <Text size="lg">
              Webbee Client is an invoicing and payment app for service businesses, shops and freelancers in the UAE.
              Send a tailored invoice in seconds, let your customer pay by card from a link or a QR code, and follow
              every payment from your phone.
            </Text>
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection title="Eight features to run your business" tinted>
        <FeatureCards
          columns={4}
          features={clientAppFeatures.map(({ title, text }) => ({
            title: i18n._(title),
            body: <Text>{i18n._(text)}</Text>,
          }))}
        />
        <Button component={Link} href="/contact" w="fit-content" size="md">
          Contact Us
        </Button>
      </PageSection>
    </>
  );
}
