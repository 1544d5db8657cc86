import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageScriptsId, type PageScripts } from '../../src/app/pageScripts.ts';
import { noindexMeta, notFoundPage } from '../../tooling/notFound.ts';
import { assetCacheControl, securityHeaders } from '../../tooling/securityHeaders.ts';
import { waitForPort } from '../../scripts/servers.ts';
import {
  checkedRoutes,
  FIRST_ROUND_TRIP_BYTES,
  headerBytes,
  NGINX_OWN_HEADER_BYTES,
} from '../../scripts/check-budgets.ts';
import { baseUrl, launchBrowser, openPage } from './browser';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The response head's bytes as they came over the wire: status line, headers, blank line. */
  headBytes: number;
  body: Buffer;
}

/** node:http rather than fetch, which would hide the encoding by decompressing the body itself. */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) =>
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const { rawHeaders } = response;
      const headLines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
      for (let index = 0; index < rawHeaders.length; index += 2)
        headLines.push(`${rawHeaders[index]}: ${rawHeaders[index + 1]}`);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headBytes: Buffer.byteLength(`${headLines.join('\r\n')}\r\n\r\n`),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end(),
  );

const expected = securityHeaders('dist');

const expectSecurityHeaders = (headers: IncomingHttpHeaders) => {
  for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);
};

/** Chromium logs a 404, the document's and the API's alike; anything else the page logs is a problem. */
const beyondTheDocument404 = (problems: string[]) =>
  problems.filter(
    (problem) => problem !== 'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  );

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** What a browser hashes: the text of each script it would run, as served. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script( type="module")?>([\s\S]*?)<\/script>/g)].map(
    ([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );

const routes = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && basename(file) !== notFoundPage)
  // A folder's index.html is its home, / or /ar/.
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);

/** What every way of serving the build answers a path with: its status and the file of dist/ it sends. */
const answers = [
  ['/aboutus', 200, 'aboutus.html'],
  ['/ar', 200, 'ar/index.html'],
  // Spelled otherwise, a page is still that page to the client's router: its edition's home renders it.
  ['/webbeeCart', 200, 'index.html'],
  ['/aboutus/', 200, 'index.html'],
  ['/blogs/', 200, 'index.html'],
  ['/AR/', 200, 'ar/index.html'],
  ['/ar/Contact/', 200, 'ar/index.html'],
  // Any other path, an item the build wrote no page for among them: its edition's 404 document.
  ['/no/such/page', 404, notFoundPage],
  ['/blogs/no-such-post', 404, notFoundPage],
  ['/aboutus/team', 404, notFoundPage],
  ['/404', 404, notFoundPage],
  ['/ar/no/such/page', 404, `ar/${notFoundPage}`],
  ['/ar/newsEvents/no-such-item', 404, `ar/${notFoundPage}`],
  ['/ar/404.html', 404, `ar/${notFoundPage}`],
] as const;

const expectAnswer = async (origin: string, path: string, status: number, file: string) => {
  const answer = await get(origin + path);
  expect(answer.status).toBe(status);
  expect(answer.headers['x-robots-tag']).toBe(status === 404 ? 'noindex' : undefined);
  expectSecurityHeaders(answer.headers);
  expect(answer.body.equals(readFileSync(join('dist', file)))).toBe(true);
};

describe('the security headers', () => {
  it('are the policy the build defines: strict scripts, framing refused, sniffing and powerful features off', () => {
    const policy = directives(expected['Content-Security-Policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('connect-src')?.[0]).toBe("'self'");
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(expected).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(expected['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it.each([
    ['/', 200],
    ['/aboutus', 200],
    ['/becomeseller', 200],
    ['/blogs/some-slug', 404],
    ['/no/such/page', 404],
  ])('come with %s (%i), whose inline script the policy allows by its hash alone', async (path, expectedStatus) => {
    const { status, headers, body } = await get(baseUrl + path);
    expect(status).toBe(expectedStatus);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(headers);
    // nginx sends Cache-Control with a success only; a 404 has no Last-Modified to be kept by.
    expect(headers['cache-control']).toBe(status === 200 ? 'no-cache' : undefined);
    const scriptSources = directives(String(headers['content-security-policy'])).get('script-src')!;
    const hashes = inlineScriptHashes(body.toString());
    expect(hashes).toHaveLength(1);
    expect(scriptSources).toEqual(["'self'", ...hashes]);
  });

  it('come with assets and with a missing asset, which is a plain 404 rather than a page', async () => {
    const asset = readdirSync('dist/assets').find((file) => file.endsWith('.js'))!;
    expectSecurityHeaders((await get(`${baseUrl}/assets/${asset}`)).headers);
    const missing = await get(`${baseUrl}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.body.toString()).not.toContain('<div id="root"');
  });

  it('come with the proxied API, which answers with the contract', async () => {
    const footer = await get(`${baseUrl}/api/Footer`);
    expect(footer.status).toBe(200);
    expect(footer.headers['content-type']).toMatch(/^application\/json/);
    expect(footer.headers['cache-control']).toBeUndefined();
    expect(footer.body.toString()).toContain('https://www.youtube.com/@webbee-ae');
    expectSecurityHeaders(footer.headers);
  });
});

describe('the production server', () => {
  it.each(routes)('serves %s from its own prerendered file, to be indexed', async (path) => {
    const { status, headers, body } = await get(baseUrl + path);
    expect(status).toBe(200);
    expect(headers['x-robots-tag']).toBeUndefined();
    expect(body.toString()).toContain(`data-prerendered-path="${path}"`);
  });

  it.each(answers)('answers %s with %i and dist/%s', (path, status, file) => expectAnswer(baseUrl, path, status, file));

  it("has each edition's 404 document be its home with noindex and a not-found notice, listed nowhere", async () => {
    const title = (html: string) => /<title>[^<]*<\/title>/.exec(html)?.[0];
    for (const edition of ['', 'ar/']) {
      const notFound = readFileSync(`dist/${edition}${notFoundPage}`, 'utf8');
      const home = readFileSync(`dist/${edition}index.html`, 'utf8');
      expect(notFound).toContain(noindexMeta);
      expect(home).not.toContain(noindexMeta);
      expect(title(notFound)).toBe(title(home));
      expect(notFound).toContain(`data-prerendered-path="/${edition}${notFoundPage}"`);
    }
    expect((await get(`${baseUrl}/sitemap.xml`)).body.toString()).not.toContain('/404');
  });

  it('names each kind of file by its type: scripts, styles, web manifests, share cards and icons', async () => {
    const asset = (ending: string) => `/assets/${readdirSync('dist/assets').find((file) => file.endsWith(ending))!}`;
    for (const [path, type] of [
      [asset('.js'), /^(application|text)\/javascript/],
      [asset('.css'), /^text\/css/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/ar/manifest.webmanifest', /^application\/manifest\+json/],
      ['/share/ar/contact.png', /^image\/png$/],
      ['/icons/icon-512.png', /^image\/png$/],
    ] as const) {
      const { status, headers } = await get(baseUrl + path);
      expect(status, path).toBe(200);
      expect(headers['content-type'], path).toMatch(type);
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('serves assets and pages precompressed with %s, assets cached for good', async (encoding, decode) => {
    const html = readFileSync('dist/index.html', 'utf8');
    const listed = new RegExp(`<script type="application/json" id="${pageScriptsId}">([^<]+)</script>`).exec(html)!;
    const { entry, stylesheet } = JSON.parse(listed[1]) as PageScripts;
    for (const path of [entry, stylesheet]) {
      const { status, headers, body } = await get(baseUrl + path, { 'Accept-Encoding': `${encoding}, identity` });
      expect(status, path).toBe(200);
      expect(headers['content-encoding'], path).toBe(encoding);
      expect(headers['cache-control'], path).toBe(assetCacheControl);
      expect(headers.vary, path).toBe('Accept-Encoding');
      expect(decode(body).equals(readFileSync(join('dist', path))), path).toBe(true);
    }
    const page = await get(`${baseUrl}/aboutus`, { 'Accept-Encoding': encoding });
    expect(page.headers['content-encoding']).toBe(encoding);
    expect(decode(page.body).equals(readFileSync('dist/aboutus.html'))).toBe(true);
  });

  it.each(checkedRoutes)(
    'sends %s, brotli, within the first round trip with its head, as check:budgets counts it',
    async (route) => {
      const { headBytes, body } = await get(baseUrl + route, { 'Accept-Encoding': 'br' });
      expect(headBytes - headerBytes(expected)).toBeLessThanOrEqual(NGINX_OWN_HEADER_BYTES);
      expect(headBytes + body.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    },
  );

  it('keeps the build manifest to itself', async () => {
    expect((await get(`${baseUrl}/.vite/manifest.json`)).status).toBe(404);
  });

  it('sends the files as they are to a client that asks for no encoding', async () => {
    const { headers, body } = await get(`${baseUrl}/aboutus`);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.equals(readFileSync('dist/aboutus.html'))).toBe(true);
  });
});

describe('in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a script the build did not write, and the tests hear of it', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(() => problems.join('\n')).toMatch(/^csp: script-src-elem blocked inline/m);
    await page.context().close();
  });

  it.each([
    ['/no/such/page', 'Your professional business website, ready in 72\u00a0hours'],
    ['/ar/no/such/page', 'موقع احترافي لنشاطك التجاري، جاهز خلال 72\u00a0ساعة'],
  ])('shows Home at %s, a 404 with noindex, once its scripts have run', async (path, heading) => {
    const { page, problems } = await openPage(browser, 1280);
    const response = (await page.goto(baseUrl + path))!;
    expect(response.status()).toBe(404);
    expect(await response.headerValue('x-robots-tag')).toBe('noindex');
    expectSecurityHeaders(await response.allHeaders());
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
    expect(beyondTheDocument404(problems)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/blogs/no-such-post', '/api/Customer/Blog/Blogs/no-such-post', "We couldn't find that page"],
    [
      '/ar/newsEvents/no-such-item',
      '/api/Customer/NewsandEvents/NewsEvent/no-such-item',
      'لم نتمكّن من العثور على هذه الصفحة',
    ],
  ])('says an item the API does not know is not found at %s, a 404 with noindex', async (path, call, heading) => {
    const { page, problems } = await openPage(browser, 1280);
    // Prism answers any slug with its example; the API answers this (openapi.yaml, notFound).
    await page.route(
      (url) => url.pathname === call,
      (route) =>
        route.fulfill({
          status: 404,
          json: { Status: 'Failed', Message: 'Item not found', StatusCode: 404 },
        }),
    );
    const response = (await page.goto(baseUrl + path))!;
    expect(response.status()).toBe(404);
    expect(await response.headerValue('x-robots-tag')).toBe('noindex');
    await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
    expect(beyondTheDocument404(problems)).toEqual([]);
    await page.context().close();
  });

  it('shows a page at its own path, a 200 to be indexed', async () => {
    const { page, problems } = await openPage(browser, 1280);
    const response = (await page.goto(`${baseUrl}/aboutus`))!;
    expect(response.status()).toBe(200);
    expect(await response.headerValue('x-robots-tag')).toBeNull();
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    await expect.poll(() => page.locator('h1').textContent()).toBe('We put UAE businesses online');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("will not show the sign-up page inside another site's frame", async () => {
    // Another loopback origin: a public one would be refused for reaching into the private network.
    const framing = createServer((_, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(`<iframe src="${baseUrl}/becomeseller"></iframe>`);
    });
    await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
    const { page, problems } = await openPage(browser, 1280);
    await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
    await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
    expect(problems.join('\n')).toContain(
      `violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
    );
    await page.context().close();
    framing.close();
  });
});

describe('npm start without nginx (vite preview)', () => {
  const port = Number(new URL(baseUrl).port) + 2;
  let preview: ChildProcess;
  beforeAll(async () => {
    preview = spawn(
      'node_modules/.bin/vite',
      ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    await waitForPort(port, 'vite preview');
  });
  afterAll(() => {
    if (preview?.pid !== undefined) process.kill(-preview.pid, 'SIGTERM');
  });

  it.each(['/', '/aboutus', '/blogs/some-slug'])('sends the same security headers with %s', async (path) => {
    expectSecurityHeaders((await get(`http://127.0.0.1:${port}${path}`)).headers);
  });

  it.each(answers)('answers %s as nginx does: %i and dist/%s', (path, status, file) =>
    expectAnswer(`http://127.0.0.1:${port}`, path, status, file),
  );

  it('answers a missing asset with a plain 404, as nginx does', async () => {
    const missing = await get(`http://127.0.0.1:${port}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
    expect(missing.body.toString()).not.toContain('<div id="root"');
  });
});
