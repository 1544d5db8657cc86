import type { Story, StoryDefault } from '@ladle/react';
import { getListBlogsQueryKey } from '@/api/generated/blogs/blogs';
import { getListBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { getListNewsEventsQueryKey } from '@/api/generated/news-events/news-events';
import { getListNewsEventsResponseMock } from '@/api/generated/news-events/news-events.msw';
import { ArticleListPage } from '@/features/articles/ArticleListPage';
import { withQueries } from '../queryState';

export default { title: 'Pages / Blog and news lists' } satisfies StoryDefault;

const firstPage = { ForHomePage: false, search: '', pageNumber: 1, pageSize: 12 };
const blogsKey = getListBlogsQueryKey(firstPage);
const newsKey = getListNewsEventsQueryKey(firstPage);

export const Blogs: Story = () => <ArticleListPage kind="blogs" />;
Blogs.decorators = [withQueries({ key: blogsKey, data: getListBlogsResponseMock() })];

export const News: Story = () => <ArticleListPage kind="newsEvents" />;
News.decorators = [withQueries({ key: newsKey, data: getListNewsEventsResponseMock() })];

export const Loading: Story = () => <ArticleListPage kind="blogs" />;
Loading.decorators = [withQueries({ key: blogsKey, loading: true })];

export const BlogsEmpty: Story = () => <ArticleListPage kind="blogs" />;
BlogsEmpty.decorators = [
  withQueries({ key: blogsKey, data: { ...getListBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } } }),
];

export const NewsEmpty: Story = () => <ArticleListPage kind="newsEvents" />;
NewsEmpty.decorators = [
  withQueries({
    key: newsKey,
    data: { ...getListNewsEventsResponseMock(), Result: { NewsAndEvents: [], TotalNews: 0 } },
  }),
];

export const Failed: Story = () => <ArticleListPage kind="blogs" />;
Failed.decorators = [withQueries({ key: blogsKey, error: true })];
