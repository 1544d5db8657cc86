import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './PageSection.module.css';

interface PageSectionProps {
  title?: ReactNode;
  intro?: ReactNode;
  /** A call to action beside the title, such as Show All. */
  action?: ReactNode;
  children?: ReactNode;
  /** A tinted band, to separate neighbouring sections. */
  tinted?: boolean;
}

/** A band of a page with the site's spacing; a titled band is a landmark named by its title. */
export function PageSection({ title, intro, action, children, tinted = false }: PageSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}
    >
      <Container size="xl">
        <Stack gap="lg">
          {title && (
            <Group justify="space-between" align="center" gap="md">
              <Title order={2} id={titleId}>
                {title}
              </Title>
              {action}
            </Group>
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
