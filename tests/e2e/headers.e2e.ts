import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageScriptsId, type PageScripts } from '../../src/app/pageScripts.ts';
import { assetCacheControl, securityHeaders } from '../../tooling/securityHeaders.ts';
import { waitForPort } from '../../scripts/servers.ts';
import { baseUrl, launchBrowser, openPage } from './browser';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch, which would hide the encoding by decompressing the body itself. */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) =>
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end(),
  );

const expected = securityHeaders('dist');

const expectSecurityHeaders = (headers: IncomingHttpHeaders) => {
  for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);
};

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
  .filter((file) => file.endsWith('.html'))
  // A folder's index.html is its home, / or /ar/.
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);

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

  it.each(['/', '/aboutus', '/becomeseller', '/blogs/some-slug', '/no/such/page'])(
    'come with %s, whose inline script the policy allows by its hash alone',
    async (path) => {
      const { status, headers, body } = await get(baseUrl + path);
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(headers);
      expect(headers['cache-control']).toBe('no-cache');
      const scriptSources = directives(String(headers['content-security-policy'])).get('script-src')!;
      const hashes = inlineScriptHashes(body.toString());
      expect(hashes).toHaveLength(1);
      expect(scriptSources).toEqual(["'self'", ...hashes]);
    },
  );

  it('come with assets and with a missing asset, which is a 404 rather than a page', async () => {
    const asset = readdirSync('dist/assets').find((file) => file.endsWith('.js'))!;
    expectSecurityHeaders((await get(`${baseUrl}/assets/${asset}`)).headers);
    const missing = await get(`${baseUrl}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
    expect(missing.headers['cache-control']).toBeUndefined();
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
  it.each(routes)('serves %s from its own prerendered file', async (path) => {
    const { status, body } = await get(baseUrl + path);
    expect(status).toBe(200);
    expect(body.toString()).toContain(`data-prerendered-path="${path}"`);
  });

  it('falls back to index.html for any other path, for the client to route', async () => {
    const home = await get(`${baseUrl}/`);
    for (const path of ['/blogs/some-slug', '/AboutUs', '/no/such/page']) {
      expect((await get(baseUrl + path)).body.equals(home.body), path).toBe(true);
    }
  });

  it('serves the Arabic home at /ar and /ar/, and any other /ar/ path the Arabic fallback', async () => {
    const arabicHome = await get(`${baseUrl}/ar/`);
    expect(arabicHome.body.toString()).toContain('<html lang="ar" dir="rtl"');
    for (const path of ['/ar', '/ar/no/such/page']) {
      expect((await get(baseUrl + path)).body.equals(arabicHome.body), path).toBe(true);
    }
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
});
