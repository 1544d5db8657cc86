import createDOMPurify, { type WindowLike } from 'dompurify';
import { createContext, useContext } from 'react';

const PrerenderWindow = createContext<WindowLike | null>(null);

/** The prerender has no DOM; it hands the sanitiser one so server HTML matches the browser's. */
export const PrerenderWindowProvider = PrerenderWindow.Provider;

/** Removes scripts, event handlers and other active content from HTML the API sends. */
export const sanitizeHtml = (html: string, view: WindowLike): string =>
  createDOMPurify(view).sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });

/** Sanitises with the prerender's DOM on the server and the page's own in the browser. */
export const useSanitizer = (): ((html: string) => string) => {
  const prerenderWindow = useContext(PrerenderWindow);
  const view = prerenderWindow ?? (typeof window === 'undefined' ? null : window);
  return (html) => (view ? sanitizeHtml(html, view) : '');
};
