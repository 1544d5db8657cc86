/** The site's editions: English at the root, Arabic under /ar. */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

interface Edition {
  /** The attribute value of <html dir>. */
  dir: 'ltr' | 'rtl';
  /** Where the edition's paths start; wouter's base for its router. */
  base: string;
  /** The language's name in itself, as the language switch offers it. */
  name: string;
  /** The locale Intl formats numbers, dates and prices for. */
  intl: string;
}

export const editions: Record<Locale, Edition> = {
  en: { dir: 'ltr', base: '', name: 'English', intl: 'en-GB' },
  ar: { dir: 'rtl', base: '/ar', name: 'العربية', intl: 'ar-AE' },
};

const arabicPath = /^\/ar(?=\/|$)/i;

export const isLocale = (value: unknown): value is Locale => locales.some((locale) => locale === value);

/** The edition a URL path belongs to. */
export const localeOfPath = (path: string): Locale => (arabicPath.test(path) ? 'ar' : 'en');

/** The path of a page within its edition: /ar/contact and /contact are both /contact. */
export const pagePath = (path: string): string => path.replace(arabicPath, '') || '/';

/** A page's path in an edition. The Arabic home is /ar/, the path wouter's links under its base give it. */
export const localizedPath = (page: string, locale: Locale): string =>
  locale === 'en' ? page : `${editions[locale].base}${page}`;
