import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { caseInsensitiveParser } from '@/app/caseInsensitiveParser';
import { Providers } from '@/app/Providers';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders a component with the site's providers and an in-memory router at `path` (which may carry ?search). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createTestQueryClient();
  const view = render(
    <Providers queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook} parser={caseInsensitiveParser}>
        {ui}
      </Router>
    </Providers>,
  );
  return { ...view, location, queryClient };
}
