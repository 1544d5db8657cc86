import type { CSSProperties, ReactNode } from 'react';
import classes from './SideBySide.module.css';

interface SideBySideProps {
  children: ReactNode;
  /** What stands beside the main column on wide screens and below it on phones: a video, app codes, a login note. */
  aside: ReactNode;
  /** Columns of 12 the main column takes from 1024 px. */
  textSpan?: number;
  /**
   * 'start' keeps a short aside at the top of a tall main column, such as a form; 'baseline' sets
   * the first lines of both columns on one line, such as the headings each column opens with.
   */
  align?: 'center' | 'start' | 'baseline';
}

/** A main column with something beside it, stacking on phones. */
export function SideBySide({ children, aside, textSpan = 6, align = 'center' }: SideBySideProps) {
  const shares = { '--main-share': `${textSpan}fr`, '--aside-share': `${12 - textSpan}fr` } as CSSProperties;
  return (
    <div className={classes.sideBySide} data-align={align} style={shares}>
      <div>{children}</div>
      <div>{aside}</div>
    </div>
  );
}
