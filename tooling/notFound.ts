// What a path with no page of its own is answered with, the same from every way of serving the
// build: nginx (deploy/nginx.conf), `vite preview` (below) and static hosts (README, "Deploying").
// The spec shows Home for any path no route knows; design.md makes that a 404 with noindex, so
// search engines see no soft 404s. An item the build wrote no page for is one the API does not know.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, posix } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { editions, localeOfPath } from '../src/lib/i18n/locales.ts';

/** Each edition's 404 document, its Home with noindex (scripts/prerender.ts): the name static hosts look for. */
export const notFoundPage = '404.html';

/** In the 404 document itself, for hosts that cannot send X-Robots-Tag with a 404 alone. */
export const noindexMeta = '<meta name="robots" content="noindex">';

/** The pages of an edition by name (aboutus, webbeecart), as the build wrote them for both editions. */
export const pageNames = (distDir: string): string[] =>
  readdirSync(distDir)
    .filter((file) => file.endsWith('.html') && file !== 'index.html' && file !== notFoundPage)
    .map((file) => file.slice(0, -'.html'.length));

/**
 * A home or page however it is spelled (/AR, /webbeeCart, /aboutus/), to be matched without regard
 * to case: the client's router ignores letter case and a trailing slash, so each is that page. A
 * regular expression nginx and JavaScript both read.
 */
export const pageSpelling = (names: string[]): string => {
  const odd = names.find((name) => !/^[\w-]+$/.test(name));
  if (odd !== undefined) throw new Error(`A page named ${JSON.stringify(odd)} cannot go into a path pattern`);
  return `^(/ar)?(/(${names.join('|')}))?/?$`;
};

/**
 * Netlify answers a path without a file with the root 404.html, as a 404, by itself; the Arabic
 * edition's needs a rule, which Netlify applies only where no file answers the path. Cloudflare
 * Pages needs none, as it looks for the nearest 404.html up the path, and refuses a 404 rule.
 */
export const netlifyRedirects = `/ar/* /ar/${notFoundPage} 404\n`;

const editionBase = (path: string) => editions[localeOfPath(path)].base;

/**
 * `npm start` (vite preview) answers as nginx does. Vite's own fallback sends index.html with 200
 * for any path without a file; this decides after it, before the HTML is sent.
 */
export const notFoundPages = (): Plugin => ({
  name: 'webbee:not-found-pages',
  configurePreviewServer(server) {
    const dist = join(server.config.root, server.config.build.outDir);
    // Vite says this itself, but only while no plugin configures its preview server.
    if (!existsSync(dist)) throw new Error(`No build in ${dist}: run \`npm run build\` first.`);
    const spelling = new RegExp(pageSpelling(pageNames(dist)), 'i');
    const isFile = (path: string) => statSync(join(dist, path), { throwIfNoEntry: false })?.isFile() ?? false;
    const notFound = (path: string, res: ServerResponse) => {
      res.statusCode = 404;
      for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) res.setHeader(name, value!);
      res.setHeader('X-Robots-Tag', 'noindex');
      // A missing asset is a plain 404, as from nginx: never a page read as a script.
      if (path.startsWith('/assets/')) return res.end();
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(readFileSync(join(dist, editionBase(path), notFoundPage)));
    };
    /** The path a page request names, as a file of the build would be named; none for any other request. */
    const pathOf = (req: Connect.IncomingMessage) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
      try {
        return posix.normalize(decodeURIComponent(new URL(req.originalUrl ?? '/', 'http://preview').pathname));
      } catch {
        return undefined;
      }
    };
    // Asked for by name, a 404 document is a 404 too: before Vite serves it as a file.
    server.middlewares.use((req, res, next) => {
      const path = pathOf(req);
      if (path && /^(\/ar)?\/404(\.html)?$/.test(path)) notFound(path, res);
      else next();
    });
    return () =>
      server.middlewares.use((req, res, next) => {
        const path = pathOf(req);
        if (path === undefined) return next();
        const page = [`${path}.html`, posix.join(path, 'index.html')].find(isFile);
        if (page) req.url = page;
        else if (spelling.test(path)) req.url = `${editionBase(path)}/index.html`;
        else return notFound(path, res);
        next();
      });
  },
});
