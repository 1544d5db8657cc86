import { ArticleDetailPage } from './ArticleDetailPage';

export default function BlogDetailPage() {
  return <ArticleDetailPage kind="blogs" />;
}
