import { editions, type Locale } from './locales';

/**
 * A price in dirhams as the edition writes it: "AED 1499" as the English copy has always put it
 * (no grouping), "‏1499 د.إ.‏" in Arabic.
 */
export const formatPrice = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(editions[locale].intl, {
    style: 'currency',
    currency: 'AED',
    maximumFractionDigits: 0,
    useGrouping: false,
  }).format(amount);

export const formatNumber = (value: number, locale: Locale) =>
  new Intl.NumberFormat(editions[locale].intl).format(value);
