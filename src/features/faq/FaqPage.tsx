import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Button, Card, Container, Text, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { Link } from 'wouter';
import { primaryAction } from '@/components/actionButtons';
import { JsonLd } from '@/components/JsonLd';
import { IconBadge } from '@/components/IconBadge';
import { QuestionsIllustration } from '@/components/illustrations/QuestionsIllustration';
import { PageHero } from '@/components/PageHero';
import { SideBySide } from '@/components/SideBySide';
import { company } from '@/content/company';
import { faq } from '@/content/faq';
import { websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';

/** For a question the list does not answer: Contact, or the sales line. */
function AskUs() {
  const sales = company.phones[0];
  return (
    <Card withBorder radius="lg" padding="xl" bg="brand.0">
      <IconBadge size={44} background="brand-7">
        <IconHeadset size={24} stroke={1.75} />
      </IconBadge>
      <Title order={2} size="h3" mt="md">
        <Trans>Still have a question?</Trans>
      </Title>
      <Text mt="xs">
        <Trans>Our team in Dubai answers every message within one business day.</Trans>
      </Text>
      <Button component={Link} href="/contact" mt="lg" fullWidth {...primaryAction}>
        <Trans>Contact Us</Trans>
      </Button>
      <Text size="sm" mt="md" ta="center">
        <Trans>
          Or call us on{' '}
          <Anchor href={`tel:${sales.dial}`}>
            <bdi dir="ltr">{sales.display}</bdi>
          </Anchor>
        </Trans>
      </Text>
    </Card>
  );
}

export default function FaqPage() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const priceFrom = formatPrice(websitePriceFrom, locale);
  const questions = faq(priceFrom).map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }));
  return (
    <>
      {/* The questions and answers for search results, in the page's language. */}
      <JsonLd
        data={{
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: questions.map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        }}
      />
      <PageHero
        eyebrow={t`FAQ`}
        title={t`Frequently asked questions`}
        intro={t`A website from ${priceFrom} with domain and hosting included, live in as little as 72 hours. Here is what our customers ask before they start.`}
        emblem={<QuestionsIllustration />}
      />
      {/* The hero's column, so the questions start where its title does; the way to ask another beside them. */}
      <Container size="xl" py={64}>
        <SideBySide textSpan={8} align="start" aside={<AskUs />}>
          {/* The first answer open shows, before any press, that each question opens to one. */}
          <Accordion
            variant="separated"
            radius="lg"
            chevronPosition="right"
            chevronIconSize={20}
            defaultValue="question-1"
          >
            {/* Mantine builds the control's and panel's ids from the value, and an id may not hold spaces. */}
            {questions.map(({ question, answer }, index) => (
              <Accordion.Item key={question} value={`question-${index + 1}`}>
                <Accordion.Control>
                  <Text component="span" fw={700}>
                    {question}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text>{answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </SideBySide>
      </Container>
    </>
  );
}
