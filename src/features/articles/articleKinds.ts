import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getListBlogsQueryOptions, useGetBlog, useListRelatedBlogs } from '@/api/generated/blogs/blogs';
import type { Article } from '@/api/generated/model';
import {
  getListNewsEventsQueryOptions,
  useGetNewsEvent,
  useListRelatedNewsEvents,
} from '@/api/generated/news-events/news-events';
import { articleListPaths, articlesPerPage, type ArticleKind } from '@/lib/articleListPaths';

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
  heading: MessageDescriptor;
  /** What could not load, as the list's error message names it: 'blogs'. */
  listName: MessageDescriptor;
  intro: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyDescription: MessageDescriptor;
}

const blogWords: ArticleKindWords = {
  heading: msg`Blogs`,
  listName: msg({ message: 'blogs', comment: "Completes: We couldn't load {what}" }),
  intro: msg`Guides and tips on websites, online selling, SEO and invoicing for UAE businesses.`,
  emptyTitle: msg`No Blogs`,
  emptyDescription: msg`There are no blogs to show right now. Please check back soon.`,
};

const newsWords: ArticleKindWords = {
  heading: msg`News & Events`,
  listName: msg({ message: 'news & events', comment: "Completes: We couldn't load {what}" }),
  intro: msg`Product launches, events and company news from Webbee.`,
  emptyTitle: msg`NO NEWS AND EVENTS`,
  emptyDescription: msg`There is no news to show right now. Please check back soon.`,
};

/** What differs between blogs and news: their words, paths, JSON-LD type and the calls that fetch them. */
export const articleKinds = {
  blogs: {
    ...blogWords,
    listPath: articleListPaths.blogs,
    schemaType: 'BlogPosting',
    pageQuery: (pageNumber: number) => getListBlogsQueryOptions(listRequest(pageNumber)),
    useArticlePage: (pageNumber: number): ArticlePage => {
      const query = useQuery(articleKinds.blogs.pageQuery(pageNumber));
      return { ...pageState(query), articles: query.data?.Result.Blogs, total: query.data?.Result.TotalBlogs ?? 0 };
    },
    useDetail: useGetBlog,
    useRelated: useListRelatedBlogs,
  },
  newsEvents: {
    ...newsWords,
    listPath: articleListPaths.newsEvents,
    schemaType: 'NewsArticle',
    pageQuery: (pageNumber: number) => getListNewsEventsQueryOptions(listRequest(pageNumber)),
    useArticlePage: (pageNumber: number): ArticlePage => {
      const query = useQuery(articleKinds.newsEvents.pageQuery(pageNumber));
      return {
        ...pageState(query),
        articles: query.data?.Result.NewsAndEvents,
        total: query.data?.Result.TotalNews ?? 0,
      };
    },
    useDetail: useGetNewsEvent,
    useRelated: useListRelatedNewsEvents,
  },
} as const satisfies Record<ArticleKind, unknown>;
