import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True on the server and while React hydrates prerendered HTML, false from the next render on.
 * A page whose data was prefetched before hydration renders what the server rendered first, so
 * the markup matches, then shows the data.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
