/**
 * What a visitor pressed on a prerendered page before its scripts took over. Hydration adopts the
 * same DOM nodes, so the record can point at them. Typed text and ticks stay in the fields
 * themselves; each form takes them as it hydrates (`useValuesTypedEarly`).
 */
export interface BeforeHydrationRecord {
  /** Cleared once the scripts take over: from then on React handles every event itself. */
  recording: boolean;
  /** Buttons pressed, in order, each once. */
  pressed: HTMLButtonElement[];
  /** Forms submitted by Enter or a submit button, with the button that submitted them. */
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null }[];
}

declare global {
  interface Window {
    webbeeBeforeHydration?: BeforeHydrationRecord;
  }
}

/** What a pressed control shows until the scripts answer it (the critical CSS keeps its style). */
export const busyAttribute = 'aria-busy';

/**
 * Marks a part whose code has not run yet (src/components/OnDemandRegion.tsx): what is pressed in
 * it is remembered after the page's scripts run too, until its own code does.
 */
export const awaitingCodeAttribute = 'data-awaiting-code';

const awaitsCode = (element: Element) => element.closest(`[${awaitingCodeAttribute}]`) !== null;

/**
 * Runs in every prerendered page's inline script, before any markup can be touched. It keeps
 * native form submissions from reloading the page, and remembers presses on buttons, marking
 * them busy, so that the scripts can answer them once they run.
 */
export function recordBeforeHydration() {
  const record: BeforeHydrationRecord = { recording: true, pressed: [], submitted: [] };
  window.webbeeBeforeHydration = record;
  const markBusy = (element: Element | null) => element?.setAttribute(busyAttribute, 'true');
  document.addEventListener(
    'submit',
    (event) => {
      // A native submission would reload the page and lose what was typed; React submits instead.
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      if (!record.recording && !awaitsCode(form)) return;
      const submitter = event.submitter;
      if (!record.submitted.some((entry) => entry.form === form)) record.submitted.push({ form, submitter });
      markBusy(submitter ?? form.querySelector('[type="submit"]'));
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || (!record.recording && !awaitsCode(event.target))) return;
      const button = event.target.closest('button');
      if (!button || button.type === 'submit' || button.disabled) return;
      // The browser answers these itself: a replay would close what the press opened.
      if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
      if (!record.pressed.includes(button)) record.pressed.push(button);
      markBusy(button);
    },
    true,
  );
}

/** Stops recording: from here on React sees every event itself, but in parts still awaiting their code. */
export const stopRecordingBeforeHydration = () => {
  if (window.webbeeBeforeHydration) window.webbeeBeforeHydration.recording = false;
};

/** Removes and returns the entries `mine` picks. */
const take = <T>(entries: T[], mine: (entry: T) => boolean) => {
  const taken = entries.filter(mine);
  entries.splice(0, entries.length, ...entries.filter((entry) => !mine(entry)));
  return taken;
};

/**
 * Runs once the hydrated tree, or a part whose code came later, has committed: each press and
 * submission in it happens once, in order, and focus stays where it was. Those in a part still
 * awaiting its code wait for it.
 */
export function replayBeforeHydration(within: Element = document.documentElement) {
  const record = window.webbeeBeforeHydration;
  if (!record) return;
  const mine = (element: Element) => within.contains(element) && !awaitsCode(element);
  const focused = document.activeElement;
  const pressed = take(record.pressed, mine);
  const submitted = take(record.submitted, ({ form }) => mine(form));
  for (const element of [...pressed, ...submitted.map(({ form }) => form)]) {
    element.removeAttribute(busyAttribute);
    element.querySelectorAll(`[${busyAttribute}]`).forEach((busy) => busy.removeAttribute(busyAttribute));
  }
  pressed.filter((button) => button.isConnected).forEach((button) => button.click());
  submitted
    .filter(({ form }) => form.isConnected)
    .forEach(({ form, submitter }) => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement === document.body) {
    focused.focus();
  }
}
