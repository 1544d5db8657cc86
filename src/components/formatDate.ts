import { editions, type Locale } from '@/lib/i18n/locales';

const dayMonthYear = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The edition's date format, made on first use rather than as its module is evaluated: the first
 * Intl format of a page is what has ICU load its data, which the page's formats worker does first.
 */
const dayMonthYearIn = (locale: Locale) => {
  let format = dayMonthYear.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(editions[locale].intl, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayMonthYear.set(locale, format);
  }
  return format;
};

/**
 * '2026-11-18T09:00:00' → '18 Nov 2026' in English (and '24 Sep 2026'), '18 نوفمبر 2026' in Arabic, the same on the
 * server and in every browser time zone.
 */
export const formatDate = (isoDate: string, locale: Locale): string => {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(isoDate) ? isoDate : `${isoDate}Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const parts = dayMonthYearIn(locale).formatToParts(date);
  // British English shortens September to 'Sept' beside three letters for every other month.
  return parts.map(({ type, value }) => (type === 'month' && locale === 'en' ? value.slice(0, 3) : value)).join('');
};
