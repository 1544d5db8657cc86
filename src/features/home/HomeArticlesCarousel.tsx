import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useListHomeBlogs } from '@/api/generated/blogs/blogs';
import type { Article } from '@/api/generated/model';
import { useListHomeNewsEvents } from '@/api/generated/news-events/news-events';
import { ArticleCard } from '@/components/ArticleCard';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { ArticleCarouselSkeleton, ArticleRowSkeleton } from '@/components/ListSkeleton';
import { articlesPerPage, type ArticleKind } from '@/lib/articleListPaths';

const homeRequest = { search: '', pageNumber: 1, pageSize: articlesPerPage };

/** Home's list of a kind: none while it loads, and none for good when its call failed. */
interface HomeArticles {
  articles: Article[] | undefined;
  isPending: boolean;
}

const useHomeArticles: Record<ArticleKind, () => HomeArticles> = {
  blogs: function useHomeBlogs() {
    const query = useListHomeBlogs(homeRequest, { ForHomePage: true });
    return { articles: query.data?.Result.Blogs, isPending: query.isPending };
  },
  newsEvents: function useHomeNewsEvents() {
    const query = useListHomeNewsEvents(homeRequest, { ForHomePage: true });
    return { articles: query.data?.Result.NewsAndEvents, isPending: query.isPending };
  },
};

interface HomeArticlesCarouselProps {
  kind: ArticleKind;
  heading: string;
  /** The list came back empty or its call failed: Home then drops the band, as the spec's Home shows a carousel only if it has items (section 2). */
  onEmpty: (kind: ArticleKind) => void;
}

/** The carousel of a Home band's list. Home loads it lazily, once the page is idle. */
export default function HomeArticlesCarousel({ kind, heading, onEmpty }: HomeArticlesCarouselProps) {
  const { t } = useLingui();
  const { articles, isPending } = useHomeArticles[kind]();
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
        content: <ArticleCard article={article} kind={kind} />,
      }))}
    />
  );
}
