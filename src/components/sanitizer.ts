import createDOMPurify, { type WindowLike } from 'dompurify';
import { useSanitizerWindow } from './sanitizerWindow';

// A sanitiser builds its tables of allowed tags and attributes when made and again when given a
// configuration; Careers sanitises every job's description as it hydrates, so each window gets
// one, configured once.
const sanitizers = new WeakMap<WindowLike, ReturnType<typeof createDOMPurify>>();

/** Removes scripts, event handlers and other active content from HTML the API sends. */
export const sanitizeHtml = (html: string, view: WindowLike): string => {
  let sanitizer = sanitizers.get(view);
  if (!sanitizer) {
    sanitizer = createDOMPurify(view);
    sanitizer.setConfig({ USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
    sanitizers.set(view, sanitizer);
  }
  return sanitizer.sanitize(html);
};

/** Sanitises with the prerender's DOM on the server and the page's own in the browser. */
export const useSanitizer = (): ((html: string) => string) => {
  const view = useSanitizerWindow();
  return (html) => (view ? sanitizeHtml(html, view) : '');
};
