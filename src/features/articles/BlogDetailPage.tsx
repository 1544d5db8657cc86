import { getGetBlogQueryOptions, getListRelatedBlogsQueryOptions } from '@/api/generated/blogs/blogs';
import type { PagePrefetch } from '@/lib/pagePrefetch';
import { ArticleDetailPage } from './ArticleDetailPage';
import { slugOf } from './articleKinds';

export const prefetch: PagePrefetch = (client, location) => {
  const slug = slugOf(location);
  return Promise.all([
    client.prefetchQuery(getGetBlogQueryOptions(slug)),
    client.prefetchQuery(getListRelatedBlogsQueryOptions(slug)),
  ]);
};

export default function BlogDetailPage() {
  return <ArticleDetailPage kind="blogs" />;
}
