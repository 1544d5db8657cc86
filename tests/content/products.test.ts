import { describe, expect, it } from 'vitest';
import { cartFeatureGroups, cartFeatures } from '@/content/products';

describe("the Cart's feature groups", () => {
  it('list every feature once', () => {
    const grouped = cartFeatureGroups.flatMap((group) => group.featureIds).sort((a, b) => a - b);
    expect(grouped).toEqual(cartFeatures.map((feature) => feature.id).sort((a, b) => a - b));
  });

  it('are of one length give or take a feature, so that no card beside a longer one is left with an empty bottom', () => {
    const lengths = cartFeatureGroups.map((group) => group.featureIds.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
  });
});
