import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { popups } from '@/lib/popups';
import { server } from './msw';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
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
