import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './Toasts';

interface ProvidersProps {
  children: ReactNode;
  /** Tests and stories pass their own client to seed or inspect it. */
  queryClient?: QueryClient;
}

/** Theme, server-state cache and toasts (top-right, closing after 3 s) for every screen. */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={client}>
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
