import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/ApiError';
import { readRetryDelayMs } from '@/api/config';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * What of a query's data a prerendered page carries for its client to hydrate with: only what
       * the page shows of it. The client asks for the whole once the page is idle.
       */
      carried?: (data: unknown) => unknown;
    };
  }
}

// A broken contract or a 4xx will not heal on a second try; a dropped connection or a 5xx may. A
// read that timed out has used up its deadline, which a retry keeps (src/api/http.ts): a second
// try could only fail at once.
const isWorthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || (error.status ?? 0) >= 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
        retryDelay: readRetryDelayMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
