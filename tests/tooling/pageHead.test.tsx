import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { readPageHead } from '../../tooling/pageHead.ts';
import { siteConfig } from '@/api/config';
import { Providers } from '@/app/Providers';
import { PageMeta } from '@/components/PageMeta';
import type { Locale } from '@/lib/i18n/locales';

/** The <head> React writes for a page with this PageMeta, as the prerender (src/app/entry-server.tsx) renders it. */
async function prerenderedHead(locale: Locale, meta: Parameters<typeof PageMeta>[0]) {
  const { prelude } = await prerender(
    <html lang={locale}>
      <body>
        <Providers locale={locale}>
          <PageMeta {...meta} />
        </Providers>
      </body>
    </html>,
  );
  const html = await new Response(prelude).text();
  return /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
}

describe('readPageHead', () => {
  it('reads back the title, description and canonical PageMeta rendered, with their characters decoded', async () => {
    const head = await prerenderedHead('en', {
      title: 'News & Events | Webbee',
      description: 'Launches, "events" & <news> from Webbee\'s team.',
      path: '/newsEvents',
    });
    expect(readPageHead(head)).toEqual({
      title: 'News & Events | Webbee',
      description: 'Launches, "events" & <news> from Webbee\'s team.',
      canonical: `${siteConfig.siteUrl}/newsEvents`,
    });
  });

  it('reads an Arabic page', async () => {
    const head = await prerenderedHead('ar', {
      title: 'الأخبار والفعاليات | Webbee',
      description: 'أخبار Webbee.',
      path: '/newsEvents',
    });
    expect(readPageHead(head)).toEqual({
      title: 'الأخبار والفعاليات | Webbee',
      description: 'أخبار Webbee.',
      canonical: `${siteConfig.siteUrl}/ar/newsEvents`,
    });
  });

  it('says what is missing from a head without PageMeta', () => {
    expect(() => readPageHead('<meta charset="utf-8">')).toThrow('no <title>');
  });
});
