import type { ReactNode } from 'react';
import classes from './TickedList.module.css';

interface TickedListProps {
  items: { key: string | number; content: ReactNode }[];
  /** Spacing or type the list's place asks for. */
  className?: string;
  'aria-label'?: string;
}

/** A list whose every item follows a tick drawn in CSS: an icon per item would weigh on a long list's HTML. */
export function TickedList({ items, className, 'aria-label': label }: TickedListProps) {
  return (
    <ul className={className ? `${classes.list} ${className}` : classes.list} aria-label={label}>
      {items.map(({ key, content }) => (
        <li key={key} className={classes.item}>
          <span className={classes.tick} aria-hidden="true" />
          {content}
        </li>
      ))}
    </ul>
  );
}
