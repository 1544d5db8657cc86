import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
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
  const record = { total: 0, movers: [] as string[], linesMoved: 0 };
  (window as unknown as { shifts: typeof record }).shifts = record;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as (PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      record.total += entry.value;
      for (const { node, previousRect, currentRect } of entry.sources) {
        if (Math.abs(previousRect.y - currentRect.y) >= 1 || Math.abs(previousRect.height - currentRect.height) >= 1)
          record.linesMoved += 1;
        record.movers.push(
          `${node?.textContent?.trim().slice(0, 50) ?? node?.nodeName} from ${Math.round(previousRect.y)}+${Math.round(previousRect.height)} to ${Math.round(currentRect.y)}+${Math.round(currentRect.height)}`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Text paints at once in a local face scaled to the brand face (tooling/fontStacks.ts); when the brand
 * face arrives late, as on a slow connection, its lines must break where they did, or what is below
 * moves. Arabic fallbacks match IBM Plex Sans Arabic on average only: a given line of Arabic sets up to
 * 3% wider or narrower in DejaVu Sans, so there a late face may still break a line one word sooner.
 */
/** Opens a page with its faces held back until it has painted in its local ones, then lets them in. */
const shiftsWhenFacesArriveLate = async (path: string, width: number) => {
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
  const beforeFonts = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
  release();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { total: number; movers: string[]; linesMoved: number } }).shifts,
  );
  expect(loaded).toBeGreaterThan(beforeFonts);
  expect(problems).toEqual([]);
  await page.context().close();
  return shifts;
};

describe('Inter arriving after the first paint', () => {
  it.each([
    ['/', 390],
    ['/', 1280],
    ['/becomeseller', 390],
    ['/contact', 390],
    ['/careers', 390],
    ['/careers', 1024],
  ])('moves nothing on %s at %i px', async (path, width) => {
    const { total, movers } = await shiftsWhenFacesArriveLate(path, width);
    expect(total, `what moved: ${movers.join('; ')}`).toBe(0);
  });
});

/**
 * Where the first letter of a line of Arabic reaches past its advance differs between the faces, and
 * Chromium counts that sub-pixel change as its text moving: what must not move is any line up or down.
 */
describe('IBM Plex Sans Arabic arriving after the first paint', () => {
  it.each([
    ['/ar', 412],
    ['/ar/blogs', 412],
    ['/ar/contact', 412],
    ['/ar/becomeseller', 412],
    ['/ar/aboutus', 412],
  ])('moves no line on %s at %i px', async (path, width) => {
    const { total, movers, linesMoved } = await shiftsWhenFacesArriveLate(path, width);
    expect(linesMoved, `what moved: ${movers.join('; ')}`).toBe(0);
    expect(total).toBeLessThan(0.001);
  });
});

/**
 * The site as a slow connection brings it: each page's HTML in two pieces, the second, from the end
 * of the page's title on, half a second after the first; everything else as the site serves it.
 */
const relayInPieces = async (request: IncomingMessage, response: ServerResponse) => {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !['host', 'accept-encoding', 'connection'].includes(name)),
  ) as Record<string, string>;
  const hasBody = !['GET', 'HEAD'].includes(request.method!);
  const upstream = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
  const type = upstream.headers.get('content-type') ?? '';
  response.writeHead(
    upstream.status,
    Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    ),
  );
  const body = Buffer.from(await upstream.arrayBuffer());
  if (!type.startsWith('text/html')) return response.end(body);
  const html = body.toString();
  const cut = html.indexOf('</h1>');
  response.write(html.slice(0, cut));
  setTimeout(() => response.end(html.slice(cut)), 500);
};

const serveInPieces = async () => {
  const server = createServer((request, response) => void relayInPieces(request, response));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
};

/**
 * Painted from half its HTML, a hero's text would drop to the middle of its drawing when the drawing
 * came, and a sort field would widen when its longer orders did.
 */
describe('a page whose HTML arrives in pieces', () => {
  it.each([
    ['/', 1280],
    ['/aboutus', 1280],
    ['/ar/careers', 1024],
    ['/careers', 1024],
  ])('paints it whole on %s at %i px', async (path, width) => {
    const site = await serveInPieces();
    const { page, problems } = await openPage(browser, width);
    await page.addInitScript(recordShifts);
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const { linesMoved, movers } = await page.evaluate(
      () => (window as unknown as { shifts: { movers: string[]; linesMoved: number } }).shifts,
    );
    expect(linesMoved, `what moved: ${movers.join('; ')}`).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
    site.close();
  });
});

// Each face file that arrives lays the page out again: the Arabic edition's semibold takes the bold.
it('sets the Arabic edition in two Arabic files, regular and bold', async () => {
  const { page, problems } = await openPage(browser, 412);
  const faces: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) faces.push(request.url());
  });
  await page.goto(`${baseUrl}/ar`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const arabicFaces = faces.filter((url) => url.includes('ibm-plex-sans-arabic'));
  expect(arabicFaces.map((url) => url.match(/arabic-(\d+)-normal/)?.[1]).sort()).toEqual(['400', '700']);
  expect(problems).toEqual([]);
  await page.context().close();
});
