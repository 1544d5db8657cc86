import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

/** Dirhams as the drawings' invoices and shops write them: 'AED 1,837.50', 'AED 249'; '‏249 د.إ.‏' in Arabic. */
export function useDirhams(): (amount: number) => string {
  const locale = useLocale();
  return (amount) =>
    new Intl.NumberFormat(editions[locale].intl, {
      style: 'currency',
      currency: 'AED',
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
}
