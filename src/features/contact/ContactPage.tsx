import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { getGetBusinessSettingsQueryOptions, useGetBusinessSettings } from '@/api/generated/settings/settings';
import type { PageLoader } from '@/lib/pageLoader';
import { ConversationIllustration } from '@/components/illustrations/ConversationIllustration';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SideBySide } from '@/components/SideBySide';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { company } from '@/content/company';
import { hasDraft } from '@/lib/forms/draftStorage';
import { useLocale } from '@/lib/i18n/useLocale';
import { partOnDemand } from '@/lib/partOnDemand';
import { OfficeMap } from './OfficeMap';

// The form's code loads as the visitor reaches for it: until then it takes typing as HTML.
const ContactForm = partOnDemand(
  () => import('./ContactForm'),
  (module) => module.ContactForm,
);

export const loader: PageLoader = (client, _location, request) =>
  client.prefetchQuery(getGetBusinessSettingsQueryOptions({ request }));

/**
 * Email and Email2 from the business settings. Until they arrive the card holds their place, so
 * the card below it does not move when they do; when the call fails the card goes, the rest stays.
 */
function SupportEmails() {
  const { data, isError } = useGetBusinessSettings();
  const settings = data?.Result[0];
  if (!settings && (isError || data)) return null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4">
        <Trans>Write to us</Trans>
      </Title>
      <Stack gap={6} mt="sm">
        {settings
          ? [settings.Email, settings.Email2].map((email) => (
              <Anchor key={email} href={`mailto:${email}`}>
                <bdi dir="ltr">{email}</bdi>
              </Anchor>
            ))
          : [0, 1].map((line) => (
              <Skeleton key={line} width="14em" radius="sm" aria-hidden>
                <Text>&nbsp;</Text>
              </Skeleton>
            ))}
      </Stack>
    </Card>
  );
}

export default function ContactPage() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const contactForm = useMemo(() => <ContactForm />, []);
  const draftKept = useCallback(() => hasDraft('contact', locale), [locale]);
  return (
    <>
      <PageHero
        eyebrow={t`Contact Us`}
        title={t`Let's talk about your website`}
        intro={t`Call us, write to us or visit our office in Business Bay. We answer every message within one business day.`}
        emblem={<ConversationIllustration />}
      />
      <PageSection>
        <SideBySide
          textSpan={5}
          align="start"
          aside={
            <OnDemandRegion want={ContactForm.want} wantedAtOnce={draftKept}>
              {contactForm}
            </OnDemandRegion>
          }
        >
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                <Trans>Call us</Trans>
              </Title>
              <Stack gap={6} mt="sm">
                {company.phones.map((phone) => (
                  <Anchor key={phone.dial} href={`tel:${phone.dial}`}>
                    {i18n._(phone.label)}: <bdi dir="ltr">{phone.display}</bdi>
                  </Anchor>
                ))}
              </Stack>
            </Card>
            <SupportEmails />
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                <Trans>Visit us</Trans>
              </Title>
              <Stack gap="sm" mt="sm">
                <OfficeMap href={company.mapsUrl} />
                <Group component="address" gap={6} wrap="nowrap" align="flex-start" fs="normal">
                  <IconMapPin size={18} aria-hidden="true" style={{ flex: 'none', marginBlockStart: 3 }} />
                  <Text>{i18n._(company.address)}</Text>
                </Group>
              </Stack>
            </Card>
          </Stack>
        </SideBySide>
      </PageSection>
    </>
  );
}
