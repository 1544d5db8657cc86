import { I18nProvider, useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { i18nForPage, isCatalogLoaded, loadCatalog, shellCatalogs } from '@/lib/i18n/catalogs';
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
    // Inside an awaited act, which waits for what a render suspended on, as the browser does.
    await act(async () => {
      await Promise.resolve();
      render(
        <Providers locale="ar">
          <Suspense fallback="loading">
            <NeedsTheContactCatalog />
          </Suspense>
        </Providers>,
      );
    });
    expect(await screen.findByText('تواصل معنا')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rendered.mock.calls.length).toBeLessThan(5);
  });

  it('render a part that waited for its catalog without React giving up on it and rendering the root again', async () => {
    // A visit's first look at the catalogs, before any of them is loaded.
    vi.resetModules();
    const { I18nProvider: Provider } = await import('@lingui/react');
    const catalogs = await import('@/lib/i18n/catalogs');
    const { useCatalog: useFreshCatalog } = await import('@/lib/i18n/useCatalog');
    // Its file has arrived (the page preloaded it), so the wait is a few microtasks.
    await catalogs.i18nForPage('ar', ['faq']);
    const recovered = vi.fn();
    function NeedsTheFaqCatalogThenState() {
      useFreshCatalog('ar', 'faq');
      const [opened] = useState(false);
      useEffect(() => undefined, [opened]);
      return 'ready';
    }
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: recovered });
    // As the browser renders a page: in a transition, outside act, where React replays a part whose
    // wait ends soon instead of rendering it afresh.
    const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    startTransition(() =>
      root.render(
        <Provider i18n={catalogs.i18nFor('ar')}>
          <Suspense fallback="loading">
            <NeedsTheFaqCatalogThenState />
          </Suspense>
        </Provider>,
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('ready'));
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    expect(recovered).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('add a catalog that arrives later, whose words its readers then show', async () => {
    const i18n = await i18nForPage('ar', shellCatalogs);
    function ReadsTheInstance() {
      useLingui();
      return <Trans>Join Our Team</Trans>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <ReadsTheInstance />
      </I18nProvider>,
    );
    expect(screen.queryByText('انضم إلى فريقنا')).not.toBeInTheDocument();
    await act(() => loadCatalog('ar', 'careers', i18n));
    expect(isCatalogLoaded(i18n, 'ar', 'careers')).toBe(true);
    expect(screen.getByText('انضم إلى فريقنا')).toBeInTheDocument();
  });

  it("give the prerender an instance with its page's catalogs only, as the browser will have", async () => {
    const page = await i18nForPage('ar', [...shellCatalogs, 'faq']);
    expect(isCatalogLoaded(page, 'ar', 'faq')).toBe(true);
    expect(isCatalogLoaded(page, 'ar', 'site')).toBe(true);
    expect(isCatalogLoaded(page, 'ar', 'careers')).toBe(false);
  });
});
