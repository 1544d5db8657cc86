import type { Browser, Page } from 'playwright-core';
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
import { arabicLetters, arabicPaths, arabicStaticPaths, pathsWithApiContent } from './routes';

/** The text of the page's h1, and of every heading, label and button in its <main>. */
const labelsOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const labelled = [...main.querySelectorAll('h1, h2, h3, button, label')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean);
    return { h1: document.querySelector('h1')?.textContent ?? '', labelled };
  });

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
 * axe at 1280 px. The same load of each Arabic page checks that it reads in Arabic once its scripts
 * have run, and logs no error.
 */
const runs = [
  {
    edition: 'English',
    state: 'with the API failing',
    width: 390,
    apiDown: true,
    routes: pathsWithApiContent,
    layoutWidths: [],
    inArabic: false,
  },
  {
    edition: 'Arabic',
    state: 'with data',
    width: 390,
    apiDown: false,
    routes: arabicPaths,
    layoutWidths: [390, 768, 1024, 1280],
    inArabic: true,
  },
];

describe.each(runs)(
  'every $edition route $state at $width px',
  ({ width, apiDown, routes, layoutWidths, inArabic }) => {
    // Each page has a browser context of its own, so a few run at once; on a slow 2-core machine one
    // of them took over 60 s beside the others.
    it.concurrent.for(routes)(
      `%s has no axe violations, colour contrast included${layoutWidths.length > 0 ? `, keeps its layout at ${layoutWidths.join(', ')} px` : ''}${inArabic ? ', and reads in Arabic' : ''}`,
      { timeout: 150_000 },
      async (path) => {
        const { page, problems } = await openPage(browser, width);
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
          if (inArabic) {
            // A detail page's headings are the API's, in whatever language they were written.
            if (arabicStaticPaths.includes(path)) {
              const { h1, labelled } = await labelsOf(page);
              expect(h1, `${path}: the h1 after hydration`).toMatch(arabicLetters);
              // Brand and product names stay in Latin letters, so a label need only contain Arabic.
              const untranslated = labelled.filter((text) => /[A-Za-z]{3}/.test(text) && !arabicLetters.test(text));
              expect(
                untranslated.filter((text) => !/^(Webbee( Cart| Client)?|WhatsApp|[\w.@+ ]*\d[\w.@+ ]*)$/.test(text)),
                path,
              ).toEqual([]);
            }
            expect(problems).toEqual([]);
          }
        } finally {
          await closePage(page);
        }
      },
    );
  },
);
