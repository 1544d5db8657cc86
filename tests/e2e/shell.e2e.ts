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
  widths,
} from './browser';
import { expectLayoutHoldsAt } from './layoutChecks';
import { arabicPath, pages, staticPaths } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The page's own width, then the widths where a layout changes and no test loads a page, each
 * walked by resizing the page loaded at the nearest width: the smallest phone and the tablet from
 * the phone; the laptop whose header still has the menu button, the small laptop the nav used to
 * break on and a desktop from the desktop.
 */
const layoutWidths = { 390: [390, 320, 768], 1280: [1280, 1024, 1100, 1920] } as const;

describe.each(widths)('every route at %i px', (width) => {
  // Each page has a browser context of its own, so a few run at once while others wait on the network.
  it.concurrent.for(pages)(
    `%s renders its heading and title, hydrates cleanly, has no axe violations, and keeps its layout at ${layoutWidths[width].join(', ')} px`,
    { timeout: 150_000 },
    async ([path, heading, title], { expect }) => {
      const { page, problems } = await openPage(browser, width);
      try {
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator('h1').first().textContent()).toBe(heading);
        await expect.poll(() => page.title()).toBe(title);
        await settled(page);
        // Scrolled through first, so that what mounts near the screen (the carousels) is checked too.
        await saveScreenshot(page, screenshotNameOf(path, width));
        await expectNoAxeViolations(page);
        await expectLayoutHoldsAt(page, layoutWidths[width]);
        expect(problems).toEqual([]);
      } finally {
        await closePage(page);
      }
    },
  );
});

describe('prerendered pages', () => {
  it('are readable with JavaScript off: heading, text, title, description and canonical', async () => {
    const { page } = await openPage(browser, 1280, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/aboutus`);
    expect(await page.locator('h1').textContent()).toBe('We put UAE businesses online');
    expect(await page.locator('body').textContent()).toContain(
      'three steps take you from sign-up to a live website'.replace('three', 'Three'),
    );
    expect(await page.title()).toBe('About Us | Webbee');
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).toContain('Meet the team');
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe('https://www.webbee.ae/aboutus');
    // Without scripts, the stylesheet declares the brand face itself.
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    );
    await page.context().close();
  });

  it('serve robots.txt and a sitemap.xml of every page in both editions, each naming its twin', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://www.webbee.ae/sitemap.xml');
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const site = 'https://www.webbee.ae';
    for (const path of [...staticPaths, '/newsEvents/website-builder-update-november-2026']) {
      const arabic = arabicPath(path);
      for (const page of [path, arabic]) {
        const entry = new RegExp(`<url><loc>${site}${page}</loc>.*?</url>`).exec(sitemap)?.[0];
        expect(entry, page).toBeDefined();
        expect(entry).toContain(`hreflang="en" href="${site}${path}"`);
        expect(entry).toContain(`hreflang="ar" href="${site}${arabic}"`);
        expect(entry).toContain(`hreflang="x-default" href="${site}${path}"`);
      }
    }
    expect(sitemap).not.toContain('carreersPopup');
  });
});

describe('routing', () => {
  it.each([
    ['/webbeeCart', 'An online store and mobile app for your business', 200],
    ['/CreateWebsite', 'Your business online, built for you', 200],
    ['/no-such-page', 'Your professional business website, ready in 72\u00a0hours', 404],
  ])('%s shows "%s", with status %i', async (path, heading, status) => {
    const { page, problems } = await openPage(browser, 1280);
    const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(status);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(heading);
    // Chromium logs a document's 404 as it would a file's.
    expect(problems).toEqual(
      status === 404 ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [],
    );
    await page.context().close();
  });

  it.each([
    ['/no/such/page', "We couldn't find that page."],
    ['/ar/no-such-page', 'لم نتمكّن من العثور على هذه الصفحة.'],
  ])('%s says over Home that the page was not found, in the document it is sent', async (path, notice) => {
    const { page } = await openPage(browser, 390);
    const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // In the HTML, so that it is there before the scripts, and Home does not move when they run.
    expect(await response?.text()).toContain(notice);
    const shown = page.getByText(notice);
    await expect.poll(() => shown.isVisible()).toBe(true);
    const title = page.locator('h1');
    expect((await shown.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
    await page.context().close();
  });

  it('follows internal links without a page load and starts each page at the top', async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Frequently asked questions');
    expect(page.url()).toBe(`${baseUrl}/faq`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it("follows a page band's link without a page load, within the Arabic edition's base too", async () => {
    const { page, problems } = await openPage(browser, 1280);
    await page.goto(`${baseUrl}/ar/aboutus`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // The band that ends with the call to build a website.
    const band = page.locator('main section').filter({ has: page.locator('a[href="/ar/createwebsite"]') });
    await band.locator('a[href="/ar/createwebsite"]').click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/ar/createwebsite`);
    await expect.poll(() => page.locator('form').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('header', () => {
  it('is transparent at the top and white once the page scrolls', async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const background = () => page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 600);
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  it('turns white once the page scrolls before its scripts have run, and back at the top', async () => {
    const { page } = await openPage(browser, 390);
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const background = () => page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 600);
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    // Not the scripts' doing: they never ran.
    expect(await page.locator('header').getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.context().close();
  });

  it('has a mobile menu at 390 px that toggles and closes when a link is chosen', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    // The bar's nav keeps only Log in; its links are the menu's.
    const barNav = page.getByRole('navigation', { name: 'Main' });
    expect(await barNav.getByRole('link').filter({ visible: true }).count()).toBe(0);
    expect(await barNav.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // The six pages and the language switch.
    expect(await menu.getByRole('link').count()).toBe(7);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'mobile-menu-390');
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Become A Seller' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Become a Seller and earn with every referral');
    expect(await menu.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('footer', () => {
  it("shows Prism's five social links, each opening in a new tab", async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const social = page.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect.poll(() => social.count()).toBe(5);
    for (const link of await social.all()) expect(await link.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('shows the chat button, which expands after a 1 s hover with a QR code and opens WhatsApp in a new tab', async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const chat = page.getByRole('link', { name: 'Chat with Webbee on WhatsApp' });
    await chat.hover();
    await page.waitForTimeout(600);
    expect(await page.getByText('Hello, Can we help you?').count()).toBe(0);
    await expect.poll(() => page.getByText('Hello, Can we help you?').count(), { timeout: 2000 }).toBe(1);
    await expect
      .poll(() => page.locator('svg title', { hasText: 'QR code that opens a WhatsApp chat with Webbee' }).count())
      .toBe(1);
    await saveScreenshot(page, 'chat-expanded-1280');
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
    expect(popup.url()).toBe('https://wa.me/971529183460');
    await page.context().close();
  });

  it('expands the chat button after 0.5 s on a narrow screen', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Chat with Webbee on WhatsApp' }).hover();
    await expect.poll(() => page.getByText('Hello, Can we help you?').count(), { timeout: 900, interval: 50 }).toBe(1);
    await page.context().close();
  });
});
