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

// happy-dom has no elementsFromPoint, as it lays nothing out: here nothing lies under any point.
document.elementsFromPoint = () => [];

// happy-dom has no requestIdleCallback, so the page would wait on its fallback timer for a quiet
// moment (src/lib/pageIdle.ts): here the page is quiet as soon as the test's own work is done.
vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
  setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
);

// happy-dom has no popover API, no invoker commands and no dialog toggle event: here a popover and a
// dialog open and close as Chromium's do for their buttons and methods, with the toggle event,
// without the top layer or light dismiss.
const toggled = (element: HTMLElement, open: boolean) => {
  const [oldState, newState] = open ? ['closed', 'open'] : ['open', 'closed'];
  element.dispatchEvent(Object.assign(new Event('toggle'), { oldState, newState }));
};
const openPopovers = new WeakSet<Element>();
const setPopover = (element: HTMLElement, open: boolean) => {
  if (openPopovers.has(element) === open) return;
  if (open) openPopovers.add(element);
  else openPopovers.delete(element);
  toggled(element, open);
};
Object.assign(HTMLElement.prototype, {
  showPopover(this: HTMLElement) {
    setPopover(this, true);
  },
  hidePopover(this: HTMLElement) {
    setPopover(this, false);
  },
  togglePopover(this: HTMLElement) {
    setPopover(this, !openPopovers.has(this));
  },
});
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    toggled(this, true);
  },
  close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
    toggled(this, false);
  },
});
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  const target = (attribute: string) => document.getElementById(button?.getAttribute(attribute) ?? '');
  const popover = target('popovertarget');
  if (popover) popover.togglePopover();
  const dialog = target('commandfor');
  if (dialog instanceof HTMLDialogElement) {
    if (button?.getAttribute('command') === 'show-modal') dialog.showModal();
    if (button?.getAttribute('command') === 'close') dialog.close();
  }
});

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
