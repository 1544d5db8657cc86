import type { PagePrefetch } from '@/lib/pagePrefetch';
import { ArticleListPage } from './ArticleListPage';
import { articleKinds, listPageNumber } from './articleKinds';

export const prefetch: PagePrefetch = (client, location) =>
  client.prefetchQuery(articleKinds.newsEvents.pageQuery(listPageNumber(location.searchParams.get('page'))));

export default function NewsEventsPage() {
  return <ArticleListPage kind="newsEvents" />;
}
