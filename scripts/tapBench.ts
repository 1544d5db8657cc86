// The phone-profile part of the benchmark: a visitor on a mid-range phone taps a control just after
// the page appears, and we time how soon the tap shows it was taken and how soon its answer can be
// used. Driven with playwright-core through the DevTools protocol, since Lighthouse has no taps.
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { formatTable } from './check-budgets.ts';
import { chromiumFlags } from './chromium.ts';

/** The visitor's finger lands this long after the first contentful paint. */
const TAP_AFTER_FCP_MS = 300;
const FEEDBACK_LIMIT_MS = 100;
/** A tap nothing answers within this long is lost. */
const LOST_AFTER_MS = 15_000;

/** A mid-range phone on a slow mobile line: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const phoneNetwork = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const phoneCpuSlowdown = 4;
const phoneScreen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface TapCase {
  name: string;
  path: string;
  /** What a phone visitor sees and taps: the first rendered element that matches, with this text if given. */
  control: { selector: string; text?: string };
  /** What the tap opens; its appearing is feedback too. */
  opens: string;
  /** Usable once the answer is: the popup's first text field, or the menu's first link. */
  ready: string;
  readyLimitMs: number;
  /** The ready element is a field, which must then take a typed character for the run to count. */
  typable: boolean;
}

const firstField = 'dialog[open] input:not([type="hidden"], [type="radio"], [type="checkbox"], [type="file"])';

// At 390 px the header's Book a Demo is in the closed menu: a phone visitor meets the one in Home's
// hero. Apply Now on /careers sits below the list of jobs: the visitor scrolls to it as the page
// appears (a scroll, like a tap, has the page load its scripts at once), then taps. A scroll at the
// tap would wait for the page's main thread, busy at that moment, and make the tap late.
const tapCases: TapCase[] = [
  {
    name: 'Book a Demo popup (/)',
    path: '/',
    control: { selector: 'button', text: 'Book a Demo' },
    opens: 'dialog[open]',
    ready: firstField,
    readyLimitMs: 1000,
    typable: true,
  },
  {
    name: 'Apply Now form (/careers)',
    path: '/careers',
    control: { selector: 'button', text: 'Apply Now' },
    opens: 'dialog[open]',
    ready: firstField,
    readyLimitMs: 1000,
    typable: true,
  },
  {
    name: 'mobile menu (/)',
    path: '/',
    control: { selector: 'button[aria-controls="mobile-menu"]' },
    opens: '#mobile-menu',
    ready: '#mobile-menu a',
    readyLimitMs: 300,
    typable: false,
  },
];

/** What the page notes about the tap, in its own clock (performance.now()). */
interface TapProbe {
  control?: Element;
  tapAt?: number;
  tappedControl?: boolean;
  feedbackAt?: number;
  readyAt?: number;
  finished: Promise<void>;
}

declare global {
  interface Window {
    tapProbe?: TapProbe;
  }
}

/**
 * Runs in the page before its own scripts (an init script, so self-contained). From the first
 * pointerdown or touchstart it checks every animation frame, until both are seen or the tap is lost:
 * - feedback: the tapped control looks different from when it was tapped (a computed colour,
 *   opacity, border, shadow, transform or visibility of it or anything inside it: the busy dimming,
 *   a pressed or loading style, the menu button turning into a cross), or what it opens is on
 *   screen. An attribute no style reads does not count, nor does anything elsewhere on the page;
 * - ready: the answer's element is enabled, on screen, on top at its centre (a finger there reaches
 *   it) and at least half opaque (a popup fading in is readable and tappable from about then).
 * Both count from the event's timeStamp, when the finger came down, so the wait for a busy main
 * thread counts too. A frame's time is taken as its callback runs, before that frame paints.
 */
function watchTaps({ opens, ready, lostAfterMs }: { opens: string; ready: string; lostAfterMs: number }) {
  let finish = () => {};
  const probe: TapProbe = { finished: new Promise<void>((resolve) => (finish = resolve)) };
  window.tapProbe = probe;
  const opacity = (element: Element) => {
    let product = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      product *= Number(getComputedStyle(node).opacity);
    return product;
  };
  const onScreen = (element: Element | null, minOpacity: number) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && element.contains(top) && opacity(element) >= minOpacity;
  };
  const usable = (element: Element | null) => {
    const field = element as HTMLInputElement | null;
    return !field?.disabled && !field?.readOnly && onScreen(element, 0.5);
  };
  const look = (control: Element) =>
    [control, ...control.querySelectorAll('*')]
      .map((node) => {
        const style = getComputedStyle(node);
        return [
          style.opacity,
          style.color,
          style.backgroundColor,
          style.borderColor,
          style.boxShadow,
          style.transform,
          style.visibility,
        ].join(' ');
      })
      .join('|');

  const onTap = (event: Event) => {
    if (probe.tapAt !== undefined) return;
    const tapAt = (probe.tapAt = event.timeStamp);
    const target = event.target instanceof Element ? event.target : null;
    probe.tappedControl = target !== null && probe.control?.contains(target) === true;
    const control = target?.closest('button, a, [role="button"]') ?? target;
    const before = control ? look(control) : '';
    const frame = () => {
      const now = performance.now();
      const changed = control?.isConnected === true && look(control) !== before;
      if (probe.feedbackAt === undefined && (changed || onScreen(document.querySelector(opens), 0.01)))
        probe.feedbackAt = now;
      if (probe.readyAt === undefined && usable(document.querySelector(ready))) probe.readyAt = now;
      const seenBoth = probe.feedbackAt !== undefined && probe.readyAt !== undefined;
      if (seenBoth || now - tapAt > lostAfterMs) finish();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  for (const type of ['pointerdown', 'touchstart'])
    window.addEventListener(type, onTap, { capture: true, passive: true });
}

/** One tap's timings in ms from the tap; undefined where the tap was lost. */
export interface TapRun {
  tapAfterFcpMs: number;
  feedbackMs?: number;
  readyMs?: number;
  /** Whether the ready field took a typed character (always true where nothing is typed). */
  tookTyping: boolean;
  tappedControl: boolean;
}

const sleep = (ms: number) => wait(Math.max(0, ms));
/** Undefined after `ms`, without keeping the process alive that long once the run is over. */
const nothingAfter = (ms: number) => wait(ms, undefined, { ref: false });

async function tapOnce(context: BrowserContext, baseUrl: string, tapCase: TapCase, throttled: boolean) {
  const { control, opens, ready } = tapCase;
  await context.addInitScript(watchTaps, { opens, ready, lostAfterMs: LOST_AFTER_MS });
  const page = await context.newPage();
  if (throttled) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', phoneNetwork);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
  }
  await page.goto(baseUrl + tapCase.path, { waitUntil: 'commit' });
  const painted = await page.evaluate(async ({ selector, text }) => {
    const fcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((entries, observer) => {
        const [entry] = entries.getEntriesByName('first-contentful-paint');
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true }),
    );
    const find = () =>
      [...document.querySelectorAll(selector)].find(
        (element) =>
          (text === undefined || element.textContent?.trim() === text) && element.getClientRects().length > 0,
      );
    let found = find();
    for (const giveUpAt = performance.now() + 15_000; !found; found = find()) {
      if (performance.now() > giveUpAt) throw new Error(`No ${text ?? selector} on screen`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.tapProbe!.control = found;
    if (found.getBoundingClientRect().bottom > innerHeight)
      found.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = found.getBoundingClientRect();
    return { fcp, timeOrigin: performance.timeOrigin, point: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
  }, control);
  // Waited out here, by the wall clock both share, rather than in the page, whose main thread may be
  // busy: a busy page delays its answer to the finger, not the finger.
  await sleep(painted.timeOrigin + painted.fcp + TAP_AFTER_FCP_MS - Date.now());
  await page.touchscreen.tap(painted.point.x, painted.point.y);
  // A page that stopped giving frames, or never saw the tap, never finishes: its tap is lost too.
  const probe = await Promise.race([
    page
      .evaluate(async () => {
        await window.tapProbe!.finished;
        const { tapAt, tappedControl, feedbackAt, readyAt } = window.tapProbe!;
        return { tapAt, tappedControl, feedbackAt, readyAt };
      })
      .catch(() => undefined),
    nothingAfter(LOST_AFTER_MS + 5_000),
  ]);
  const since = (at: number | undefined) =>
    at === undefined || probe?.tapAt === undefined ? undefined : Math.round(at - probe.tapAt);
  const readyMs = since(probe?.readyAt);
  let tookTyping = true;
  if (tapCase.typable && readyMs !== undefined) {
    // Outside the timing: a field that shows but drops what is typed is no answer.
    tookTyping = await page
      .locator(ready)
      .first()
      .tap({ timeout: 5_000 })
      .then(() => page.keyboard.type('w'))
      .then(() =>
        page.waitForFunction(
          (selector) => document.querySelector<HTMLInputElement>(selector)?.value.includes('w'),
          ready,
          { timeout: 5_000 },
        ),
      )
      .then(
        () => true,
        () => false,
      );
  }
  return {
    tapAfterFcpMs: Math.round((probe?.tapAt ?? NaN) - painted.fcp),
    feedbackMs: since(probe?.feedbackAt),
    readyMs,
    tookTyping,
    // Where the page saw no tap at all, it is counted lost rather than beside the control.
    tappedControl: probe?.tappedControl !== false,
  } satisfies TapRun;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

export interface TapRow {
  name: string;
  readyLimitMs: number;
  runs: TapRun[];
  /** Medians, Infinity when most runs were lost. */
  feedbackMs: number;
  readyMs: number;
}

/**
 * Taps each case `runs` times, each in a fresh browser context (a first visit: nothing cached),
 * the cases taking turns so that drift on a busy machine spreads over all of them. `throttled:
 * false` drops the phone's CPU and network, to see how much of the time they account for.
 */
export async function measureTaps(
  baseUrl: string,
  runs: number,
  { throttled = true }: { throttled?: boolean } = {},
): Promise<{ rows: TapRow[]; misses: string[] }> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const runsOf = new Map<TapCase, TapRun[]>(tapCases.map((tapCase) => [tapCase, []]));
  try {
    // A fresh browser's first page pays for starting its renderer and network service.
    const warmUp = await browser.newContext(phoneScreen);
    await (await warmUp.newPage()).goto(baseUrl);
    await warmUp.close();
    for (let run = 1; run <= runs; run++) {
      for (const tapCase of tapCases) {
        const context = await browser.newContext(phoneScreen);
        const result = await tapOnce(context, baseUrl, tapCase, throttled).finally(() => context.close());
        runsOf.get(tapCase)!.push(result);
        console.error(
          `[taps ${run}/${runs}] ${tapCase.name}: tap at FCP + ${result.tapAfterFcpMs} ms, feedback ${result.feedbackMs ?? 'lost'}, ready ${result.readyMs ?? 'lost'}`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const misses: string[] = [];
  const rows = tapCases.map((tapCase) => {
    const caseRuns = runsOf.get(tapCase)!;
    const row: TapRow = {
      name: tapCase.name,
      readyLimitMs: tapCase.readyLimitMs,
      runs: caseRuns,
      feedbackMs: median(caseRuns.map((run) => run.feedbackMs ?? Infinity)),
      readyMs: median(caseRuns.map((run) => run.readyMs ?? Infinity)),
    };
    const missed = (isMissed: boolean, text: string) => {
      if (isMissed) misses.push(`${tapCase.name}: ${text}`);
    };
    caseRuns.forEach((run, index) => {
      missed(
        !run.tappedControl,
        `run ${index + 1}: the tap landed beside the control, which had moved since the paint`,
      );
      missed(run.readyMs === undefined, `run ${index + 1}: tap lost, nothing usable within ${LOST_AFTER_MS / 1000} s`);
      missed(!run.tookTyping, `run ${index + 1}: the field did not take typing`);
    });
    const over = (what: string, median: number, limitMs: number) =>
      missed(
        median > limitMs,
        `${what} ${Number.isFinite(median) ? `${Math.round(median)} ms` : 'lost'} > ${limitMs} ms`,
      );
    over('feedback', row.feedbackMs, FEEDBACK_LIMIT_MS);
    over('ready', row.readyMs, tapCase.readyLimitMs);
    return row;
  });
  return { rows, misses };
}

const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'lost' : String(Math.round(value));

/** Each case's median, then its runs in order, under what was measured and how busy the machine was. */
export const formatTapTable = (rows: TapRow[]) =>
  `\nTaps on a phone (${phoneCpuSlowdown}x CPU, ${phoneNetwork.latency} ms RTT, 1.6 Mbit/s down, 390 px) at FCP + ${TAP_AFTER_FCP_MS} ms, ` +
  `ms from the tap: median (each run) of ${rows[0]?.runs.length} runs; feedback target ${FEEDBACK_LIMIT_MS} ms; ` +
  `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores\n` +
  formatTable(
    ['case', 'feedback ms (runs)', 'ready ms (runs)', 'ready target', 'tap after FCP ms'],
    rows.map((row) => [
      row.name,
      `${ms(row.feedbackMs)} (${row.runs.map((run) => ms(run.feedbackMs)).join(', ')})`,
      `${ms(row.readyMs)} (${row.runs.map((run) => ms(run.readyMs)).join(', ')})`,
      `≤ ${row.readyLimitMs}`,
      row.runs.map((run) => ms(run.tapAfterFcpMs)).join(', '),
    ]),
  );
