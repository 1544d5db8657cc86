import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { HttpResponse } from 'msw';
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

/** The API's 404 for a slug it does not know: msw answers with the Response a resolver throws. */
const answersNotFound = (): never => {
  const answer: unknown = HttpResponse.json(
    { Status: 'Failed', Message: 'Item not found', StatusCode: 404 },
    { status: 404 },
  );
  throw answer;
};

/** An unknown slug: a friendly state with a way back to the list. */
export const NotFound: Story = () => <ArticleDetailPage kind="blogs" />;
NotFound.decorators = [at('blogs', slug)];
NotFound.msw = answeredBy(getGetBlogMockHandler(answersNotFound));

/** A failed call: the page says it couldn't load, with Retry. */
export const Failed: Story = () => <ArticleDetailPage kind="blogs" />;
Failed.decorators = [at('blogs', slug)];
Failed.msw = answeredBy(failing(getGetBlogMockHandler()));

/** A post as the Arabic edition receives it; switch the toolbar to right to left to read it as visitors do. */
export const ArabicPost: Story = () => <ArticleDetailPage kind="blogs" />;
ArabicPost.decorators = [at('blogs', slug)];
ArabicPost.msw = answeredBy(
  getGetBlogMockHandler({
    ...getGetBlogResponseMock(),
    Result: {
      ...getGetBlogResponseMock().Result,
      Title: 'أطلق نشاطك التجاري في الإمارات عبر الإنترنت خلال 72 ساعة',
      Description:
        '<p>لم يعد إنشاء موقع احترافي يستغرق أشهراً. مع نظام لإدارة المحتوى صُمّم للشركات في الإمارات، يمكن أن يصبح موقعك جاهزاً خلال 72 ساعة فقط.</p><h2>ما الذي تحتاج إلى تحضيره</h2><ul><li>الاسم التجاري في رخصتك وشعارك</li><li>صور منتجاتك أو خدماتك</li></ul>',
    },
  }),
  getListRelatedBlogsMockHandler({ ...getListRelatedBlogsResponseMock(), Result: [] }),
);

/** An item without a picture: its title set as the cover beside the heading. */
export const LoadedWithoutPicture: Story = () => <ArticleDetailPage kind="newsEvents" />;
LoadedWithoutPicture.decorators = [at('newsEvents', newsSlug)];
LoadedWithoutPicture.msw = answeredBy(
  getGetNewsEventMockHandler({
    ...getGetNewsEventResponseMock(),
    Result: { ...getGetNewsEventResponseMock().Result, ImagePath: '' },
  }),
  getListRelatedNewsEventsMockHandler(),
);

/** An item that names no writer: under its title, only its date and reading time. */
export const LoadedWithoutAuthor: Story = () => <ArticleDetailPage kind="blogs" />;
LoadedWithoutAuthor.decorators = [at('blogs', slug)];
LoadedWithoutAuthor.msw = answeredBy(
  getGetBlogMockHandler({
    ...getGetBlogResponseMock(),
    Result: { ...getGetBlogResponseMock().Result, Author: undefined },
  }),
  getListRelatedBlogsMockHandler(),
);

export const NewsEventLoadedWithSimilar: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventLoadedWithSimilar.decorators = [at('newsEvents', newsSlug)];
NewsEventLoadedWithSimilar.msw = answeredBy(getGetNewsEventMockHandler(), getListRelatedNewsEventsMockHandler());

export const NewsEventNotFound: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventNotFound.decorators = [at('newsEvents', newsSlug)];
NewsEventNotFound.msw = answeredBy(getGetNewsEventMockHandler(answersNotFound));

export const NewsEventFailed: Story = () => <ArticleDetailPage kind="newsEvents" />;
NewsEventFailed.decorators = [at('newsEvents', newsSlug)];
NewsEventFailed.msw = answeredBy(failing(getGetNewsEventMockHandler()));
