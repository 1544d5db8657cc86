import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getGetBlogQueryKey, getListRelatedBlogsQueryKey } from '@/api/generated/blogs/blogs';
import { getGetBlogResponseMock, getListRelatedBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { getGetNewsEventQueryKey, getListRelatedNewsEventsQueryKey } from '@/api/generated/news-events/news-events';
import {
  getGetNewsEventResponseMock,
  getListRelatedNewsEventsResponseMock,
} from '@/api/generated/news-events/news-events.msw';
import { ArticleDetailPage } from '@/features/articles/ArticleDetailPage';
import { withQueries } from '../queryState';

const slug = getGetBlogResponseMock().Result.Slug;
const newsSlug = getGetNewsEventResponseMock().Result.Slug;

const at =
  (list: string, itemSlug: string): StoryDecorator =>
  (Story) => (
    <Router hook={memoryLocation({ path: `/${list}/${itemSlug}` }).hook}>
      <Route path={`/${list}/:slug`}>
        <Story />
      </Route>
    </Router>
  );

export default { title: 'Pages / Blog and news detail' } satisfies StoryDefault;

export const Loaded: Story = () => <ArticleDetailPage kind="blogs" />;
Loaded.decorators = [at('blogs', slug), withQueries({ key: getGetBlogQueryKey(slug), data: getGetBlogResponseMock() })];

export const Loading: Story = () => <ArticleDetailPage kind="blogs" />;
Loading.decorators = [at('blogs', slug), withQueries({ key: getGetBlogQueryKey(slug), loading: true })];

export const LoadedWithSimilar: Story = () => <ArticleDetailPage kind="blogs" />;
LoadedWithSimilar.decorators = [
  at('blogs', slug),
  withQueries(
    { key: getGetBlogQueryKey(slug), data: getGetBlogResponseMock() },
    { key: getListRelatedBlogsQueryKey(slug), data: getListRelatedBlogsResponseMock() },
  ),
];

/** A failed call or an unknown slug: a friendly state with a way back to the list. */
export const NotFound: Story = () => <ArticleDetailPage kind="blogs" />;
NotFound.decorators = [at('blogs', slug), withQueries({ key: getGetBlogQueryKey(slug), error: true })];

export const NewsEventLoadedWithSimilar: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventLoadedWithSimilar.decorators = [
  at('newsEvents', newsSlug),
  withQueries(
    { key: getGetNewsEventQueryKey(newsSlug), data: getGetNewsEventResponseMock() },
    { key: getListRelatedNewsEventsQueryKey(newsSlug), data: getListRelatedNewsEventsResponseMock() },
  ),
];

export const NewsEventNotFound: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventNotFound.decorators = [
  at('newsEvents', newsSlug),
  withQueries({ key: getGetNewsEventQueryKey(newsSlug), error: true }),
];
