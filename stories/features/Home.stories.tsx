import type { Story, StoryDefault } from '@ladle/react';
import { getListHomeBlogsMockHandler, getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { testimonials } from '@/content/home';
import HomeArticlesCarousel from '@/features/articles/HomeArticlesCarousel';
import { ReviewsSlider } from '@/features/home/ReviewsSlider';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / Home sections' } satisfies StoryDefault;

export const BlogsCarousel: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarousel.msw = answeredBy(getListHomeBlogsMockHandler());

/** Nothing is shown while the list loads, when it is empty and when its call failed. */
export const BlogsCarouselEmpty: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarouselEmpty.msw = answeredBy(
  getListHomeBlogsMockHandler({ ...getListHomeBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } }),
);

export const BlogsCarouselLoading: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarouselLoading.msw = answeredBy(getListHomeBlogsMockHandler(neverAnswering));

export const BlogsCarouselFailed: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarouselFailed.msw = answeredBy(failing(getListHomeBlogsMockHandler()));

export const Reviews: Story = () => <ReviewsSlider reviews={testimonials} />;

export const NoReviews: Story = () => <ReviewsSlider reviews={[]} />;
