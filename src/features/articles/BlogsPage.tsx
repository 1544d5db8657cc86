import type { ItemPages, PageLoader } from '@/lib/pageLoader';
import { ArticleListPage } from './ArticleListPage';
import { articleItemPages, articleKinds, listPageNumber } from './articleKinds';

export const loader: PageLoader = (client, location, request) =>
  client.prefetchQuery(articleKinds.blogs.pageQuery(listPageNumber(location.searchParams.get('page')), request));

export const itemPages: ItemPages = (client, request) => articleItemPages('blogs', client, request);

export default function BlogsPage() {
  return <ArticleListPage kind="blogs" />;
}
