import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import { editions, localizedPath, type Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { languageSwitchAttribute } from '@/app/chosenEdition';
import classes from './Header.module.css';

/**
 * The same page in the other edition. A whole page load, not an in-app navigation: the other
 * edition is another prerendered document, with its own language, direction and font. The click
 * is remembered by the page's inline script (chosenEdition.ts), so it counts before hydration too.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const other: Locale = locale === 'en' ? 'ar' : 'en';
  const [path] = useLocation();
  const search = useSearch();
  return (
    <a
      href={localizedPath(path, other) + (search ? `?${search}` : '')}
      hrefLang={other}
      className={classes.languageSwitch}
      onClick={onSwitch}
      title={t`Read this page in English or Arabic`}
      {...{ [languageSwitchAttribute]: true }}
    >
      <IconLanguage size={18} stroke={1.75} aria-hidden="true" />
      {/* The other language's name in that language; the title stays in the page's. */}
      <span lang={other}>{editions[other].name}</span>
    </a>
  );
}
