import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

interface SideBySideProps {
  children: ReactNode;
  /** What stands beside the main column on wide screens and below it on phones: a video, app codes, a login note. */
  aside: ReactNode;
  /** Columns of 12 the main column takes from 1024 px. */
  textSpan?: number;
  /** 'start' keeps a short aside at the top of a tall main column, such as a form. */
  align?: 'center' | 'start';
}

/** A main column with something beside it, stacking on phones. */
export function SideBySide({ children, aside, textSpan = 6, align = 'center' }: SideBySideProps) {
  return (
    <Grid gap={48} align={align === 'start' ? 'flex-start' : 'center'}>
      <Grid.Col span={{ base: 12, md: textSpan }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - textSpan }}>{aside}</Grid.Col>
    </Grid>
  );
}
