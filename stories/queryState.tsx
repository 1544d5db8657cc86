import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { StoryDecorator } from '@ladle/react';
import { ApiError } from '@/api/http';

type QueryState = { key: QueryKey } & ({ data: unknown } | { loading: true } | { error: true });

/**
 * Stories show a screen's loaded, loading and error states by seeding its queries: the data from
 * the contract's examples, a fetch that never ends, or a failed call.
 */
export const withQueries =
  (...states: QueryState[]): StoryDecorator =>
  (Story) => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, retryOnMount: false } },
    });
    for (const state of states) {
      if ('data' in state) client.setQueryData(state.key, state.data);
      else if ('loading' in state)
        void client.prefetchQuery({ queryKey: state.key, queryFn: () => new Promise(() => undefined) });
      else
        void client.prefetchQuery({
          queryKey: state.key,
          queryFn: () => Promise.reject(new ApiError('http', 'Request failed with status 500', 500, null)),
        });
    }
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  };
