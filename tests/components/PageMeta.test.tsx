import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/api/config';
import { Providers } from '@/app/Providers';
import { PageMeta } from '@/components/PageMeta';
import { shareImagePath } from '@/components/shareImage';
import { renderWithProviders } from '../testUtils';

const site = siteConfig.siteUrl;
const property = (name: string) => document.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
const named = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const allOf = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

const contact = { title: 'Contact Us | Webbee', description: 'Call, e-mail or visit Webbee.', path: '/contact' };

describe('PageMeta', () => {
  it('gives the English page its canonical, its editions and a link preview of its own share card', () => {
    renderWithProviders(<PageMeta {...contact} />);

    expect(document.title).toBe('Contact Us | Webbee');
    expect(allOf('link[rel="canonical"]', 'href')).toEqual([`${site}/contact`]);
    expect(allOf('link[rel="alternate"]', 'hreflang')).toEqual(['en', 'ar', 'x-default']);
    expect(allOf('link[rel="alternate"]', 'href')).toEqual([
      `${site}/contact`,
      `${site}/ar/contact`,
      `${site}/contact`,
    ]);
    expect(allOf('link[rel="manifest"]', 'href')).toEqual(['/manifest.webmanifest']);

    expect(property('og:type')).toBe('website');
    expect(property('og:site_name')).toBe('Webbee');
    expect(property('og:title')).toBe('Contact Us | Webbee');
    expect(property('og:description')).toBe('Call, e-mail or visit Webbee.');
    expect(property('og:url')).toBe(`${site}/contact`);
    expect(property('og:locale')).toBe('en_AE');
    expect(allOf('meta[property="og:locale:alternate"]', 'content')).toEqual(['ar_AE']);
    expect(property('og:image')).toBe(`${site}/share/en/contact.png`);
    expect(property('og:image')).toBe(site + shareImagePath('en', '/contact'));
    expect(property('og:image:width')).toBe('1200');
    expect(property('og:image:height')).toBe('630');
    expect(property('og:image:alt')).toBe('Contact Us | Webbee');

    // X falls back to og:title, og:description and og:image, each said once.
    expect(named('twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(1);
    expect(site).toMatch(/^https:\/\//);
  });

  it('points the Arabic page at its Arabic address, locale, share card and right-to-left manifest', () => {
    renderWithProviders(<PageMeta title="تواصل معنا | Webbee" description="اتصل بنا أو زرنا." path="/contact" />, {
      locale: 'ar',
    });

    expect(allOf('link[rel="canonical"]', 'href')).toEqual([`${site}/ar/contact`]);
    expect(allOf('link[rel="alternate"]', 'href')).toEqual([
      `${site}/contact`,
      `${site}/ar/contact`,
      `${site}/contact`,
    ]);
    expect(allOf('link[rel="manifest"]', 'href')).toEqual(['/ar/manifest.webmanifest']);
    expect(property('og:url')).toBe(`${site}/ar/contact`);
    expect(property('og:locale')).toBe('ar_AE');
    expect(allOf('meta[property="og:locale:alternate"]', 'content')).toEqual(['en_AE']);
    expect(property('og:title')).toBe('تواصل معنا | Webbee');
    expect(property('og:image')).toBe(`${site}/share/ar/contact.png`);
    expect(property('og:image:alt')).toBe('تواصل معنا | Webbee');
    expect(property('og:description')).toBe('اتصل بنا أو زرنا.');
  });

  it("names Home's share card home.png in each edition", () => {
    renderWithProviders(<PageMeta title="Webbee" description="Websites" path="/" />, { locale: 'ar' });

    expect(allOf('link[rel="canonical"]', 'href')).toEqual([`${site}/ar/`]);
    expect(property('og:image')).toBe(`${site}/share/ar/home.png`);
  });

  it("shows a post as an article with its own picture, whose size it doesn't claim", () => {
    renderWithProviders(
      <PageMeta
        title="Five tips | Webbee"
        description="Tips."
        path="/blogs/five-tips"
        type="article"
        image="/images/blogs/five-tips.jpg"
      />,
    );

    expect(property('og:type')).toBe('article');
    expect(property('og:image')).toBe(`${site}/images/blogs/five-tips.jpg`);
    expect(property('og:image:width')).toBeUndefined();
    expect(property('og:image:height')).toBeUndefined();
  });

  it('keeps an absolute picture address as it is', () => {
    renderWithProviders(
      <PageMeta title="News" description="News." path="/newsEvents/launch" image="https://cdn.webbee.ae/launch.png" />,
    );

    expect(property('og:image')).toBe('https://cdn.webbee.ae/launch.png');
  });
  it('links the manifest once the page runs, not in the prerendered page', async () => {
    expect(renderToString(<Providers>{<PageMeta {...contact} />}</Providers>)).not.toContain('rel="manifest"');
    renderWithProviders(<PageMeta {...contact} />);
    await waitFor(() => expect(allOf('link[rel="manifest"]', 'href')).toEqual(['/manifest.webmanifest']));
  });
});
