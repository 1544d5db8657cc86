import { Loader } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { awaitingCodeAttribute, replayBeforeHydration } from '@/lib/beforeHydration';
import { useHydrated } from '@/lib/useHydrated';
import { PartBoundary } from './PartBoundary';
import { PartUnavailable } from './PartUnavailable';

interface OnDemandRegionProps {
  /** The `want` of the part inside (src/lib/partOnDemand.ts). */
  want: () => void;
  /** Wanted now, such as when the popup it sits in is open. */
  now?: boolean;
  /** Asked once in the browser: wanted as the page starts, such as for a form with a draft to restore. */
  wantedAtOnce?: () => boolean;
  /**
   * The part, the same element from render to render (memoised by its user): a prerendered part
   * rendered again before its code has arrived would be rendered afresh, losing what was typed.
   */
  children: ReactNode;
}

/**
 * Where a part on demand sits: its code is wanted as the visitor reaches for it (focus, a press or
 * typing in it), or at once where the page was rendered in the browser rather than prerendered.
 * Until it has run, what is pressed or submitted in it is remembered, and done once it has.
 */
export function OnDemandRegion({ want, now = false, wantedAtOnce, children }: OnDemandRegionProps) {
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [renderedAfresh] = useState(hydrated);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    if (now || renderedAfresh || wantedAtOnce?.() || element.contains(document.activeElement)) return want();
    // On the window, before the page's own listeners: React stops an event aimed at a part it
    // cannot hydrate yet before the event reaches the part.
    const reached = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) want();
    };
    const types = ['focusin', 'pointerdown', 'input'];
    types.forEach((type) => window.addEventListener(type, reached, { capture: true }));
    return () => types.forEach((type) => window.removeEventListener(type, reached, { capture: true }));
  }, [want, now, wantedAtOnce, renderedAfresh]);
  useEffect(() => {
    if (arrived && region.current) replayBeforeHydration(region.current);
  }, [arrived]);

  const part = useMemo(
    () => (
      <PartBoundary
        fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}
      >
        <Suspense fallback={<Loader mx="auto" my="xl" display="block" aria-hidden="true" />}>
          {children}
          <Arrived onArrived={setArrived} />
        </Suspense>
      </PartBoundary>
    ),
    [children],
  );
  return (
    <div ref={region} {...{ [awaitingCodeAttribute]: arrived ? undefined : '' }}>
      {part}
    </div>
  );
}

/** Commits with the part it sits beside, so its effect runs once the part has hydrated or rendered. */
function Arrived({ onArrived }: { onArrived: (arrived: boolean) => void }) {
  useEffect(() => onArrived(true), [onArrived]);
  return null;
}
