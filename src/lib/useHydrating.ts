import { createContext, useContext } from 'react';

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
