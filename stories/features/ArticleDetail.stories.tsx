import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getGetBlogQueryKey, getListRelatedBlogsQueryKey } from '../../src/api/generated/blogs/blogs';
import { getGetBlogResponseMock, getListRelatedBlogsResponseMock } from '../../src/api/generated/blogs/blogs.msw';
import { ArticleDetailPage } from '../../src/features/articles/ArticleDetailPage';
import { withQueries } from '../queryState';

const slug = getGetBlogResponseMock().Result.Slug;

const atBlogPath: StoryDecorator = (Story) => (
  <Router hook={memoryLocation({ path: `/blogs/${slug}` }).hook}>
    <Route path="/blogs/:slug">
      <Story />
    </Route>
  </Router>
);

export default { title: 'Pages / Blog and news detail', decorators: [atBlogPath] } satisfies StoryDefault;

export const Loaded: Story = () => <ArticleDetailPage kind="blogs" />;
Loaded.decorators = [withQueries({ key: getGetBlogQueryKey(slug), data: getGetBlogResponseMock() })];

export const Loading: Story = () => <ArticleDetailPage kind="blogs" />;
Loading.decorators = [withQueries({ key: getGetBlogQueryKey(slug), loading: true })];

export const LoadedWithSimilar: Story = () => <ArticleDetailPage kind="blogs" />;
LoadedWithSimilar.decorators = [
  withQueries(
    { key: getGetBlogQueryKey(slug), data: getGetBlogResponseMock() },
    { key: getListRelatedBlogsQueryKey(slug), data: getListRelatedBlogsResponseMock() },
  ),
];

/** A failed call or an unknown slug: a friendly state with a way back to the list. */
export const NotFound: Story = () => <ArticleDetailPage kind="blogs" />;
NotFound.decorators = [withQueries({ key: getGetBlogQueryKey(slug), error: true })];
