import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, saveScreenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A chunk of the build by its source's name, whatever its hash and query. */
const chunk = (name: string) => (url: URL) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(url.pathname);

/**
 * Chromium logs each request a test makes fail; those lines are the failure under test, and
 * anything else the page logs is still a problem.
 */
const beyondInjectedFailures = (problems: string[]) =>
  problems.filter(
    (problem) =>
      problem !== 'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED' &&
      problem !== 'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  );

/** Counts the documents the tab loads: a reload counts, a client-side navigation does not. */
/** Counts the page's documents as they are asked for, before any of their subresources. */
const countDocumentLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
};

/** Holds every request `route` receives until `release` lets them all through. */
const holdRequests = () => {
  const held: Route[] = [];
  let holding = true;
  return {
    handle: (route: Route) => (holding ? void held.push(route) : void route.continue()),
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const faqLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' });

/**
 * Home, hydrated: before then the FAQ link is plain HTML and loads /faq as a new document, which on
 * a busy machine made a test count a load of its own beside the reload under test.
 */
const openHydratedHome = async (page: Page) => {
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
};
const showsNoInternals = async (page: Page) =>
  expect(await page.locator('body').innerText()).not.toMatch(
    /assets\/|\.js\b|Failed to fetch|Unexpected Application Error|PartLoadError/,
  );

describe('a route whose code fails to load', () => {
  it('shows a plain message with Retry in a working site, and Retry fetches the page again', async () => {
    const { page, problems } = await openPage(browser, 1280);
    const loads = countDocumentLoads(page);
    let failing = true;
    const requests: string[] = [];
    await page.route(chunk('FaqPage'), async (route) => {
      requests.push(route.request().url());
      await (failing ? route.abort('internetdisconnected') : route.continue());
    });
    await openHydratedHome(page);
    await faqLink(page).click();

    await expect.poll(() => pageHeading(page).textContent()).toBe("This page didn't load");
    expect(await page.getByRole('alert').innerText()).toContain('Check your connection and try again.');
    await showsNoInternals(page);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/faq`);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'route-chunk-failed-1280');

    failing = false;
    const failedRequests = requests.length;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => pageHeading(page).textContent()).toBe('Frequently asked questions');
    expect(requests.length).toBeGreaterThan(failedRequests);
    expect(loads.count).toBe(1);
    expect(beyondInjectedFailures(problems)).toEqual([]);
    await page.context().close();
  });
});

describe('code that never arrives', () => {
  it('gives up after 10 s on a route, and shows it as soon as its code lands', async () => {
    const { page, problems } = await openPage(browser, 1280);
    const stalled = holdRequests();
    await page.route(chunk('FaqPage'), stalled.handle);
    await openHydratedHome(page);
    await faqLink(page).click();
    const askedAt = Date.now();
    await expect.poll(() => page.getByLabel('Loading page').isVisible()).toBe(true);

    await expect.poll(() => pageHeading(page).textContent(), { timeout: 15_000 }).toBe("This page didn't load");
    expect(Date.now() - askedAt).toBeGreaterThan(9_000);
    await showsNoInternals(page);

    // Retry waits for the code again; the stalled request, still open, may be the one that brings it.
    await page.getByRole('button', { name: 'Retry' }).click();
    await stalled.release();
    await expect.poll(() => pageHeading(page).textContent()).toBe('Frequently asked questions');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('after a release removed the old chunks', () => {
  it('reloads once and shows the page the visitor asked for', async () => {
    const { page, problems } = await openPage(browser, 1280);
    const loads = countDocumentLoads(page);
    // The first document's chunk is gone from the server; the reloaded page names the new release's.
    await page.route(chunk('FaqPage'), (route) =>
      loads.count === 1 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    await openHydratedHome(page);
    await faqLink(page).click();

    await expect.poll(() => loads.count).toBe(2);
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    await page.waitForLoadState('networkidle');
    expect(await pageHeading(page).textContent()).toBe('Frequently asked questions');
    expect(page.url()).toBe(`${baseUrl}/faq`);
    expect(beyondInjectedFailures(problems)).toEqual([]);
    await page.context().close();
  });

  it('does not reload again when the reloaded page misses it too: the message and Retry show', async () => {
    const { page, problems } = await openPage(browser, 1280);
    const loads = countDocumentLoads(page);
    let gone = true;
    await page.route(chunk('FaqPage'), (route) =>
      gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    await openHydratedHome(page);
    await faqLink(page).click();

    await expect.poll(() => loads.count).toBe(2);
    await expect.poll(() => pageHeading(page).textContent()).toBe("This page didn't load");
    await page.waitForTimeout(1_000);
    expect(loads.count).toBe(2);
    await showsNoInternals(page);

    gone = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => pageHeading(page).textContent()).toBe('Frequently asked questions');
    expect(loads.count).toBe(2);
    expect(beyondInjectedFailures(problems)).toEqual([]);
    await page.context().close();
  });
});
