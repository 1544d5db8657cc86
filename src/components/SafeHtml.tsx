import { Typography } from '@mantine/core';
import createDOMPurify, { type WindowLike } from 'dompurify';

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;
let serverWindow: WindowLike | null = null;

/** The prerender has no DOM; it hands the sanitiser one so server HTML matches the browser's. */
export const provideSanitizerWindow = (window: WindowLike) => {
  serverWindow = window;
  purifier = null;
};

const getPurifier = (): Purifier | null => {
  if (!purifier) {
    const window = typeof globalThis.window === 'undefined' ? serverWindow : globalThis.window;
    if (window) purifier = createDOMPurify(window);
  }
  return purifier;
};

/** Removes scripts, event handlers and other active content from HTML the API sends. */
export const sanitizeHtml = (html: string): string => {
  const dompurify = getPurifier();
  if (!dompurify) return '';
  return dompurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
};

/** The text of API HTML, for card excerpts and meta descriptions. */
export const htmlToText = (html: string): string => {
  const window = typeof globalThis.window === 'undefined' ? serverWindow : globalThis.window;
  if (!window)
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // A space after each block, so '<p>One</p><p>Two</p>' reads 'One Two', not 'OneTwo'.
  const spaced = html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '$& ');
  const document = new window.DOMParser().parseFromString(spaced, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** The only place HTML from the API reaches the page. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}
