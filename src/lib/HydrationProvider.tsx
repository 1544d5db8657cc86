import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Hydrating } from './useHydrating';

/**
 * Says whether the tree is being rendered as the prerendered markup: `hydrating` on the server and
 * for the client's hydration, not for a fresh client render. Once hydrated, the tree renders again
 * as a transition, so React does that work in slices instead of one long task.
 */
export function HydrationProvider({ hydrating: initially, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(initially);
  useEffect(() => {
    if (initially) startTransition(() => setHydrating(false));
  }, [initially]);
  return <Hydrating.Provider value={hydrating}>{children}</Hydrating.Provider>;
}
