import type { PagePrefetch } from '@/lib/pagePrefetch';
import { ArticleListPage } from './ArticleListPage';
import { articleKinds, listPageNumber } from './articleKinds';

export const prefetch: PagePrefetch = (client, location) =>
  client.prefetchQuery(articleKinds.blogs.pageQuery(listPageNumber(location.searchParams.get('page'))));

export default function BlogsPage() {
  return <ArticleListPage kind="blogs" />;
}
