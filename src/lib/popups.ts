import { pageStore } from './pageStore';

/** The UI state the spec calls global: which popup is open. Nothing else lives here. */
export interface PopupState {
  demoRequest: boolean;
  /** The job the application popup is open for. */
  jobApplication: number | null;
}

const closed: PopupState = { demoRequest: false, jobApplication: null };
const state = pageStore(closed);
/** What had focus when a popup opened; it gets focus back when the popup closes. */
let opener: HTMLElement | null = null;

const update = (next: Partial<PopupState>) => state.set({ ...state.get(), ...next });

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

export const usePopups = (): PopupState => state.useValue();
