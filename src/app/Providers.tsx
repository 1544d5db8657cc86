import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './queryClient';
import { theme } from './theme';
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
    // The theme's CSS variables and breakpoint classes ship in the static stylesheet (build/mantineThemeCss.ts).
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={client}>
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
