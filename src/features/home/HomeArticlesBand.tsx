import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageSection } from '@/components/PageSection';
import { articleListPaths, type ArticleKind } from '@/lib/articleListPaths';

export interface HomeArticlesBandProps {
  kind: ArticleKind;
  /** The band's title in the page's language, which also names its Show All and its carousel. */
  heading: string;
  tinted?: boolean;
}

/**
 * Home's News & Events or Blogs band: its title and Show All, prerendered, around what its list
 * brings: its carousel, or the shapes of one until then.
 */
export function HomeArticlesBand({
  kind,
  heading,
  tinted = false,
  children,
}: HomeArticlesBandProps & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageSection
      title={heading}
      tinted={tinted}
      action={
        <Button component={Link} href={articleListPaths[kind]} variant="outline" aria-label={t`Show all ${heading}`}>
          <Trans>Show All</Trans>
        </Button>
      }
    >
      {children}
    </PageSection>
  );
}
