import { Suspense, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
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
 * need not cost at load), with a message and Retry in its place if the code fails to load. Until then
 * it holds the place with `placeholder` (by default, about a row of cards).
 */
export function LazyCardCarousel({
  placeholder,
  ...props
}: ComponentProps<typeof CardCarousel> & { placeholder?: ReactNode }) {
  useEffect(() => {
    // A failure shows once the carousel mounts, where Retry loads it again.
    CardCarouselPart.load().catch(() => undefined);
  }, []);
  const place = useRef<HTMLDivElement>(null);
  const holder = placeholder ?? <div className={classes.placeholder} />;
  if (!useNearScreen(place)) return <div ref={place}>{holder}</div>;
  return (
    <PartBoundary fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}>
      <Suspense fallback={holder}>
        <CardCarouselPart {...props} />
      </Suspense>
    </PartBoundary>
  );
}
