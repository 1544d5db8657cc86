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
import { HydrationProvider } from '@/lib/HydrationProvider';
import { PageDataProvider, queryStateId } from '@/lib/useHydrating';
import { App } from './App';
import { replayBeforeHydration, siteStylesheetAttribute, stopRecordingBeforeHydration } from './beforeHydration';
import { createQueryClient } from './queryClient';
import { findRoute } from './routes';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

startErrorReporting();
reloadWhenReleaseReplaced();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The prerender inlined this page's own CSS, and the page's loader added the whole stylesheet after
// the first paint; everything the scripts may render next needs it, so React waits for it.
const siteStylesheet = document.querySelector<HTMLLinkElement>(`link[${siteStylesheetAttribute}]`);
const stylesheetLoad = new Promise<void>((resolve) => {
  if (!siteStylesheet || siteStylesheet.sheet) {
    resolve();
    return;
  }
  siteStylesheet.addEventListener('load', () => resolve(), { once: true });
  // A stylesheet that fails leaves the page as prerendered, which its inline CSS still styles.
  siteStylesheet.addEventListener('error', () => resolve(), { once: true });
});

// The URL names the edition. A path no page was prerendered for may have been served another
// edition's fallback page, so the document is told its language and direction again. Only when
// they differ: Chromium styles the whole document again for a lang or dir set to what it was
// (7-12 ms on /contact, traced at 1x).
const locale = localeOfPath(window.location.pathname);
const html = document.documentElement;
if (html.lang !== locale) html.lang = locale;
if (html.dir !== editions[locale].dir) html.dir = editions[locale].dir;

// A prerendered page is hydrated; any other path (another spelling, an item no page was written
// for, an unknown URL served the Home fallback) is rendered afresh so no mismatched markup is adopted.
const prerenderedPath = container.dataset.prerenderedPath;
const isPrerenderedHere =
  prerenderedPath !== undefined &&
  withoutTrailingSlash(prerenderedPath) === withoutTrailingSlash(window.location.pathname);

function readPageData(): DehydratedState | undefined {
  const json = document.getElementById(queryStateId)?.textContent;
  return json ? (JSON.parse(json) as DehydratedState) : undefined;
}

const queryClient = createQueryClient();
// The data a page was prerendered with (when the build reached the API) goes into the cache
// before hydration, so the first render shows what the server rendered. It counts as fresh until
// then, so the page's loader leaves it be instead of replacing it while React hydrates.
const pageData = isPrerenderedHere ? readPageData() : undefined;
if (pageData) {
  const now = Date.now();
  hydrate(queryClient, {
    ...pageData,
    queries: pageData.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
const pageDataHashes = new Set(pageData?.queries.map((query) => query.queryHash));

const onFirstCommit = () => {
  replayBeforeHydration();
  // The build's data may be days old: the page asks the API again once it is idle, after
  // hydration's effects. Asked in them, the fetch changed each of the page's query results before
  // React had subscribed to them, and React rendered every page that read one again at once.
  if (pageData)
    void whenPageIdle().then(() =>
      queryClient.invalidateQueries({ predicate: (query) => pageDataHashes.has(query.queryHash) }),
    );
};
// The prerender knew no query string, so hydration reads none either (ssrSearch); React renders
// again with the real one right after, so links that keep it (the language switch) get it.
const appFor = (hydrating: boolean) => (
  <StrictMode>
    <HydrationProvider hydrating={hydrating}>
      <PageDataProvider value={pageData !== undefined}>
        <App
          locale={locale}
          queryClient={queryClient}
          onFirstCommit={onFirstCommit}
          ssrSearch={isPrerenderedHere ? '' : undefined}
        />
      </PageDataProvider>
    </HydrationProvider>
  </StrictMode>
);

// A part whose code didn't load shows its own message and its boundary reports it: React's own
// logging of it (as a caught error, or for a page that failed at boot, as a hydration it gave up)
// would only add console noise, so only crashes reach the console.
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
/** False when this URL asks for other data than the page carries (/blogs?page=2 served blogs.html). */
let pageDataFits = true;
const pageLoad = route.load().then(
  (page) => {
    const location = new URL(window.location.href);
    location.pathname = pagePath(location.pathname);
    void page.loader?.(queryClient, location);
    // Every query the loader asked for is in the cache; one without data was not in the page.
    if (pageData)
      pageDataFits = queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.data !== undefined);
  },
  // The page's boundary shows the failure with Retry, in a site whose header and footer work.
  () => undefined,
);
// The shell's words and the page's. Without them the scripts would render message ids where the
// prerender has words, so a page whose catalogs do not arrive stays the prerendered page.
const catalogsLoad = Promise.all([...shellCatalogs, route.area].map((area) => loadCatalog(locale, area)));

// Every page writes a price as it renders (its title, the footer). The page's loader had a worker
// make ICU load its data (warmUpFormats), the costly part of a first format; the first prices are
// then made in a task of their own, not inside a slice of hydration.
const numberFormattingReady = (window.webbeeFormatsReady ?? Promise.resolve()).then(
  () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        pricesIn(locale);
        resolve();
      }, 0),
    ),
);

void Promise.all([pageLoad, catalogsLoad, stylesheetLoad, numberFormattingReady]).then(
  () => {
    stopRecordingBeforeHydration(container);
    // As a transition, React renders in slices of a few milliseconds and yields between them, so
    // a tap or a keystroke during hydration is answered at once instead of after one long task.
    startTransition(() => {
      if (isPrerenderedHere && pageDataFits) hydrateRoot(container, appFor(true), rootOptions);
      else createRoot(container, rootOptions).render(appFor(false));
    });
  },
  (error: unknown) => window.reportError(error),
);

const rumUrl = import.meta.env.VITE_RUM_URL;
if (rumUrl) void whenPageIdle().then(() => startFieldSpeedReporting(rumUrl));
