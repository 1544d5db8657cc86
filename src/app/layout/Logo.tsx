const outerCell = 'M20 2 36 11v18L20 38 4 29V11Z';

/**
 * The Webbee mark: a honeycomb cell. Decorative; the word beside it names the site. On a dark
 * ground (the footer's navy) its blue outer cell would vanish, so it stands on a white cell of its
 * own shape, a fifth larger, as in the share images and icons (tooling/logoMark.ts).
 */
export function LogoMark({ size = 34, haloed = false }: { size?: number; haloed?: boolean }) {
  return (
    <svg width={size} height={size} viewBox={haloed ? '-4 -4 48 48' : '0 0 40 40'} aria-hidden="true" focusable="false">
      {haloed && <path d={outerCell} fill="#ffffff" transform="translate(20 20) scale(1.2) translate(-20 -20)" />}
      <path d={outerCell} fill="#28468f" />
      <path d="M20 10 28 14.5v9L20 28l-8-4.5v-9Z" fill="#ffb838" />
    </svg>
  );
}
