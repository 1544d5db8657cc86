import type { GlobalProvider } from '@ladle/react';
import { use, useEffect } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { caseInsensitiveParser } from '@/app/caseInsensitiveParser';
import { Providers } from '@/app/Providers';
import { loadEveryCatalog } from '@/lib/i18n/catalogs';
import '@/app/styles';

// Stories render in either edition at the flip of the toolbar's direction switch.
const everyCatalog = Promise.all([loadEveryCatalog('en'), loadEveryCatalog('ar')]);

/**
 * Every story gets the site's theme, a query client and an in-memory router at /, in English, or
 * in Arabic when Ladle's right-to-left switch is on. Keyed by the story and the edition, so that
 * answers cached by one story never stand in for the next story's MSW handlers.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  use(everyCatalog);
  const locale = globalState.rtl ? 'ar' : 'en';
  // Ladle sets <html dir> itself; the edition's font follows <html lang>, as on the site.
  useEffect(() => void (document.documentElement.lang = locale), [locale]);
  return (
    <Providers key={`${globalState.story}-${locale}`} locale={locale}>
      <Router hook={memoryLocation({ path: '/' }).hook} parser={caseInsensitiveParser}>
        {children}
      </Router>
    </Providers>
  );
};
