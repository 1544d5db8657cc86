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

const update = (next: Partial<PopupState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const popups = {
  openDemoRequest: () => update({ demoRequest: true }),
  closeDemoRequest: () => update({ demoRequest: false }),
  openJobApplication: (jobId: number) => update({ jobApplication: jobId }),
  closeJobApplication: () => update({ jobApplication: null }),
  /** Tests start from every popup closed. */
  reset: () => update(closed),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePopups = (): PopupState => useSyncExternalStore(subscribe, () => state, () => closed);
