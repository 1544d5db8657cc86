// The brand blue and honey amber of src/app/theme.ts, copied because that module loads
// @mantine/core, and with it React, before the prerender has chosen React's production build;
// tests/tooling/brandColours.test.ts keeps the copy equal to the theme.
const palettes = {
  brand: ['#eef3ff', '#dce4f9', '#b6c6ee', '#8ea6e4', '#6c8bdb', '#5679d6', '#4a70d5', '#2f4fa0', '#28468f', '#1c3a7f'],
  honey: ['#fff8e1', '#ffeecc', '#ffdc9b', '#ffc864', '#ffb838', '#ffad1b', '#ffa709', '#e39200', '#ca8100', '#af6d00'],
} as const;

export type PaletteName = keyof typeof palettes;

/** A shade of the site's brand blue or honey amber, 0 lightest to 9 darkest. */
export function brandShade(name: PaletteName, index: number): string {
  const colour = palettes[name][index];
  if (!colour) throw new Error(`The ${name} palette has no shade ${index}`);
  return colour;
}

export const brandPalette = (name: PaletteName): readonly string[] => palettes[name];
