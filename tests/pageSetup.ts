import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadEveryCatalog } from '@/lib/i18n/catalogs';
import { popups } from '@/lib/popups';
import { server } from './msw';

// happy-dom lays nothing out, so its IntersectionObserver never reports: here every element is on screen.
class OnScreenObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.report(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', OnScreenObserver);

// happy-dom has no requestIdleCallback, so the page would wait on its fallback timer for a quiet
// moment (src/lib/pageIdle.ts): here the page is quiet as soon as the test's own work is done.
vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
  setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // Components render in either edition, as the prerender does: every catalog loaded.
  await Promise.all([loadEveryCatalog('en'), loadEveryCatalog('ar')]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
  popups.reset();
  // Toasts live in a module-wide store; one test's toasts must not queue the next test's.
  notifications.clean();
  window.localStorage.clear();
  // A form's draft would fill the next test's form.
  window.sessionStorage.clear();
});
afterAll(() => server.close());
