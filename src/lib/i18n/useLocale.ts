import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from './locales';

/** The edition being shown, from the I18nProvider of src/app/Providers.tsx. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}
