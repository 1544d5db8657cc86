import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/PageHero';
import type { LegalItem } from '@/content/legal';
import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

interface LegalDocumentProps {
  title: string;
  intro: string;
  items: LegalItem[];
  /** An ISO date. */
  updated: string;
  /** The page's drawing beside its hero. */
  emblem: ReactNode;
}

/** '2026-11-01' as the edition writes a date in full: '1 November 2026', '1 نوفمبر 2026'. */
const fullDate = (isoDate: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * A legal text, with each address it quotes isolated left to right, so Arabic punctuation stays
 * outside it; an e-mail address is a link to write to it.
 */
function LegalText({ text }: { text: MessageDescriptor }) {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => {
      const address = <bdi dir="ltr">{String(value)}</bdi>;
      return [
        name,
        String(value).includes('@') ? <Anchor href={`mailto:${String(value)}`}>{address}</Anchor> : address,
      ];
    }),
  );
  return <Trans id={text.id} message={text.message} values={values} />;
}

/** Terms and Privacy: one page, told which items it lists. */
export function LegalDocument({ title, intro, items, updated, emblem }: LegalDocumentProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const updatedOn = fullDate(updated, editions[locale].intl);
  return (
    <>
      <PageHero eyebrow={t`Legal`} title={title} intro={intro} emblem={emblem} />
      {/* The hero's column, so the text starts where its title does; a reading width within it. */}
      <Container size="xl" py={64}>
        <Stack gap={40} maw={880}>
          {items.map((item) => (
            <section key={item.title.id}>
              <Title order={2} size="h3">
                {i18n._(item.title)}
              </Title>
              <Text mt="sm">
                <LegalText text={item.content} />
              </Text>
              {item.secondarytitle && (
                <Title order={3} size="h4" mt="lg">
                  {i18n._(item.secondarytitle)}
                </Title>
              )}
              {item.secondarycontent && (
                <Text mt="sm">
                  <LegalText text={item.secondarycontent} />
                </Text>
              )}
            </section>
          ))}
          <Text size="sm" c="dimmed">
            {t`Last updated ${updatedOn}.`}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
