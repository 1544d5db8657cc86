import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadEveryCatalog } from '@/lib/i18n/catalogs';
import { popups } from '@/lib/popups';
import { server } from './msw';

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
});
afterAll(() => server.close());
