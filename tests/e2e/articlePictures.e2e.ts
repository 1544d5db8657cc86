import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, closePage, launchBrowser, openPage, scrollThrough, settled } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What tops each card a visitor sees: its picture's address once loaded, or its cover's words. */
interface CardTop {
  top: number;
  picture?: string;
  loaded?: boolean;
  cover?: string;
}

const cardTops = (scope: Locator) =>
  scope.locator('article').evaluateAll((cards) =>
    cards
      .filter((card) => {
        const box = card.getBoundingClientRect();
        // A carousel's cards beyond its window, or peeking in at its edge, are not the row a visitor reads.
        return box.width > 0 && box.left >= -1 && box.right <= document.documentElement.clientWidth + 1;
      })
      .map((card): CardTop => {
        const frame = card.firstElementChild as HTMLElement;
        const image = frame.querySelector('img');
        const cover = frame.querySelector('[data-scheme]');
        return {
          top: Math.round(card.getBoundingClientRect().top),
          picture: image ? new URL(image.currentSrc || image.src).pathname : undefined,
          loaded: image ? image.complete && image.naturalWidth > 0 : undefined,
          cover: cover?.textContent ?? undefined,
        };
      }),
  );

/** The cards side by side at each height of the page. */
const rowsOf = (cards: CardTop[]) =>
  [...new Set(cards.map((card) => card.top))].map((top) => cards.filter((card) => card.top === top));

describe('article pictures', () => {
  it.concurrent.for([
    ['/blogs', 1280],
    ['/newsEvents', 1280],
    ['/newsEvents', 1024],
    ['/ar/newsEvents', 390],
  ] as const)(
    '%s at %i px: every card has its picture, every picture loads and none repeats',
    async ([path, width], { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseUrl}${path}`);
      await settled(page);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const cards = await cardTops(page.locator('main'));
      expect(cards).toHaveLength(12);
      const pictures = cards.flatMap((card) => (card.picture ? [card.picture] : []));
      expect(new Set(pictures).size).toBe(pictures.length);
      for (const row of rowsOf(cards)) expect(row.length).toBe(width >= 1024 ? 3 : 1);
      expect(cards.filter((card) => card.picture && !card.loaded)).toEqual([]);
      // Every example has a picture; the title cover of an item without one is held by the component tests.
      expect(cards.filter((card) => card.cover !== undefined)).toEqual([]);
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );

  it.concurrent.for([390, 1280])(
    "Home's carousels show a different picture on each card at %i px",
    async (width, { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(baseUrl);
      await scrollThrough(page);
      for (const band of ['News & Events', 'Blogs']) {
        const region = page.getByRole('region', { name: band, exact: true });
        await region.scrollIntoViewIfNeeded();
        await expect.poll(() => region.getByRole('article').count()).toBeGreaterThan(0);
        // A lazy picture is asked for once the carousel has laid its cards out, which may come after the network fell quiet.
        await expect
          .poll(async () => (await cardTops(region)).every((card) => card.loaded), { timeout: 10_000 })
          .toBe(true);
        const shown = await cardTops(region);
        expect(shown).toHaveLength(width >= 1024 ? 3 : 1);
        const pictures = shown.flatMap((card) => (card.picture ? [card.picture] : []));
        expect(pictures).toHaveLength(shown.length);
        expect(new Set(pictures).size).toBe(pictures.length);
      }
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );

  it.concurrent.for([
    ['/blogs/launch-your-uae-business-online-in-72-hours', 1280],
    ['/blogs/launch-your-uae-business-online-in-72-hours', 390],
    ['/ar/newsEvents/website-builder-update-november-2026', 1024],
    ['/newsEvents/website-builder-update-november-2026', 1280],
  ] as const)(
    "%s at %i px shows its picture beside or under its title at 16:9, as wide as its column, and its text's headings in the site's",
    async ([path, width], { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseUrl}${path}`);
      await settled(page);
      const heading = await page.locator('h1').boundingBox();
      const visual = page.locator('h1').locator('xpath=ancestor::section[1]').locator('img').first();
      const box = await visual.boundingBox();
      if (!heading || !box) throw new Error(`no title or picture on ${path}`);
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      // The grid's track it stands in: the second beside the title, the only one on a phone.
      const column = await visual.evaluate((image) => {
        let grid = image.parentElement!;
        while (getComputedStyle(grid).display !== 'grid') grid = grid.parentElement!;
        return parseFloat(getComputedStyle(grid).gridTemplateColumns.split(' ').at(-1)!);
      });
      expect(box.width, 'the picture ends short of its column').toBeCloseTo(column, 0);
      const colours = await page
        .locator('h1, article .site-prose :is(h2, h3)')
        .evaluateAll((headings) => [...new Set(headings.map((heading) => getComputedStyle(heading).color))]);
      expect(colours, "the article's headings are not the page title's colour").toHaveLength(1);
      if (width >= 1024) {
        // Beside the title, on the side the line ends: the right in English, the left in Arabic.
        expect(box.y).toBeLessThan(heading.y + heading.height);
        if (path.startsWith('/ar')) expect(box.x + box.width).toBeLessThanOrEqual(heading.x);
        else expect(box.x).toBeGreaterThanOrEqual(heading.x + heading.width);
      } else expect(box.y).toBeGreaterThan(heading.y);
      await expect.poll(() => visual.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await visual.getAttribute('fetchpriority')).toBe('high');
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );
});
