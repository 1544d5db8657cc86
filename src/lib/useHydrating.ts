import { createContext, useCallback, useContext, useState } from 'react';

/** The JSON script in which a prerendered page carries the data it was rendered with (dehydrated React Query state). */
export const queryStateId = 'query-state';

const PageDataCameWithPage = createContext(false);

/**
 * Marks a page rendered with its data: the prerender, when the build reached the API, and the
 * client, which hydrates the same data into its cache before hydrating the page.
 */
export const PageDataProvider = PageDataCameWithPage.Provider;

/** Whether the tree renders the prerendered markup; set by `HydrationProvider`. */
export const Hydrating = createContext(false);

/**
 * True on the server and while React hydrates prerendered HTML, false from the next render on.
 * A page whose data was prefetched before hydration renders what the server rendered first, so
 * the markup matches, then shows the data. A page whose data came with it (`PageDataProvider`)
 * was prerendered with that data, so it shows the data from the first render on.
 */
export const useHydrating = (): boolean => {
  const dataCameWithPage = useContext(PageDataCameWithPage);
  return useContext(Hydrating) && !dataCameWithPage;
};

/** True on the server and while React hydrates: the tree renders the prerendered markup. */
export const useRendersPrerenderedMarkup = (): boolean => useContext(Hydrating);

const Prerendering = createContext(false);

/** Marks the server's render of a page (entry-server), which renders every band in full. */
export const PrerenderingProvider = Prerendering.Provider;

/**
 * Whether the client leaves an element's prerendered content as it is (`KeptAsPrerendered`): only
 * if `wanted`, and only when the client hydrates, for as long as the element is mounted. A later
 * render of the page (another visit within the app) renders it in full, as does `renderInFull`.
 */
export function useKeptAsPrerendered(wanted: boolean): { kept: boolean; renderInFull: () => void } {
  const prerendering = useContext(Prerendering);
  const hydrating = useContext(Hydrating);
  const [kept, setKept] = useState(wanted && hydrating && !prerendering);
  const renderInFull = useCallback(() => setKept(false), []);
  return { kept, renderInFull };
}
