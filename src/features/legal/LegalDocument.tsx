import { Container, Stack, Text, Title } from '@mantine/core';
import { PageHero } from '@/components/PageHero';
import type { LegalItem } from '@/content/legal';

interface LegalDocumentProps {
  title: string;
  intro: string;
  items: LegalItem[];
  updated: string;
}

/** Terms and Privacy: one page, told which items it lists. */
export function LegalDocument({ title, intro, items, updated }: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} intro={intro} />
      <Container size="md" py={64}>
        <Stack gap={40}>
          {items.map((item) => (
            <section key={item.title}>
              <Title order={2} size="h3" c="brand.9">
                {item.title}
              </Title>
              <Text mt="sm">{item.content}</Text>
              {item.secondarytitle && (
                <Title order={3} size="h4" mt="lg">
                  {item.secondarytitle}
                </Title>
              )}
              {item.secondarycontent && <Text mt="sm">{item.secondarycontent}</Text>}
            </section>
          ))}
          <Text size="sm" c="dimmed">
            Last updated {updated}.
          </Text>
        </Stack>
      </Container>
    </>
  );
}
