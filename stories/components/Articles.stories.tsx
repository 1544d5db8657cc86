import type { Story, StoryDefault } from '@ladle/react';
import { getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { getListHomeNewsEventsResponseMock } from '@/api/generated/news-events/news-events.msw';
import { ArticleCard } from '@/components/ArticleCard';
import { ArticlePicture } from '@/components/ArticlePicture';
import CardCarousel from '@/components/CardCarousel';
import { Paginator } from '@/components/Paginator';
import { EmptyState, LoadError } from '@/components/StatusMessage';

export default { title: 'Components / Articles' } satisfies StoryDefault;

const blogs = getListHomeBlogsResponseMock().Result.Blogs;
const news = getListHomeNewsEventsResponseMock().Result.NewsAndEvents;

export const Card: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard article={blogs[0]} kind="blogs" />
  </div>
);

export const CardWithLongTitle: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard
      article={{ ...blogs[4], Title: `${blogs[4].Title}, and everything else a UAE shop owner should know` }}
      kind="blogs"
    />
  </div>
);

/** A post without a picture gets the designed cover. */
export const CardWithoutImage: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard article={{ ...blogs[1], ImagePath: '' }} kind="blogs" />
  </div>
);

/** A picture that fails to load gives way to the same cover. */
export const CardWithBrokenImage: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard article={{ ...news[1], ImagePath: '/images/covers/missing.svg' }} kind="newsEvents" />
  </div>
);

/** Items without pictures side by side: each title keeps its own colours. */
export const CoversWithoutPictures: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 24 }}>
    {[...blogs.slice(0, 4), ...news.slice(0, 4)].map((article, index) => (
      <ArticlePicture
        key={article.Slug}
        article={{ ...article, ImagePath: '' }}
        kind={index < 4 ? 'blogs' : 'newsEvents'}
        variant="card"
      />
    ))}
  </div>
);

/** Every example's picture, as a list page's rows show them. */
export const Pictures: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 24 }}>
    {[...blogs, ...news].map((article, index) => (
      <ArticlePicture
        key={article.Slug}
        article={article}
        kind={index < blogs.length ? 'blogs' : 'newsEvents'}
        variant="card"
      />
    ))}
  </div>
);

/** The detail page's picture beside its title, and its cover when there is none. */
export const FeaturePictures: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 520px))', gap: 24 }}>
    <ArticlePicture article={blogs[0]} kind="blogs" variant="feature" loading="eager" />
    <ArticlePicture article={{ ...news[0], ImagePath: '' }} kind="newsEvents" variant="feature" />
  </div>
);

export const Carousel: Story = () => (
  <CardCarousel
    label="Latest Blogs"
    slides={blogs.map((article) => ({
      key: article.Slug,
      content: <ArticleCard article={article} kind="blogs" />,
    }))}
  />
);

export const EmptyCarousel: Story = () => <CardCarousel label="Latest Blogs" slides={[]} />;

export const PaginatorFirstPage: Story = () => (
  <Paginator page={1} totalPages={3} hrefFor={(page) => `/blogs?page=${page}`} />
);

export const PaginatorManyPages: Story = () => (
  <Paginator page={6} totalPages={12} hrefFor={(page) => `/blogs?page=${page}`} />
);

export const PaginatorLastPage: Story = () => (
  <Paginator page={12} totalPages={12} hrefFor={(page) => `/blogs?page=${page}`} />
);

export const Empty: Story = () => (
  <EmptyState title="No Blogs" description="There are no blogs to show right now. Please check back soon." />
);

export const Failed: Story = () => <LoadError what="blogs" onRetry={() => undefined} />;
