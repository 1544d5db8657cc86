import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageSectionProps {
  title?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** A tinted band, to separate neighbouring sections. */
  tinted?: boolean;
}

/** A titled band of a page with the site's spacing. */
export function PageSection({ title, intro, children, tinted = false }: PageSectionProps) {
  return (
    <section style={{ padding: '64px 0', background: tinted ? 'var(--mantine-color-gray-0)' : undefined }}>
      <Container size="xl">
        <Stack gap="lg">
          {title && (
            <Title order={2} c="brand.9">
              {title}
            </Title>
          )}
          {intro && (
            <Text size="lg" maw="70ch">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </section>
  );
}
