import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The fixed header's height at every width. */
export const headerHeight = 72;
const minGutter = 24;

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

/**
 * Fails when the page's header is not one bar of the set height whose items neither wrap, clip nor
 * leave the screen, when the page scrolls sideways, or (from the tablet up) when the heading is off
 * the content column.
 */
async function expectLayoutHolds(page: Page, width: number) {
  const report = await measureLayout(page);
  const route = new URL(page.url()).pathname;
  const where = `${route} at ${width} px`;

  expect(report.headerHeight, `${where}: the header grew`).toBe(headerHeight);
  for (const item of report.headerItems) {
    expect(item.lines, `${where}: "${item.text}" wraps`).toBeLessThanOrEqual(1);
    expect(item.clipped, `${where}: "${item.text}" is clipped`).toBe(false);
    expect(item.left, `${where}: "${item.text}" starts off screen`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${where}: "${item.text}" ends off screen`).toBeLessThanOrEqual(width);
  }
  const bar = report.headerItems.map((item) => item.text);
  // A phone's bar: the logo, Log in and the menu button. A tablet's adds the language switch and
  // Book a Demo. From 1200 px: the logo, six links, the language switch, Log in and Book a Demo.
  if (report.menuButtonVisible && width < 1024)
    expect(bar, `${where}: the bar shows nav links beside Log in and the menu button`).toHaveLength(3);
  else if (report.menuButtonVisible)
    expect(bar, `${where}: the bar lacks the language switch, Log in or Book a Demo`).toHaveLength(5);
  else expect(bar, `${where}: the bar lacks part of the nav`).toHaveLength(10);

  expect(report.pageScrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);

  if (width >= 768) {
    expect(report.h1, `${where}: no h1`).not.toBeNull();
    expect(report.h1!.left, `${where}: the h1 is closer than ${minGutter} px to the edge`).toBeGreaterThanOrEqual(
      minGutter,
    );
    expect(report.h1!.right).toBeLessThanOrEqual(width - minGutter);
  }
  // One content column: each page's heading starts where the header's logo does, on the right in
  // the Arabic edition.
  if (width === 1280) {
    const rtl = report.direction === 'rtl';
    expect(rtl, `${where}: the direction is not the edition's`).toBe(route.startsWith('/ar/'));
    if (rtl) expect(report.h1!.right, `${where}: the h1 is off the content column`).toBe(report.logo.right);
    else expect(report.h1!.left, `${where}: the h1 is off the content column`).toBe(report.logo.left);
  }
}

/**
 * The layout checks at each of `widths`, on the page already loaded, resized to each (its own width
 * first, where resizing changes nothing): the header and the columns are laid out by CSS alone, so
 * a page resized is the page as it loads at that width.
 */
export async function expectLayoutHoldsAt(page: Page, widths: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectLayoutHolds(page, width);
  }
}
