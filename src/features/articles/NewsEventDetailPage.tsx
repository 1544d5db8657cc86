import {
  getGetNewsEventQueryOptions,
  getListRelatedNewsEventsQueryOptions,
} from '@/api/generated/news-events/news-events';
import type { PageLoader } from '@/lib/pageLoader';
import { ArticleDetailPage } from './ArticleDetailPage';
import { slugOf } from './articleKinds';

export const loader: PageLoader = (client, location, request) => {
  const slug = slugOf(location);
  return Promise.all([
    client.prefetchQuery(getGetNewsEventQueryOptions(slug, { request })),
    client.prefetchQuery(getListRelatedNewsEventsQueryOptions(slug, { request })),
  ]);
};

export default function NewsEventDetailPage() {
  return <ArticleDetailPage kind="newsEvents" />;
}
