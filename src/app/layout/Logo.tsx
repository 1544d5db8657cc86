/** The Webbee mark: a honeycomb cell. Decorative; the word beside it names the site. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2 36 11v18L20 38 4 29V11Z" fill="#28468f" />
      <path d="M20 10 28 14.5v9L20 28l-8-4.5v-9Z" fill="#ffb838" />
    </svg>
  );
}
