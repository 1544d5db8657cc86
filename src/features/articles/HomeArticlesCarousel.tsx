import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { ArticleCard } from '@/components/ArticleCard';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { PageSection } from '@/components/PageSection';
import { useCatalog } from '@/lib/i18n/useCatalog';
import { useLocale } from '@/lib/i18n/useLocale';
import { articleKinds, type ArticleKind } from './articleKinds';

/** The News & Events or Blogs carousel of Home; shown only when its list has items. Home loads it lazily. */
export default function HomeArticlesCarousel({ kind, tinted = false }: { kind: ArticleKind; tinted?: boolean }) {
  // Its words are in the articles catalog, which Home's page does not load; this waits for it with its code.
  useCatalog(useLocale(), 'articles');
  const { i18n, t } = useLingui();
  const { listPath, useHomeArticles } = articleKinds[kind];
  const homeHeading = i18n._(articleKinds[kind].homeHeading);
  const articles = useHomeArticles();
  if (!articles?.length) return null;
  return (
    <PageSection
      title={homeHeading}
      tinted={tinted}
      action={
        <Button component={Link} href={listPath} variant="outline" aria-label={t`Show all ${homeHeading}`}>
          <Trans>Show All</Trans>
        </Button>
      }
    >
      <LazyCardCarousel
        label={t`Latest ${homeHeading}`}
        slides={articles.map((article) => ({
          key: article.Slug,
          content: <ArticleCard article={article} listPath={listPath} />,
        }))}
      />
    </PageSection>
  );
}
