import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { pricesIn } from '@/content/marketing';
import { startErrorReporting } from '@/lib/errorReporting';
import { loadCatalog, shellCatalogs } from '@/lib/i18n/catalogs';
import { editions, localeOfPath, pagePath } from '@/lib/i18n/locales';
import { startFieldSpeedReporting } from '@/lib/fieldSpeed';
import { whenPageIdle } from '@/lib/pageIdle';
import { PartLoadError } from '@/lib/retryableLazy';
import { reloadWhenReleaseReplaced } from '@/lib/staleRelease';
import { App } from './App';
import { Document } from './Document';
import { replayBeforeHydration, stopRecordingBeforeHydration } from '@/lib/beforeHydration';
import { queryStateId } from './pageData';
import { siteStylesheetAttribute } from './pageScripts';
import { createQueryClient } from './queryClient';
import { findRoute } from './routes';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

startErrorReporting();
reloadWhenReleaseReplaced();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's loader added the whole stylesheet, which everything the scripts render next needs.
const siteStylesheet = document.querySelector<HTMLLinkElement>(`link[${siteStylesheetAttribute}]`);
const stylesheetLoad = new Promise<void>((resolve) => {
  if (!siteStylesheet || siteStylesheet.sheet) return resolve();
  siteStylesheet.addEventListener('load', () => resolve(), { once: true });
  // A stylesheet that fails leaves the page as prerendered, which its inline CSS still styles.
  siteStylesheet.addEventListener('error', () => resolve(), { once: true });
});

// A path no page was prerendered for may have been served another edition's fallback page. Set
// only when they differ: Chromium styles the whole document again even for the same value.
const locale = localeOfPath(window.location.pathname);
const html = document.documentElement;
if (html.lang !== locale) html.lang = locale;
if (html.dir !== editions[locale].dir) html.dir = editions[locale].dir;

// Any other path than the prerendered one (another spelling, an item no page was written for, an
// unknown URL given Home) is rendered afresh, so no mismatched markup is adopted.
const prerenderedPath = container.dataset.prerenderedPath;
const isPrerenderedHere =
  prerenderedPath !== undefined &&
  withoutTrailingSlash(prerenderedPath) === withoutTrailingSlash(window.location.pathname);

const readPageData = (): DehydratedState | undefined => {
  const json = document.getElementById(queryStateId)?.textContent;
  return json ? (JSON.parse(json) as DehydratedState) : undefined;
};

const queryClient = createQueryClient();
// The data the page was prerendered with goes into the cache first, so hydration renders what the
// server rendered; it counts as fresh until then, so the loader leaves it be.
const pageData = isPrerenderedHere ? readPageData() : undefined;
if (pageData) {
  const now = Date.now();
  hydrate(queryClient, {
    ...pageData,
    queries: pageData.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
const carried = new Set(pageData?.queries.map((query) => query.queryHash));

const onFirstCommit = () => {
  replayBeforeHydration();
  // The build's data may be days old: the page asks the API again once it is idle.
  if (pageData)
    void whenPageIdle().then(() =>
      queryClient.invalidateQueries({ predicate: (query) => carried.has(query.queryHash) }),
    );
};

// A part whose code didn't load shows its own message and its boundary reports it: React's own
// logging of it would only add console noise, so only crashes reach the console.
const rootOptions: RootOptions = {
  onCaughtError: (error) => {
    if (!(error instanceof PartLoadError)) console.error(error);
  },
  // React wraps what it recovered from in an error that only says it did; the report carries the cause.
  onRecoverableError: (error) => {
    const cause = error instanceof Error ? error.cause : undefined;
    if (!(cause instanceof PartLoadError)) window.reportError(cause ?? error);
  },
};

const route = findRoute(window.location.pathname);
/**
 * Whether the page's markup can be adopted as it is: the data it was prerendered without, or with
 * every query its loader asks for (/blogs?page=2 served blogs.html asks for another page of the list).
 */
const adoptable = route.load().then(
  (page) => {
    // A prerendered page without data shows its skeletons until its queries answer after hydration;
    // asked for now, an early answer would not match the prerendered markup.
    if (isPrerenderedHere && !pageData) return true;
    const location = new URL(window.location.href);
    location.pathname = pagePath(location.pathname);
    void page.loader?.(queryClient, location);
    return queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.data !== undefined);
  },
  // The page's boundary shows the failure with Retry, in a site whose header and footer work.
  () => true,
);
// Without the shell's words and the page's, the scripts would render message ids where the
// prerender has words, so a page whose catalogs do not arrive stays the prerendered page.
const catalogsLoad = Promise.all([...shellCatalogs, route.area].map((area) => loadCatalog(locale, area)));

// A worker has ICU load the edition's data first (a browser that cannot start one, or a worker that
// is slow, formats on the main thread as it would have anyway); then the first prices are made in a
// task of their own, not inside a slice of hydration.
const formatsReady = new Promise<void>((ready) => {
  setTimeout(ready, 1000);
  try {
    const worker = new Worker(new URL('./formatsWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = worker.onerror = () => ready();
    worker.postMessage(editions[locale].intl);
  } catch {
    ready();
  }
}).then(() => new Promise<void>((formatted) => setTimeout(() => formatted(void pricesIn(locale)), 0)));

void Promise.all([adoptable, catalogsLoad, stylesheetLoad, formatsReady]).then(
  ([markupFits]) => {
    stopRecordingBeforeHydration();
    const app = (
      <App
        locale={locale}
        queryClient={queryClient}
        onFirstCommit={onFirstCommit}
        // The prerender knew no query string; React renders again with the real one right after.
        ssrSearch={isPrerenderedHere ? '' : undefined}
      />
    );
    // As a transition, React renders in slices and yields between them, so a tap or a keystroke
    // during hydration is answered at once instead of after one long task.
    startTransition(() => {
      if (isPrerenderedHere && markupFits && prerenderedPath !== undefined)
        hydrateRoot(
          document,
          <Document locale={locale} prerenderedPath={prerenderedPath} sanitizerWindow={null}>
            {app}
          </Document>,
          rootOptions,
        );
      else createRoot(container, rootOptions).render(<StrictMode>{app}</StrictMode>);
    });
  },
  (error: unknown) => window.reportError(error),
);

const rumUrl = import.meta.env.VITE_RUM_URL;
if (rumUrl) void whenPageIdle().then(() => startFieldSpeedReporting(rumUrl));
