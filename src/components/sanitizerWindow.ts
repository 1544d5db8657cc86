import type { WindowLike } from 'dompurify';
import { createContext, useContext } from 'react';

// Apart from the sanitiser, so the document every page renders does not carry DOMPurify with it.
const PrerenderWindow = createContext<WindowLike | null>(null);

/** The prerender has no DOM; it hands the sanitiser one so server HTML matches the browser's. */
export const PrerenderWindowProvider = PrerenderWindow.Provider;

/** The window the sanitiser parses HTML in: the prerender's, or the page's own in a browser. */
export const useSanitizerWindow = (): WindowLike | null =>
  useContext(PrerenderWindow) ?? (typeof window === 'undefined' ? null : window);
