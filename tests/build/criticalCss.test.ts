import { describe, expect, it } from 'vitest';
import { withoutOverriddenVariables } from '../../build/criticalCss.ts';

describe('criticalCss', () => {
  it('sets each variable once per selector, as the cascade would resolve it', () => {
    expect(
      withoutOverriddenVariables(
        ':root,:host{--a:1;--b:1;--c:1!important;color:red}:root,:host{--a:2;--c:2;color:blue}:root[data-x]{--b:3}:root,:host{--b:2}@media print{:root,:host{--a:4}}',
      ),
    ).toBe(
      ':root,:host{--c:1!important;color:red}:root,:host{--a:2;--c:2;color:blue}:root[data-x]{--b:3}:root,:host{--b:2}@media print{:root,:host{--a:4}}',
    );
  });
});
