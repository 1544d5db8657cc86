import { ArticleListPage } from './ArticleListPage';

export default function NewsEventsPage() {
  return <ArticleListPage kind="newsEvents" />;
}
