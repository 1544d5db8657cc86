import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { i18nForPage, isCatalogLoaded, shellCatalogs } from '@/lib/i18n/catalogs';
import { useCatalog } from '@/lib/i18n/useCatalog';

// Called on every render, so a render loop shows in its call count.
const rendered = vi.fn();

function NeedsTheContactCatalog() {
  rendered();
  useCatalog('ar', 'contact');
  return <Trans>Contact Us</Trans>;
}

describe('catalogs', () => {
  it("render a page once its area's catalog is in, without rendering again and again", async () => {
    render(
      <Providers locale="ar">
        <Suspense fallback="loading">
          <NeedsTheContactCatalog />
        </Suspense>
      </Providers>,
    );
    expect(await screen.findByText('تواصل معنا')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rendered.mock.calls.length).toBeLessThan(5);
  });

  it("give the prerender an instance with its page's catalogs only, as the browser will have", async () => {
    const page = await i18nForPage('ar', [...shellCatalogs, 'faq']);
    expect(isCatalogLoaded(page, 'ar', 'faq')).toBe(true);
    expect(isCatalogLoaded(page, 'ar', 'site')).toBe(true);
    expect(isCatalogLoaded(page, 'ar', 'careers')).toBe(false);
  });
});
