import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4174';
export const widths = [390, 1280] as const;
const screenshotDir = 'test-results/screenshots';

/** Debian Chromium, headless, with the flags this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

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
  return { page, problems };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page and fails with the list of violations, if any. axe is evaluated through
 * the DevTools protocol: as a <script> tag the CSP would rightly refuse it.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
  expect(violations).toEqual([]);
}

export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  // Lazy images and carousels below the fold come once scrolled near, before the full-page shot.
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/**
 * Scrolls to the end of the page half a screen at a time, as a reader would, so that what waits
 * until it is near the screen (a carousel) is there, then back to the top.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await nextFrame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}
