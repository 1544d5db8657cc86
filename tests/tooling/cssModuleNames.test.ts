import { describe, expect, it } from 'vitest';
import { shortCssModuleNames } from '../../tooling/cssModuleNames';

describe('shortCssModuleNames', () => {
  const root = '/checkout';
  const file = '/checkout/src/app/Header.module.css';

  it('names a class alike in the client and server builds, wherever the checkout is', () => {
    expect(shortCssModuleNames(root)('navLink', file)).toBe(shortCssModuleNames(root)('navLink', file));
    expect(shortCssModuleNames('/elsewhere')('navLink', '/elsewhere/src/app/Header.module.css')).toBe(
      shortCssModuleNames(root)('navLink', file),
    );
  });

  it('gives each class of each file its own short name, one a selector can hold as it is', () => {
    const name = shortCssModuleNames(root);
    const names = ['navLink', 'logo', 'menuButton'].flatMap((local) => [
      name(local, file),
      name(local, '/checkout/src/app/Footer.module.css'),
    ]);
    expect(new Set(names).size).toBe(names.length);
    for (const scoped of names) expect(scoped).toMatch(/^_[\w-]{5}$/);
  });

  it('stops the build rather than give two classes one name', () => {
    const name = shortCssModuleNames(root);
    // 64^5 names: among this many classes, some two share the first five characters of their hash.
    expect(() => {
      for (let index = 0; index < 200_000; index++) name(`class${index}`, file);
    }).toThrow(/would both be named/);
  });
});
