import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { getListHomeBlogsMockHandler, getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import {
  getListHomeNewsEventsMockHandler,
  getListHomeNewsEventsResponseMock,
} from '@/api/generated/news-events/news-events.msw';
import { includedFeatures } from '@/content/home';
import { premiumModules } from '@/content/home';
import HomePage from '@/features/home/HomePage';
import { i18nFor } from '@/lib/i18n/catalogs';
import { readMoreName } from '../names';
import { failsWith, renderWithProviders, server } from '../testUtils';

// The bands' carousels and the carousel inside them are lazy chunks; loading them once up front keeps
// their first transform out of the timings.
beforeAll(async () => {
  await Promise.all([import('@/features/home/HomeArticlesCarousel'), import('@/components/CardCarousel')]);
});

describe('Home', () => {
  it('leads with the hero button to /createwebsite', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Start Building Your Website Now' })).toHaveAttribute(
      'href',
      '/createwebsite',
    );
  });

  it('ends with a call to start a website or book a demo, after the reviews, added once the page is idle', async () => {
    renderWithProviders(<HomePage />);
    const name = 'Ready to put your business online?';
    // Not in the first render, so not in the prerendered HTML, whose budget it would cost.
    expect(screen.queryByRole('complementary', { name })).toBeNull();
    const closing = await screen.findByRole('complementary', { name }, { timeout: 5000 });
    expect(within(closing).getByRole('link', { name: 'Start Building Your Website Now' })).toHaveAttribute(
      'href',
      '/createwebsite',
    );
    expect(within(closing).getByRole('button', { name: 'Book a Demo' })).toHaveAttribute('data-variant', 'outline');
    const reviews = screen.getByRole('region', { name: 'What our customers say' });
    expect(reviews.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says over Home that a page was not found where it stands in for an unknown path, and only there', () => {
    const { unmount } = renderWithProviders(<HomePage />, { path: '/no-such-page' });
    expect(screen.getByText("We couldn't find that page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your professional business website');
    unmount();
    renderWithProviders(<HomePage />);
    expect(screen.queryByText("We couldn't find that page.")).toBeNull();
  });

  it('lists the 15 included features and the 8 premium modules named as in the spec', () => {
    renderWithProviders(<HomePage />);
    const listed = (section: string) =>
      within(screen.getByRole('region', { name: section }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Everything included in your website')).toEqual(
      includedFeatures.map((name) => i18nFor('en')._(name)),
    );
    expect(listed('Premium modules')).toEqual(
      premiumModules.map(({ name, description }) => i18nFor('en')._(name) + i18nFor('en')._(description)),
    );
    expect(listed('Everything included in your website')).toHaveLength(15);
    expect(listed('Premium modules')).toHaveLength(8);
    expect(screen.getByText('Free SSL')).toBeInTheDocument();
    expect(screen.getByText('Raise invoice via payment gateway')).toBeInTheDocument();
  });

  it('asks for page 1 of 12 with an empty search, for Home, and shows both carousels with Show All and Read More', async () => {
    const requests: { url: URL; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (request.method === 'POST') requests.push({ url: new URL(request.url), body: await request.clone().json() });
    };
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    renderWithProviders(<HomePage />);
    // Prerendered with the page, the bands stay while their lists come.
    const news = screen.getByRole('region', { name: 'News & Events' });
    const blogs = screen.getByRole('region', { name: 'Blogs' });
    // The carousels wait for the page to be idle, then for their code and data.
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /^Loading / })).toHaveLength(0), {
      timeout: 5000,
    });

    // Distinct calls: on a loaded machine the call of an earlier test's Home, started at its idle, can
    // land in this test's record (seen once in CI as each call twice).
    expect([...new Set(requests.map(({ url }) => `${url.pathname}${url.search}`))].sort()).toEqual([
      '/api/Customer/Blog/Blogs?ForHomePage=true',
      '/api/Customer/NewsandEvents/NewsEvent?ForHomePage=true',
    ]);
    for (const { body } of requests) expect(body).toEqual({ search: '', pageNumber: 1, pageSize: 12 });

    expect(within(news).getByRole('link', { name: 'Show all News & Events' })).toHaveAttribute('href', '/newsEvents');
    expect(within(blogs).getByRole('link', { name: 'Show all Blogs' })).toHaveAttribute('href', '/blogs');
    const firstBlog = getListHomeBlogsResponseMock().Result.Blogs[0];
    expect(await within(blogs).findByRole('link', { name: readMoreName(firstBlog.Title) })).toHaveAttribute(
      'href',
      `/blogs/${firstBlog.Slug}`,
    );
    const firstNews = getListHomeNewsEventsResponseMock().Result.NewsAndEvents[0];
    expect(await within(news).findByRole('link', { name: readMoreName(firstNews.Title) })).toHaveAttribute(
      'href',
      `/newsEvents/${firstNews.Slug}`,
    );
    expect(within(blogs).getByText('18 Nov 2026')).toBeInTheDocument();
    expect(within(blogs).getAllByText('2 min read').length).toBeGreaterThan(0);
  });

  it('holds both bands in place with their title, Show All and a row of card shapes until their lists come', async () => {
    const slowly =
      <T,>(response: () => T) =>
      async () => {
        await delay(1500);
        return response();
      };
    server.use(
      getListHomeBlogsMockHandler(slowly(getListHomeBlogsResponseMock)),
      getListHomeNewsEventsMockHandler(slowly(getListHomeNewsEventsResponseMock)),
    );
    renderWithProviders(<HomePage />);
    const bands = ['News & Events', 'Blogs'].map((heading) => {
      const band = screen.getByRole('region', { name: heading });
      expect(within(band).getByRole('link', { name: `Show all ${heading}` })).toBeInTheDocument();
      expect(within(band).getByRole('status', { name: `Loading ${heading}` })).toBeInTheDocument();
      return band;
    });
    // Still loading once the page is idle and the carousels' code has come, and then the same bands
    // hold the cards.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('status', { name: /^Loading / })).toHaveLength(2);
    for (const band of bands) {
      expect(await within(band).findAllByRole('link', { name: /^Read More/ }, { timeout: 5000 })).not.toHaveLength(0);
      expect(band).toBeInTheDocument();
      expect(within(band).queryByRole('status', { name: /^Loading / })).not.toBeInTheDocument();
    }
  });

  it(
    'titles both bands and their Show All in Arabic, before and after their lists come',
    { timeout: 15_000 },
    async () => {
      renderWithProviders(<HomePage />, { locale: 'ar' });
      for (const [heading, listPath] of [
        ['الأخبار والفعاليات', '/newsEvents'],
        ['المدونات', '/blogs'],
      ]) {
        const band = screen.getByRole('region', { name: heading });
        const showAll = within(band).getByRole('link', { name: `عرض جميع ${heading}` });
        expect(showAll).toHaveTextContent('عرض الكل');
        expect(showAll).toHaveAttribute('href', listPath);
        expect(await within(band).findAllByRole('link', { name: /^اقرأ المزيد/ }, { timeout: 5000 })).not.toHaveLength(
          0,
        );
      }
    },
  );

  it('hides a carousel whose list is empty or whose call fails', async () => {
    const empty = getListHomeBlogsResponseMock();
    server.use(
      getListHomeBlogsMockHandler({ ...empty, Result: { Blogs: [], TotalBlogs: 0 } }),
      getListHomeNewsEventsMockHandler(failsWith(500, { Message: 'down' })),
    );
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Blogs' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'News & Events' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });
});

describe('reviews slider', () => {
  it('ignores previous on the first review and next on the last, and clamps a comment until it is expanded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const slider = screen.getByRole('region', { name: 'Customer reviews' });
    const current = () => within(slider).getByRole('group').getAttribute('aria-label');
    expect(current()).toBe('Review 1 of 3');
    expect(within(slider).getByText('Rashid Al Marri')).toBeInTheDocument();

    await user.click(within(slider).getByRole('button', { name: 'Previous review' }));
    expect(current()).toBe('Review 1 of 3');

    await user.click(within(slider).getByRole('button', { name: 'Next review' }));
    await user.click(within(slider).getByRole('button', { name: 'Next review' }));
    expect(current()).toBe('Review 3 of 3');
    expect(within(slider).getByText('Vikram Shah')).toBeInTheDocument();
    await user.click(within(slider).getByRole('button', { name: 'Next review' }));
    expect(current()).toBe('Review 3 of 3');

    const comment = within(slider).getByTestId('review-comment');
    expect(comment).toHaveAttribute('data-line-clamp', 'true');
    await user.click(within(slider).getByRole('button', { name: 'Read More' }));
    expect(comment).not.toHaveAttribute('data-line-clamp');
    expect(within(slider).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
