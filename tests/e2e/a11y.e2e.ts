import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closePage,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
  screenshotNameOf,
  settled,
} from './browser';
import { expectLayoutHoldsAt } from './layoutChecks';
import { arabicPaths, pathsWithApiContent } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What shell.e2e.ts's every-route test leaves: each route that shows API content with the API
 * failing (its empty, failed and not-found states; the footer's too) at the phone width, as those
 * states are laid out alike at every width; and the Arabic edition at the phone width, whose layout
 * is checked there and resized to the tablet, the laptop whose header still has the menu button and
 * the desktop. Its desktop header has the English one's elements, which shell.e2e.ts checks with
 * axe at 1280 px.
 */
const runs = [
  {
    edition: 'English',
    state: 'with the API failing',
    width: 390,
    apiDown: true,
    routes: pathsWithApiContent,
    layoutWidths: [],
  },
  {
    edition: 'Arabic',
    state: 'with data',
    width: 390,
    apiDown: false,
    routes: arabicPaths,
    layoutWidths: [390, 768, 1024, 1280],
  },
];

describe.each(runs)('every $edition route $state at $width px', ({ width, apiDown, routes, layoutWidths }) => {
  // Each page has a browser context of its own, so a few run at once; on a slow 2-core machine one
  // of them took over 60 s beside the others. In two CI runs, one page in some hundreds never
  // answered a check run in it: such a check runs out of time, says where and whether the page
  // still answers, and the test runs once more.
  it.concurrent.for(routes)(
    `%s has no axe violations, colour contrast included${layoutWidths.length > 0 ? `, and keeps its layout at ${layoutWidths.join(', ')} px` : ''}`,
    { timeout: 150_000, retry: 1 },
    async (path) => {
      const { page } = await openPage(browser, width);
      try {
        if (apiDown)
          await page
            .context()
            .route('**/api/**', (route) => route.fulfill({ status: 500, body: '{"Message":"down"}' }));
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        await settled(page);
        await saveScreenshot(page, `${screenshotNameOf(path, width)}${apiDown ? '-api-down' : ''}`);
        expect(await page.locator('h1').count(), 'one h1, so axe checks a rendered page').toBe(1);
        await expectNoAxeViolations(page);
        await expectLayoutHoldsAt(page, layoutWidths);
      } finally {
        await closePage(page);
      }
    },
  );
});
