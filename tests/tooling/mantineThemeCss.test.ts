import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { themeStylesheet } from '../../tooling/mantineThemeCss.ts';

/** The custom properties each selector's rules declare in a stylesheet, last declaration winning. */
const declared = (css: string) => {
  const bySelector = new Map<string, Map<string, string>>();
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of uncommented.matchAll(/(?:^|[}\s])([^{}@]+?)\s*\{([^{}]*)\}/g)) {
    for (const one of selector.split(',').map((part) => part.trim().replace(/'/g, ''))) {
      const properties = bySelector.get(one) ?? new Map<string, string>();
      for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)) properties.set(name, value.trim());
      bySelector.set(one, properties);
    }
  }
  return bySelector;
};

describe('themeStylesheet', () => {
  it("gives every variable the site's theme sets the theme's value, over Mantine's own stylesheet", () => {
    const mantine = declared(readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8'));
    const ours = declared(themeStylesheet());
    const effective = (selector: string) => new Map([...(mantine.get(selector) ?? []), ...(ours.get(selector) ?? [])]);
    const root = effective(':root');
    expect(root.get('--mantine-color-brand-7')).toBe('#2f4fa0');
    expect(root.get('--mantine-primary-color-filled')).toBe('var(--mantine-color-brand-filled)');
    expect(root.get('--mantine-font-family')).toMatch(/^"Inter"/);
    // What the theme leaves as Mantine has it, it leaves to Mantine's stylesheet rather than repeat it.
    expect(ours.get(':root')?.has('--mantine-scale')).toBe(false);
    expect(root.get('--mantine-scale')).toBe('1');
  });
});
