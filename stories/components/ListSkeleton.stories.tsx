import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@mantine/core';
import { ArticleCarouselSkeleton, ArticleGridSkeleton, JobRowsSkeleton, ListSkeleton } from '@/components/ListSkeleton';

export default { title: 'Components / List skeletons' } satisfies StoryDefault;

/** What /blogs and /newsEvents prerender while their list loads: a page of twelve cards. */
export const ArticlePage: Story = () => (
  <Container size="xl" py="xl">
    <ArticleGridSkeleton what="Blogs" count={12} />
  </Container>
);

/** The fewest cards, as on a short last page. */
export const OneArticle: Story = () => (
  <Container size="xl" py="xl">
    <ArticleGridSkeleton what="News & Events" count={1} />
  </Container>
);

/** What a carousel of article cards holds until it comes: as many cards as it shows at this width. */
export const ArticleRow: Story = () => (
  <Container size="xl" py="xl">
    <ArticleCarouselSkeleton what="Blogs" />
  </Container>
);

/** The careers list's rows, inside the status region that names what is loading. */
export const JobRows: Story = () => (
  <Container size="sm" py="xl">
    <ListSkeleton what="jobs">
      <JobRowsSkeleton count={4} />
    </ListSkeleton>
  </Container>
);
