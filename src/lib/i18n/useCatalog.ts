import { useLingui } from '@lingui/react';
import { use } from 'react';
import { isCatalogLoaded, loadCatalog, type CatalogArea } from './catalogs';
import type { Locale } from './locales';

const inPlace = Promise.resolve();

/**
 * Suspends until an area's messages are in the page's Lingui instance. The first page's catalogs
 * are loaded before hydration (src/app/main.tsx), and the prerender's instance has its page's, so
 * only a page opened later in the visit waits here.
 */
export function useCatalog(locale: Locale, area: CatalogArea): void {
  const { i18n } = useLingui();
  // use() on every render, as React expects of a render it replays once the wait is over.
  use(isCatalogLoaded(i18n, locale, area) ? inPlace : loadCatalog(locale, area));
}
