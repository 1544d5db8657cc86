// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../tooling/sitemap.ts';

const site = 'https://www.webbee.ae';
const xml = sitemapXml(site, [
  { path: '/', lastmod: '2025-06-01' },
  { path: '/contact', lastmod: '2025-06-02' },
]);
const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
const loc = (entry: string) => /<loc>([^<]*)<\/loc>/.exec(entry)?.[1];
const alternates = (entry: string) =>
  [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
    match[1],
    match[2],
  ]);

describe('sitemapXml', () => {
  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists every page in both editions, each with its lastmod', () => {
    expect(entries.map(loc)).toEqual([`${site}/`, `${site}/ar/`, `${site}/contact`, `${site}/ar/contact`]);
    expect(entries.map((entry) => /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1])).toEqual([
      '2025-06-01',
      '2025-06-01',
      '2025-06-02',
      '2025-06-02',
    ]);
  });

  it('names, in every entry, the English, Arabic and default addresses of its page', () => {
    const contact = [
      ['en', `${site}/contact`],
      ['ar', `${site}/ar/contact`],
      ['x-default', `${site}/contact`],
    ];
    expect(alternates(entries[2])).toEqual(contact);
    expect(alternates(entries[3])).toEqual(contact);
    expect(alternates(entries[1])).toEqual([
      ['en', `${site}/`],
      ['ar', `${site}/ar/`],
      ['x-default', `${site}/`],
    ]);
  });

  it('escapes what XML cannot hold as it is', () => {
    expect(sitemapXml('https://example.com', [{ path: '/a&b', lastmod: '2025-06-01' }])).toContain(
      '<loc>https://example.com/a&amp;b</loc>',
    );
  });
});
