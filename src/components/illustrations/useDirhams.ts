import { formatDirhams, numberFormat } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';

/** Dirhams as the drawings' invoices and shops write them: 'AED 1,837.50', 'AED 249'; '‏249 د.إ‏' in Arabic. */
export function useDirhams(): (amount: number) => string {
  const locale = useLocale();
  const dirhams = numberFormat(locale, { style: 'currency', currency: 'AED', trailingZeroDisplay: 'stripIfInteger' });
  return (amount) => formatDirhams(dirhams, amount);
}
