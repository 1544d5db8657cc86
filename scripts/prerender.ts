// Writes every static route of both editions to its own HTML file with its share image, plus each
// edition's 404 document, the icons and web manifests, sitemap.xml with each page's language
// alternates, and robots.txt.
// With PRERENDER_API_BASE, the blog, news and careers pages carry their data from the API and
// every blog post and news item gets its own page (tooling/prerenderContent.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inlineCriticalCss } from '../tooling/criticalCss.ts';
import { openFirstScreenMeasurer } from '../tooling/firstScreen.ts';
import { inlineScript } from '../tooling/inlineScript.ts';
import { withInlineFavicon } from '../tooling/inlineFavicon.ts';
import { noindexMeta, notFoundPage } from '../tooling/notFound.ts';
import { lazyModuleSources, pageScriptsOf, serverModule } from '../tooling/pageModules.ts';
import { findItemPages, sitemapItemPages, type EditionItemPage } from '../tooling/prerenderContent.ts';
import { openShareCardRenderer } from '../tooling/shareImages.ts';
import { writeSiteIcons } from '../tooling/siteIcons.ts';
import { sitemapXml } from '../tooling/sitemap.ts';
import { pageScriptsId } from '../src/app/pageScripts.ts';
import { pagePath, type Locale } from '../src/lib/i18n/locales.ts';
import type * as Prerender from '../src/app/entry-server.tsx';

process.env.NODE_ENV = 'production';
const dist = 'dist';
const {
  renderPage,
  prerenderedRoutes,
  pageModule,
  catalogSources,
  sitemapPaths,
  queryStateId,
  itemPagesOf,
  staticPagePaths,
  localizedPath,
  locales,
} = (await serverModule('dist-server', 'src/app/entry-server.tsx')) as typeof Prerender;
// Every page carries it inline, ahead of its first paint.
const pageStart = await inlineScript('src/app/pageStart.ts');
const siteUrl = (process.env.VITE_SITE_URL || 'https://www.webbee.ae').replace(/\/+$/, '');
// React hydrates the whole document, where the template's indentation would be text it does not render.
const template = withInlineFavicon(await readFile('index.html', 'utf8')).replace(/>\s+</g, '><');
const scriptsOf = pageScriptsOf(dist);
const sourceOfModule = await lazyModuleSources('dist-server');
/** The sources whose chunks a page loads: its page and its catalogs. */
const pageSources = async (path: string) => {
  const page = sourceOfModule.get(await pageModule(path));
  if (!page) throw new Error(`The server build has no lazy chunk for the page of ${path}`);
  return [page, ...catalogSources(path)];
};

const apiBase = process.env.PRERENDER_API_BASE;
const items = apiBase
  ? await findItemPages(staticPagePaths, locales, (path, locale) => itemPagesOf(localizedPath(path, locale), apiBase))
  : { pages: [], failures: [] };
const failures = [...items.failures];
const itemOf = new Map(items.pages.map((item) => [localizedPath(item.path, item.locale), item]));
const writtenItems: EditionItemPage[] = [];
/** Item pages whose address the API answered with another item's data, as a mock that knows one item does. */
let answeredForAnother = 0;

// The web manifests describe the site as each edition's Home does.
const homeDescriptions = {} as Record<Locale, string>;
let shareImages = 0;
const shareCards = await openShareCardRenderer();
const firstScreen = await openFirstScreenMeasurer(dist);

const itemPaths = [...itemOf].map(([path, { locale }]) => ({ path, locale }));
for (const { path, locale } of [...prerenderedRoutes, ...itemPaths]) {
  const { htmlAttributes, head, meta, body, queryState, failures: failedCalls } = await renderPage(path, apiBase);
  const item = itemOf.get(path);
  failures.push(...failedCalls);
  if (item && failedCalls.length > 0) continue;
  if (!meta) throw new Error(`${path} has no title, description or canonical link in its <head>`);
  if (item) {
    if (decodeURIComponent(meta.canonical) !== decodeURIComponent(siteUrl + path)) {
      answeredForAnother += 1;
      continue;
    }
    writtenItems.push(item);
  }
  // A page that stands for another (/carreersPopup's canonical is /careers) shares that page's card.
  if (meta.canonical === siteUrl + path) {
    await shareCards.write(dist, locale, pagePath(path), meta.title, meta.description);
    shareImages += 1;
  }
  if (pagePath(path) === '/') homeDescriptions[locale] = meta.description;
  const scripts = scriptsOf(await pageSources(path));
  const html = (headStart = '', page = { path, body }) =>
    template
      .replace('<html lang="en"', `<html ${htmlAttributes}`)
      .replace(
        '<!--app-head-->',
        // The first paint waits until the page is parsed up to its footer: painted from what a slow
        // connection has brought so far, a hero's text would stand at the top and drop to the middle
        // when its drawing came, and the jobs' sort field would widen when its longer orders did.
        `${headStart}<link rel="expect" href="#footer" blocking="render"><script>${pageStart}</script><script type="application/json" id="${pageScriptsId}">${JSON.stringify(scripts)}</script>` +
          // For the critical CSS to be read from; a <noscript> copy of the link is what stays.
          `<link rel="stylesheet" href="${scripts.stylesheet}">${head}`,
      )
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered-path="${page.path}">${page.body}</div>` +
          (queryState ? `<script type="application/json" id="${queryStateId}">${queryState}</script>` : ''),
      );
  // /aboutus is written as aboutus.html: the clean-URL layout vite preview and most static hosts
  // serve. A home (/ and /ar/) is its folder's index.html. An item's path is URL-encoded; its
  // file is named as servers decode the URL.
  const filePath = decodeURIComponent(path);
  const file = join(dist, filePath.endsWith('/') ? `${filePath}index.html` : `${filePath}.html`);
  await mkdir(dirname(file), { recursive: true });
  const belowTheFold = await firstScreen.belowTheFold(html());
  await writeFile(file, await inlineCriticalCss(html(), dist, belowTheFold));
  // A home is also its edition's answer to a path with no page (tooling/notFound.ts), kept out of search
  // results: Home as the router shows it for such a path, saying that the page was not found.
  if (pagePath(path) === '/') {
    const unknownPath = `${path}${notFoundPage}`;
    const notFound = html(noindexMeta, { path: unknownPath, body: (await renderPage(unknownPath, apiBase)).body });
    await writeFile(
      join(dirname(file), notFoundPage),
      await inlineCriticalCss(notFound, dist, await firstScreen.belowTheFold(notFound)),
    );
  }
}
await shareCards.close();
await firstScreen.close();

const icons = await writeSiteIcons(dist, homeDescriptions);

// Every page of sitemap.xml by its path within an edition (each listed in both): the static
// routes, then the API's items.
const lastModified = new Date().toISOString().slice(0, 10);
const sitemapPages = [
  ...sitemapPaths.map((path) => ({ path, lastmod: lastModified })),
  ...sitemapItemPages(writtenItems, locales),
];
await writeFile(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, sitemapPages));
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm('dist-server', { recursive: true, force: true });
for (const failure of failures)
  console.warn(`prerender: the API failed, the page is left out or without its data: ${failure}`);
if (answeredForAnother > 0)
  console.warn(
    `prerender: ${answeredForAnother} item pages left out: the API answered each with another item's data, as a mock with one example per call does`,
  );
console.log(
  `prerendered ${prerenderedRoutes.length} pages` +
    (apiBase ? ` with data from ${apiBase} and ${writtenItems.length} item pages` : '') +
    `, ${locales.length} 404 documents, ${shareImages} share images, ${icons.length} icon and manifest files,` +
    ` sitemap.xml with ${sitemapPages.length * locales.length} URLs, robots.txt`,
);
