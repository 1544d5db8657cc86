import { useSyncExternalStore } from 'react';

/** The UI state the spec calls global: which popup is open. Nothing else lives here. */
export interface PopupState {
  demoRequest: boolean;
  /** The job the application popup is open for. */
  jobApplication: number | null;
}

const closed: PopupState = { demoRequest: false, jobApplication: null };
let state = closed;
const listeners = new Set<() => void>();
/** What had focus when a popup opened; it gets focus back when the popup closes. */
let opener: HTMLElement | null = null;

const update = (next: Partial<PopupState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

const open = (next: Partial<PopupState>) => {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  update(next);
};

const close = (next: Partial<PopupState>) => {
  update(next);
  const returnTo = opener;
  opener = null;
  // After the popup has unmounted or hidden, so its own focus handling cannot take focus back.
  if (returnTo) requestAnimationFrame(() => returnTo.focus());
};

export const popups = {
  openDemoRequest: () => open({ demoRequest: true }),
  closeDemoRequest: () => close({ demoRequest: false }),
  openJobApplication: (jobId: number) => open({ jobApplication: jobId }),
  closeJobApplication: () => close({ jobApplication: null }),
  /** Tests start from every popup closed. */
  reset: () => update(closed),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePopups = (): PopupState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
