import { editions, type Locale } from './locales';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The edition's number format for these options, made once: building an Intl.NumberFormat costs
 * far more than using one, and a page writes dozens of prices as it renders.
 */
export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(editions[locale].intl, options);
    numberFormats.set(key, format);
  }
  return format;
};

/**
 * Dirhams in this format. Intl closes the Arabic symbol with a dot, "د.إ.", which runs into the
 * comma or full stop a sentence puts after a price ("د.إ.،"): the site writes it "د.إ", as the
 * seller dashboard's drawing does.
 */
export const formatDirhams = (format: Intl.NumberFormat, amount: number) =>
  format
    .formatToParts(amount)
    .map(({ type, value }) => (type === 'currency' ? value.replace(/\.$/, '') : value))
    .join('');

/**
 * A price in dirhams as the edition writes it: "AED 1499" as the English copy has always put it
 * (no grouping), "‏1499 د.إ‏" in Arabic.
 */
export const formatPrice = (amount: number, locale: Locale) => {
  const price = formatDirhams(
    numberFormat(locale, { style: 'currency', currency: 'AED', maximumFractionDigits: 0, useGrouping: false }),
    amount,
  );
  // Intl puts a no-break space after "AED"; the spec's English copy has a plain one.
  return locale === 'en' ? price.replace('\u00a0', ' ') : price;
};

export const formatNumber = (value: number, locale: Locale) => numberFormat(locale).format(value);
