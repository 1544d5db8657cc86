import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import * as zod from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetBlogMockHandler,
  getGetBlogResponseMock,
  getListBlogsMockHandler,
  getListBlogsResponseMock,
  getListRelatedBlogsMockHandler,
  getListRelatedBlogsResponseMock,
} from '@/api/generated/blogs/blogs.msw';
import { getListJobsMockHandler, getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import {
  ArticleResponse,
  BlogListResponse,
  JobsResponse,
  NewsListResponse,
  RelatedArticlesResponse,
} from '@/api/generated/model';
import {
  getGetNewsEventMockHandler,
  getGetNewsEventResponseMock,
  getListNewsEventsMockHandler,
  getListNewsEventsResponseMock,
  getListRelatedNewsEventsMockHandler,
  getListRelatedNewsEventsResponseMock,
} from '@/api/generated/news-events/news-events.msw';
import { itemPagesOf, renderPage, staticPagePaths } from '@/app/entry-server';
import { cardExcerpt } from '@/components/htmlText';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { findItemPages, sitemapItemPages, type EditionItemPage } from '../../tooling/prerenderContent.ts';
import { failsWith, server } from '../testUtils';

const contract = parse(readFileSync('openapi.yaml', 'utf8'), { maxAliasCount: -1 }) as {
  components: { examples: Record<string, { value: unknown }> };
};
/** One of the contract's Arabic examples, as its generated schema reads it. */
const arabicExample = <T>(schema: zod.ZodMiniType<T>, name: string): T =>
  zod.parse(schema, contract.components.examples[name].value);
/** A generated handler's own answer, or the contract's Arabic one to a request that asks for Arabic. */
const inEitherLanguage =
  <T>(english: T, arabic: T) =>
  ({ request }: { request: Request }) =>
    request.headers.get('accept-language') === 'ar' ? arabic : english;
/** An item's answer for the slug asked for, as a real API gives: the example with that slug. */
const forTheSlugAskedFor =
  (english: ArticleResponse, arabic: ArticleResponse) =>
  ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const answer = inEitherLanguage(english, arabic)({ request });
    return { ...answer, Result: { ...answer.Result, Slug: String(params.slug) } };
  };

const apiBase = 'http://localhost:3000';
const arabicScript = /[\u0600-\u06FF]/;
const firstBlog = 'launch-your-uae-business-online-in-72-hours';

/** Every call the test made, with the language it asked for. */
let calls: { url: URL; language: string | null }[] = [];

beforeEach(() => {
  server.use(
    getListBlogsMockHandler(
      inEitherLanguage(getListBlogsResponseMock(), arabicExample(BlogListResponse, 'BlogListAr')),
    ),
    getGetBlogMockHandler(forTheSlugAskedFor(getGetBlogResponseMock(), arabicExample(ArticleResponse, 'BlogDetailAr'))),
    getListRelatedBlogsMockHandler(
      inEitherLanguage(getListRelatedBlogsResponseMock(), arabicExample(RelatedArticlesResponse, 'RelatedBlogsAr')),
    ),
    getListNewsEventsMockHandler(
      inEitherLanguage(getListNewsEventsResponseMock(), arabicExample(NewsListResponse, 'NewsListAr')),
    ),
    getGetNewsEventMockHandler(
      forTheSlugAskedFor(getGetNewsEventResponseMock(), arabicExample(ArticleResponse, 'NewsDetailAr')),
    ),
    getListRelatedNewsEventsMockHandler(
      inEitherLanguage(getListRelatedNewsEventsResponseMock(), arabicExample(RelatedArticlesResponse, 'RelatedNewsAr')),
    ),
    getListJobsMockHandler(inEitherLanguage(getListJobsResponseMock(), arabicExample(JobsResponse, 'JobsAr'))),
  );
  calls = [];
  const record = ({ request }: { request: Request }) =>
    void calls.push({ url: new URL(request.url), language: request.headers.get('accept-language') });
  server.events.on('request:start', record);
  return () => server.events.removeListener('request:start', record);
});

const findItems = (locales: Locale[] = ['en', 'ar']) =>
  findItemPages(staticPagePaths, locales, (path, locale) => itemPagesOf(localizedPath(path, locale), apiBase));
const pathsIn = (pages: EditionItemPage[], locale: Locale, list: string) =>
  pages.filter((page) => page.locale === locale && page.path.startsWith(`${list}/`)).map(({ path }) => path);
const failedWith500 = failsWith(500, { Status: 'Failed', Message: 'down', StatusCode: 500 });

describe('finding the item pages from the API', () => {
  it('finds every blog post and news item of each edition, asking in its language at the base it is given', async () => {
    const { pages, failures } = await findItems();
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every(({ url }) => url.origin === apiBase)).toBe(true);
    expect(new Set(calls.map(({ language }) => language))).toEqual(new Set(['en', 'ar']));
    for (const locale of ['en', 'ar'] as const) {
      // The contract's fourteen posts and fourteen news items, each with its own page.
      expect(pathsIn(pages, locale, '/blogs')).toHaveLength(14);
      expect(pathsIn(pages, locale, '/newsEvents')).toHaveLength(14);
    }
    expect(pages).toContainEqual({ path: `/blogs/${firstBlog}`, locale: 'ar', lastmod: '2026-11-18' });
  });

  it('reads a long list page by page, as its list page shows it, to find every item', async () => {
    const longList = getListBlogsResponseMock();
    server.use(getListBlogsMockHandler({ ...longList, Result: { ...longList.Result, TotalBlogs: 30 } }));
    await findItems(['en']);
    const pagesRead = calls
      .filter(({ url }) => url.pathname === '/api/Customer/Blog/Blogs')
      .map(({ url }) => [url.searchParams.get('pageNumber'), url.searchParams.get('pageSize')].join(' of '));
    expect(pagesRead).toEqual(['1 of 12', '2 of 12', '3 of 12']);
  });

  it('names a list that failed and keeps the items of the others', async () => {
    server.use(getListBlogsMockHandler(failedWith500));
    const { pages, failures } = await findItems(['en']);
    expect(pathsIn(pages, 'en', '/blogs')).toEqual([]);
    expect(pathsIn(pages, 'en', '/newsEvents')).toHaveLength(14);
    expect(failures).toEqual(['en /blogs: Request failed with status 500']);
  });

  it('makes no page of a slug that cannot be a path', async () => {
    const list = getListBlogsResponseMock();
    const [first, ...others] = list.Result.Blogs;
    server.use(
      getListBlogsMockHandler({
        ...list,
        Result: { ...list.Result, Blogs: [{ ...first, Slug: '../admin' }, ...others] },
      }),
    );
    const { pages, failures } = await findItems(['en']);
    expect(pathsIn(pages, 'en', '/blogs')).toHaveLength(13);
    expect(pages.some((page) => page.path.includes('..'))).toBe(false);
    expect(failures).toEqual(['en /blogs: the slug "../admin" cannot be a page\'s path']);
  });

  it('lists in the sitemap the item pages written in every edition, dated by the item or else today', () => {
    const today = new Date().toISOString().slice(0, 10);
    const written: EditionItemPage[] = [
      { path: '/blogs/a', locale: 'en', lastmod: '2026-11-18' },
      { path: '/blogs/a', locale: 'ar', lastmod: '2026-11-18' },
      { path: '/blogs/b', locale: 'en' },
      { path: '/blogs/b', locale: 'ar' },
      { path: '/blogs/only-english', locale: 'en', lastmod: '2026-11-01' },
    ];
    expect(sitemapItemPages(written, ['en', 'ar'])).toEqual([
      { path: '/blogs/a', lastmod: '2026-11-18' },
      { path: '/blogs/b', lastmod: today },
    ]);
  });
});

describe('a page prerendered with its data', () => {
  const firstArabicTitle = arabicExample(BlogListResponse, 'BlogListAr').Result.Blogs[0].Title;

  it('shows the list its loader read instead of skeletons, and carries that data for the client, safe inside a script', async () => {
    const withData = await renderPage('/ar/blogs', apiBase);
    expect(withData.failures).toEqual([]);
    expect(firstArabicTitle).toMatch(arabicScript);
    expect(withData.body).toContain(firstArabicTitle);
    const state = JSON.parse(withData.queryState ?? '') as { queries: { queryKey: unknown[] }[] };
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0].queryKey[0]).toBe('/api/Customer/Blog/Blogs');
    // Each article's text only as far as its card shows it, not the whole article.
    const carried = JSON.parse(withData.queryState ?? '') as { queries: { state: { data: BlogListResponse } }[] };
    const example = arabicExample(BlogListResponse, 'BlogListAr').Result.Blogs;
    for (const blog of carried.queries[0].state.data.Result.Blogs) {
      expect(blog.Description.split(' ').length).toBeLessThanOrEqual(38);
      expect(Object.keys(blog)).not.toContain('Month');
      const whole = example.find(({ Slug }) => Slug === blog.Slug)?.Description ?? '';
      expect(cardExcerpt(blog.Description)).toBe(cardExcerpt(whole));
    }
    expect(example.some(({ Description }) => Description.split(' ').length > 38)).toBe(true);
    expect(withData.queryState).not.toContain('<');

    const withoutData = await renderPage('/ar/blogs');
    expect(withoutData.body).not.toContain(firstArabicTitle);
    expect(withoutData.queryState).toBeUndefined();
  });

  it('renders a page without its data, and names the call, when its loader fails', async () => {
    server.use(getListRelatedBlogsMockHandler(failedWith500));
    const page = await renderPage(`/blogs/${firstBlog}`, apiBase);
    expect(page.failures).toEqual([`/blogs/${firstBlog}: Request failed with status 500`]);
    expect(page.queryState).toBeUndefined();
  });

  it('links no manifest, which the page links once it runs, so nothing chains requests before the first paint', async () => {
    const { head } = await renderPage('/contact');
    expect(head).toContain('<link rel="canonical"');
    expect(head).not.toContain('rel="manifest"');
  });

  it('shows Contact with its e-mail addresses', async () => {
    const writeToUs = (body: string) => /Write to us<\/h2>(.*?)Visit us<\/h2>/.exec(body)?.[1];
    const withData = writeToUs((await renderPage('/contact', apiBase)).body);
    expect(withData).toContain('href="mailto:info@webbee.ae"');
    expect(withData).toContain('href="mailto:support@webbee.ae"');
    // Without it, the card holds the addresses' place until the client has them.
    const withoutData = writeToUs((await renderPage('/contact')).body);
    expect(withoutData).not.toContain('mailto:');
    expect(withoutData).toContain('site-skeleton');
  });

  it('renders an item with its JSON-LD and its own canonical address', async () => {
    const { body, head, meta } = await renderPage(`/ar/blogs/${firstBlog}`, apiBase);
    const title = arabicExample(ArticleResponse, 'BlogDetailAr').Result.Title;
    expect(title).toMatch(arabicScript);
    expect(head).toContain(`<title>${title} | Webbee</title>`);
    expect(meta?.title).toBe(`${title} | Webbee`);
    expect(meta?.canonical).toMatch(new RegExp(`/ar/blogs/${firstBlog}$`));
    const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]): unknown => JSON.parse(json),
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: title }));
  });

  it("says by its canonical address which item an API answered with, so the prerender can leave out an item answered for another, as Prism's does", async () => {
    server.use(getGetBlogMockHandler(getGetBlogResponseMock()));
    const { meta } = await renderPage('/blogs/choosing-a-domain-name-for-your-company', apiBase);
    expect(meta?.canonical).toMatch(new RegExp(`/blogs/${firstBlog}$`));
  });
});
