import type { QueryClient } from '@tanstack/react-query';

/**
 * A page module may export `prefetch`: the client calls it as soon as the page's code is in, before
 * hydrating, so the page's API calls start as early as the route is known. `location` is the page's
 * address within its edition, as its route is written: /ar/blogs/x?page=2 is /blogs/x?page=2.
 */
export type PagePrefetch = (client: QueryClient, location: URL) => Promise<unknown>;
