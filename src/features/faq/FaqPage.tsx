import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { JsonLd } from '@/components/JsonLd';
import { PageHero } from '@/components/PageHero';
import { faq } from '@/content/faq';
import { websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';

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
        title={t`Frequently Asked Questions`}
        intro={t`A website from ${priceFrom} with domain and hosting included, live in as little as 72 hours. Here is what our customers ask before they start.`}
      />
      {/* The hero's column, so the questions start where its title does; a reading width within it. */}
      <Container size="xl" py={64}>
        <Box maw={880}>
          <Accordion variant="separated" radius="lg" chevronPosition="right">
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
          <Stack align="flex-start" gap="sm" mt={48}>
            <Title order={2} size="h3" c="brand.9">
              <Trans>Still have a question?</Trans>
            </Title>
            <Button component={Link} href="/contact">
              <Trans>Contact Us</Trans>
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
