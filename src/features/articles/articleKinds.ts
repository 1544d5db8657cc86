import { useGetBlog } from '../../api/generated/blogs/blogs';
import { useGetNewsEvent } from '../../api/generated/news-events/news-events';

/** What differs between blogs and news: their names, paths and the calls that fetch them. */
export const articleKinds = {
  blogs: {
    heading: 'Blogs',
    intro: 'Guides and tips on websites, online selling, SEO and invoicing for UAE businesses.',
    listPath: '/blogs',
    useDetail: useGetBlog,
  },
  newsEvents: {
    heading: 'News & Events',
    intro: 'Product launches, events and company news from Webbee.',
    listPath: '/newsEvents',
    useDetail: useGetNewsEvent,
  },
} as const;

export type ArticleKind = keyof typeof articleKinds;
