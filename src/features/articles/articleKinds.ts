import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { getListBlogsQueryOptions, useGetBlog, useListRelatedBlogs } from '@/api/generated/blogs/blogs';
import type { Article, StatusResponse } from '@/api/generated/model';
import type { HttpOptions } from '@/api/http';
import {
  getListNewsEventsQueryOptions,
  useGetNewsEvent,
  useListRelatedNewsEvents,
} from '@/api/generated/news-events/news-events';
import { asCardExcerptHtml } from '@/components/htmlText';
import { AnnouncementIllustration } from '@/components/illustrations/AnnouncementIllustration';
import { ArticleIllustration } from '@/components/illustrations/ArticleIllustration';
import { articleListPaths, articlesPerPage, type ArticleKind } from '@/lib/articleListPaths';
import type { ItemPage } from '@/lib/pageLoader';

const listRequest = (pageNumber: number) => ({ ForHomePage: false, search: '', pageNumber, pageSize: articlesPerPage });

/** The slug of a detail page's address, as wouter hands it to the page. */
export const slugOf = (location: URL) => decodeURIComponent(location.pathname.split('/')[2] ?? '');

/** The list page a ?page= value asks for; anything but a positive whole number means page 1. */
export const listPageNumber = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** One page of a list, whichever kind it is. */
export interface ArticlePage {
  articles: Article[] | undefined;
  total: number;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Only what the list shows of its query: React Query re-renders a component for the fields it
 * read, and the page's data is asked for again once it is idle, so a page that read them
 * all (isFetching, dataUpdatedAt) rendered its whole list again, at once, twice, for the same data.
 */
const pageState = ({
  isPending,
  isError,
  refetch,
}: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'refetch'>) => ({ isPending, isError, refetch });

/** A kind's words, each rendered in the page's language. */
interface ArticleKindWords {
  /** What the list is, over its heading. */
  eyebrow: MessageDescriptor;
  heading: MessageDescriptor;
  /** What could not load, as the list's error message names it: 'blogs'. */
  listName: MessageDescriptor;
  intro: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyDescription: MessageDescriptor;
}

const blogWords: ArticleKindWords = {
  eyebrow: msg`Guides and tips`,
  heading: msg`Blogs`,
  listName: msg({ message: 'blogs', comment: "Completes: We couldn't load {what}" }),
  intro: msg`Guides and tips on websites, online selling, SEO and invoicing for UAE businesses.`,
  emptyTitle: msg`No Blogs`,
  emptyDescription: msg`There are no blogs to show right now. Please check back soon.`,
};

const newsWords: ArticleKindWords = {
  eyebrow: msg`Company news`,
  heading: msg`News & Events`,
  listName: msg({ message: 'news & events', comment: "Completes: We couldn't load {what}" }),
  intro: msg`Product launches, events and company news from Webbee.`,
  emptyTitle: msg`NO NEWS AND EVENTS`,
  emptyDescription: msg`There is no news to show right now. Please check back soon.`,
};

/** A list page's articles and how many the whole list has. */
interface ArticleListPage {
  articles: Article[];
  total: number;
}

/**
 * An article as its card reads it (src/components/ArticleCard.tsx): no more of its text than the
 * excerpt, a fraction of the whole and the heaviest part of a list page's HTML, and none of the
 * fields no card shows (Id, Month, Day).
 */
const asCard = ({ Slug, Title, ImagePath, CreationDate, EstimatedReadingMinutes, Description }: Article): Article => ({
  Slug,
  Title,
  ImagePath,
  CreationDate,
  EstimatedReadingMinutes,
  Description: asCardExcerptHtml(Description),
});

/** A list's answer as a list page carries it: each article as its card reads it. */
const carriedForCards = (data: unknown) => {
  const { Result, ...rest } = data as { Result: Record<string, unknown> };
  const articlesOnly = (value: unknown) => (Array.isArray(value) ? (value as Article[]).map(asCard) : value);
  return {
    ...rest,
    Result: Object.fromEntries(Object.entries(Result).map(([key, value]) => [key, articlesOnly(value)])),
  };
};

/** A kind's list as the list page reads it, as the prerender reads it whole, from one query each. */
const articleList = <Data>(
  pageQuery: (pageNumber: number, request?: HttpOptions) => UseQueryOptions<Data, StatusResponse, Data, QueryKey>,
  listOf: (data: Data) => ArticleListPage,
) => ({
  pageQuery,
  useArticlePage: (pageNumber: number): ArticlePage => {
    const query = useQuery(pageQuery(pageNumber));
    const list = query.data === undefined ? undefined : listOf(query.data);
    return { ...pageState(query), articles: list?.articles, total: list?.total ?? 0 };
  },
  readPage: async (client: QueryClient, pageNumber: number, request?: HttpOptions) =>
    listOf(await client.fetchQuery(pageQuery(pageNumber, request))),
});

/**
 * What differs between blogs and news: their words, the list's drawing, paths, JSON-LD type and the
 * calls that fetch them.
 */
export const articleKinds = {
  blogs: {
    ...blogWords,
    ...articleList(
      (pageNumber, request) =>
        getListBlogsQueryOptions(listRequest(pageNumber), { request, query: { meta: { carried: carriedForCards } } }),
      ({ Result }) => ({ articles: Result.Blogs, total: Result.TotalBlogs }),
    ),
    ListEmblem: ArticleIllustration,
    listPath: articleListPaths.blogs,
    schemaType: 'BlogPosting',
    useDetail: useGetBlog,
    useRelated: useListRelatedBlogs,
  },
  newsEvents: {
    ...newsWords,
    ...articleList(
      (pageNumber, request) =>
        getListNewsEventsQueryOptions(listRequest(pageNumber), {
          request,
          query: { meta: { carried: carriedForCards } },
        }),
      ({ Result }) => ({ articles: Result.NewsAndEvents, total: Result.TotalNews }),
    ),
    ListEmblem: AnnouncementIllustration,
    listPath: articleListPaths.newsEvents,
    schemaType: 'NewsArticle',
    useDetail: useGetNewsEvent,
    useRelated: useListRelatedNewsEvents,
  },
} as const satisfies Record<ArticleKind, unknown>;

/** Pages of a list read at most, should an API keep answering with more. */
const mostListPages = 50;

/** Every item of a kind, read page by page as its list page shows them, dated by each item's CreationDate. */
export async function articleItemPages(kind: ArticleKind, client: QueryClient, request?: HttpOptions) {
  const { readPage, listPath } = articleKinds[kind];
  const pages: ItemPage[] = [];
  for (let pageNumber = 1; pageNumber <= mostListPages; pageNumber += 1) {
    const { articles, total } = await readPage(client, pageNumber, request);
    for (const { Slug, CreationDate } of articles)
      pages.push({
        path: `${listPath}/${encodeURIComponent(Slug)}`,
        lastmod: /^\d{4}-\d{2}-\d{2}/.exec(CreationDate)?.[0],
      });
    if (articles.length === 0 || pageNumber * articlesPerPage >= total) break;
  }
  return pages;
}
