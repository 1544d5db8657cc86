import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  getGetBlogMockHandler,
  getGetBlogResponseMock,
  getListRelatedBlogsMockHandler,
  getListRelatedBlogsResponseMock,
} from '@/api/generated/blogs/blogs.msw';
import {
  getGetNewsEventMockHandler,
  getGetNewsEventResponseMock,
  getListRelatedNewsEventsMockHandler,
} from '@/api/generated/news-events/news-events.msw';
import { ArticleDetailPage } from '@/features/articles/ArticleDetailPage';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

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
Loaded.decorators = [at('blogs', slug)];
Loaded.msw = answeredBy(
  getGetBlogMockHandler(),
  getListRelatedBlogsMockHandler({ ...getListRelatedBlogsResponseMock(), Result: [] }),
);

export const Loading: Story = () => <ArticleDetailPage kind="blogs" />;
Loading.decorators = [at('blogs', slug)];
Loading.msw = answeredBy(getGetBlogMockHandler(neverAnswering));

export const LoadedWithSimilar: Story = () => <ArticleDetailPage kind="blogs" />;
LoadedWithSimilar.decorators = [at('blogs', slug)];
LoadedWithSimilar.msw = answeredBy(getGetBlogMockHandler(), getListRelatedBlogsMockHandler());

/** A failed call or an unknown slug: a friendly state with a way back to the list. */
export const NotFound: Story = () => <ArticleDetailPage kind="blogs" />;
NotFound.decorators = [at('blogs', slug)];
NotFound.msw = answeredBy(failing(getGetBlogMockHandler()));

export const NewsEventLoadedWithSimilar: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventLoadedWithSimilar.decorators = [at('newsEvents', newsSlug)];
NewsEventLoadedWithSimilar.msw = answeredBy(getGetNewsEventMockHandler(), getListRelatedNewsEventsMockHandler());

export const NewsEventNotFound: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventNotFound.decorators = [at('newsEvents', newsSlug)];
NewsEventNotFound.msw = answeredBy(failing(getGetNewsEventMockHandler()));
