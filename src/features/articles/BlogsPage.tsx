import { ArticleListPage } from './ArticleListPage';

export default function BlogsPage() {
  return <ArticleListPage kind="blogs" />;
}
