import { pageStore } from './pageStore';

/** The UI state the spec calls global: which popup is open. Nothing else lives here. */
export interface PopupState {
  demoRequest: boolean;
  /** The job the application popup is open for. */
  jobApplication: number | null;
}

/** The popups' dialogs, which the buttons that open them name in `commandfor` (src/components/PopupDialog.tsx). */
export const demoRequestDialogId = 'book-a-demo';
export const jobApplicationDialogId = 'job-application';

const closed: PopupState = { demoRequest: false, jobApplication: null };
const state = pageStore(closed);
const update = (next: Partial<PopupState>) => state.set({ ...state.get(), ...next });

export const popups = {
  setDemoRequestOpen: (demoRequest: boolean) => update({ demoRequest }),
  openJobApplication: (jobId: number) => update({ jobApplication: jobId }),
  closeJobApplication: () => update({ jobApplication: null }),
  /** Tests start from every popup closed. */
  reset: () => update(closed),
};

export const usePopups = (): PopupState => state.useValue();
