import type { Locale } from '@/lib/i18n/locales';

/** A path segment as a file name: lowercase ASCII letters, digits and dashes; other letters by their code point. */
const fileSegment = (segment: string) =>
  [...segment.normalize('NFC').toLowerCase()]
    .map((char) => {
      if (/[a-z0-9]/.test(char)) return char;
      return /[\p{L}\p{N}]/u.test(char) ? `u${(char.codePointAt(0) ?? 0).toString(16)}` : '-';
    })
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Where a page's share image is served: /share/<edition>/<page>.png, Home as home.png. The build
 * writes each file under this name and PageMeta points og:image at it, so both call this. Routes
 * match in any case, so the name is lowercase; anything but letters, digits and slashes becomes a dash.
 */
export function shareImagePath(locale: Locale, pagePath: string): string {
  const segments = pagePath
    .replace(/[?#].*$/, '')
    .split('/')
    .map(fileSegment)
    .filter(Boolean);
  return `/share/${locale}/${segments.length > 0 ? segments.join('/') : 'home'}.png`;
}
