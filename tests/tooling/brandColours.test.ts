// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { honey } from '@/app/brandPalettes';
import { brandShade } from '../../tooling/brandColours.ts';

describe('brandShade', () => {
  it('gives the shade of the palette it names, and refuses one the palette lacks', () => {
    expect(brandShade('honey', 6)).toBe(honey[6]);
    expect(() => brandShade('brand', 10)).toThrow('no shade 10');
  });
});
