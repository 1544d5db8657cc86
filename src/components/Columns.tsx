import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Columns.module.css';

const breakpoints = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof breakpoints)[number];

interface ColumnsProps {
  /** Columns from each width up, e.g. { base: 1, sm: 2, md: 3 }; a width left out keeps the narrower one's. */
  cols: Partial<Record<Breakpoint, number>>;
  gap?: MantineSpacing;
  /** A list of items lays out the same way, without bullets. */
  component?: 'div' | 'ul' | 'ol';
  children: ReactNode;
}

/** Equal columns that grow in number with the screen, stacking on phones. */
export function Columns({ cols, gap = 'md', component: Element = 'div', children }: ColumnsProps) {
  const style: Record<string, string | undefined> = { '--columns-gap': getSpacing(gap) };
  let count = 1;
  for (const breakpoint of breakpoints) {
    count = cols[breakpoint] ?? count;
    style[`--columns-${breakpoint}`] = String(count);
  }
  return (
    <Element className={classes.columns} style={style}>
      {children}
    </Element>
  );
}
