import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Article } from '@/api/generated/model';
import type { ArticleKind } from '@/lib/articleListPaths';
import { articlePictureUrl } from '@/lib/articlePictureUrl';
import classes from './ArticlePicture.module.css';

/** The covers are drawn at 16:9 (public/images/covers/); a picture's box keeps that shape before it loads. */
const articlePictureSize = { width: 1200, height: 675 } as const;

const kindNames: Record<ArticleKind, MessageDescriptor> = {
  blogs: msg`Blog`,
  newsEvents: msg`News & Events`,
};

const coverSchemes = ['navy', 'honey', 'deep', 'pale'] as const;

// An item keeps its cover's colours wherever it is shown, and neighbours seldom share them.
const schemeOf = (title: string) =>
  coverSchemes[[...title].reduce((total, letter) => total + letter.charCodeAt(0), 0) % coverSchemes.length];

interface ArticlePictureProps {
  article: Pick<Article, 'ImagePath' | 'Title'>;
  kind: ArticleKind;
  /** 'card' tops a card; 'feature' is the detail page's, beside its title, in larger type. */
  variant: 'card' | 'feature';
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * An article's picture at 16:9, or, when it has none or it fails to load, a typographic cover:
 * its kind and title set on the brand's colours. Both are decoration beside the title the page
 * already reads out, so neither is announced.
 */
export function ArticlePicture({ article, kind, variant, loading = 'lazy', fetchPriority }: ArticlePictureProps) {
  const { i18n } = useLingui();
  const src = articlePictureUrl(article.ImagePath);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);

  // A prerendered picture may fail before React listens for its error event.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailedSrc(element.getAttribute('src'));
  }, [src]);

  // The frame, not the picture, holds the 16:9 box: a box of the same markup as the card's
  // skeleton rounds to the same height, so nothing below moves when the cards replace it.
  return (
    <div className={classes.frame} data-variant={variant}>
      {src && failedSrc !== src ? (
        <img
          ref={image}
          className={classes.picture}
          src={src}
          alt=""
          {...articlePictureSize}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className={classes.cover} data-scheme={schemeOf(article.Title)} aria-hidden="true">
          <span className={classes.kind}>{i18n._(kindNames[kind])}</span>
          <span className={classes.title}>{article.Title}</span>
        </div>
      )}
    </div>
  );
}
