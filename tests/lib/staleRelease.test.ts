import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenReleaseReplaced } from '@/lib/staleRelease';

// Where the module under test is served from, as the build's chunks are served from its folder.
const assets = import.meta.url.replace(/tests\/lib\/[^/]+$/, 'src/lib/');

/** Resource entries the browser has recorded since the observer last looked. */
const recorded: Partial<PerformanceResourceTiming>[] = [];
class RecordingObserver {
  static latest: RecordingObserver;

  constructor(private readonly callback: (list: { getEntries: () => Partial<PerformanceResourceTiming>[] }) => void) {
    RecordingObserver.latest = this;
  }

  observe() {}

  takeRecords() {
    return recorded.splice(0);
  }

  /** The browser hands the observer what it recorded since it last looked. */
  deliver() {
    this.callback({ getEntries: () => recorded.splice(0) });
  }
}

/**
 * Starts watching, with the page's listener kept to this test: one added to the window would go on
 * answering the next tests' failures with this test's entries.
 */
const startWatching = () => {
  let importFailed = () => {};
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'vite:preloadError') importFailed = listener as () => void;
  });
  reloadWhenReleaseReplaced();
  return { importFailed: () => importFailed() };
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('after a release replaced the files', () => {
  it('reloads once for a chunk the server no longer has, never for a failed connection, and never in a loop', () => {
    vi.stubGlobal('PerformanceObserver', RecordingObserver);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { importFailed } = startWatching();
    const chunkFails = (responseStatus: number) => {
      recorded.push({ name: `${assets}FaqPage-Bx12.js`, responseStatus });
      importFailed();
    };

    chunkFails(0);
    expect(reload).not.toHaveBeenCalled();

    chunkFails(404);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page still misses it: its boundary shows the message and Retry instead.
    now.mockReturnValue(1_030_000);
    chunkFails(404);
    expect(reload).toHaveBeenCalledTimes(1);

    now.mockReturnValue(1_070_000);
    chunkFails(410);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for a missing chunk alone, only once an import has failed', () => {
    vi.stubGlobal('PerformanceObserver', RecordingObserver);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { importFailed } = startWatching();

    recorded.push({ name: `${assets}QrCode-Cc34.js`, responseStatus: 404 });
    RecordingObserver.latest.deliver();
    expect(reload).not.toHaveBeenCalled();

    importFailed();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once the failed chunk's 404 is recorded, when that comes after the failure", () => {
    vi.stubGlobal('PerformanceObserver', RecordingObserver);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { importFailed } = startWatching();

    importFailed();
    expect(reload).not.toHaveBeenCalled();
    recorded.push({ name: `${assets}FaqPage-Bx12.js`, responseStatus: 404 });
    RecordingObserver.latest.deliver();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
