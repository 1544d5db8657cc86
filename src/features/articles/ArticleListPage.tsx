import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { ArticleCard } from '@/components/ArticleCard';
import { Columns } from '@/components/Columns';
import { ArticleGridSkeleton } from '@/components/ListSkeleton';
import { PageHero } from '@/components/PageHero';
import { Paginator } from '@/components/Paginator';
import { EmptyState, LoadError } from '@/components/StatusMessage';
import { articlesPerPage, type ArticleKind } from '@/lib/articleListPaths';
import { articleKinds, listPageNumber } from './articleKinds';

/** The blog list and the news list: one page, told which kind it shows; ?page=N picks the page. */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const { i18n } = useLingui();
  const { eyebrow, heading, intro, listName, listPath, emptyTitle, emptyDescription, useArticlePage, ListEmblem } =
    articleKinds[kind];
  const [searchParams] = useSearchParams();
  const page = listPageNumber(searchParams.get('page'));
  const list = useArticlePage(page);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [page]);

  const totalPages = Math.ceil(list.total / articlesPerPage);
  const content = (() => {
    if (list.isPending) return <ArticleGridSkeleton what={i18n._(heading)} count={articlesPerPage} />;
    // A refresh that fails leaves the cards the visitor already has.
    if (list.isError && !list.articles)
      return <LoadError what={i18n._(listName)} onRetry={() => void list.refetch()} headingOrder={2} />;
    if (!list.articles?.length)
      return <EmptyState title={i18n._(emptyTitle)} description={i18n._(emptyDescription)} headingOrder={2} />;
    return (
      <>
        <Columns cols={{ base: 1, sm: 2, md: 3 }} gap="lg">
          {list.articles.slice(0, articlesPerPage).map((article, index) => (
            <ArticleCard key={article.Slug} article={article} kind={kind} headingOrder={2} listPosition={index} />
          ))}
        </Columns>
        <Paginator
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => (target === 1 ? listPath : `${listPath}?page=${target}`)}
        />
      </>
    );
  })();

  return (
    <>
      <PageHero eyebrow={i18n._(eyebrow)} title={i18n._(heading)} intro={i18n._(intro)} emblem={<ListEmblem />} />
      <Container size="xl" py={64}>
        {content}
      </Container>
    </>
  );
}
