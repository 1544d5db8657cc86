import type { QueryClient } from '@tanstack/react-query';

/**
 * A page module may export `prefetch`: the client calls it as soon as the page's code is in, before
 * hydrating, so the page's API calls start as early as the route is known.
 */
export type PagePrefetch = (client: QueryClient, location: URL) => Promise<unknown>;
