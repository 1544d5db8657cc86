import { useEffect, useRef, useState } from 'react';
import { hexagon, ink } from '@/components/illustrations/geometry';
import { Honeycomb } from '@/components/illustrations/parts';
import classes from './Portrait.module.css';

interface PortraitProps {
  /** The picture; when it is missing or fails to load, a drawn stand-in takes its place. */
  src?: string | null;
  name: string;
  /** Empty when the name is written beside the picture. */
  alt: string;
  /** 'card' fills its width at the given height; 'avatar' is a circle of the given size. */
  variant: 'card' | 'avatar';
  size: number;
}

const schemes = [
  { background: ink.navy, cells: ink.white, mark: ink.white, initials: ink.deep },
  { background: ink.deep, cells: ink.white, mark: ink.honey, initials: ink.deep },
  { background: ink.pale, cells: ink.navy, mark: ink.navy, initials: ink.white },
  { background: ink.honeyLight, cells: ink.deep, mark: ink.navy, initials: ink.white },
];

/**
 * 'Rashid Al Marri' → 'RM'; 'راشد المري' → 'ر‌م': an Arabic family name is known by the letter after
 * its article, and a zero-width non-joiner keeps two Arabic initials apart rather than joined as a word.
 */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1].replace(/^ال(?=.)/, '') : '';
  return [first.charAt(0), last.charAt(0)].filter(Boolean).join('\u200c').toUpperCase();
};

// The same person always gets the same colours, wherever they appear.
const schemeOf = (name: string) => {
  const sum = [...name].reduce((total, letter) => total + letter.charCodeAt(0), 0);
  return schemes[sum % schemes.length];
};

/** The stand-in: the person's initials in a honeycomb cell of the mark, on a brand colour. */
function Monogram({ name, alt, variant }: Pick<PortraitProps, 'name' | 'alt' | 'variant'>) {
  const scheme = schemeOf(name);
  const cell = variant === 'avatar' ? 38 : 21;
  return (
    <svg
      className={classes.picture}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid slice"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
    >
      <rect width="100" height="100" fill={scheme.background} />
      <Honeycomb x={-4} y={-6} cols={8} rows={10} r={8} stroke={scheme.cells} opacity={0.16} strokeWidth={0.6} />
      <path d={hexagon(50, 50, cell)} fill={scheme.mark} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontSize={cell * 0.72}
        fontWeight="800"
        fill={scheme.initials}
        fontFamily="inherit"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}

/** A person's picture, or a designed stand-in when there is none. */
export function Portrait({ src, name, alt, variant, size }: PortraitProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  // A prerendered picture may fail before React listens for its error event.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailedSrc(element.getAttribute('src'));
  }, [src]);

  const box = variant === 'avatar' ? { width: size, height: size } : { height: size };
  return (
    <div className={classes.frame} data-variant={variant} style={box}>
      {showImage ? (
        <img
          ref={image}
          className={classes.picture}
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Monogram name={name} alt={alt} variant={variant} />
      )}
    </div>
  );
}
