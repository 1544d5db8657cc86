import { Accordion, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PageHero } from '@/components/PageHero';
import { faq } from '@/content/faq';

export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="A website from AED 1499 with domain and hosting included, live in as little as 72 hours. Here is what our customers ask before they start."
      />
      <Container size="md" py={64}>
        <Accordion variant="separated" radius="lg" chevronPosition="right">
          {/* Mantine builds the control's and panel's ids from the value, and an id may not hold spaces. */}
          {faq.map((item, index) => (
            <Accordion.Item key={item.question} value={`question-${index + 1}`}>
              <Accordion.Control>
                <Text component="span" fw={700}>
                  {item.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text>{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Stack align="center" gap="sm" mt={48} ta="center">
          <Title order={2} size="h3" c="brand.9">
            Still have a question?
          </Title>
          <Button component={Link} href="/contact">
            Contact Us
          </Button>
        </Stack>
      </Container>
    </>
  );
}
