import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../scripts/chromium.ts';

/**
 * The windows a page's first screen is taken in: a phone, a tablet held sideways and a laptop. The
 * phone's and the laptop's reach past their screen, for a taller phone, a full-HD window and a
 * quick first scroll, which fetches the whole stylesheet.
 */
export const firstScreens = [
  { width: 390, height: 1100 },
  { width: 1024, height: 900 },
  { width: 1280, height: 1100 },
];

/** An element, by its tag and the indices of it and its ancestors among their siblings, from <body> down. */
export interface ElementPath {
  tag: string;
  indices: number[];
}

/**
 * Lays out a build's pages in Chromium as their first frame shows them: with the whole stylesheet,
 * no script, and text in the fallback faces, the brand fonts coming only after the first paint.
 */
export async function openFirstScreenMeasurer(distDir: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const origin = 'https://first-screen.invalid';
  let pageHtml = '';
  await page.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (route.request().resourceType() === 'document')
      return route.fulfill({ body: pageHtml, contentType: 'text/html' });
    if (pathname.endsWith('.woff2')) return route.abort();
    const file = await readFile(join(distDir, decodeURIComponent(pathname))).catch(() => undefined);
    return file ? route.fulfill({ body: file }) : route.abort();
  });

  return {
    /** The outermost elements of a page that lie wholly below its first screen in every one of `firstScreens`. */
    async belowTheFold(html: string): Promise<ElementPath[]> {
      pageHtml = html;
      await page.goto(`${origin}/`);
      let below: boolean[] | undefined;
      for (const screen of firstScreens) {
        await page.setViewportSize(screen);
        const here = await page.evaluate(
          // An SVG's parts go with it: they are drawing, not markup with rules of its own.
          (fold) =>
            [...document.body.querySelectorAll('*')].map(
              (element) => !element.parentElement?.closest('svg') && element.getBoundingClientRect().top >= fold,
            ),
          screen.height,
        );
        below = below?.map((isBelow, index) => isBelow && here[index]) ?? here;
      }
      return page.evaluate((below) => {
        const elements = [...document.body.querySelectorAll('*')];
        return elements
          .filter((element, index) => below[index] && !below[elements.indexOf(element.parentElement!)])
          .map((element) => {
            const indices = [];
            for (let at: Element = element; at !== document.body; at = at.parentElement!)
              indices.unshift([...at.parentElement!.children].indexOf(at));
            return { tag: element.tagName.toLowerCase(), indices };
          });
      }, below!);
    },
    close: () => browser.close(),
  };
}
