import { localizedPath, locales, type Locale } from '../src/lib/i18n/locales.ts';
import { escapeXml } from './xml.ts';

export interface SitemapPage {
  /** The page's path within an edition: /contact stands for /contact and /ar/contact. */
  path: string;
  /** When the page last changed, as W3C Datetime (2025-06-01). */
  lastmod: string;
}

/**
 * sitemap.xml: every page in every edition, each entry naming all of the page's editions and
 * English as the default (hreflang alternates, as each page's own <head> does).
 */
export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string {
  const urlIn = (path: string, locale: Locale) => escapeXml(siteUrl + localizedPath(path, locale));
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...locales.map((edition) => `<xhtml:link rel="alternate" hreflang="${edition}" href="${urlIn(path, edition)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(path, 'en')}"/>`,
    ].join('');
    return locales.map(
      (locale) => `  <url><loc>${urlIn(path, locale)}</loc><lastmod>${escapeXml(lastmod)}</lastmod>${alternates}</url>`,
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${entries.join('\n')}\n</urlset>\n`
  );
}
