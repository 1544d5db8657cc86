import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenReleaseReplaced } from '@/lib/staleRelease';

// Where the module under test is served from, as the build's chunks are served from its folder.
const assets = import.meta.url.replace(/tests\/lib\/[^/]+$/, 'src/lib/');

/** Resource entries the browser has recorded since the observer last looked. */
const recorded: Partial<PerformanceResourceTiming>[] = [];
class RecordingObserver {
  observe() {}
  takeRecords() {
    return recorded.splice(0);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('after a release replaced the files', () => {
  it('reloads once for a chunk the server no longer has, never for a failed connection, and never in a loop', () => {
    vi.stubGlobal('PerformanceObserver', RecordingObserver);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    reloadWhenReleaseReplaced();
    const chunkFails = (responseStatus: number) => {
      recorded.push({ name: `${assets}FaqPage-Bx12.js`, responseStatus });
      window.dispatchEvent(new Event('vite:preloadError'));
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
});
