import { Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { retryableLazy } from '@/lib/retryableLazy';
import { useNearScreen } from '@/lib/useNearScreen';
import type CardCarousel from './CardCarousel';
import classes from './CardCarousel.module.css';
import { PartBoundary } from './PartBoundary';
import { PartUnavailable } from './PartUnavailable';

// One import for every carousel on the site: a Retry that loads it for one brings back the others.
const CardCarouselPart = retryableLazy(() => import('./CardCarousel'));

/**
 * `CardCarousel`, its code loaded on first render and its slides measured once it comes near the
 * screen (measuring lays out the whole page, a long task on a phone that a carousel below the fold
 * need not cost at load), with a message and Retry in its place if the code fails to load.
 */
export function LazyCardCarousel(props: ComponentProps<typeof CardCarousel>) {
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A failure shows once the carousel mounts, where Retry loads it again.
    CardCarouselPart.load().catch(() => undefined);
  }, []);
  if (!useNearScreen(placeholder)) return <div ref={placeholder} className={classes.placeholder} />;
  return (
    <PartBoundary fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}>
      <Suspense fallback={<div className={classes.placeholder} />}>
        <CardCarouselPart {...props} />
      </Suspense>
    </PartBoundary>
  );
}
