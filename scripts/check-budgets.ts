// The site's byte budgets, checked on the build without a browser: the JavaScript each prerendered
// page fetches as it loads, the CSS its first paint waits for, and its HTML as nginx sends it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScriptsId, type PageScripts } from '../src/app/pageScripts.ts';
import { securityHeaders } from '../tooling/securityHeaders.ts';

/** The first load's targets: all the JavaScript a page fetches as it loads, the CSS its first paint waits for. */
export const JS_BUDGET_KIB = 150;
export const CSS_BUDGET_KIB = 8;

/** What the first round trip carries: the first ten TCP segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/**
 * nginx's own part of a page's response head: status line, Server, Date, Content-Type,
 * Content-Length, Last-Modified, Connection, Vary, ETag, Content-Encoding and Cache-Control,
 * 297 bytes as deploy/nginx.conf sends /ar/, rounded up. The browser tests hold it to the real response.
 */
export const NGINX_OWN_HEADER_BYTES = 300;

/** The bytes of the site's headers (tooling/securityHeaders.ts) in a response head. */
export const headerBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);

/**
 * A page's HTML, brotli as nginx sends it, fits the first round trip with its response head. A page
 * that needs a second round trip paints one round trip later, which is what LCP's ratio to the bare
 * page measures. The site's headers grow with the build's settings (an API origin in the
 * Content-Security-Policy), so the budget is computed from them.
 */
export const htmlBudgetBytes = (siteHeaders: Record<string, string>) =>
  FIRST_ROUND_TRIP_BYTES - NGINX_OWN_HEADER_BYTES - headerBytes(siteHeaders);

export const budgetedRoutes = [
  '/',
  '/aboutus',
  '/webbeecart',
  '/webbeeclient',
  '/contact',
  '/becomeseller',
  '/createwebsite',
  '/blogs',
  '/newsEvents',
  '/careers',
  '/faq',
];

export type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface PageBytes {
  /** dist-relative files, each once: what the HTML and its loader fetch (scripts, module preloads) and their static imports. */
  jsFiles: string[];
  jsBytes: number;
  /** dist-relative stylesheets the first paint waits for. */
  cssFiles: string[];
  inlineCssBytes: number;
  cssBytes: number;
}

export const kib = (bytes: number) => bytes / 1024;
export const gzipBytes = (content: string | Buffer) => gzipSync(content).length;
export const htmlFileOf = (route: string) =>
  join('dist', route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`);

/** A route's twin in the Arabic edition, whose pages carry the same code and their Arabic catalogs. */
export const arabicRoute = (route: string) => (route === '/' ? '/ar/' : `/ar${route}`);

/** Every budgeted route in both editions, as `npm test` checks them. */
export const checkedRoutes = [...budgetedRoutes, ...budgetedRoutes.map(arabicRoute)];

const attributesOf = (source: string) => {
  const attributes = new Map<string, string>();
  // Matched left to right, so a name inside another attribute's quoted value is never read as one.
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const [, name, doubleQuoted, singleQuoted, bare] of source.matchAll(pattern)) {
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
};

/**
 * The document's tags in order, read the way a parser would for what matters here: comments are
 * skipped, script and style bodies are text rather than tags, and a quoted attribute may hold a '>'.
 * With scripting on, <noscript> content is never parsed into elements, so what it links is never fetched.
 */
const elementsOf = (html: string) => {
  const attributeList = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
  const token = new RegExp(
    `<!--[\\s\\S]*?-->|<(script|style|noscript)\\b${attributeList}>([\\s\\S]*?)</\\1\\s*>|<([a-z][\\w-]*)${attributeList}>`,
    'gi',
  );
  return [...html.matchAll(token)]
    .filter(([, rawTextName, , , name]) => (rawTextName ?? name) !== undefined)
    .map(([, rawTextName, rawTextAttributes, content, name, attributes]) => ({
      name: (rawTextName ?? name).toLowerCase(),
      attributes: attributesOf(rawTextAttributes ?? attributes),
      content: content ?? '',
    }));
};

type Element = ReturnType<typeof elementsOf>[number];

// The inline styles travel in one compressed HTML response, so they are compressed together.
const inlineCssBytesOf = (elements: Element[]) => {
  const css = elements
    .filter((element) => element.name === 'style')
    .map((style) => style.content)
    .join('\n');
  return css ? gzipBytes(css) : 0;
};

/** Inlining CSS moves its bytes into the HTML; they still arrive before the first paint. */
export const inlineCssGzipBytes = (html: string) => inlineCssBytesOf(elementsOf(html));

const distFileOf = (url: string) => {
  const resolved = new URL(url, 'https://site.invalid/');
  if (resolved.origin !== 'https://site.invalid') throw new Error(`${url} is on another origin: no budget can size it`);
  return decodeURIComponent(resolved.pathname.slice(1));
};

export function measurePage(html: string, manifest: Manifest, gzipSizeOf: (file: string) => number): PageBytes {
  const elements = elementsOf(html);
  // A stylesheet linked at the end of <body> leaves what comes before it to paint without it.
  const headLinks = elementsOf(html.slice(0, html.search(/<\/head>/i))).filter((element) => element.name === 'link');
  const named = (name: string) => elements.filter((element) => element.name === name);
  const links = named('link').map(({ attributes }) => ({
    rel: (attributes.get('rel') ?? '').toLowerCase().split(/\s+/),
    attributes,
  }));
  const fetchedByHtml = [
    ...named('script')
      .filter(({ attributes }) => ['', 'module', 'text/javascript'].includes(attributes.get('type') ?? ''))
      .map(({ attributes }) => attributes.get('src')),
    ...links
      .filter(
        ({ rel, attributes }) =>
          rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as') === 'script'),
      )
      .map(({ attributes }) => attributes.get('href')),
  ].filter((url) => url !== undefined);
  // What the page's inline loader fetches once the page has painted: within seconds, or at the visitor's first move.
  const listedForLoader = named('script')
    .filter(({ attributes }) => attributes.get('id') === pageScriptsId)
    .flatMap(({ content }) => {
      const { entry, preload } = JSON.parse(content) as PageScripts;
      return [entry, ...preload];
    });
  // A print stylesheet, or one swapped in from media="print" on load, does not hold back the first paint.
  const cssFiles = headLinks
    .filter(
      ({ attributes }) =>
        (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet') &&
        attributes.get('media') !== 'print',
    )
    .map(({ attributes }) => distFileOf(attributes.get('href') ?? ''));

  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closureOf = (urls: string[]) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const key = keyOfFile.get(file);
      for (const imported of key === undefined ? [] : (manifest[key].imports ?? [])) visit(manifest[imported].file);
    };
    for (const url of urls) visit(distFileOf(url));
    return [...files];
  };
  const jsFiles = closureOf([...fetchedByHtml, ...listedForLoader]);

  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSizeOf(file), 0);
  const inlineCssBytes = inlineCssBytesOf(elements);
  return {
    jsFiles,
    jsBytes: sum(jsFiles),
    cssFiles,
    inlineCssBytes,
    cssBytes: sum(cssFiles) + inlineCssBytes,
  };
}

/** Pads columns to a fixed-width table: CI logs keep it readable where console.table's box glyphs do not. */
export const formatTable = (header: string[], rows: (string | number)[][]) => {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) =>
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))),
    )
    .map((row) => row.join('  '))
    .join('\n');
};

if (import.meta.main) {
  const manifestFile = 'dist/.vite/manifest.json';
  const missing = [manifestFile, ...checkedRoutes.map(htmlFileOf)].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`Not built (run npm run build first): ${missing.join(', ')}`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipSizeOf = (file: string) => gzipBytes(readFileSync(join('dist', file)));
  const htmlBudget = htmlBudgetBytes(securityHeaders('dist'));
  const pages = checkedRoutes.map((route) => ({
    route,
    ...measurePage(readFileSync(htmlFileOf(route), 'utf8'), manifest, gzipSizeOf),
    htmlBrotliBytes: statSync(`${htmlFileOf(route)}.br`).size,
  }));
  const misses = pages.flatMap(({ route, jsBytes, cssBytes, htmlBrotliBytes }) => [
    ...(kib(jsBytes) > JS_BUDGET_KIB ? [`${route}: JS ${kib(jsBytes).toFixed(1)} KiB > ${JS_BUDGET_KIB} KiB`] : []),
    ...(kib(cssBytes) > CSS_BUDGET_KIB
      ? [`${route}: CSS ${kib(cssBytes).toFixed(1)} KiB > ${CSS_BUDGET_KIB} KiB`]
      : []),
    ...(htmlBrotliBytes > htmlBudget
      ? [`${route}: HTML ${htmlBrotliBytes} bytes brotli > ${htmlBudget}, the first round trip less the headers`]
      : []),
  ]);

  console.log(
    `Bytes per page, gzip (budgets: JS on load ${JS_BUDGET_KIB} KiB, CSS before the first paint ${CSS_BUDGET_KIB} KiB), and HTML, brotli (${htmlBudget} bytes: ${FIRST_ROUND_TRIP_BYTES} less the headers)`,
  );
  console.log(
    formatTable(
      ['route', 'JS KiB', 'JS files', 'CSS KiB', 'of it inline', 'stylesheets', 'HTML br'],
      pages.map((page) => [
        page.route,
        kib(page.jsBytes).toFixed(1),
        page.jsFiles.length,
        kib(page.cssBytes).toFixed(1),
        kib(page.inlineCssBytes).toFixed(1),
        page.cssFiles.length,
        page.htmlBrotliBytes,
      ]),
    ),
  );
  console.log(misses.length > 0 ? `\nOver budget:\n  ${misses.join('\n  ')}` : '\nEvery route within the budgets.');
  process.exitCode = misses.length > 0 ? 1 : 0;
}
