import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { i18nFor } from '@/lib/i18n/catalogs';
import { editions, type Locale } from '@/lib/i18n/locales';
import { createQueryClient } from './queryClient';
import { theme } from './theme';
import { Toasts } from './Toasts';

interface ProvidersProps {
  children: ReactNode;
  /** The edition: its messages and its direction. */
  locale?: Locale;
  /** The prerender's instance for one page (i18nForPage); the edition's own otherwise. */
  i18n?: I18n;
  /** Tests and stories pass their own client to seed or inspect it. */
  queryClient?: QueryClient;
}

/** Messages, direction, theme, server-state cache and toasts for every screen. */
export function Providers({ children, locale = 'en', i18n, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n ?? i18nFor(locale)}>
      {/* The prerender writes <html dir>; detecting it again would only repeat it. */}
      <DirectionProvider initialDirection={editions[locale].dir} detectDirection={false}>
        {/* The theme's CSS variables and breakpoint classes ship in the static stylesheet (tooling/mantineThemeCss.ts). */}
        <MantineProvider
          theme={theme}
          forceColorScheme="light"
          withCssVariables={false}
          withGlobalClasses={false}
          withStaticClasses={false}
        >
          <QueryClientProvider client={client}>
            <Toasts />
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
