// Writes every static route of the built site to its own HTML file, plus sitemap.xml and robots.txt.
// With PRERENDER_API_BASE, the blog, news and careers pages carry their data from the API and
// every blog post and news item gets its own page (build/prerenderContent.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandFontHead } from '../build/brandFont.ts';
import { inlineCriticalCss } from '../build/criticalCss.ts';
import { pageScripts } from '../build/pageScripts.ts';
import { prerenderContent, type PrerenderedContent } from '../build/prerenderContent.ts';
import type * as Prerender from '../src/app/entry-server.tsx';

process.env.NODE_ENV = 'production';
const dist = 'dist';
const {
  renderPage,
  prerenderedRoutes,
  pageSources,
  sitemapPaths,
  beforeHydrationScript,
  pageScriptsId,
  queryStateId,
  contentApi,
  localizedPath,
  locales,
} = (await import(pathToFileURL(join('dist-server', 'entry-server.js')).href)) as typeof Prerender;
const siteUrl = (process.env.VITE_SITE_URL || 'https://www.webbee.ae').replace(/\/+$/, '');
const template = await readFile(join(dist, 'index.html'), 'utf8');
const fontHead = brandFontHead(dist, template);
const scriptsOf = pageScripts(dist);

const apiBase = process.env.PRERENDER_API_BASE;
const content: PrerenderedContent = apiBase
  ? await prerenderContent(contentApi, { apiBase, locales })
  : { pages: [], sitemapPages: [], failures: [] };
for (const failure of content.failures) console.warn(`prerender: left out, the API failed: ${failure}`);
const dataOf = new Map(content.pages.map(({ path, locale, queries }) => [localizedPath(path, locale), queries]));
const staticPaths = new Set(prerenderedRoutes.map((route) => route.path));
const itemPages = content.pages
  .map(({ path, locale }) => ({ path: localizedPath(path, locale), locale }))
  .filter(({ path }) => !staticPaths.has(path))
  .map(({ path, locale }) => ({ path, locale, sources: pageSources(path) }));

for (const { path, locale, sources } of [...prerenderedRoutes, ...itemPages]) {
  const { htmlAttributes, head, body, queryState } = await renderPage(path, dataOf.get(path));
  const { html: withoutScripts, scripts } = scriptsOf(template, sources);
  const html = withoutScripts
    .replace('<html lang="en"', `<html ${htmlAttributes}`)
    .replace(
      '<!--app-head-->',
      `<script>${beforeHydrationScript}</script>` +
        `<script type="application/json" id="${pageScriptsId}">${JSON.stringify(scripts)}</script>${head}${fontHead(locale)}`,
    )
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered-path="${path}">${body}</div>` +
        (queryState ? `<script type="application/json" id="${queryStateId}">${queryState}</script>` : ''),
    );
  // /aboutus is written as aboutus.html: the clean-URL layout vite preview and most static hosts
  // serve. A home (/ and /ar/) is its folder's index.html. An item's path is URL-encoded; its
  // file is named as servers decode the URL.
  const filePath = decodeURIComponent(path);
  const file = join(dist, filePath.endsWith('/') ? `${filePath}index.html` : `${filePath}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await inlineCriticalCss(html, dist));
}

// Every page of sitemap.xml by its path within an edition: the static routes, then the API's items.
// build/sitemap.ts's sitemapXml(siteUrl, sitemapPages) is to write it from this list.
const lastModified = new Date().toISOString().slice(0, 10);
const sitemapPages = [...sitemapPaths.map((path) => ({ path, lastmod: lastModified })), ...content.sitemapPages];
const urls = sitemapPages
  .map(({ path, lastmod }) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`)
  .join('\n');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm('dist-server', { recursive: true, force: true });
console.log(
  `prerendered ${prerenderedRoutes.length} pages` +
    (apiBase
      ? ` (${dataOf.size - itemPages.length} with data from ${apiBase}) and ${itemPages.length} item pages`
      : '') +
    `, sitemap.xml with ${sitemapPages.length} URLs, robots.txt`,
);
