import type { GlobalProvider } from '@ladle/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { caseInsensitiveParser } from '@/app/caseInsensitiveParser';
import { Providers } from '@/app/Providers';
import '@/app/styles';

/**
 * Every story gets the site's theme, a query client and an in-memory router at /. Keyed by the
 * story, so that answers cached by one story never stand in for the next story's MSW handlers.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <Providers key={globalState.story}>
    <Router hook={memoryLocation({ path: '/' }).hook} parser={caseInsensitiveParser}>
      {children}
    </Router>
  </Providers>
);
