import { describe, expect, it } from 'vitest';
import { fallbackFaces, fontFamilies } from '../../tooling/fontStacks.ts';

const sizeAdjust = (family: string, weight: number) => {
  const face = fallbackFaces.find(
    (candidate) => candidate.family === `"${family}"` && candidate.css.includes(`font-weight:${weight};`),
  );
  return Number(/size-adjust:([\d.]+)%/.exec(face?.css ?? '')?.[1]);
};

describe('the Arabic edition’s fallback faces', () => {
  it('include DejaVu Sans, which Linux sets Arabic in, ahead of the Latin faces', () => {
    const families = fontFamilies.ar.split(', ');
    expect(families.indexOf('"IBM Plex Sans Arabic Fallback: DejaVu Sans"')).toBeGreaterThan(0);
    expect(families.indexOf('"IBM Plex Sans Arabic Fallback: DejaVu Sans"')).toBeLessThan(families.indexOf('"Inter"'));
  });

  it('scale each face by how wide it sets Arabic, not Latin: DejaVu Sans sets Arabic 13% wider than the brand face', () => {
    expect(sizeAdjust('IBM Plex Sans Arabic Fallback: DejaVu Sans', 400)).toBeCloseTo(88.4, 1);
    // By Latin widths Noto Sans Arabic would be scaled to 95%; its Arabic is 8% wider than the brand face's.
    expect(sizeAdjust('IBM Plex Sans Arabic Fallback: Noto Sans Arabic', 400)).toBeCloseTo(92.8, 0);
  });
});
