import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every layout shift from the document's start, with what moved, as the page's own observer records them. */
const recordShifts = () => {
  const record = { total: 0, movers: [] as string[] };
  (window as unknown as { shifts: typeof record }).shifts = record;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as (PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      record.total += entry.value;
      for (const { node, previousRect, currentRect } of entry.sources)
        record.movers.push(
          `${node?.textContent?.trim().slice(0, 50) ?? node?.nodeName} from ${Math.round(previousRect.y)}+${Math.round(previousRect.height)} to ${Math.round(currentRect.y)}+${Math.round(currentRect.height)}`,
        );
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Text paints at once in a local face scaled to the brand face (tooling/fontStacks.ts); when the brand
 * face arrives late, as on a slow connection, its lines must break where they did, or what is below
 * moves. Arabic fallbacks match IBM Plex Sans Arabic on average only: a given line of Arabic sets up to
 * 3% wider or narrower in DejaVu Sans, so there a late face may still break a line one word sooner.
 */
describe('Inter arriving after the first paint', () => {
  it.each([
    ['/', 390],
    ['/', 1280],
    ['/becomeseller', 390],
    ['/contact', 390],
    ['/careers', 390],
    ['/careers', 1024],
  ])('moves nothing on %s at %i px', async (path, width) => {
    const { page, problems } = await openPage(browser, width);
    await page.addInitScript(recordShifts);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    // The load event waits for the faces too: the page is painted in its local faces meanwhile.
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 300))));
    const beforeFonts = await page.evaluate(
      () => [...document.fonts].filter((font) => font.status === 'loaded').length,
    );
    release();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
    const { total, movers } = await page.evaluate(
      () => (window as unknown as { shifts: { total: number; movers: string[] } }).shifts,
    );
    expect(loaded).toBeGreaterThan(beforeFonts);
    expect(total, `what moved: ${movers.join('; ')}`).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
