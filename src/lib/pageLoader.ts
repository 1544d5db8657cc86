import type { QueryClient } from '@tanstack/react-query';
import type { HttpOptions } from '@/api/http';

/**
 * A page module may export `loader`: the one place the page's API requests are named. The client
 * runs it as soon as the page's code is in, before hydrating, so the calls start as early as the
 * route is known; the prerender runs the same loader against the build's API (`request` carries its
 * base and language) and the page carries what came back. `location` is the page's address within
 * its edition, as its route is written: /ar/blogs/x?page=2 is /blogs/x?page=2.
 */
export type PageLoader = (client: QueryClient, location: URL, request?: HttpOptions) => Promise<unknown>;

/** An item page a list leads to, by its path within an edition, dated by the item for the sitemap. */
export interface ItemPage {
  path: string;
  lastmod?: string;
}

/**
 * A list page module may export `itemPages`: every item its list holds, each of which the prerender
 * writes as a page of its own. A call that fails rejects, and the prerender says so.
 */
export type ItemPages = (client: QueryClient, request?: HttpOptions) => Promise<ItemPage[]>;
