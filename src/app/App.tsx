import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import { pricesIn } from '@/content/marketing';
import { editions, type Locale } from '@/lib/i18n/locales';
import { useCatalog } from '@/lib/i18n/useCatalog';
import { useLocale } from '@/lib/i18n/useLocale';
import { caseInsensitiveParser } from './caseInsensitiveParser';
import { ErrorBoundary } from './ErrorFallback';
import { SiteLayout } from './layout/SiteLayout';
import { OrganizationJsonLd } from './OrganizationJsonLd';
import { Providers } from './Providers';
import { homeRoute, routes, type SiteRoute } from './routes';
import { ScrollToTop } from './ScrollToTop';
import './styles';

function RoutePage({ route }: { route: SiteRoute }) {
  const Page = route.page;
  const { i18n } = useLingui();
  const locale = useLocale();
  useCatalog(locale, route.area);
  return (
    <>
      {route.meta && (
        <PageMeta
          title={i18n._({ ...route.meta.title, values: pricesIn(locale) })}
          description={i18n._({ ...route.meta.description, values: pricesIn(locale) })}
          path={route.meta.canonical ?? route.path}
        />
      )}
      <Page />
    </>
  );
}

function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="70vh">
      <Loader aria-label={t`Loading page`} />
    </Center>
  );
}

/** The page for the current path; a crash in one page leaves the header and footer working. */
function Pages({ onFirstCommit }: { onFirstCommit?: () => void }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route>
            <RoutePage route={homeRoute} />
          </Route>
        </Switch>
        <FirstCommit onFirstCommit={onFirstCommit} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** After the page in its Suspense boundary, so its effect runs once the page itself has hydrated. */
function FirstCommit({ onFirstCommit }: { onFirstCommit?: () => void }) {
  const [callback] = useState(() => onFirstCommit);
  useEffect(() => callback?.(), [callback]);
  return null;
}

interface AppProps {
  /** The edition; its paths start at its base (/ar), which the routes leave out. */
  locale?: Locale;
  /** The prerender's Lingui instance, holding the page's catalogs only. */
  i18n?: I18n;
  /** The path being prerendered; the browser's location is used when absent. */
  ssrPath?: string;
  ssrSearch?: string;
  queryClient?: QueryClient;
  /** Called once the first render has committed: for the client, hydration is done. */
  onFirstCommit?: () => void;
}

export function App({ locale = 'en', i18n, ssrPath, ssrSearch, queryClient, onFirstCommit }: AppProps) {
  return (
    <Providers locale={locale} i18n={i18n} queryClient={queryClient}>
      <Router base={editions[locale].base} parser={caseInsensitiveParser} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <ScrollToTop />
        {/* The company behind the site, for search engines, on Home as they ask: every other page's bytes go to its own content. */}
        <Route path="/">
          <OrganizationJsonLd />
        </Route>
        <SiteLayout>
          <Pages onFirstCommit={onFirstCommit} />
        </SiteLayout>
      </Router>
    </Providers>
  );
}
