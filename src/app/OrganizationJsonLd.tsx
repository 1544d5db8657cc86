import { useLingui } from '@lingui/react';
import { siteConfig } from '@/api/config';
import { JsonLd } from '@/components/JsonLd';
import { company } from '@/content/company';
import { socialNetworks } from '@/content/social';
import { httpsUrl } from '@/lib/httpsUrl';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

// The manifest's 512 px icon (tooling/siteIcons.ts): search engines take a raster logo more readily than SVG.
const logoPath = '/icons/icon-512.png';

/**
 * The company's address as one line, street first, then the city, then the country, split into
 * the parts schema.org names; a line that does not read that way stays whole as the street.
 */
const postalAddress = (line: string) => {
  const parts = /^(.+?)\s*[,،]\s*([^,،]+?)\s*[,،]\s*[^,،]+$/.exec(line.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: parts ? parts[1] : line,
    ...(parts && { addressLocality: parts[2] }),
    addressCountry: 'AE',
  };
};

/**
 * Webbee as a schema.org Organization, in the page's language: its names, Home and logo, its phone
 * lines, e-mail and office, and its profiles elsewhere. The same @id in both editions, as it is one
 * company.
 */
export function OrganizationJsonLd() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const site = siteConfig.siteUrl;
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        '@id': `${site}/#organization`,
        name: company.name,
        legalName: company.legalName,
        description: i18n._(company.tagline),
        url: site + localizedPath('/', locale),
        logo: site + logoPath,
        email: company.emails,
        address: postalAddress(i18n._(company.address)),
        contactPoint: company.phones.map((phone) => ({
          '@type': 'ContactPoint',
          contactType: i18n._(phone.label),
          telephone: phone.display,
          areaServed: 'AE',
          availableLanguage: [...locales],
        })),
        knowsLanguage: [...locales],
        // Profiles only: the WhatsApp entry is a chat link, not a page about the company.
        sameAs: socialNetworks.flatMap((network) =>
          network.key === 'Whatsapp' ? [] : (httpsUrl(network.companyValue) ?? []),
        ),
      }}
    />
  );
}
