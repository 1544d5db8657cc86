import type { CSSProperties } from 'react';
import classes from './MaskedIcon.module.css';

interface MaskedIconProps {
  /** The URL of a one-colour icon file. */
  src: string;
  /** Its width and height in px. */
  size: number;
  /** Sets its colour (`color`); it takes the text's otherwise. */
  className?: string;
}

/**
 * An icon file painted in the text's colour through a CSS mask: the file is fetched on its own,
 * where inline SVG would weigh on the HTML every page must fit into its first round trip.
 * Decorative: screen readers skip it.
 */
export function MaskedIcon({ src, size, className }: MaskedIconProps) {
  const style = { '--icon': `url(${src})`, '--icon-size': `${size}px` } as CSSProperties;
  return (
    <span className={className ? `${classes.icon} ${className}` : classes.icon} style={style} aria-hidden="true" />
  );
}
