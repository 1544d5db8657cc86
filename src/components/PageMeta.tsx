import { siteConfig } from '@/api/config';

interface PageMetaProps {
  title: string;
  description: string;
  /** The canonical path of the page, as the sitemap lists it. */
  path: string;
}

/** The page's title, description and canonical link; React hoists them into <head>, also when prerendered. */
export function PageMeta({ title, description, path }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={siteConfig.siteUrl + path} />
    </>
  );
}
