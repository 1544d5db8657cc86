import { faviconSvg } from './logoMark.ts';

const faviconLink = 'href="/favicon.svg"';

/** The mark as a data: URL, escaped only as far as a double-quoted attribute needs, to keep every page small. */
export const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim()).replace(/%(2[CF]|3[ADF])/g, (escaped) => decodeURIComponent(escaped))}`;

/**
 * Puts the SVG favicon into a page as a data: URL: as a file it was fetched at high priority in the
 * middle of the first load, and put the list pages' first picture a round trip later.
 */
export function withInlineFavicon(html: string): string {
  if (!html.includes(faviconLink)) throw new Error(`index.html no longer links the favicon as ${faviconLink}`);
  return html.replace(faviconLink, `href="${faviconDataUrl}"`);
}
