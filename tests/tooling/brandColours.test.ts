import { describe, expect, it } from 'vitest';
import { brandPalette, brandShade } from '../../tooling/brandColours.ts';
import { theme } from '@/app/theme';

describe('brandColours', () => {
  it.each(['brand', 'honey'] as const)("keeps the build's %s palette equal to the theme's", (name) => {
    expect(brandPalette(name)).toEqual(theme.colors?.[name]);
  });

  it('names the shades the icons and share cards use', () => {
    expect(brandShade('brand', 8)).toBe('#28468f');
    expect(brandShade('honey', 6)).toBe('#ffa709');
    expect(() => brandShade('brand', 10)).toThrow('no shade 10');
  });
});
