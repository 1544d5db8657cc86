import { describe, expect, it } from 'vitest';
import { renderPage } from '@/app/entry-server';
import { formatPrice } from '@/lib/i18n/format';

/** The title and description of a prerendered page, and the words of its footer. */
const pageWords = async (path: string) => {
  const { head, body } = await renderPage(path);
  const footer = /<footer[\s\S]*<\/footer>/.exec(body)?.[0] ?? '';
  return { head, footer: footer.replace(/<[^>]+>/g, ' ') };
};

describe('prices in the copy', () => {
  it('are written as the spec words them in English', async () => {
    const home = await pageWords('/');
    expect(home.head).toContain('<title>Webbee | Professional websites for UAE businesses from AED 1499</title>');
    expect(home.footer).toContain('from AED 1499 with domain and');
    expect((await pageWords('/becomeseller')).head).toContain('earn up to AED 1000 a referral');
  });

  it('are written by Intl in Arabic, as every other price on the page', async () => {
    const home = await pageWords('/ar/');
    expect(home.head).toContain(formatPrice(1499, 'ar'));
    expect(home.footer).toContain(formatPrice(1499, 'ar'));
    const seller = await pageWords('/ar/becomeseller');
    expect(seller.head).toContain(formatPrice(1000, 'ar'));
    for (const { head, footer } of [home, seller]) {
      expect(head + footer).not.toMatch(/AED|درهم/);
    }
  });

  it("end the Arabic dirham's symbol without Intl's dot, which ran into the comma after a price", async () => {
    expect(formatPrice(1499, 'ar')).toMatch(/^\u200f1499\sد\.إ\u200f$/);
    for (const path of ['/ar/', '/ar/webbeecart', '/ar/createwebsite']) {
      const { head, body } = await renderPage(path);
      expect(head + body, path).toContain('د.إ');
      expect(head + body, path).not.toContain('د.إ.');
    }
  });
});
