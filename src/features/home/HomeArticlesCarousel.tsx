import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ArticleCard } from '@/components/ArticleCard';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { ArticleCarouselSkeleton, ArticleRowSkeleton } from '@/components/ListSkeleton';
import { useCatalog } from '@/lib/i18n/useCatalog';
import { useLocale } from '@/lib/i18n/useLocale';
import type { ArticleKind } from '@/lib/articleListPaths';
import { articleKinds } from './articleKinds';

interface HomeArticlesCarouselProps {
  kind: ArticleKind;
  heading: string;
  /** The list came back empty or its call failed: Home then drops the band (spec section 9). */
  onEmpty: (kind: ArticleKind) => void;
}

/** The carousel of a Home band's list. Home loads it lazily, once the page is idle. */
export default function HomeArticlesCarousel({ kind, heading, onEmpty }: HomeArticlesCarouselProps) {
  // Its words are in the articles catalog, which Home's page does not load; this waits for it with its code.
  useCatalog(useLocale(), 'articles');
  const { t } = useLingui();
  const { listPath, useHomeArticles } = articleKinds[kind];
  const { articles, isPending } = useHomeArticles();
  const empty = !isPending && !articles?.length;
  useEffect(() => {
    if (empty) onEmpty(kind);
  }, [empty, kind, onEmpty]);
  if (!articles?.length) return <ArticleCarouselSkeleton what={heading} />;
  return (
    <LazyCardCarousel
      label={t`Latest ${heading}`}
      placeholder={<ArticleRowSkeleton />}
      slides={articles.map((article) => ({
        key: article.Slug,
        content: <ArticleCard article={article} listPath={listPath} />,
      }))}
    />
  );
}
