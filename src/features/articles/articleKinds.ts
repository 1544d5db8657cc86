import { useGetBlog, useListBlogs, useListHomeBlogs, useListRelatedBlogs } from '@/api/generated/blogs/blogs';
import type { Article } from '@/api/generated/model';
import {
  useGetNewsEvent,
  useListHomeNewsEvents,
  useListNewsEvents,
  useListRelatedNewsEvents,
} from '@/api/generated/news-events/news-events';

/** Cards a list page shows, and a Home carousel asks for (spec section 9). */
export const articlesPerPage = 12;
const homeRequest = { search: '', pageNumber: 1, pageSize: articlesPerPage };

/** One page of a list, whichever kind it is. */
export interface ArticlePage {
  articles: Article[] | undefined;
  total: number;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** What differs between blogs and news: their words, paths, JSON-LD type and the calls that fetch them. */
export const articleKinds = {
  blogs: {
    heading: 'Blogs',
    homeHeading: 'Blogs',
    intro: 'Guides and tips on websites, online selling, SEO and invoicing for UAE businesses.',
    listPath: '/blogs',
    emptyTitle: 'No Blogs',
    emptyDescription: 'There are no blogs to show right now. Please check back soon.',
    schemaType: 'BlogPosting',
    useHomeArticles: (): Article[] | undefined =>
      useListHomeBlogs(homeRequest, { ForHomePage: true }).data?.Result.Blogs,
    useArticlePage: (pageNumber: number): ArticlePage => {
      const query = useListBlogs({ ForHomePage: false, search: '', pageNumber, pageSize: articlesPerPage });
      return { ...query, articles: query.data?.Result.Blogs, total: query.data?.Result.TotalBlogs ?? 0 };
    },
    useDetail: useGetBlog,
    useRelated: useListRelatedBlogs,
  },
  newsEvents: {
    heading: 'News & Events',
    homeHeading: 'News & Events',
    intro: 'Product launches, events and company news from Webbee.',
    listPath: '/newsEvents',
    emptyTitle: 'NO NEWS AND EVENTS',
    emptyDescription: 'There is no news to show right now. Please check back soon.',
    schemaType: 'NewsArticle',
    useHomeArticles: (): Article[] | undefined =>
      useListHomeNewsEvents(homeRequest, { ForHomePage: true }).data?.Result.NewsAndEvents,
    useArticlePage: (pageNumber: number): ArticlePage => {
      const query = useListNewsEvents({ ForHomePage: false, search: '', pageNumber, pageSize: articlesPerPage });
      return { ...query, articles: query.data?.Result.NewsAndEvents, total: query.data?.Result.TotalNews ?? 0 };
    },
    useDetail: useGetNewsEvent,
    useRelated: useListRelatedNewsEvents,
  },
} as const;

export type ArticleKind = keyof typeof articleKinds;
