import { PageHero } from '../../components/PageHero';
import { articleKinds, type ArticleKind } from './articleKinds';

/** The blog list and the news list: one page, told which kind it shows. */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const { heading, intro } = articleKinds[kind];
  return <PageHero eyebrow="Webbee" title={heading} intro={intro} />;
}
