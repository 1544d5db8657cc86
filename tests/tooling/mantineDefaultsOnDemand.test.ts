import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withDefaultsOnDemand } from '../../tooling/mantineDefaultsOnDemand.ts';

const mantineModule = readFileSync(
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
  'utf8',
);

describe('mantineDefaultsOnDemand', () => {
  it("works Mantine's default variables out on first use, not when its code is evaluated", () => {
    const code = withDefaultsOnDemand(mantineModule);
    expect(code).not.toMatch(/^const defaultCssVariables = /m);
    expect(code).toMatch(
      /function removeDefaultVariables\(input\) \{\n\tdefaultCssVariables \?\?= defaultCssVariablesResolver\(DEFAULT_THEME\);/,
    );
  });

  it('fails the build when Mantine has changed the module, rather than leave it as it is', () => {
    expect(() => withDefaultsOnDemand('export const other = 1;')).toThrow('Mantine no longer');
  });
});
