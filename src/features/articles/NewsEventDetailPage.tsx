import { ArticleDetailPage } from './ArticleDetailPage';

export default function NewsEventDetailPage() {
  return <ArticleDetailPage kind="newsEvents" />;
}
