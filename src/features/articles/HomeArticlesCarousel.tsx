import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { ArticleCard } from '@/components/ArticleCard';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { PageSection } from '@/components/PageSection';
import { articleKinds, type ArticleKind } from './articleKinds';

/** The News & Events or Blogs carousel of Home; shown only when its list has items. Home loads it lazily. */
export default function HomeArticlesCarousel({ kind, tinted = false }: { kind: ArticleKind; tinted?: boolean }) {
  const { homeHeading, listPath, useHomeArticles } = articleKinds[kind];
  const articles = useHomeArticles();
  if (!articles?.length) return null;
  return (
    <PageSection
      title={homeHeading}
      tinted={tinted}
      action={
        <Button component={Link} href={listPath} variant="outline" aria-label={`Show all ${homeHeading}`}>
          Show All
        </Button>
      }
    >
      <LazyCardCarousel
        label={`Latest ${homeHeading}`}
        slides={articles.map((article) => ({
          key: article.Slug,
          content: <ArticleCard article={article} listPath={listPath} />,
        }))}
      />
    </PageSection>
  );
}
