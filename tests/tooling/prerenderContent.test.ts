import { hashKey } from '@tanstack/react-query';
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
import { contentApi, renderPage } from '@/app/entry-server';
import { findRoute } from '@/app/routes';
import { prerenderContent, type ContentPage } from '../../tooling/prerenderContent.ts';
import { createTestQueryClient, failsWith, server } from '../testUtils';

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
const firstNews = 'webbee-at-gitex-global-2026';

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

const prerender = () => prerenderContent(contentApi, { apiBase, locales: ['en', 'ar'] });
const pageOf = (pages: ContentPage[], path: string, locale: ContentPage['locale'] = 'en') => {
  const page = pages.find((candidate) => candidate.path === path && candidate.locale === locale);
  if (!page) throw new Error(`No ${locale} page ${path}`);
  return page;
};
/** The first title in a page's data: a list's first card, or the item itself. */
const titleIn = (page: ContentPage) => JSON.stringify(page.queries[0].data).match(/"Title":"([^"]+)"/)?.[1];

describe('prerendering content from the API', () => {
  it('fetches blogs, news and jobs in each language, with Accept-Language, from the base it is given', async () => {
    const { pages, failures } = await prerender();
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every(({ url }) => url.origin === apiBase)).toBe(true);
    expect(new Set(calls.map(({ language }) => language))).toEqual(new Set(['en', 'ar']));

    for (const locale of ['en', 'ar'] as const) {
      const paths = pages.filter((page) => page.locale === locale).map((page) => page.path);
      expect(paths).toEqual(
        expect.arrayContaining(['/blogs', '/newsEvents', '/careers', '/carreersPopup', '/contact']),
      );
      // The contract's fourteen posts and fourteen news items, each with its own page.
      expect(paths.filter((path) => path.startsWith('/blogs/'))).toHaveLength(14);
      expect(paths.filter((path) => path.startsWith('/newsEvents/'))).toHaveLength(14);
    }
    expect(titleIn(pageOf(pages, '/blogs'))).toBe('Launch your UAE business online in 72 hours');
    expect(titleIn(pageOf(pages, '/blogs', 'ar'))).toMatch(arabicScript);
    expect(titleIn(pageOf(pages, `/newsEvents/${firstNews}`, 'ar'))).toMatch(arabicScript);
    expect(titleIn(pageOf(pages, '/careers', 'ar'))).toMatch(arabicScript);
  });

  it('lists every item page both editions have in the sitemap, dated by the item', async () => {
    const { sitemapPages } = await prerender();
    expect(sitemapPages).toHaveLength(28);
    expect(sitemapPages).toContainEqual({ path: `/blogs/${firstBlog}`, lastmod: '2026-11-18' });
    expect(sitemapPages).toContainEqual({ path: `/newsEvents/${firstNews}`, lastmod: '2026-11-16' });
  });

  it.each(['/blogs', '/newsEvents', '/careers', '/carreersPopup', `/blogs/${firstBlog}`, `/newsEvents/${firstNews}`])(
    '%s carries exactly the queries its page asks for as it starts, under the same keys',
    async (path) => {
      const { pages } = await prerender();
      const client = createTestQueryClient();
      const page = await findRoute(path).load();
      await page.prefetch?.(client, new URL(path, apiBase));
      const asked = client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash);
      const carried = pageOf(pages, path).queries.map(({ queryKey }) => hashKey(queryKey));
      expect(carried.sort()).toEqual(asked.sort());
    },
  );

  it('reads a long list page by page to find every item', async () => {
    const longList = getListBlogsResponseMock();
    server.use(getListBlogsMockHandler({ ...longList, Result: { ...longList.Result, TotalBlogs: 250 } }));
    await prerenderContent(contentApi, { apiBase, locales: ['en'] });
    const pagesRead = calls
      .filter(({ url }) => url.pathname === '/api/Customer/Blog/Blogs' && url.searchParams.get('pageSize') === '100')
      .map(({ url }) => url.searchParams.get('pageNumber'));
    expect(pagesRead).toEqual(['1', '2', '3']);
  });

  it('leaves out the pages whose calls failed, keeps the others and says which', async () => {
    server.use(getGetBlogMockHandler(failsWith(500, { Status: 'Failed', Message: 'down', StatusCode: 500 })));
    const { pages, sitemapPages, failures } = await prerenderContent(contentApi, { apiBase, locales: ['en'] });
    expect(pages.filter((page) => page.path.startsWith('/blogs/'))).toEqual([]);
    expect(pages.map((page) => page.path)).toContain('/blogs');
    expect(pages.filter((page) => page.path.startsWith('/newsEvents/'))).toHaveLength(14);
    expect(sitemapPages).toHaveLength(14);
    expect(failures).toContain(`en /blogs/${firstBlog}: Request failed with status 500`);
  });

  it('writes no page of an item the API answered for with another item, as Prism does', async () => {
    server.use(getGetBlogMockHandler(getGetBlogResponseMock()));
    const { pages, failures } = await prerenderContent(contentApi, { apiBase, locales: ['en'] });
    expect(pages.filter((page) => page.path.startsWith('/blogs/')).map((page) => page.path)).toEqual([
      `/blogs/${firstBlog}`,
    ]);
    expect(failures).toContain(
      `en /blogs/choosing-a-domain-name-for-your-company: the API answered with "${firstBlog}" instead`,
    );
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
    const { pages, failures } = await prerenderContent(contentApi, { apiBase, locales: ['en'] });
    expect(pages.filter((page) => page.path.startsWith('/blogs/'))).toHaveLength(13);
    expect(pages.some((page) => page.path.includes('..'))).toBe(false);
    expect(failures).toEqual(['en /blogs: the slug "../admin" cannot be a page\'s path']);
  });
});

describe('a page prerendered with its data', () => {
  it('shows the list instead of skeletons and carries the data for the client, safe inside a script', async () => {
    const { pages } = await prerender();
    const withData = await renderPage('/ar/blogs', pageOf(pages, '/blogs', 'ar').queries);
    expect(withData.body).toContain(titleIn(pageOf(pages, '/blogs', 'ar')));
    const state = JSON.parse(withData.queryState ?? '') as { queries: { queryHash: string }[] };
    expect(state.queries.map((query) => query.queryHash)).toEqual(
      pageOf(pages, '/blogs', 'ar').queries.map(({ queryKey }) => hashKey(queryKey)),
    );
    // The bodies' HTML goes into the page as data: no '<' could close the script early.
    expect(withData.queryState).not.toContain('<');

    const withoutData = await renderPage('/ar/blogs');
    expect(withoutData.body).not.toContain(titleIn(pageOf(pages, '/blogs', 'ar')));
    expect(withoutData.queryState).toBeUndefined();
  });

  it('links no manifest, which the page links once it runs, so nothing chains requests before the first paint', async () => {
    const { head } = await renderPage('/contact');
    expect(head).toContain('<link rel="canonical"');
    expect(head).not.toContain('rel="manifest"');
  });

  it('shows Contact with its e-mail addresses', async () => {
    const { pages } = await prerender();
    const writeToUs = (body: string) => /Write to us<\/h2>(.*?)Visit us<\/h2>/.exec(body)?.[1];
    const withData = writeToUs((await renderPage('/contact', pageOf(pages, '/contact').queries)).body);
    expect(withData).toContain('href="mailto:info@webbee.ae"');
    expect(withData).toContain('href="mailto:support@webbee.ae"');
    // Without it, the card holds the addresses' place until the client has them.
    const withoutData = writeToUs((await renderPage('/contact')).body);
    expect(withoutData).not.toContain('mailto:');
    expect(withoutData).toContain('mantine-Skeleton-root');
  });

  it('renders an item with its JSON-LD', async () => {
    const { pages } = await prerender();
    const item = pageOf(pages, `/blogs/${firstBlog}`, 'ar');
    const { body, head } = await renderPage(`/ar/blogs/${firstBlog}`, item.queries);
    const title = titleIn(item) ?? '';
    expect(title).toMatch(arabicScript);
    expect(head).toContain(`<title>${title} | Webbee</title>`);
    const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]): unknown => JSON.parse(json),
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: title }));
  });
});
