import { theme } from '../src/app/theme.ts';

/** A shade of the site's brand blue or honey amber (src/app/theme.ts), 0 lightest to 9 darkest. */
export function brandShade(name: 'brand' | 'honey', index: number): string {
  const colour = theme.colors?.[name]?.[index];
  if (!colour) throw new Error(`src/app/theme.ts has no ${name} shade ${index}`);
  return colour;
}
