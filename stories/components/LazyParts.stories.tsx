import type { Story, StoryDefault } from '@ladle/react';
import { Container, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { ArticleCard } from '@/components/ArticleCard';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { retryableLazy } from '@/lib/retryableLazy';

export default { title: 'Components / Lazily loaded parts' } satisfies StoryDefault;

const blogs = getListHomeBlogsResponseMock().Result.Blogs;
type NoteModule = { default: (props: { text: string }) => ReactNode };

/** A part whose code never arrives: its loader, until the boundary gives up after 10 s. */
const NeverArrives = retryableLazy(() => new Promise<NoteModule>(() => {}));
/** A part whose code fails on every attempt, as with the network down: Retry tries again. */
const AlwaysFails = retryableLazy(() =>
  Promise.reject<NoteModule>(new TypeError('Failed to fetch dynamically imported module')),
);

const inPartBoundary = (part: ReactNode) => (
  <Container size="sm" py="xl">
    <PartBoundary fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}>
      <Suspense fallback={<Loader aria-label="Loading the part" />}>{part}</Suspense>
    </PartBoundary>
  </Container>
);

/** Home's and a post's carousel, its code loaded on first render. */
export const Loaded: Story = () => (
  <LazyCardCarousel
    label="Latest Blogs"
    slides={blogs.map((article) => ({
      key: article.Slug,
      content: <ArticleCard article={article} kind="blogs" />,
    }))}
  />
);

export const Loading: Story = () => inPartBoundary(<NeverArrives text="Never shown" />);

export const LoadFailed: Story = () => inPartBoundary(<AlwaysFails text="Never shown" />);

/** A part that broke once its code had loaded. */
export const Broken: Story = () => <PartUnavailable loadFailed={false} onRetry={() => {}} />;

/** In a small panel, such as the chat button's QR code. */
export const Compact: Story = () => (
  <div style={{ width: 200 }}>
    <PartUnavailable variant="compact" loadFailed onRetry={() => {}} />
  </div>
);

/** Over the page, in place of the toasts. */
export const Floating: Story = () => <PartUnavailable variant="floating" loadFailed onRetry={() => {}} />;
