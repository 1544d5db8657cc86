import { use } from 'react';
import { isCatalogLoaded, loadCatalog, type CatalogArea } from './catalogs';
import type { Locale } from './locales';

/**
 * Suspends until an area's messages are loaded. The first page's catalogs are loaded before
 * hydration (src/app/main.tsx), so only a page opened later in the visit waits here, with its code.
 */
export function useCatalog(locale: Locale, area: CatalogArea): void {
  if (!isCatalogLoaded(locale, area)) use(loadCatalog(locale, area));
}
