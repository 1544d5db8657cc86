import { siteConfig } from '@/api/config';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

interface PageMetaProps {
  title: string;
  description: string;
  /** The canonical path of the page within its edition, as the sitemap lists it: /contact, not /ar/contact. */
  path: string;
}

/**
 * The page's title, description, canonical link and its address in every edition (hreflang, with
 * English as the default); React hoists them into <head>, also when prerendered.
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const locale = useLocale();
  const urlIn = (edition: (typeof locales)[number]) => siteConfig.siteUrl + localizedPath(path, edition);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urlIn(locale)} />
      {locales.map((edition) => (
        <link key={edition} rel="alternate" hrefLang={edition} href={urlIn(edition)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />
    </>
  );
}
