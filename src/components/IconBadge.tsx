import { rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './IconBadge.module.css';

interface IconBadgeProps {
  /** Diameter in px. */
  size: number;
  /** A theme colour as Mantine names its variable, e.g. 'brand-7' for var(--mantine-color-brand-7). */
  background: string;
  color?: string;
  children: ReactNode;
}

/**
 * A round badge behind an icon or a step number. Mantine's ThemeIcon also writes its radius and
 * color props onto its <div> as attributes HTML does not have, and a <div> cannot sit in a list
 * item's icon <span>; this is a bare <span>. Decorative: screen readers skip it.
 */
export function IconBadge({ size, background, color = 'white', children }: IconBadgeProps) {
  const style = {
    '--badge-size': rem(size),
    '--badge-background': `var(--mantine-color-${background})`,
    '--badge-color': `var(--mantine-color-${color})`,
  } as CSSProperties;
  return (
    <span className={classes.badge} style={style} aria-hidden="true">
      {children}
    </span>
  );
}
