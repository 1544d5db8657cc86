import type { Story, StoryDefault } from '@ladle/react';
import { getListHomeBlogsQueryKey } from '@/api/generated/blogs/blogs';
import { getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { testimonials } from '@/content/home';
import HomeArticlesCarousel from '@/features/articles/HomeArticlesCarousel';
import { ReviewsSlider } from '@/features/home/ReviewsSlider';
import { withQueries } from '../queryState';

export default { title: 'Pages / Home sections' } satisfies StoryDefault;

const homeBlogsKey = getListHomeBlogsQueryKey({ search: '', pageNumber: 1, pageSize: 12 }, { ForHomePage: true });

export const BlogsCarousel: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarousel.decorators = [withQueries({ key: homeBlogsKey, data: getListHomeBlogsResponseMock() })];

/** Nothing is shown while the list loads, when it is empty and when its call failed. */
export const BlogsCarouselEmpty: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarouselEmpty.decorators = [
  withQueries({ key: homeBlogsKey, data: { ...getListHomeBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } } }),
];

export const BlogsCarouselLoading: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarouselLoading.decorators = [withQueries({ key: homeBlogsKey, loading: true })];

export const BlogsCarouselFailed: Story = () => <HomeArticlesCarousel kind="blogs" />;
BlogsCarouselFailed.decorators = [withQueries({ key: homeBlogsKey, error: true })];

export const Reviews: Story = () => <ReviewsSlider reviews={testimonials} />;

export const NoReviews: Story = () => <ReviewsSlider reviews={[]} />;
