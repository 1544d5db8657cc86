import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { netlifyRedirects, notFoundPage, pageNames, pageSpelling } from '../../tooling/notFound.ts';

describe('the pages a path may name', () => {
  const dist = mkdtempSync(join(tmpdir(), 'webbee-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('are the pages the build wrote, not its homes, 404 documents or other files', () => {
    for (const file of ['index.html', notFoundPage, 'aboutus.html', 'webbeecart.html', 'sitemap.xml']) {
      writeFileSync(join(dist, file), '');
    }
    mkdirSync(join(dist, 'blogs'));
    writeFileSync(join(dist, 'blogs', 'a-post.html'), '');
    expect(pageNames(dist).sort()).toEqual(['aboutus', 'webbeecart']);
  });

  const spelling = new RegExp(pageSpelling(['aboutus', 'webbeecart']), 'i');

  it.each(['/', '/ar', '/ar/', '/AR', '/aboutus', '/AboutUs', '/aboutus/', '/webbeeCart', '/ar/webbeeCart/'])(
    'however %s is spelled, as the client routes it',
    (path) => {
      expect(spelling.test(path)).toBe(true);
    },
  );

  it.each(['/no/such/page', '/aboutus/team', '/blogs/a-post', '/arabic', '/ar/ar/aboutus', '/aboutus.html', '//'])(
    'and no other path: %s',
    (path) => {
      expect(spelling.test(path)).toBe(false);
    },
  );

  it('refuse a name that would change the pattern', () => {
    expect(() => pageSpelling(['aboutus', 'a|b'])).toThrow('"a|b"');
    expect(() => pageSpelling(['about us'])).toThrow();
  });
});

it("sends Netlify's Arabic paths without a file to the Arabic 404 document, as a 404", () => {
  const rules = netlifyRedirects
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
  expect(rules).toEqual([['/ar/*', `/ar/${notFoundPage}`, '404']]);
});
