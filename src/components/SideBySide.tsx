import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

interface SideBySideProps {
  children: ReactNode;
  /** What stands beside the text on wide screens and below it on phones: a video, app codes. */
  aside: ReactNode;
  /** Columns of 12 the text takes from 1024 px. */
  textSpan?: number;
}

/** Text with something beside it, stacking on phones. */
export function SideBySide({ children, aside, textSpan = 6 }: SideBySideProps) {
  return (
    <Grid gap={48} align="center">
      <Grid.Col span={{ base: 12, md: textSpan }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - textSpan }}>{aside}</Grid.Col>
    </Grid>
  );
}
