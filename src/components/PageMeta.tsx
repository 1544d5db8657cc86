import { siteConfig } from '@/api/config';
import { localizedPath, locales, type Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { useHydrated } from '@/lib/useHydrated';
import { shareImagePath } from './shareImage';

interface PageMetaProps {
  title: string;
  description: string;
  /** The canonical path of the page within its edition, as the sitemap lists it: /contact, not /ar/contact. */
  path: string;
  /** What the page is to a link preview: a page of the site, or one post (a blog or news item). */
  type?: 'website' | 'article';
  /**
   * The picture a link preview shows, for a page the build draws no share card for (a blog or news
   * item, rendered in the browser only): its own image. Without one it is the page's share card.
   */
  image?: string;
}

// Open Graph names locales language_TERRITORY; both editions are for the UAE.
const ogLocales: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' };
const siteName = 'Webbee';
const shareCard = { width: '1200', height: '630' };

/** Each edition's web app manifest, with its language, direction and start page (tooling/siteIcons.ts writes them). */
const manifestPath = (locale: Locale) => localizedPath('/manifest.webmanifest', locale);

/**
 * The page's title, description, canonical link, its address in every edition (hreflang, with
 * English as the default), what a link preview shows (Open Graph and X cards) and the edition's
 * manifest, once the page runs; React hoists them into <head>, also when prerendered.
 */
export function PageMeta({ title, description, path, type = 'website', image }: PageMetaProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const urlIn = (edition: Locale) => siteConfig.siteUrl + localizedPath(path, edition);
  const imageUrl = image
    ? new URL(image, `${siteConfig.siteUrl}/`).href
    : siteConfig.siteUrl + shareImagePath(locale, path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urlIn(locale)} />
      {locales.map((edition) => (
        <link key={edition} rel="alternate" hrefLang={edition} href={urlIn(edition)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />
      {/*
        Not in the prerendered page: a browser fetches the manifest, then its icon, one after the
        other, as the page first paints. Installing the site needs neither before the page runs.
      */}
      {hydrated && <link rel="manifest" href={manifestPath(locale)} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlIn(locale)} />
      <meta property="og:locale" content={ogLocales[locale]} />
      {locales
        .filter((edition) => edition !== locale)
        .map((edition) => (
          <meta key={edition} property="og:locale:alternate" content={ogLocales[edition]} />
        ))}
      <meta property="og:image" content={imageUrl} />
      {!image && <meta property="og:image:width" content={shareCard.width} />}
      {!image && <meta property="og:image:height" content={shareCard.height} />}
      <meta property="og:image:alt" content={title} />
      {/* X reads the title, description and picture from og: where its own tags are absent. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
