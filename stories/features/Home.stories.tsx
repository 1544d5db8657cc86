import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { getListHomeBlogsMockHandler, getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { PartUnavailable } from '@/components/PartUnavailable';
import { testimonials } from '@/content/home';
import { HomeArticlesBand } from '@/features/home/HomeArticlesBand';
import HomeArticlesCarousel from '@/features/home/HomeArticlesCarousel';
import { NotFoundNotice } from '@/features/home/NotFoundNotice';
import { ReviewsSlider } from '@/features/home/ReviewsSlider';
import { PageHero } from '@/components/PageHero';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / Home sections' } satisfies StoryDefault;

const blogs = { kind: 'blogs', heading: 'Blogs' } as const;

/** Home's Blogs band around its carousel, dropped, as Home drops it, when the list is empty or fails. */
function BlogsBand() {
  const [dropped, setDropped] = useState(false);
  if (dropped) return null;
  return (
    <HomeArticlesBand {...blogs}>
      <HomeArticlesCarousel {...blogs} onEmpty={() => setDropped(true)} />
    </HomeArticlesBand>
  );
}

export const BlogsCarousel: Story = () => <BlogsBand />;
BlogsCarousel.msw = answeredBy(getListHomeBlogsMockHandler());

/** The band as prerendered, and while its list loads: its title, Show All and a row of card shapes. */
export const BlogsCarouselLoading: Story = () => <BlogsBand />;
BlogsCarouselLoading.msw = answeredBy(getListHomeBlogsMockHandler(neverAnswering));

/**
 * Nothing is shown when the list is empty and when its call failed: the spec's Home shows a
 * carousel only if its list has items (section 2), and a failed list fetch yields an empty list
 * (section 4).
 */
export const BlogsCarouselEmpty: Story = () => <BlogsBand />;
BlogsCarouselEmpty.msw = answeredBy(
  getListHomeBlogsMockHandler({ ...getListHomeBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } }),
);

export const BlogsCarouselFailed: Story = () => <BlogsBand />;
BlogsCarouselFailed.msw = answeredBy(failing(getListHomeBlogsMockHandler()));

/** The band whose code did not arrive: its title and Show All still work, and Retry loads it. */
export const BlogsCarouselCodeFailed: Story = () => (
  <HomeArticlesBand {...blogs}>
    <PartUnavailable loadFailed onRetry={() => undefined} />
  </HomeArticlesBand>
);

export const Reviews: Story = () => <ReviewsSlider reviews={testimonials} />;

export const NoReviews: Story = () => <ReviewsSlider reviews={[]} />;

/** Over Home's hero where Home stands in for a path the site does not have. */
export const PageNotFound: Story = () => (
  <PageHero
    notice={<NotFoundNotice />}
    eyebrow="Websites for UAE businesses"
    title="Your professional business website, ready in 72 hours"
    intro="A complete website from AED 1499 with domain, hosting and SSL included."
  />
);
