import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, loadFully, openPage, scrollThrough } from './browser';
import { arabicLetters, arabicStaticPaths, staticPaths } from './routes';

const headerHeight = 72;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Arabic edition', () => {
  it.for(arabicStaticPaths)('%s is prerendered in Arabic, right to left, with its English twin named', async (path) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1, `${path}: the prerendered h1 is not Arabic`).toMatch(arabicLetters);
    const english = path === '/ar/' ? '/' : path.slice('/ar'.length);
    expect(html).toContain(`hreflang="en" href="https://www.webbee.ae${english}"`);
    expect(html).toContain(`hreflang="ar" href="https://www.webbee.ae${path}"`);
    expect(html).toContain(`<link rel="canonical" href="https://www.webbee.ae${path}"`);
  });

  it('switches language on the same page, remembers the choice, and never redirects a visitor who has not chosen', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, `${baseUrl}/contact`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(`${baseUrl}/ar/contact`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);

    // A later visit to an English address, typed or from a link elsewhere, lands on the chosen edition.
    await loadFully(page, `${baseUrl}/aboutus?ref=mail`);
    expect(page.url()).toBe(`${baseUrl}/ar/aboutus?ref=mail`);

    await page.locator('header nav').first().getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/aboutus?ref=mail`);
    await loadFully(page, `${baseUrl}/ar/faq`);
    expect(page.url()).toBe(`${baseUrl}/faq`);
    expect(problems).toEqual([]);
    await page.context().close();

    // A crawler keeps no storage: every address gives the page it names.
    const crawler = await openPage(browser, 1280);
    for (const path of ['/aboutus', '/ar/aboutus']) {
      await crawler.page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      expect(crawler.page.url()).toBe(baseUrl + path);
    }
    await crawler.page.context().close();
  });

  it.each([390, 1280])(
    "keeps /ar/becomeseller's dashboard drawing left to right at %i px, its charts rising to the right, on a right-to-left page",
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}/ar/becomeseller`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const drawing = page.getByRole('main').locator('section').first().locator('svg[role="img"]');
      const chart = await drawing.evaluate((svg) => {
        // The renewal commission's line, and the dot at its latest point.
        const line = svg.querySelector('path[fill="none"][stroke-linecap="round"]')!.getBoundingClientRect();
        const latest = svg.querySelector('circle[r="5"]')!.getBoundingClientRect();
        return {
          direction: getComputedStyle(svg).direction,
          latestAtTheRight: latest.left + latest.width / 2 > line.left + line.width / 2,
        };
      });
      expect(chart).toEqual({ direction: 'ltr', latestAtTheRight: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('offers the switch in the mobile menu too', async () => {
    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}/ar/faq`);
    await page.locator('header button[aria-controls="mobile-menu"]').click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    expect(await page.locator('h1').textContent()).toBe('Frequently asked questions');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([390, 1280])(
    'at %i px, a form answers in Arabic: its field errors, and a toast at the top left below the header',
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}/ar/contact`);
      await page.locator('main form button[type="submit"]').click();
      const errors = page.locator('main form [id$="-error"]');
      await errors.first().waitFor();
      const messages = await errors.allTextContents();
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(arabicLetters);

      const toast = page.locator('.site-toast').first();
      await toast.waitFor();
      expect(await toast.textContent()).toMatch(arabicLetters);
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerHeight);
      expect(box.x + box.width / 2, 'the toast is not on the left').toBeLessThan(width / 2 + 1);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('keeps phone numbers left to right inside the right-to-left sign-up form', async () => {
    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}/ar/becomeseller`);
    const phone = page.locator('main form input[type="tel"]').first();
    await phone.fill('501234567');
    expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main form')!).direction)).toBe('rtl');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('runs the Home carousel right to left: its next slide comes from the left', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, `${baseUrl}/ar/`);
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    const carousel = page.locator('.site-carousel').first();
    // Home's carousels render once it is idle and their data is in, and mount once near the
    // screen: a scroll that came before them mounts none, so the visitor scrolls again.
    await expect
      .poll(
        async () => {
          await scrollThrough(page);
          return carousel.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.locator('.site-carousel-track').waitFor();
    expect(await carousel.evaluate((root) => getComputedStyle(root).direction)).toBe('rtl');
    const offset = () =>
      carousel
        .locator('.site-carousel-track')
        .evaluate((container) => new DOMMatrix(getComputedStyle(container).transform).m41);
    const before = await offset();
    // Its controls sit under it, previous then next, in the box it shares with them.
    await carousel.locator('xpath=..').getByRole('button').last().click();
    // Right to left, the track moves right to bring in the slide beyond the left edge.
    await expect.poll(offset).toBeGreaterThan(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sets Arabic in IBM Plex Sans Arabic, fetched by the Arabic pages only', async () => {
    const fontsOf = async (path: string) => {
      const { page, problems } = await openPage(browser, 1280);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await loadFully(page, baseUrl + path);
      // The page's loader adds its faces after the first paint and the load event, which on a busy
      // machine can come after the network has gone quiet: an Arabic page's face is waited for, not
      // sampled. An English page has none to wait for.
      const used =
        path.startsWith('/ar/') &&
        (await page
          .waitForFunction(
            () =>
              document.fonts.check('16px "IBM Plex Sans Arabic"', 'مرحبا') &&
              [...document.fonts].some(
                (face) => face.family.includes('IBM Plex Sans Arabic') && face.status === 'loaded',
              ),
            undefined,
            { timeout: 10_000 },
          )
          .then(
            () => true,
            () => false,
          ));
      expect(problems).toEqual([]);
      await page.context().close();
      return { fonts, used };
    };
    const arabic = await fontsOf('/ar/aboutus');
    expect(arabic.used).toBe(true);
    expect(arabic.fonts.some((file) => file.includes('ibm-plex-sans-arabic-arabic'))).toBe(true);
    for (const path of staticPaths.slice(0, 3)) {
      const english = await fontsOf(path);
      expect(
        english.fonts.filter((file) => file.includes('arabic')),
        path,
      ).toEqual([]);
    }
  });
});
