import {
  getGetNewsEventQueryOptions,
  getListRelatedNewsEventsQueryOptions,
} from '@/api/generated/news-events/news-events';
import type { PagePrefetch } from '@/lib/pagePrefetch';
import { ArticleDetailPage } from './ArticleDetailPage';
import { slugOf } from './articleKinds';

export const prefetch: PagePrefetch = (client, location) => {
  const slug = slugOf(location);
  return Promise.all([
    client.prefetchQuery(getGetNewsEventQueryOptions(slug)),
    client.prefetchQuery(getListRelatedNewsEventsQueryOptions(slug)),
  ]);
};

export default function NewsEventDetailPage() {
  return <ArticleDetailPage kind="newsEvents" />;
}
