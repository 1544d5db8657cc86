// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { footerSocialLinks, sitemapSocialLinks } from '@/content/social';
import { httpsUrl } from '@/lib/httpsUrl';

describe('links rendered from the footer data', () => {
  const unsafe = {
    Facebook: 'javascript:alert(1)',
    Instagram: 'data:text/html,<script>alert(1)</script>',
    Linkedin: 'http://www.linkedin.com/company/webbee-ae',
    Youtube: 'https://www.youtube.com/@webbee-ae',
    Whatsapp: 'call us',
  };

  it('keeps only https: addresses, whatever reached the page', () => {
    expect(footerSocialLinks(unsafe).map((link) => link.href)).toEqual(['https://www.youtube.com/@webbee-ae']);
  });

  it("falls back to the company's own address in the sitemap, and turns a WhatsApp number into wa.me", () => {
    const links = Object.fromEntries(sitemapSocialLinks(unsafe).map((link) => [link.label, link.href]));
    expect(links.Facebook).toBe('https://www.facebook.com/webbee.ae');
    expect(links.Instagram).toBe('https://www.instagram.com/webbee.ae');
    expect(links.Whatsapp).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(sitemapSocialLinks({ Whatsapp: '+971 50 123 4567' }).find((link) => link.label === 'Whatsapp')?.href).toBe(
      'https://wa.me/971501234567',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/plain,x', 'http://x.ae', 'not a url', ''])('refuses %j', (value) => {
    expect(httpsUrl(value)).toBeUndefined();
  });
});
