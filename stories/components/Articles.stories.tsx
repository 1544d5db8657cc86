import type { Story, StoryDefault } from '@ladle/react';
import { getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { ArticleCard } from '@/components/ArticleCard';
import CardCarousel from '@/components/CardCarousel';
import { Paginator } from '@/components/Paginator';
import { EmptyState, LoadError } from '@/components/StatusMessage';

export default { title: 'Components / Articles' } satisfies StoryDefault;

const blogs = getListHomeBlogsResponseMock().Result.Blogs;

export const Card: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard article={blogs[0]} listPath="/blogs" />
  </div>
);

export const CardWithLongTitle: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard
      article={{ ...blogs[4], Title: `${blogs[4].Title}, and everything else a UAE shop owner should know` }}
      listPath="/blogs"
    />
  </div>
);

/** A post without a picture gets the designed cover. */
export const CardWithoutImage: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ArticleCard article={{ ...blogs[1], ImagePath: '' }} listPath="/blogs" />
  </div>
);

export const Carousel: Story = () => (
  <CardCarousel
    label="Latest Blogs"
    slides={blogs.map((article) => ({
      key: article.Slug,
      content: <ArticleCard article={article} listPath="/blogs" />,
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
