// What the prerender writes from the API when the build can reach it (PRERENDER_API_BASE): the
// blog, news and careers pages with their data instead of skeletons, Contact with its e-mail
// addresses, and a page for every blog post and news item, in every edition. The calls are the contract's generated ones, through
// src/api/http.ts, asking for each edition's language; the data goes under the query keys the
// pages read it by, so the client hydrates it as it is.
import type { Article } from '../src/api/generated/model/article.zod.ts';
import type { ContentApi, PageQuery } from '../src/app/entry-server.tsx';
import type { Locale } from '../src/lib/i18n/locales.ts';

/** A page with its data; `path` is within its edition (/blogs/…, also for /ar/blogs/…). */
export interface ContentPage {
  path: string;
  locale: Locale;
  queries: PageQuery[];
}

/** An item's page for sitemap.xml, by its path within an edition, dated by the item. */
export interface SitemapPage {
  path: string;
  lastmod: string;
}

export interface PrerenderedContent {
  pages: ContentPage[];
  /** The item pages every edition has. */
  sitemapPages: SitemapPage[];
  /** The calls that failed, each as `what: why`; their pages are left out or keep their skeletons. */
  failures: string[];
}

// What the pages ask for (src/features/articles/articleKinds.ts, src/features/careers/CareersPage.tsx):
// a prerendered page carries the very queries its client asks for. tests/tooling checks they agree.
const listPageRequest = (pageNumber: number, pageSize: number) => ({
  ForHomePage: false,
  search: '',
  pageNumber,
  pageSize,
});
const articlesPerPage = 12;
const jobsRequest = { search: '', pageNumber: 1, pageSize: 10 };
/** The contract's largest page: the fewest calls to learn every slug. */
const largestPage = 100;
/** Pages of a list read at most, should an API keep answering with more. */
const mostListPages = 50;
/** Item pages fetched at once. */
const parallelCalls = 6;

type RequestOptions = NonNullable<Parameters<ContentApi['getBlog']>[1]>;

/** The calls and keys behind one kind of article, whatever its list's shape. */
interface ArticleSource<List> {
  listPath: string;
  list: (request: ReturnType<typeof listPageRequest>, options: RequestOptions) => Promise<List>;
  listKey: (request: ReturnType<typeof listPageRequest>) => PageQuery['queryKey'];
  items: (list: List) => Article[];
  total: (list: List) => number;
  detail: (slug: string, options: RequestOptions) => Promise<{ Result: Article }>;
  detailKey: (slug: string) => PageQuery['queryKey'];
  related: (slug: string, options: RequestOptions) => Promise<unknown>;
  relatedKey: (slug: string) => PageQuery['queryKey'];
}

/** A slug that makes one safe file name and one path segment: letters, digits, '-', '_', '.', not leading. */
const usableSlug = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

/** A date for the sitemap from the item's ISO 8601 CreationDate, if it has one. */
const dayOf = (isoDate: string): string | undefined => /^\d{4}-\d{2}-\d{2}/.exec(isoDate)?.[0];

const inBatches = async <T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
};

export async function prerenderContent(
  api: ContentApi,
  { apiBase, locales }: { apiBase: string; locales: readonly Locale[] },
): Promise<PrerenderedContent> {
  const failures: string[] = [];
  const attempt = async <T>(what: string, call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call();
    } catch (error) {
      failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  const articles = async <List>(source: ArticleSource<List>, locale: Locale, options: RequestOptions) => {
    const pages: ContentPage[] = [];
    const firstPage = listPageRequest(1, articlesPerPage);
    const list = await attempt(`${locale} ${source.listPath}`, () => source.list(firstPage, options));
    if (list)
      pages.push({ path: source.listPath, locale, queries: [{ queryKey: source.listKey(firstPage), data: list }] });

    const slugs = new Set<string>();
    for (let pageNumber = 1; pageNumber <= mostListPages; pageNumber += 1) {
      const request = listPageRequest(pageNumber, largestPage);
      const page = await attempt(`${locale} ${source.listPath} page ${pageNumber}`, () =>
        source.list(request, options),
      );
      const items = page ? source.items(page) : [];
      for (const { Slug } of items) {
        if (usableSlug.test(Slug)) slugs.add(Slug);
        else failures.push(`${locale} ${source.listPath}: the slug ${JSON.stringify(Slug)} cannot be a page's path`);
      }
      if (!page || items.length === 0 || pageNumber * largestPage >= source.total(page)) break;
    }

    const items = await inBatches([...slugs], parallelCalls, async (slug) => {
      const path = `${source.listPath}/${encodeURIComponent(slug)}`;
      const [detail, related] = await Promise.all([
        attempt(`${locale} ${path}`, () => source.detail(slug, options)),
        attempt(`${locale} ${path} related`, () => source.related(slug, options)),
      ]);
      // Without either, the client would fetch it as it starts: the page is rendered in the browser.
      if (!detail || !related) return undefined;
      // An API that answers every slug with one item (Prism does: the first example) would write
      // that item under every other item's address.
      if (detail.Result.Slug !== slug) {
        failures.push(`${locale} ${path}: the API answered with ${JSON.stringify(detail.Result.Slug)} instead`);
        return undefined;
      }
      const page: ContentPage = {
        path,
        locale,
        queries: [
          { queryKey: source.detailKey(slug), data: detail },
          { queryKey: source.relatedKey(slug), data: related },
        ],
      };
      return { page, lastmod: dayOf(detail.Result.CreationDate) };
    });
    const written = items.filter((item) => item !== undefined);
    return { pages: [...pages, ...written.map((item) => item.page)], items: written };
  };

  const blogs = {
    listPath: '/blogs',
    list: api.listBlogs,
    listKey: api.getListBlogsQueryKey,
    items: (list) => list.Result.Blogs,
    total: (list) => list.Result.TotalBlogs,
    detail: api.getBlog,
    detailKey: api.getGetBlogQueryKey,
    related: api.listRelatedBlogs,
    relatedKey: api.getListRelatedBlogsQueryKey,
  } satisfies ArticleSource<Awaited<ReturnType<ContentApi['listBlogs']>>>;
  const newsEvents = {
    listPath: '/newsEvents',
    list: api.listNewsEvents,
    listKey: api.getListNewsEventsQueryKey,
    items: (list) => list.Result.NewsAndEvents,
    total: (list) => list.Result.TotalNews,
    detail: api.getNewsEvent,
    detailKey: api.getGetNewsEventQueryKey,
    related: api.listRelatedNewsEvents,
    relatedKey: api.getListRelatedNewsEventsQueryKey,
  } satisfies ArticleSource<Awaited<ReturnType<ContentApi['listNewsEvents']>>>;

  const pages: ContentPage[] = [];
  /** Each edition's item pages, with their dates. */
  const itemPages: Map<string, string | undefined>[] = [];
  for (const locale of locales) {
    const options: RequestOptions = { apiBase, headers: { 'Accept-Language': locale } };
    const [blogPages, newsPages, jobs, settings] = await Promise.all([
      articles(blogs, locale, options),
      articles(newsEvents, locale, options),
      attempt(`${locale} /careers`, () => api.listJobs(jobsRequest, options)),
      attempt(`${locale} /contact`, () => api.getBusinessSettings(options)),
    ]);
    pages.push(...blogPages.pages, ...newsPages.pages);
    if (settings)
      pages.push({
        path: '/contact',
        locale,
        queries: [{ queryKey: api.getGetBusinessSettingsQueryKey(), data: settings }],
      });
    if (jobs) {
      const queries = [{ queryKey: api.getListJobsQueryKey(jobsRequest), data: jobs }];
      // /carreersPopup is the Careers page with the application open: the same jobs.
      pages.push({ path: '/careers', locale, queries }, { path: '/carreersPopup', locale, queries });
    }
    itemPages.push(new Map([...blogPages.items, ...newsPages.items].map(({ page, lastmod }) => [page.path, lastmod])));
  }

  const [first = new Map<string, string | undefined>(), ...others] = itemPages;
  const today = new Date().toISOString().slice(0, 10);
  const sitemapPages = [...first]
    .filter(([path]) => others.every((edition) => edition.has(path)))
    .map(([path, lastmod]) => ({ path, lastmod: lastmod ?? today }));
  return { pages, sitemapPages, failures };
}
