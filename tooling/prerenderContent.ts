// Which item pages the prerender writes when the build can reach the API (PRERENDER_API_BASE):
// every item a list page leads to (each blog post, each news item), in every edition, as the list
// pages' own modules read them (`itemPages`); each page's data then comes from its loader.
import type { ItemPage } from '../src/lib/pageLoader.ts';
import type { Locale } from '../src/lib/i18n/locales.ts';

/** A slug that makes one safe file name and one path segment: letters, digits, '-', '_', '.', not leading. */
const usableSlug = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

/** An item page of an edition, by its path within the edition. */
export type EditionItemPage = ItemPage & { locale: Locale };

/**
 * Asks each static page of each edition for the items it leads to (`itemPagesOf`, which rejects
 * when the API fails), keeping those whose slug can be a file's name. `failures`: each as `what: why`.
 */
export async function findItemPages(
  pagePaths: string[],
  locales: readonly Locale[],
  itemPagesOf: (path: string, locale: Locale) => Promise<ItemPage[]>,
): Promise<{ pages: EditionItemPage[]; failures: string[] }> {
  // A list read page by page may name an item twice.
  const failures = new Set<string>();
  const pages = new Map<string, EditionItemPage>();
  for (const locale of locales) {
    for (const pagePath of pagePaths) {
      let items: ItemPage[] = [];
      try {
        items = await itemPagesOf(pagePath, locale);
      } catch (error) {
        failures.add(`${locale} ${pagePath}: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const item of items) {
        const slug = decodeURIComponent(item.path.slice(item.path.lastIndexOf('/') + 1));
        if (usableSlug.test(slug)) pages.set(`${locale} ${item.path}`, { ...item, locale });
        else failures.add(`${locale} ${pagePath}: the slug ${JSON.stringify(slug)} cannot be a page's path`);
      }
    }
  }
  return { pages: [...pages.values()], failures: [...failures] };
}

/** The item pages written in every edition, for sitemap.xml, dated by the item or else today. */
export function sitemapItemPages(written: EditionItemPage[], locales: readonly Locale[]): Required<ItemPage>[] {
  const today = new Date().toISOString().slice(0, 10);
  const inEdition = (locale: Locale) =>
    new Set(written.filter((page) => page.locale === locale).map(({ path }) => path));
  const editions = locales.map(inEdition);
  return written
    .filter(({ locale }) => locale === locales[0])
    .filter(({ path }) => editions.every((edition) => edition.has(path)))
    .map(({ path, lastmod }) => ({ path, lastmod: lastmod ?? today }));
}
