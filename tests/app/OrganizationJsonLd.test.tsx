import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/api/config';
import { OrganizationJsonLd } from '@/app/OrganizationJsonLd';
import { jsonLdBlocks, renderWithProviders } from '../testUtils';

interface OrganizationData {
  '@context': string;
  '@type': string;
  '@id': string;
  name: string;
  legalName: string;
  description: string;
  url: string;
  logo: string;
  email: string[];
  address: { '@type': string; streetAddress: string; addressLocality?: string; addressCountry: string };
  contactPoint: { '@type': string; contactType: string; telephone: string; areaServed: string }[];
  sameAs: string[];
}

const site = siteConfig.siteUrl;
const organization = () => {
  const blocks = jsonLdBlocks() as OrganizationData[];
  expect(blocks).toHaveLength(1);
  return blocks[0];
};

describe('OrganizationJsonLd', () => {
  it('describes Webbee in English: names, Home, logo, phones, e-mail, its Dubai office and its profiles', () => {
    renderWithProviders(<OrganizationJsonLd />);
    const data = organization();

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${site}/#organization`,
      name: 'Webbee',
      legalName: 'Webbee Technologies LLC',
      description: 'Websites for UAE businesses, ready in 72\u00a0hours',
      url: `${site}/`,
      email: ['info@webbee.ae', 'support@webbee.ae'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 1204, Bay Square Building 11, Business Bay',
        addressLocality: 'Dubai',
        addressCountry: 'AE',
      },
    });
    // The icon tooling/siteIcons.ts writes (tests/tooling/siteIcons.test.ts).
    expect(data.logo).toBe(`${site}/icons/icon-512.png`);
    expect(data.contactPoint.map(({ contactType, telephone }) => [contactType, telephone])).toEqual([
      ['Sales', '+971 4 250 7080'],
      ['Support', '+971 52 918 3460'],
      ['Sellers', '+971 4 250 7082'],
    ]);
    expect(data.contactPoint.every((point) => point['@type'] === 'ContactPoint' && point.areaServed === 'AE')).toBe(
      true,
    );
    expect(data.sameAs).toEqual(
      expect.arrayContaining(['https://www.facebook.com/webbee.ae', 'https://www.youtube.com/@webbee-ae']),
    );
    expect(data.sameAs.every((url) => url.startsWith('https://'))).toBe(true);
    expect(data.sameAs.some((url) => url.includes('wa.me'))).toBe(false);
  });

  it('describes the same company in Arabic on Arabic pages, with the Arabic Home, office and phone lines', () => {
    renderWithProviders(<OrganizationJsonLd />, { locale: 'ar' });
    const data = organization();

    expect(data['@id']).toBe(`${site}/#organization`);
    expect(data.url).toBe(`${site}/ar/`);
    expect(data.name).toBe('Webbee');
    expect(data.description).toMatch(/[\u0600-\u06ff]/);
    expect(data.address.addressLocality).toBe('دبي');
    expect(data.address.streetAddress).toMatch(/^مكتب 1204، /);
    expect(data.address.streetAddress).not.toContain('دبي');
    expect(data.address.addressCountry).toBe('AE');
    expect(data.contactPoint[0]).toMatchObject({ contactType: 'المبيعات', telephone: '+971 4 250 7080' });
    expect(data.contactPoint.every((point) => /[\u0600-\u06ff]/.test(point.contactType))).toBe(true);
  });

  it('keeps every character that could close the script escaped', () => {
    renderWithProviders(<OrganizationJsonLd />);

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('<');
  });
});
