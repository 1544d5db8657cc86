import { editions, type Locale } from './locales';

/**
 * A price in dirhams as the edition writes it: "AED 1499" as the English copy has always put it
 * (no grouping), "‏1499 د.إ.‏" in Arabic.
 */
export const formatPrice = (amount: number, locale: Locale) => {
  const price = new Intl.NumberFormat(editions[locale].intl, {
    style: 'currency',
    currency: 'AED',
    maximumFractionDigits: 0,
    useGrouping: false,
  }).format(amount);
  // Intl puts a no-break space after "AED"; the spec's English copy has a plain one.
  return locale === 'en' ? price.replace('\u00a0', ' ') : price;
};

export const formatNumber = (value: number, locale: Locale) =>
  new Intl.NumberFormat(editions[locale].intl).format(value);
