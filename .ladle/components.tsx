import type { GlobalProvider } from '@ladle/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { caseInsensitiveParser } from '@/app/caseInsensitiveParser';
import { Providers } from '@/app/Providers';
import '@/app/styles';

/** Every story gets the site's theme, a query client and an in-memory router at /. */
export const Provider: GlobalProvider = ({ children }) => (
  <Providers>
    <Router hook={memoryLocation({ path: '/' }).hook} parser={caseInsensitiveParser}>
      {children}
    </Router>
  </Providers>
);
