import type { Story, StoryDefault } from '@ladle/react';
import { getListBlogsMockHandler, getListBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import {
  getListNewsEventsMockHandler,
  getListNewsEventsResponseMock,
} from '@/api/generated/news-events/news-events.msw';
import { ArticleListPage } from '@/features/articles/ArticleListPage';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / Blog and news lists' } satisfies StoryDefault;

export const Blogs: Story = () => <ArticleListPage kind="blogs" />;
Blogs.msw = answeredBy(getListBlogsMockHandler());

export const News: Story = () => <ArticleListPage kind="newsEvents" />;
News.msw = answeredBy(getListNewsEventsMockHandler());

export const Loading: Story = () => <ArticleListPage kind="blogs" />;
Loading.msw = answeredBy(getListBlogsMockHandler(neverAnswering));

export const BlogsEmpty: Story = () => <ArticleListPage kind="blogs" />;
BlogsEmpty.msw = answeredBy(
  getListBlogsMockHandler({ ...getListBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } }),
);

export const NewsEmpty: Story = () => <ArticleListPage kind="newsEvents" />;
NewsEmpty.msw = answeredBy(
  getListNewsEventsMockHandler({ ...getListNewsEventsResponseMock(), Result: { NewsAndEvents: [], TotalNews: 0 } }),
);

export const Failed: Story = () => <ArticleListPage kind="blogs" />;
Failed.msw = answeredBy(failing(getListBlogsMockHandler()));

export const NewsLoading: Story = () => <ArticleListPage kind="newsEvents" />;
NewsLoading.msw = answeredBy(getListNewsEventsMockHandler(neverAnswering));

export const NewsFailed: Story = () => <ArticleListPage kind="newsEvents" />;
NewsFailed.msw = answeredBy(failing(getListNewsEventsMockHandler()));

const arabicTitles = [
  'أطلق نشاطك التجاري في الإمارات عبر الإنترنت خلال 72 ساعة',
  'لماذا يحتاج كل مطعم في دبي إلى قائمة طعام تناسب الهاتف',
  'أساسيات تحسين محركات البحث للشركات الصغيرة في الإمارات',
];

/** Posts as the Arabic edition receives them; switch the toolbar to right to left to read them as visitors do. */
export const ArabicBlogs: Story = () => <ArticleListPage kind="blogs" />;
ArabicBlogs.msw = answeredBy(
  getListBlogsMockHandler({
    ...getListBlogsResponseMock(),
    Result: {
      ...getListBlogsResponseMock().Result,
      Blogs: getListBlogsResponseMock()
        .Result.Blogs.slice(0, arabicTitles.length)
        .map((blog, index) => ({ ...blog, Title: arabicTitles[index], Description: `<p>${arabicTitles[index]}.</p>` })),
      TotalBlogs: arabicTitles.length,
    },
  }),
);
