import { Suspense, type ComponentProps } from 'react';
import { retryableLazy } from '@/lib/retryableLazy';
import type CardCarousel from './CardCarousel';
import { PartBoundary } from './PartBoundary';
import { PartUnavailable } from './PartUnavailable';

// One import for every carousel on the site: a Retry that loads it for one brings back the others.
const CardCarouselPart = retryableLazy(() => import('./CardCarousel'));

/** `CardCarousel`, its code loaded on first render, with a message and Retry in its place if that fails. */
export function LazyCardCarousel(props: ComponentProps<typeof CardCarousel>) {
  return (
    <PartBoundary fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}>
      <Suspense fallback={null}>
        <CardCarouselPart {...props} />
      </Suspense>
    </PartBoundary>
  );
}
