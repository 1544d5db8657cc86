/** The id of the prerendered page's list of what it loads once it has painted. */
export const pageScriptsId = 'page-scripts';

/** Marks the stylesheet the loader added, which the client waits for before it renders anything new. */
export const siteStylesheetAttribute = 'data-site-stylesheet';

/** What a prerendered page loads once it is on screen, as the prerender lists it from Vite's manifest. */
export interface PageScripts {
  /** The whole stylesheet, for what the scripts render next; the first paint has its own CSS inline. */
  stylesheet: string;
  entry: string;
  /** The page's own chunk and catalogs, which the entry imports only once it runs: fetched beside it. */
  preload: string[];
}

/**
 * Runs in every prerendered page's inline script, so that the page paints as a bare page would:
 * the whole stylesheet comes once it has loaded, the scripts at the browser's first quiet moment or
 * the visitor's first move, or at once on a page served for another path, which they must correct.
 */
export function loadPageWhenReady() {
  const append = (tag: string, attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name]);
    document.head.append(element);
    return element;
  };
  const once = (run: () => void) => {
    let done = false;
    return () => {
      if (!done) {
        done = true;
        run();
      }
    };
  };
  const afterLoad = (run: () => void) => {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  // The paint entry is delivered once the frame is on screen; the load event may come before it.
  const afterFirstPaint = (run: () => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterLoad(run);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(run, 0);
    }).observe({ type: 'paint', buffered: true });
  };
  // Each request costs the main thread a few milliseconds, four times that on a slow phone: one task each.
  const oneTaskEach = ([next, ...rest]: (() => void)[]) => {
    if (next)
      setTimeout(() => {
        next();
        oneTaskEach(rest);
      }, 0);
  };
  // The first screen's CSS leaves out the closed popups': one opened before the whole stylesheet
  // has arrived shows its form unstyled, then moves it under the visitor's finger. Its button waits
  // for the stylesheet instead, marked busy as any early press is, and then opens it.
  let stylesheetLoading = false;
  const waitingForStyles = new Set<HTMLButtonElement>();
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.<HTMLButtonElement>('button[commandfor]');
      if (!button || !stylesheetLoading) return;
      event.preventDefault();
      waitingForStyles.add(button);
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
  const start = () => {
    const listed = document.getElementById(pageScriptsId)?.textContent;
    if (!listed) return;
    const { stylesheet, entry, preload } = JSON.parse(listed) as PageScripts;
    const addStylesheet = once(() => {
      const link = append('link', { rel: 'stylesheet', href: stylesheet, [siteStylesheetAttribute]: '' });
      stylesheetLoading = true;
      link.onload = link.onerror = () => {
        stylesheetLoading = false;
        waitingForStyles.forEach((button) => {
          button.removeAttribute('aria-busy');
          button.click();
        });
      };
    });
    const loadScripts = once(() => {
      addStylesheet();
      oneTaskEach([
        ...preload.map((href) => () => append('link', { rel: 'modulepreload', crossorigin: '', href })),
        () => append('script', { type: 'module', crossorigin: '', src: entry }),
      ]);
    });
    afterFirstPaint(() => afterLoad(() => requestAnimationFrame(() => setTimeout(addStylesheet, 0))));
    const prerenderedPath = document.getElementById('root')?.dataset.prerenderedPath;
    const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');
    if (
      prerenderedPath === undefined ||
      withoutTrailingSlash(prerenderedPath) !== withoutTrailingSlash(location.pathname)
    )
      return afterFirstPaint(loadScripts);
    for (const type of ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll'])
      window.addEventListener(type, loadScripts, { once: true, capture: true, passive: true });
    afterFirstPaint(() =>
      afterLoad(() =>
        'requestIdleCallback' in window
          ? requestIdleCallback(loadScripts, { timeout: 1000 })
          : setTimeout(loadScripts, 200),
      ),
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
