import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumFlags } from '../../scripts/chromium.ts';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4174';
export const widths = [390, 1280] as const;
const screenshotDir = 'test-results/screenshots';

/** Debian Chromium, headless, with the flags it runs with here. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });

export interface OpenedPage {
  page: Page;
  /**
   * Console errors and warnings, uncaught exceptions (hydration mismatches among them) and every
   * Content-Security-Policy violation, so a test on any route fails when the policy blocks something.
   */
  problems: string[];
}

interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

export async function openPage(
  browser: Browser,
  width: number,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const problems: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) =>
    problems.push(
      `csp: ${violation.directive} blocked ${violation.blocked || 'inline'} at ${violation.source} ${violation.sample}`,
    ),
  );
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (violation: CspViolation) => void }).reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile || document.URL}:${event.lineNumber}`,
        sample: event.sample,
      }),
    ),
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('crash', () => crashedPages.add(page));
  return { page, problems };
}

const crashedPages = new WeakSet<Page>();

const afterSeconds = <T>(seconds: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), seconds * 1000));

/** `work`'s outcome, or undefined after `seconds`: a page that stopped answering may never answer DevTools again. */
const atMost = <T>(seconds: number, work: Promise<T>): Promise<T | undefined> =>
  Promise.race([work.catch(() => undefined), afterSeconds(seconds, undefined)]);

/**
 * Closes a test's page with its context. In one CI run, a test whose page had stopped answering
 * (its renderer gone, DevTools said) went on some 110 s after reporting it, until its time ran out:
 * the page's close, like DevTools' resume before it, may wait on that page for good, so a page
 * that does not close in 10 s is left to the browser's own close.
 */
export async function closePage(page: Page) {
  const closed = await atMost(
    10,
    page
      .context()
      .close()
      .then(() => true),
  );
  if (!closed) console.log(`${new URL(page.url()).pathname} did not close within 10 s; the browser's close ends it`);
}

interface PausedAt {
  callFrames: {
    functionName: string;
    url: string;
    location: { scriptId: string; lineNumber: number; columnNumber?: number };
  }[];
}

/**
 * Where a page that no longer answers is stuck: its JavaScript paused, with the first frames of its
 * stack and the source at the top one (the build is deterministic, so a chunk's name and position
 * find the code again). A page that cannot be paused is stuck outside JavaScript.
 */
async function whereStuck(session: CDPSession): Promise<string> {
  const paused = new Promise<PausedAt>((resolve) => session.once('Debugger.paused', resolve));
  await session.send('Debugger.pause');
  const event = await Promise.race([paused, afterSeconds(5, undefined)]);
  if (!event) return 'its JavaScript cannot be paused within 5 s: it is stuck outside JavaScript';
  const frames = event.callFrames
    .slice(0, 6)
    .map(
      ({ functionName, url, location }) =>
        `${functionName || '(anonymous)'} ${url.split('/').pop() || '(inline)'}:${location.lineNumber + 1}:${(location.columnNumber ?? 0) + 1}`,
    );
  const [top] = event.callFrames;
  const { scriptSource } = await session.send('Debugger.getScriptSource', { scriptId: top.location.scriptId });
  const line = scriptSource.split('\n')[top.location.lineNumber] ?? '';
  const column = top.location.columnNumber ?? 0;
  return `its JavaScript is at ${frames.join(' < ')}; source there: ${line.slice(Math.max(0, column - 60), column + 60)}`;
}

/**
 * A page.evaluate has no time limit of its own: one that never returns would surface only as the
 * test's timeout, without saying where it stuck. When it runs out, whether the page still answers
 * at all tells a page busy with its own scripts from one whose scripts stopped running. With
 * `pausable`, a page that does not answer is paused to say where it is.
 */
export async function withinTime<T>(
  page: Page,
  ms: number,
  what: string,
  work: () => Promise<T>,
  { pausable = false } = {},
): Promise<T> {
  // DevTools reaches a page busy in its JavaScript with only a few commands, pause among them, and
  // only with the debugger on before the page got stuck.
  const session = pausable ? await page.context().newCDPSession(page) : undefined;
  const debuggerOn =
    session !== undefined &&
    (await Promise.race([session.send('Debugger.enable').then(() => true), afterSeconds(10, false)]));
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    const done = work().then((value) => ({ value }));
    // What it throws after running out is of no more interest than its value.
    done.catch(() => undefined);
    const result = await Promise.race([done, late]).finally(() => clearTimeout(timer));
    if (result !== 'late') return result.value;
    const answer = await Promise.race([
      page.evaluate(() => `the page answers: ${document.visibilityState}, ${document.readyState}`),
      afterSeconds(5, undefined),
    ])
      .then(
        async (answered) =>
          answered ??
          `the page does not answer within 5 s; ${
            session && debuggerOn
              ? await whereStuck(session).catch((error: unknown) => `DevTools cannot say where: ${String(error)}`)
              : pausable
                ? 'it did not answer DevTools before the check either'
                : 'not paused to say where'
          }`,
      )
      .catch((probeError: unknown) => `the page cannot be asked: ${String(probeError)}`);
    const stuck = `${what} did not finish within ${ms / 1000} s; ${crashedPages.has(page) ? 'its renderer crashed; ' : ''}${answer}`;
    // Printed too, where a retry that passes would leave no trace of it.
    console.log(stuck);
    throw new Error(stuck);
  } finally {
    if (session) {
      await atMost(5, session.send('Debugger.resume'));
      await atMost(5, session.detach());
    }
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  id: string;
  help: string;
  nodes: { target: string[]; any: { message: string }[] }[];
}

/**
 * Runs axe-core in the page, colour contrast named among its rules so that no default can leave it
 * out, and fails with its violations. Contrast axe cannot decide (text on the heroes' gradients,
 * under the see-through header) is logged, not failed: the screenshots are where a person checks
 * those. axe is evaluated through the DevTools protocol: as a <script> tag the CSP would rightly
 * refuse it.
 */
export async function expectNoAxeViolations(page: Page) {
  // axe reads colours: a popup or a toast caught mid-fade has colours it never rests at. Loaders
  // and skeletons pulse for ever and are not waited for, nor is the header's, which follows the
  // scroll, not the clock.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.timeline !== document.timeline ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(axeSource);
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`;
  const { violations, undecidedContrast } = await withinTime(page, 60_000, `axe on ${where}`, () =>
    page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: { resultTypes: string[]; rules: Record<string, { enabled: boolean }> },
            ) => Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }>;
          };
        }
      ).axe;
      // A band or the footer that has not yet come near the screen keeps its placeholder height
      // (content-visibility), so its text past that height lies outside its background as axe
      // measures it: axe sees every part rendered, as a visitor who scrolls to it does.
      const allRendered = document.createElement('style');
      allRendered.textContent = '* { content-visibility: visible !important; }';
      document.head.append(allRendered);
      // Passed checks are summed up, not listed node by node: on a long page that listing is most of axe's time.
      const result = await axe
        .run(document, {
          resultTypes: ['violations', 'incomplete'],
          rules: { 'color-contrast': { enabled: true } },
        })
        .finally(() => allRendered.remove());
      return {
        violations: result.violations.flatMap((violation) =>
          violation.nodes.map(
            (node) =>
              `${violation.id}: ${violation.help} at ${node.target.join(' ')} (${node.any[0]?.message ?? 'no detail'})`,
          ),
        ),
        undecidedContrast:
          result.incomplete.find((incomplete) => incomplete.id === 'color-contrast')?.nodes.length ?? 0,
      };
    }),
  );
  if (undecidedContrast > 0) console.log(`${where}: ${undecidedContrast} contrast checks left to the screenshot`);
  expect(violations).toEqual([]);
}

/**
 * Opens a page and waits until it has its final look: the network quiet, the whole stylesheet in
 * (the first paint's inline CSS leaves out the rules of what lies below the first screen) and the
 * fonts its text asks for loaded. On a busy machine the network can fall quiet for 500 ms before
 * the page has even painted, when neither has been asked for yet.
 */
export async function loadFully(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-site-stylesheet]')?.sheet);
  // Reading a size lays the page out, which is when it asks for the fonts its text is set in.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

/**
 * Loading states gone: a list's skeleton, a detail's spinner, a page still loading its code. By
 * their shapes, not their labels, which are Arabic in the Arabic edition.
 */
export const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('[role="status"]:has(.site-skeleton), .site-loader, [aria-busy="true"]'),
    { timeout: 15_000 },
  );

/**
 * A page's bands and footer are rendered only near the screen (content-visibility: auto): a shot or
 * a measure of the whole page, beyond what a reader sees at once, takes them with this stylesheet.
 */
export const everyBandRendered = '* { content-visibility: visible !important; }';

/** A route's shot at a width, named as its path reads: `aboutus-390`, `home-1280`. */
export const screenshotNameOf = (path: string, width: number) =>
  `${path.slice(1).replace(/\W+/g, '-') || 'home'}-${width}`;

/**
 * Saves a shot of the whole page, or with `wholePage: false` of the screen (a popup over it). With
 * E2E_SCREENSHOTS=off, as in CI, whose clean clone is thrown away, only the scroll through is done:
 * the checks after it expect what mounts near the screen to be there.
 */
export async function saveScreenshot(page: Page, name: string, { wholePage = true } = {}) {
  if (wholePage) {
    // Lazy images and carousels below the fold come once scrolled near, before the full-page shot.
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
  }
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: wholePage, style: everyBandRendered });
}

/**
 * Scrolls to the end of the page half a screen at a time, as a reader would, so that what waits
 * until it is near the screen (a carousel) is there, then back to the top.
 */
export async function scrollThrough(page: Page) {
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`;
  await withinTime(
    page,
    30_000,
    `the scroll through ${where}`,
    () =>
      page.evaluate(async () => {
        // Headless Chromium can stop giving a page frames when the machine is busy with several: a
        // step waits for the next frame or 100 ms, whichever comes first, so the walk cannot stall.
        const nextFrame = () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 100);
          });
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await nextFrame();
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      }),
    // Two of the three pages seen to stop answering did so here. axe, half a megabyte of script,
    // runs some 10% slower with the debugger on, so only the scroll can be paused to say where.
    { pausable: true },
  );
}
