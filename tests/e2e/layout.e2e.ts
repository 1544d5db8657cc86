import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser';
import { arabicStaticPaths, staticPaths } from './routes';

// Phones, a tablet, iPad landscape, the small laptops the nav used to break on, a laptop, a desktop.
const layoutWidths = [320, 390, 768, 1024, 1100, 1280, 1920];
const headerHeight = 72;
const minGutter = 24;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LayoutReport {
  headerHeight: number;
  /** Each visible item of the header bar: its text, lines of text, and whether anything in it is clipped. */
  headerItems: { text: string; lines: number; clipped: boolean; left: number; right: number }[];
  menuButtonVisible: boolean;
  pageScrollWidth: number;
  h1: { left: number; right: number } | null;
  logo: { left: number; right: number };
  direction: string;
}

/** What the layout checks need, measured in the page once its fonts are in. */
const measureLayout = (page: Page): Promise<LayoutReport> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const isShown = (element: Element) => element.getClientRects().length > 0;
    // Lines a text wraps onto: the distinct tops of its line boxes.
    const linesOf = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    const isClipped = (element: Element) =>
      [element, ...element.querySelectorAll('*')].some(
        (inner) => inner.scrollWidth > inner.clientWidth && getComputedStyle(inner).overflowX !== 'visible',
      );
    const header = document.querySelector('header')!;
    const bar = header.firstElementChild!;
    const items = [...bar.querySelectorAll('a, button')].filter(isShown);
    const h1 = document.querySelector('h1');
    return {
      headerHeight: header.getBoundingClientRect().height,
      headerItems: items.map((item) => ({
        text: item.textContent?.trim() || item.getAttribute('aria-label') || '',
        lines: linesOf(item),
        clipped: isClipped(item),
        left: item.getBoundingClientRect().left,
        right: item.getBoundingClientRect().right,
      })),
      menuButtonVisible: items.some((item) => item.getAttribute('aria-controls') === 'mobile-menu'),
      pageScrollWidth: document.scrollingElement!.scrollWidth,
      h1: h1 && { left: h1.getBoundingClientRect().left, right: h1.getBoundingClientRect().right },
      logo: {
        left: bar.querySelector('a')!.getBoundingClientRect().left,
        right: bar.querySelector('a')!.getBoundingClientRect().right,
      },
      direction: getComputedStyle(document.documentElement).direction,
    };
  });

// The Arabic edition where its layouts change: the phone, the tablet, the menu button's last width, a laptop.
const arabicLayoutWidths = [390, 768, 1024, 1280];

describe('layout', () => {
  // A browser page per width, reused for every route, and a few widths at once, to keep the run short.
  it.concurrent.for(layoutWidths)(
    'at %i px keeps the header one bar that never wraps or clips, and no page scrolls sideways',
    // Some 30 pages a width, seven widths at once on 2 cores: 40-60 s each on CI's machine.
    { timeout: 150_000 },
    async (width, { expect }) => {
      const { page, problems } = await openPage(browser, width);
      const routes = arabicLayoutWidths.includes(width) ? [...staticPaths, ...arabicStaticPaths] : staticPaths;
      for (const route of routes) {
        await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
        const report = await measureLayout(page);
        const where = `${route} at ${width} px`;

        expect(report.headerHeight, `${where}: the header grew`).toBe(headerHeight);
        for (const item of report.headerItems) {
          expect(item.lines, `${where}: "${item.text}" wraps`).toBeLessThanOrEqual(1);
          expect(item.clipped, `${where}: "${item.text}" is clipped`).toBe(false);
          expect(item.left, `${where}: "${item.text}" starts off screen`).toBeGreaterThanOrEqual(0);
          expect(item.right, `${where}: "${item.text}" ends off screen`).toBeLessThanOrEqual(width);
        }
        const bar = report.headerItems.map((item) => item.text);
        if (report.menuButtonVisible)
          expect(bar, `${where}: the bar shows nav links beside the menu button`).toHaveLength(2);
        // The logo, six links, the language switch and Book a Demo.
        else expect(bar, `${where}: the bar lacks part of the nav`).toHaveLength(9);

        expect(report.pageScrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);

        if (width >= 768) {
          expect(report.h1, `${where}: no h1`).not.toBeNull();
          expect(report.h1!.left, `${where}: the h1 is closer than ${minGutter} px to the edge`).toBeGreaterThanOrEqual(
            minGutter,
          );
          expect(report.h1!.right).toBeLessThanOrEqual(width - minGutter);
        }
        // One content column: each page's heading starts where the header's logo does, on the right
        // in the Arabic edition.
        if (width === 1280) {
          const rtl = report.direction === 'rtl';
          expect(rtl, `${where}: the direction is not the edition's`).toBe(route.startsWith('/ar/'));
          if (rtl) expect(report.h1!.right, `${where}: the h1 is off the content column`).toBe(report.logo.right);
          else expect(report.h1!.left, `${where}: the h1 is off the content column`).toBe(report.logo.left);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the menu button', () => {
  it('shows until the full nav fits, and the full nav from then on', async () => {
    const { page } = await openPage(browser, 1199);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it.each([390, 1024])(
    'opens the menu at %i px over a backdrop, holds focus in it, closes on Escape and on the backdrop',
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menuButton.focus();
      await page.keyboard.press('Enter');

      const backdrop = page.locator('header .mantine-Overlay-root');
      const box = await backdrop.boundingBox();
      expect(box, 'no backdrop').toEqual({ x: 0, y: headerHeight, width, height: 900 - headerHeight });
      await expect
        .poll(() => menu.getByRole('link', { name: 'Home' }).evaluate((link) => link === document.activeElement))
        .toBe(true);

      const focusStaysInHeader = async (key: string) => {
        for (let step = 0; step < 12; step++) {
          await page.keyboard.press(key);
          expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
        }
      };
      await focusStaysInHeader('Tab');
      await focusStaysInHeader('Shift+Tab');

      await page.keyboard.press('Escape');
      expect(await menu.count()).toBe(0);
      expect(await backdrop.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

      await menuButton.click();
      await page.mouse.click(width / 2, 600);
      expect(await menu.count()).toBe(0);

      await menuButton.click();
      await menu.getByRole('link', { name: 'Contact Us' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe("Let's talk about your website");
      expect(await menu.count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the fixed header', () => {
  it.each([390, 1280])(
    'at %i px, has toasts below it, and a field scrolled into view shows its label below it',
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      const toast = page.locator('.mantine-Notification-root').first();
      await toast.waitFor();
      expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerHeight);

      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      const field = page.getByRole('textbox', { name: 'Full name' });
      await field.evaluate((input) => input.scrollIntoView({ block: 'start', behavior: 'instant' }));
      const labelTop = await field.evaluate((input: HTMLInputElement) => input.labels![0].getBoundingClientRect().top);
      expect(labelTop).toBeGreaterThanOrEqual(headerHeight);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the brand font', () => {
  it('is one latin woff2 the page lists for its loader, the only font file fetched, and in use', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const listed = JSON.parse((await page.locator('#page-scripts').textContent()) ?? '{}') as {
      fonts: { family: string; file: string; fetchAtOnce: boolean }[];
    };
    expect(listed.fonts).toHaveLength(1);
    const [{ family, file: href, fetchAtOnce }] = listed.fonts;
    expect([family, fetchAtOnce]).toEqual(['Inter', true]);
    expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    const { fontFiles, interLoaded } = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        fontFiles: [
          ...new Set(
            performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => /\.(woff2?|ttf|otf)$/.test(path)),
          ),
        ],
        interLoaded: [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
      };
    });
    expect(fontFiles).toEqual([href]);
    expect(interLoaded).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // When Inter arrives after the first paint nothing may move: Chromium counts a layout shift from 3 px.
  it.each([
    [390, 'main'],
    [1280, 'header'],
  ])('at %i px, lays out the %s in the fallback where Inter puts it', async (width, region) => {
    const boxesOf = async (withInter: boolean) => {
      const { page } = await openPage(browser, width);
      if (!withInter) await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      // Home's last sections (its article carousels) come once it is hydrated and idle: both runs
      // compare the page in that final shape, whenever each gets there.
      await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
      await page.getByRole('heading', { name: 'Blogs', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const boxes = await page.evaluate(async (selector) => {
        await document.fonts.ready;
        return [...document.querySelectorAll(`${selector} :is(h1, h2, h3, p, a, button, li)`)].map((element) => {
          const { left, top, height } = element.getBoundingClientRect();
          return { text: element.textContent?.trim().slice(0, 24), left, top, height };
        });
      }, region);
      await page.context().close();
      return boxes;
    };
    const inInter = await boxesOf(true);
    const inFallback = await boxesOf(false);
    expect(inInter.length).toBeGreaterThan(5);
    expect(inFallback.map((box) => box.text)).toEqual(inInter.map((box) => box.text));
    const moved = inFallback.filter(
      (box, index) =>
        Math.abs(box.left - inInter[index].left) >= 3 ||
        Math.abs(box.top - inInter[index].top) >= 3 ||
        Math.abs(box.height - inInter[index].height) >= 3,
    );
    expect(moved.map((box) => box.text)).toEqual([]);
  });
});

const firstPaintWidths = [390, 1280];

/**
 * How each element looks at each of `firstPaintWidths`, with the page's scripts and brand font held
 * back (the fallback face paints in both): its box, colours, border, radius, type and padding.
 */
async function looksOf(path: string, withStylesheet: boolean): Promise<Map<number, string[]>> {
  const { page } = await openPage(browser, firstPaintWidths[0]);
  await page.route(withStylesheet ? /\.(js|woff2)$/ : /\.(js|css|woff2)$/, (route) => route.abort());
  await page.goto(`${baseUrl}${path}`);
  if (withStylesheet) await page.waitForFunction(() => document.styleSheets.length > 2);
  // With no script running, the page at another width is the same page laid out again: one load
  // serves every width.
  const looks = new Map<number, string[]>();
  for (const width of firstPaintWidths) {
    await page.setViewportSize({ width, height: 900 });
    looks.set(width, await looksAtThisWidth(page));
  }
  await page.context().close();
  return looks;
}

const looksAtThisWidth = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('svg') || element.tagName === 'svg')
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const { color, backgroundColor, borderTopWidth, borderTopColor, borderRadius, fontSize, fontWeight, padding } =
          style;
        const values = [
          color,
          backgroundColor,
          borderTopWidth,
          borderTopColor,
          borderRadius,
          fontSize,
          fontWeight,
          padding,
        ];
        return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${values.join(' ')}`;
      }),
  );

describe('the first paint', () => {
  // Before the whole stylesheet is in, a page has only the CSS the prerender inlined for it: a rule
  // it left out shows as a button without its fill or a box that moves when the stylesheet comes.
  it.each([...staticPaths, ...arabicStaticPaths])(
    '%s looks, with its inline CSS alone, as it does with the whole stylesheet',
    async (path) => {
      const [inlineOnlyLooks, wholeLooks] = [await looksOf(path, false), await looksOf(path, true)];
      for (const width of firstPaintWidths) {
        const [inlineOnly, whole] = [inlineOnlyLooks.get(width)!, wholeLooks.get(width)!];
        expect(inlineOnly.length).toBeGreaterThan(50);
        expect(inlineOnly.filter((look, index) => look !== whole[index]).slice(0, 3), `${path} at ${width} px`).toEqual(
          [],
        );
      }
    },
  );
});
