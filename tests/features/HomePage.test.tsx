import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getListHomeBlogsMockHandler, getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import {
  getListHomeNewsEventsMockHandler,
  getListHomeNewsEventsResponseMock,
} from '@/api/generated/news-events/news-events.msw';
import { includedFeatures, premiumModules } from '@/content/marketing';
import HomePage from '@/features/home/HomePage';
import { i18nFor } from '@/lib/i18n/catalogs';
import { readMoreName } from '../names';
import { failsWith, renderWithProviders, server } from '../testUtils';

// The carousel is a lazy chunk; loading it once up front keeps its first transform out of the timings.
beforeAll(async () => {
  await import('@/components/CardCarousel');
});

describe('Home', () => {
  it('leads with the hero button to /createwebsite', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Start Building Your Website Now' })).toHaveAttribute(
      'href',
      '/createwebsite',
    );
  });

  it('lists the 15 included features and the 8 premium modules named as in the spec', () => {
    renderWithProviders(<HomePage />);
    expect(includedFeatures).toHaveLength(15);
    expect(premiumModules).toHaveLength(8);
    for (const name of [...includedFeatures, ...premiumModules])
      expect(screen.getByText(i18nFor('en')._(name))).toBeInTheDocument();
    expect(screen.getByText('Free SSL')).toBeInTheDocument();
    expect(screen.getByText('Raise invoice via payment gateway')).toBeInTheDocument();
  });

  it('asks for page 1 of 12 with an empty search, for Home, and shows both carousels with Show All and Read More', async () => {
    const requests: { url: URL; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') requests.push({ url: new URL(request.url), body: await request.clone().json() });
    });
    renderWithProviders(<HomePage />);
    // The carousels wait for the page to be idle, then for their code and data.
    const news = await screen.findByRole('region', { name: 'News & Events' }, { timeout: 5000 });
    const blogs = await screen.findByRole('region', { name: 'Blogs' }, { timeout: 5000 });
    server.events.removeAllListeners();

    expect(requests.map(({ url }) => `${url.pathname}${url.search}`).sort()).toEqual([
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
    expect(within(blogs).getAllByText('5 min read').length).toBeGreaterThan(0);
  });

  it('hides a carousel whose list is empty or whose call fails', async () => {
    const empty = getListHomeBlogsResponseMock();
    server.use(
      getListHomeBlogsMockHandler({ ...empty, Result: { Blogs: [], TotalBlogs: 0 } }),
      getListHomeNewsEventsMockHandler(failsWith(500, { Message: 'down' })),
    );
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'What our customers say' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Blogs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'News & Events' })).not.toBeInTheDocument();
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
    await user.click(within(slider).getByRole('button', { name: 'Read more' }));
    expect(comment).not.toHaveAttribute('data-line-clamp');
    expect(within(slider).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
