import { getGetBlogQueryOptions, getListRelatedBlogsQueryOptions } from '@/api/generated/blogs/blogs';
import type { PageLoader } from '@/lib/pageLoader';
import { ArticleDetailPage } from './ArticleDetailPage';
import { slugOf } from './articleKinds';

export const loader: PageLoader = (client, location, request) => {
  const slug = slugOf(location);
  return Promise.all([
    client.prefetchQuery(getGetBlogQueryOptions(slug, { request })),
    client.prefetchQuery(getListRelatedBlogsQueryOptions(slug, { request })),
  ]);
};

export default function BlogDetailPage() {
  return <ArticleDetailPage kind="blogs" />;
}
