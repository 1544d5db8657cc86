import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, saveScreenshot } from './browser';
import { arabicPaths, paths } from './routes';

const widths = [390, 1024, 1280];

/** With Prism's data, and with every API call failing: the empty, failed and not-found states. */
const apiStates = [
  { name: 'with data', suffix: '', apiDown: false },
  { name: 'with the API failing', suffix: '-api-down', apiDown: true },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  id: string;
  help: string;
  nodes: { target: string[]; any: { message: string }[] }[];
}

/**
 * axe with colour contrast named among its rules, so that no default or configuration can leave it
 * out. Contrast axe cannot decide (text on the heroes' gradients, under the see-through header) is
 * counted, not failed: the screenshots beside it are where a person checks those.
 */
async function accessibilityProblems(page: Page): Promise<{ violations: string[]; undecidedContrast: number }> {
  await page.evaluate(axeSource);
  const { violations, incomplete } = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { rules: Record<string, { enabled: boolean }> },
          ) => Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }>;
        };
      }
    ).axe;
    return axe.run(document, { rules: { 'color-contrast': { enabled: true } } });
  });
  return {
    violations: violations.flatMap((result) =>
      result.nodes.map(
        (node) => `${result.id}: ${result.help} at ${node.target.join(' ')} (${node.any[0]?.message ?? 'no detail'})`,
      ),
    ),
    undecidedContrast: incomplete.find((result) => result.id === 'color-contrast')?.nodes.length ?? 0,
  };
}

/**
 * Loading states gone: a list's skeleton, a detail's spinner, a page still loading its code. By
 * their shapes, not their labels, which are Arabic in the Arabic edition.
 */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('[role="status"]:has(.mantine-Skeleton-root), .mantine-Loader-root, [aria-busy="true"]'),
    { timeout: 15_000 },
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every English route with data and with the API failing, at three widths; every Arabic route
 * with data at the phone and desktop widths (its failure states are the same components, and the
 * Arabic browser tests and component tests cover their words).
 */
const runs = [
  ...apiStates.flatMap((state) => widths.map((width) => ({ ...state, edition: 'English', width, routes: paths }))),
  ...[390, 1280].map((width) => ({ ...apiStates[0], edition: 'Arabic', width, routes: arabicPaths })),
];

describe.each(runs)('every $edition route $name', ({ suffix, apiDown, width, routes }) => {
  describe(`at ${width} px`, () => {
    // Each page has a browser context of its own, so a few can run at once; on a slow 2-core
    // machine one of them took over 60 s beside the others.
    it.concurrent.for(routes)(
      '%s has no axe violations, colour contrast included',
      { timeout: 150_000 },
      async (path, { expect }) => {
        const { page } = await openPage(browser, width);
        try {
          if (apiDown)
            await page
              .context()
              .route('**/api/**', (route) => route.fulfill({ status: 500, body: '{"Message":"down"}' }));
          await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
          await settled(page);
          await saveScreenshot(page, `${path.slice(1).replace(/\W+/g, '-') || 'home'}-${width}${suffix}`);
          expect(await page.locator('h1').count(), 'one h1, so axe checks a rendered page').toBe(1);
          const { violations, undecidedContrast } = await accessibilityProblems(page);
          if (undecidedContrast > 0)
            console.log(`${path} at ${width} px${suffix}: ${undecidedContrast} contrast checks left to the screenshot`);
          expect(violations).toEqual([]);
        } finally {
          await page.context().close();
        }
      },
    );
  });
});
