/** When the page last reloaded itself for a missing chunk, so that a release that stays broken cannot loop. */
const reloadedAtKey = 'webbee:reloaded-for-missing-chunk';
const reloadGuardMs = 60_000;

const isGone = (entry: PerformanceResourceTiming) => entry.responseStatus === 404 || entry.responseStatus === 410;

const reloadedRecently = (storage: Storage) => Date.now() - Number(storage.getItem(reloadedAtKey) ?? 0) < reloadGuardMs;

/**
 * After a release replaced the build's files, this page's chunks are gone from the server: Vite
 * reports the failed import as `vite:preloadError`, and one reload brings the new release's page.
 * Only a chunk the server answered 404 or 410 for counts: on a flaky network (no answer at all) a
 * reload could land on the browser's offline page, so the part's own message and Retry stay instead.
 */
export function reloadWhenReleaseReplaced(): void {
  // This module is in the entry chunk, so its folder is where the build's chunks are served from.
  const assets = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);
  const goneScripts = new Set<string>();
  let importFailed = false;
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[]) {
      if (entry.name.startsWith(assets) && entry.name.endsWith('.js') && isGone(entry)) goneScripts.add(entry.name);
    }
  };
  const reloadIfReplaced = () => {
    if (!importFailed || goneScripts.size === 0) return;
    let storage: Storage;
    try {
      storage = window.sessionStorage;
      if (reloadedRecently(storage)) return;
      storage.setItem(reloadedAtKey, String(Date.now()));
    } catch {
      // Without storage nothing could stop a second reload, and a third.
      return;
    }
    window.location.reload();
  };
  // An observer sees every entry, where the performance buffer stops recording once it is full.
  const observer = new PerformanceObserver((list) => {
    record(list.getEntries());
    reloadIfReplaced();
  });
  observer.observe({ type: 'resource', buffered: true });

  window.addEventListener('vite:preloadError', () => {
    importFailed = true;
    // The failed request's entry may wait for the observer's next callback, or Chromium may record
    // it only after the import has failed: then that callback reloads.
    record(observer.takeRecords());
    reloadIfReplaced();
  });
}
