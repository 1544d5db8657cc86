import { editions, locales, type Locale } from '@/lib/i18n/locales';

const dayMonthYear = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(editions[locale].intl, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * '2026-11-18T09:00:00' → '18 Nov 2026' in English, '18 نوفمبر 2026' in Arabic, the same on the
 * server and in every browser time zone.
 */
export const formatDate = (isoDate: string, locale: Locale): string => {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(isoDate) ? isoDate : `${isoDate}Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayMonthYear[locale].format(date);
};
