// Writes every static route of the built site to its own HTML file, plus sitemap.xml and robots.txt.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandFontHead } from '../build/brandFont.ts';
import { inlineCriticalCss } from '../build/criticalCss.ts';
import { pageScripts } from '../build/pageScripts.ts';
import type * as Prerender from '../src/app/entry-server.tsx';

process.env.NODE_ENV = 'production';
const dist = 'dist';
const { renderPage, prerenderedRoutes, sitemapPaths, beforeHydrationScript, pageScriptsId } = (await import(
  pathToFileURL(join('dist-server', 'entry-server.js')).href
)) as typeof Prerender;
const siteUrl = (process.env.VITE_SITE_URL || 'https://www.webbee.ae').replace(/\/+$/, '');
const template = await readFile(join(dist, 'index.html'), 'utf8');
const fontHead = brandFontHead(dist, template);
const scriptsOf = pageScripts(dist);

for (const { path, locale, sources } of prerenderedRoutes) {
  const { htmlAttributes, head, body } = await renderPage(path);
  const { html: withoutScripts, scripts } = scriptsOf(template, sources);
  const html = withoutScripts
    .replace('<html lang="en"', `<html ${htmlAttributes}`)
    .replace(
      '<!--app-head-->',
      `<script>${beforeHydrationScript}</script>` +
        `<script type="application/json" id="${pageScriptsId}">${JSON.stringify(scripts)}</script>${head}${fontHead(locale)}`,
    )
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered-path="${path}">${body}</div>`);
  // /aboutus is written as aboutus.html: the clean-URL layout vite preview and most static hosts
  // serve. A home (/ and /ar/) is its folder's index.html.
  const file = join(dist, path.endsWith('/') ? `${path}index.html` : `${path}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await inlineCriticalCss(html, dist));
}

const lastModified = new Date().toISOString().slice(0, 10);
const urls = sitemapPaths
  .map((path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc><lastmod>${lastModified}</lastmod></url>`)
  .join('\n');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm('dist-server', { recursive: true, force: true });
console.log(`prerendered ${prerenderedRoutes.length} pages, sitemap.xml with ${sitemapPaths.length} URLs, robots.txt`);
