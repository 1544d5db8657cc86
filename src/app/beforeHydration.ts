/**
 * What a visitor did on a prerendered page before its scripts took over. Hydration adopts the
 * same DOM nodes, so the record can point at them.
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
    /** True once a worker has had ICU load the edition's number and date data (warmUpFormats), false if it could not. */
    webbeeFormatsReady?: Promise<boolean>;
  }
}

/**
 * Inlined into every prerendered page's <head> (as its source text), so it runs before any
 * markup can be touched. It keeps native form submissions from reloading the page and remembers
 * presses on buttons that need the scripts, marking them busy. Typed text, ticks, radios and
 * picked files stay in the DOM by themselves; the replay hands them to React.
 */
export function recordBeforeHydration() {
  const record: BeforeHydrationRecord = { recording: true, pressed: [], submitted: [] };
  window.webbeeBeforeHydration = record;
  const markBusy = (element: Element | null) => element?.setAttribute('aria-busy', 'true');
  document.addEventListener(
    'submit',
    (event) => {
      // A native submission would reload the page and lose what was typed; React submits instead.
      event.preventDefault();
      if (!record.recording) return;
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter;
      if (!record.submitted.some((entry) => entry.form === form)) record.submitted.push({ form, submitter });
      markBusy(submitter ?? form.querySelector('[type="submit"]'));
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!record.recording || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || button.type === 'submit' || button.disabled) return;
      if (!record.pressed.includes(button)) record.pressed.push(button);
      markBusy(button);
    },
    true,
  );
}

type ValueSetter = (this: HTMLElement, value: string) => void;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What each field held when the scripts took over; hydration may reset the DOM to React's state. */
interface FieldSnapshot {
  field: Field;
  value: string;
  checked: boolean;
}

const nativeSetter = <T>(prototype: object, property: string): T | undefined => {
  const descriptor: { set?: unknown } | undefined = Object.getOwnPropertyDescriptor(prototype, property);
  return descriptor?.set as T | undefined;
};

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changedByVisitor = ({ field, value, checked }: FieldSnapshot) => {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && field.type === 'file') return (field.files?.length ?? 0) > 0;
  if (isChoice(field)) return checked !== field.defaultChecked && (field.type === 'checkbox' || checked);
  return value !== field.defaultValue;
};

/**
 * React keeps its own copy of a field's value and fires onChange only when the DOM differs from
 * it; the field is told the prerendered value through React's setter, then shown the typed one
 * through the browser's own, so the next input event reads as a change.
 */
const handTextToReact = (field: HTMLInputElement | HTMLTextAreaElement, typed: string) => {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  nativeSetter<ValueSetter>(prototype, 'value')?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Told the other state through React's setter, the click then brings the visitor's choice back as a change. */
const handChoiceToReact = (field: HTMLInputElement, chosen: boolean) => {
  field.checked = !chosen;
  field.click();
};

const handFieldToReact = (snapshot: FieldSnapshot) => {
  const { field, value, checked } = snapshot;
  if (!field.isConnected || !changedByVisitor(snapshot)) return;
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isChoice(field)) {
    handChoiceToReact(field, checked);
  } else {
    handTextToReact(field, value);
  }
};

let snapshots: FieldSnapshot[] = [];

/** Stops recording and notes every field's value: from here on React sees every event itself. */
export const stopRecordingBeforeHydration = (root: HTMLElement) => {
  if (window.webbeeBeforeHydration) window.webbeeBeforeHydration.recording = false;
  snapshots = [...root.querySelectorAll<Field>('input, textarea, select')].map((field) => ({
    field,
    value: field.value,
    checked: isChoice(field) && field.checked,
  }));
};

/**
 * Runs once the hydrated tree has committed: React's state takes every value the visitor gave,
 * then each press and submission happens once, in order, and focus stays where it was.
 */
export function replayBeforeHydration() {
  const record = window.webbeeBeforeHydration;
  const focused = document.activeElement;
  snapshots.splice(0).forEach(handFieldToReact);
  if (!record) return;
  const pressed = record.pressed.splice(0);
  const submitted = record.submitted.splice(0);
  for (const element of [...pressed, ...submitted.map(({ form }) => form)]) {
    element.removeAttribute('aria-busy');
    element.querySelectorAll('[aria-busy]').forEach((busy) => busy.removeAttribute('aria-busy'));
  }
  pressed.filter((button) => button.isConnected).forEach((button) => button.click());
  submitted
    .filter(({ form }) => form.isConnected)
    .forEach(({ form, submitter }) => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement === document.body) {
    focused.focus();
  }
}

/** The id of the prerendered page's list of what it loads after its first paint. */
export const pageScriptsId = 'page-scripts';

/** A brand font face, as the stylesheet declares it for visitors without scripts (tooling/brandFont.ts). */
export interface BrandFace {
  family: string;
  file: string;
  weight: string;
  style: string;
  unicodeRange: string;
  /** Fetched right after the first paint; the others when text first needs them. */
  fetchAtOnce: boolean;
}

/** What a prerendered page loads once it is on screen, which the prerender moved into a JSON list. */
export interface PageScripts {
  /** The whole stylesheet, for what the scripts render next; the first paint has its own CSS inline. */
  stylesheet: string;
  fonts: BrandFace[];
  entry: string;
  preload: string[];
  /** The worker that runs warmUpFormats, and the locale it warms up for (the edition's Intl locale). */
  formats: { worker: string; locale: string };
}

/**
 * The source of a worker the loader starts with the scripts. ICU loads its data for a locale
 * once per browser process, on the page's first number, date or collation, and that first use
 * costs some 40-70 ms where later ones cost 1-3 ms (Chromium 156 on this project's machines;
 * some 14 ms on a fast desktop). Every page formats a price as it hydrates, so done here, on
 * another thread, that cost leaves the main thread's hydration.
 */
export function warmUpFormats() {
  self.onmessage = ({ data: locale }: MessageEvent<string>) => {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED' }).format(1499);
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(0);
    new Intl.Collator(locale).compare('a', 'b');
    new Intl.PluralRules(locale).select(1);
    self.postMessage(true);
    self.close();
  };
}

/** Marks the stylesheet the loader added, which the client waits for before it renders anything new. */
export const siteStylesheetAttribute = 'data-site-stylesheet';

/**
 * Inlined beside the recorder. Nothing but the HTML, its inline CSS and its images is fetched
 * before the first frame is on screen, so on a slow line the page paints as a bare page would:
 * - once the first contentful paint has happened and the page has loaded, the whole stylesheet
 *   and the brand fonts (the text paints first in the metric-matched fallback, then changes face
 *   without moving). The stylesheet declares the brand faces only for visitors without scripts:
 *   this adds them;
 * - the scripts once the page has loaded and the browser has a quiet moment, or at once when the
 *   visitor moves, presses, types, focuses or scrolls, whichever comes first; the recorder keeps
 *   whatever they do meanwhile. A page served for another path (a fallback) needs its scripts to
 *   show the right content, so it asks for them right after the first paint.
 */
export function loadPageWhenReady() {
  const append = (tag: string, attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name]);
    document.head.append(element);
    return element;
  };
  const once = (run: () => void) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      run();
    };
  };
  const afterLoad = (run: () => void) => {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  // The paint entry is delivered once the frame is on screen; the load event may come before it.
  const afterFirstPaint = (run: () => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      afterLoad(run);
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(run, 0);
    }).observe({ type: 'paint', buffered: true });
  };
  // The list and #root come after this script in the document.
  const start = () => {
    const listed = document.getElementById('page-scripts')?.textContent;
    if (!listed) return;
    const { stylesheet, fonts, entry, preload, formats } = JSON.parse(listed) as PageScripts;
    // Each request the page starts takes the main thread a few milliseconds, four times that on a
    // slow phone (four module preloads in one task made a 50-100 ms task at 4x CPU throttling):
    // the stylesheet, the font, the formats worker and each of a page's twenty to forty modules
    // are asked for in a task of their own.
    const oneTaskEach = ([next, ...rest]: (() => void)[]) => {
      if (!next) return;
      setTimeout(() => {
        next();
        oneTaskEach(rest);
      }, 0);
    };
    let sheetApplied: Promise<unknown> = Promise.resolve();
    const addStylesheet = () => {
      const link = append('link', { rel: 'stylesheet', href: stylesheet, 'data-site-stylesheet': '' });
      sheetApplied = new Promise((applied) => {
        link.onload = link.onerror = () => requestAnimationFrame(() => setTimeout(applied, 0));
      });
    };
    const addFonts = () => {
      const faces = fonts.map(({ family, file, fetchAtOnce, ...descriptors }) => {
        const face = new FontFace(family, `url(${file}) format('woff2')`, { ...descriptors, display: 'swap' });
        return { face, fetched: fetchAtOnce ? face.load() : undefined };
      });
      // Every change of the page's faces lays all its text out again: the faces are added together,
      // once their files are in and the stylesheet has been applied, so the page does that once,
      // in a frame of its own.
      void Promise.allSettled([sheetApplied, ...faces.map(({ fetched }) => fetched)]).then(() => {
        for (const { face } of faces) document.fonts.add(face);
      });
    };
    const startFormatsWorker = () => {
      window.webbeeFormatsReady = new Promise((ready) => {
        // A browser that cannot start it formats on the main thread, as it would have anyway.
        setTimeout(() => ready(false), 1000);
        try {
          const worker = new Worker(formats.worker);
          worker.onmessage = () => ready(true);
          worker.onerror = () => ready(false);
          worker.postMessage(formats.locale);
        } catch {
          ready(false);
        }
      });
    };
    const loadStylesAndFonts = once(() => oneTaskEach([addStylesheet, addFonts]));
    const loadScripts = once(() => {
      loadStylesAndFonts();
      oneTaskEach([
        startFormatsWorker,
        ...preload.map((href) => () => void append('link', { rel: 'modulepreload', href })),
        () => void append('script', { type: 'module', src: entry }),
      ]);
    });
    // After the load event, too: a list page's largest content is its first card's picture, which
    // may paint a frame after the text. What starts loading before it has painted competes with it.
    afterFirstPaint(() => afterLoad(() => requestAnimationFrame(() => setTimeout(loadStylesAndFonts, 0))));
    const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');
    const prerenderedPath = document.getElementById('root')?.dataset.prerenderedPath;
    if (
      prerenderedPath === undefined ||
      withoutTrailingSlash(prerenderedPath) !== withoutTrailingSlash(location.pathname)
    ) {
      afterFirstPaint(loadScripts);
      return;
    }
    for (const type of ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll'])
      window.addEventListener(type, loadScripts, { once: true, capture: true, passive: true });
    const whenQuiet = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(loadScripts, { timeout: 1000 })
        : setTimeout(loadScripts, 200);
    afterFirstPaint(() => afterLoad(whenQuiet));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
