import type { WindowLike } from 'dompurify';
import { StrictMode, type ReactNode } from 'react';
import { PrerenderWindowProvider } from '@/components/sanitizerWindow';
import { editions, type Locale } from '@/lib/i18n/locales';

interface DocumentProps {
  locale: Locale;
  /** The path the page was prerendered for, which the browser compares with its own. */
  prerenderedPath: string;
  /** The window the sanitiser reads the API's HTML in: the prerender's own, or null in a browser. */
  sanitizerWindow: WindowLike | null;
  children: ReactNode;
}

/**
 * The whole page as the prerender renders it and the browser hydrates it: one tree on both sides,
 * as React's useId needs to give the same ids, and as hydrating a whole document is documented.
 */
export function Document({ locale, prerenderedPath, sanitizerWindow, children }: DocumentProps) {
  return (
    <html lang={locale} dir={editions[locale].dir} data-mantine-color-scheme="light">
      <body>
        <div id="root" data-prerendered-path={prerenderedPath}>
          <StrictMode>
            <PrerenderWindowProvider value={sanitizerWindow}>{children}</PrerenderWindowProvider>
          </StrictMode>
        </div>
      </body>
    </html>
  );
}
