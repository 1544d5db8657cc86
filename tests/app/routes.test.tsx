import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { ErrorBoundary } from '@/app/ErrorFallback';
import { Providers } from '@/app/Providers';
import type { Locale } from '@/lib/i18n/locales';
import { findRoute, routes } from '@/app/routes';
import { i18nFor } from '@/lib/i18n/catalogs';
import { pages } from '../e2e/routes';
import { createTestQueryClient } from '../testUtils';

// The page's code arrives inside act: React holds the retry of a part that waited with `use` until
// the act it suspended in is awaited.
const openApp = async (path: string, locale: Locale = 'en') => {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<App locale={locale} queryClient={createTestQueryClient()} />);
    await findRoute(path).load();
  });
};

const pageHeading = () => screen.findByRole('heading', { level: 1 });

describe('routes', () => {
  it.each([
    ['/webbeeCart', '/webbeecart'],
    ['/CreateWebsite', '/createwebsite'],
    ['/createwebsite', '/createwebsite'],
    ['/NEWSEVENTS', '/newsEvents'],
    ['/Blogs/some-post', '/blogs/:slug'],
  ])('matches %s whatever its letter case', (path, pattern) => {
    expect(findRoute(path).path).toBe(pattern);
  });

  it('describes the company for search engines on Home only, where they look for it', async () => {
    const organizations = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) =>
        script.textContent?.includes('"Organization"'),
      );
    await openApp('/');
    await pageHeading();
    expect(organizations()).toHaveLength(1);
    cleanup();
    await openApp('/faq');
    await pageHeading();
    expect(organizations()).toHaveLength(0);
  });

  it('shows Home for any unmatched path', async () => {
    expect(findRoute('/no/such/page').path).toBe('/');
    await openApp('/no/such/page');
    expect(await pageHeading()).toHaveTextContent('Your professional business website');
  });

  it.each(pages)('shows %s as its own page: its heading, and its title in full', async (path, heading, title) => {
    await openApp(path);
    expect((await pageHeading()).textContent).toBe(heading);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('navigates in the app without a page load, and scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openApp('/');
    await pageHeading();
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'About Us' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'We put UAE businesses online' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/aboutus');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('sets the title, description and canonical link of each static page', async () => {
    await openApp('/faq');
    await pageHeading();
    await waitFor(() => expect(document.title).toBe('Frequently asked questions | Webbee'));
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toHaveAttribute('content', expect.stringContaining('answers to common questions'));
    const canonicals = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]).toHaveAttribute('href', 'https://www.webbee.ae/faq');
  });
});

describe('the Arabic edition', () => {
  const english = i18nFor('en');
  const arabic = i18nFor('ar');
  const pages = routes.flatMap((route) => (route.meta ? [{ path: route.path, meta: route.meta }] : []));

  it.each(pages)('gives $path an Arabic title and description, the title still ending in | Webbee', ({ meta }) => {
    const title = arabic._(meta.title);
    expect(title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic._(meta.description)).toMatch(/[\u0600-\u06FF]/);
    if (english._(meta.title).endsWith(' | Webbee')) expect(title).toMatch(/ \| Webbee$/);
  });

  it('shows a page under /ar with its Arabic title, Arabic menu and a switch to the same page in English', async () => {
    await openApp('/ar/faq', 'ar');
    await pageHeading();
    await waitFor(() => expect(document.title).toBe('الأسئلة الشائعة | Webbee'));
    const menu = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(menu).getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/ar/aboutus');
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/faq');
  });
});

describe('error fallback', () => {
  it("shows 'Unexpected Application Error!' with the message when a page crashes", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('Cannot read the price list');
    };
    render(
      <Providers>
        <ErrorBoundary>
          <Crashing />
        </ErrorBoundary>
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the price list')).toBeInTheDocument();
  });

  it('says so in Arabic on Arabic pages, with a way back to the Arabic home page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('Cannot read the price list');
    };
    render(
      <Providers locale="ar">
        <ErrorBoundary>
          <Crashing />
        </ErrorBoundary>
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'حدث خطأ غير متوقع في التطبيق!' })).toBeInTheDocument();
    expect(screen.getByText('حدث خطأ أثناء عرض هذه الصفحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar/');
    expect(document.title).toBe('حدث خطأ غير متوقع في التطبيق! | Webbee');
  });
});
