import { JSDOM } from 'jsdom';
import { prerender } from 'react-dom/static';
import { PrerenderWindowProvider } from '@/components/sanitizer';
import { catalogSource, loadEveryCatalog, shellCatalogs } from '@/lib/i18n/catalogs';
import { editions, localeOfPath, localizedPath, locales } from '@/lib/i18n/locales';
import { App } from './App';
import { followChosenEdition } from './chosenEdition';
import { loadScriptsAfterFirstPaint, pageScriptsId, recordBeforeHydration } from './beforeHydration';
import { findRoute, routes } from './routes';

const prerenderWindow = new JSDOM('').window as unknown as Parameters<typeof PrerenderWindowProvider>[0]['value'];

export interface PrerenderedPage {
  /** The attributes of <html>: the edition's language and direction. */
  htmlAttributes: string;
  /** The tags React hoisted into <head>: title, description, canonical. */
  head: string;
  /** The markup of #root, for the client to hydrate. */
  body: string;
}

/** Renders one path as a whole document, so React 19 hoists the page's metadata into <head>. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const locale = localeOfPath(path);
  await Promise.all([findRoute(path).load(), loadEveryCatalog(locale)]);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    // No <head> sibling: body stays the only child, so useId paths match the client's #root tree.
    <html lang={locale} dir={editions[locale].dir}>
      <body>
        <div id="root">
          <PrerenderWindowProvider value={prerenderWindow}>
            <App locale={locale} ssrPath={path} />
          </PrerenderWindowProvider>
        </div>
      </body>
    </html>,
    // One inline document: no boundary is outlined into a script-driven segment.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const html = await new Response(prelude).text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
  if (body === undefined) throw new Error(`Prerendering ${path} produced no #root`);
  return { htmlAttributes: `lang="${locale}" dir="${editions[locale].dir}"`, head, body };
}

/** Every static page in every edition, with the sources whose chunks it loads: its page and its catalogs. */
export const prerenderedRoutes = locales.flatMap((locale) =>
  routes
    .filter((route) => route.prerender)
    .map(({ path, source, area }) => ({
      path: localizedPath(path, locale),
      locale,
      sources: [source, ...[...shellCatalogs, area].map((catalog) => catalogSource(locale, catalog))],
    })),
);
/** The pages of sitemap.xml, by their path within an edition; each is listed in every edition. */
export const sitemapPaths = routes.filter((route) => route.inSitemap).map((route) => route.path);

/**
 * Runs first on every prerendered page: to the edition the visitor chose, and so that nothing a
 * visitor does before hydration is lost.
 */
export const beforeHydrationScript = `(${followChosenEdition.toString()})();(${recordBeforeHydration.toString()})();(${loadScriptsAfterFirstPaint.toString()})();`;

export { pageScriptsId };
