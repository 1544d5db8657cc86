import { brand, honey } from '../src/app/brandPalettes.ts';

const palettes = { brand, honey };

export type PaletteName = keyof typeof palettes;

/** A shade of the site's brand blue or honey amber, 0 lightest to 9 darkest. */
export function brandShade(name: PaletteName, index: number): string {
  const colour = palettes[name][index];
  if (!colour) throw new Error(`The ${name} palette has no shade ${index}`);
  return colour;
}
