import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { getGetBusinessSettingsQueryOptions, useGetBusinessSettings } from '@/api/generated/settings/settings';
import type { PagePrefetch } from '@/lib/pagePrefetch';
import { useHydrating } from '@/lib/useHydrating';
import { ExternalLink } from '@/components/ExternalLink';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SideBySide } from '@/components/SideBySide';
import { company } from '@/content/company';
import { ContactForm } from './ContactForm';

export const prefetch: PagePrefetch = (client) => client.prefetchQuery(getGetBusinessSettingsQueryOptions());

/** Email and Email2 from the business settings; nothing when that call fails, the rest still shows. */
function SupportEmails() {
  const settings = useGetBusinessSettings().data?.Result[0];
  if (useHydrating() || !settings) return null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4">
        Write to us
      </Title>
      <Stack gap={6} mt="sm">
        {[settings.Email, settings.Email2].map((email) => (
          <Anchor key={email} href={`mailto:${email}`}>
            {email}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Let's talk about your website"
        intro="Call us, write to us or visit our office in Business Bay. We answer every message within one business day."
      />
      <PageSection>
        <SideBySide textSpan={5} align="start" aside={<ContactForm />}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                Call us
              </Title>
              <Stack gap={6} mt="sm">
                {company.phones.map((phone) => (
                  <Anchor key={phone.dial} href={`tel:${phone.dial}`}>
                    {phone.label}: {phone.display}
                  </Anchor>
                ))}
              </Stack>
            </Card>
            <SupportEmails />
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                Visit us
              </Title>
              <Text mt="sm">{company.address}</Text>
              <ExternalLink href={company.mapsUrl} mt="xs">
                Open in Google Maps
              </ExternalLink>
            </Card>
          </Stack>
        </SideBySide>
      </PageSection>
    </>
  );
}
