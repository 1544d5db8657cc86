import type { WindowLike } from 'dompurify';
import { dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { prerender } from 'react-dom/static';
import type { HttpOptions } from '@/api/http';
import { catalogSource, i18nForPage, shellCatalogs } from '@/lib/i18n/catalogs';
import { editions, localeOfPath, localizedPath, locales, pagePath } from '@/lib/i18n/locales';
import type { ItemPage } from '@/lib/pageLoader';
import { App } from './App';
import { Document } from './Document';
import { queryStateId } from './pageData';
import { createQueryClient } from './queryClient';
import { wantEveryPartOnDemand } from '@/lib/partOnDemand';
import { findRoute, routes } from './routes';

const prerenderWindow = new JSDOM('').window as unknown as WindowLike;

export interface PrerenderedPage {
  /** The attributes of <html>: the edition's language and direction. */
  htmlAttributes: string;
  /** The tags React hoisted into <head>: title, description, canonical. */
  head: string;
  /** What those tags say, for the share card, the web manifest and the check that an item is itself; none for an item whose calls failed. */
  meta?: { title: string; description: string; canonical: string };
  /** The markup of #root, for the client to hydrate. */
  body: string;
  /**
   * The data the page was rendered with, as dehydrated React Query state in JSON that is safe
   * inside a <script>; absent when it was rendered without (its lists as skeletons).
   */
  queryState?: string;
  /** The calls of the page's loader that failed, each as `path: why`: the page then renders without its data. */
  failures: string[];
}

/** The address a loader reads, as the client gives it: within the edition, on the site's origin. */
const locationOf = (path: string) => new URL(pagePath(path), 'https://prerender.invalid');

/** The call options that send a page's requests to the build's API, in the page's language. */
const requestFor = (path: string, apiBase: string): HttpOptions => ({
  apiBase,
  headers: { 'Accept-Language': localeOfPath(path) },
});

/**
 * Renders one path as a whole document, so React 19 hoists the page's metadata into <head>. With
 * `apiBase`, the page's loader reads its data from that API first, as its client would, and the
 * page renders it in full; a page whose calls fail renders without it.
 */
export async function renderPage(path: string, apiBase?: string): Promise<PrerenderedPage> {
  wantEveryPartOnDemand();
  const locale = localeOfPath(path);
  const route = findRoute(path);
  const [page, i18n] = await Promise.all([route.load(), i18nForPage(locale, [...shellCatalogs, route.area])]);
  const queryClient = createQueryClient();
  if (apiBase && page.loader) await page.loader(queryClient, locationOf(path), requestFor(path, apiBase));
  const queries = queryClient.getQueryCache().getAll();
  const failures = queries.flatMap(({ state }) =>
    state.error ? [`${path}: ${state.error instanceof Error ? state.error.message : String(state.error)}`] : [],
  );
  // Part of a page's data would render a page its client cannot hydrate as it is: all or none.
  if (failures.length > 0) queryClient.clear();
  const withData = queries.length > 0 && failures.length === 0;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Document locale={locale} prerenderedPath={path} sanitizerWindow={prerenderWindow}>
      <App locale={locale} i18n={i18n} ssrPath={path} queryClient={queryClient} />
    </Document>,
    // One inline document: no boundary is outlined into a script-driven segment.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const html = await new Response(prelude).text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
  if (body === undefined) throw new Error(`Prerendering ${path} produced no #root`);
  const { document } = new JSDOM(html).window;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const meta = document.title && description !== undefined && canonical !== undefined;
  for (const query of queries) {
    const { carried } = query.meta ?? {};
    if (carried && query.state.data !== undefined) queryClient.setQueryData(query.queryKey, carried(query.state.data));
  }
  // dehydrate keeps queries with data only: what the loader read, not one a component started.
  const queryState = withData ? JSON.stringify(dehydrate(queryClient)) : undefined;
  return {
    htmlAttributes: `lang="${locale}" dir="${editions[locale].dir}"`,
    head,
    meta: meta ? { title: document.title, description, canonical } : undefined,
    body,
    // In a <script>, '<' would let the data's HTML end the element.
    queryState: queryState?.replace(/</g, '\\u003c'),
    failures,
  };
}

/** The page module a path shows, for the prerender to find its chunk in the build manifest. */
export const pageModule = (path: string) => findRoute(path).load();

/** The sources of the catalogs a page of an edition loads, as the build manifest names them. */
export const catalogSources = (path: string): string[] => {
  const locale = localeOfPath(path);
  return [...shellCatalogs, findRoute(path).area].map((catalog) => catalogSource(locale, catalog));
};

/** The static pages, by path within an edition. */
export const staticPagePaths = routes.filter((route) => route.prerender).map((route) => route.path);

/** Every static page in every edition. */
export const prerenderedRoutes = locales.flatMap((locale) =>
  routes.filter((route) => route.prerender).map(({ path }) => ({ path: localizedPath(path, locale), locale })),
);

/**
 * The item pages a list page of an edition leads to (every blog post from /blogs), as its page
 * module lists them from the build's API; none for a page that has no items.
 */
export async function itemPagesOf(path: string, apiBase: string): Promise<ItemPage[]> {
  const page = await findRoute(path).load();
  return page.itemPages ? page.itemPages(createQueryClient(), requestFor(path, apiBase)) : [];
}

/** The pages of sitemap.xml, by their path within an edition; each is listed in every edition. */
export const sitemapPaths = routes.filter((route) => route.inSitemap).map((route) => route.path);

export { localizedPath, locales, queryStateId };
