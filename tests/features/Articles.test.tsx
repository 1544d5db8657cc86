// @vitest-environment jsdom
// The detail page renders API HTML through DOMPurify, which needs jsdom's faithful parser.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  getGetBlogMockHandler,
  getGetBlogResponseMock,
  getListBlogsMockHandler,
  getListBlogsResponseMock,
  getListRelatedBlogsResponseMock,
} from '@/api/generated/blogs/blogs.msw';
import {
  getGetNewsEventMockHandler,
  getGetNewsEventResponseMock,
  getListNewsEventsMockHandler,
  getListNewsEventsResponseMock,
} from '@/api/generated/news-events/news-events.msw';
import { ArticleDetailPage } from '@/features/articles/ArticleDetailPage';
import { ArticleListPage } from '@/features/articles/ArticleListPage';
import { readMoreName } from '../names';
import {
  answersMalformed,
  answersWithResponse,
  failsWith,
  jsonLdBlocks,
  renderWithProviders,
  server,
} from '../testUtils';

beforeAll(async () => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  window.scrollTo = () => undefined;
  // jsdom has no ResizeObserver, which the Similar carousel (embla) uses; tests/setup.ts gives an IntersectionObserver.
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await import('@/components/CardCarousel');
});

/** The query of each GET to `path` during the test; only this listener goes with it, not msw's own. */
const listRequests = (path: string) => {
  const seen: URLSearchParams[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === path) seen.push(url.searchParams);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return seen;
};

describe('blog and news lists', () => {
  it('show 12 cards a page from GET with ForHomePage=false, an empty search, the page number and page size 12', async () => {
    const seen = listRequests('/api/Customer/Blog/Blogs');
    renderWithProviders(<ArticleListPage kind="blogs" />, { path: '/blogs' });
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toHaveTextContent('Guides and tips');
    expect(screen.getByLabelText('Loading Blogs')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(Object.fromEntries(seen[0])).toEqual({ ForHomePage: 'false', search: '', pageNumber: '1', pageSize: '12' });
  });

  it('number their pages from TotalBlogs, between PREV and NEXT, and page 2 asks for pageNumber 2', async () => {
    const user = userEvent.setup();
    const example = getListBlogsResponseMock();
    server.use(getListBlogsMockHandler({ ...example, Result: { ...example.Result, TotalBlogs: 30 } }));
    const seen = listRequests('/api/Customer/Blog/Blogs');
    const { location } = renderWithProviders(<ArticleListPage kind="blogs" />, { path: '/blogs' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', 'NEXT']);
    expect(within(pages).getByRole('button', { name: 'PREV' })).toBeDisabled();
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(location.history?.at(-1)).toBe('/blogs?page=2');
    await waitFor(() => expect(seen.map((params) => params.get('pageNumber'))).toContain('2'));
    const pagesNow = await screen.findByRole('navigation', { name: 'Pages' });
    await waitFor(() =>
      expect(within(pagesNow).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(pagesNow).getByRole('link', { name: 'PREV' })).toHaveAttribute('href', '/blogs');
    expect(within(pagesNow).getByRole('link', { name: 'NEXT' })).toHaveAttribute('href', '/blogs?page=3');
  });

  it('open on the page the address names', async () => {
    const seen = listRequests('/api/Customer/NewsandEvents/NewsEvent');
    renderWithProviders(<ArticleListPage kind="newsEvents" />, { path: '/newsEvents?page=2' });
    await screen.findAllByRole('article');
    expect(seen[0].get('pageNumber')).toBe('2');
  });

  it.each([
    [
      'blogs',
      () => getListBlogsMockHandler({ ...getListBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } }),
      'No Blogs',
    ],
    [
      'newsEvents',
      () =>
        getListNewsEventsMockHandler({
          ...getListNewsEventsResponseMock(),
          Result: { NewsAndEvents: [], TotalNews: 0 },
        }),
      'NO NEWS AND EVENTS',
    ],
  ] as const)('%s show their empty message', async (kind, emptyListMockHandler, message) => {
    server.use(emptyListMockHandler());
    renderWithProviders(<ArticleListPage kind={kind} />);
    // Right under the page's h1: an h3 here would skip a level (Lighthouse heading-order).
    expect(await screen.findByRole('heading', { level: 2, name: message })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('say when the call failed and load again on Retry', async () => {
    const user = userEvent.setup();
    // Once used, the override gives way to the contract's example for the retry.
    server.use(getListBlogsMockHandler(failsWith(500, { Message: 'down' }), { once: true }));
    renderWithProviders(<ArticleListPage kind="blogs" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load blogs");
    expect(within(alert).getByRole('heading', { level: 2 })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  // The page asks the API again once it is idle (src/app/main.tsx): the same list coming back
  // leaves the page as the visitor sees it.
  it.each([
    [
      'blogs',
      '/api/Customer/Blog/Blogs',
      () =>
        getListBlogsMockHandler(async () => {
          await delay(50);
          return getListBlogsResponseMock();
        }),
    ],
    [
      'newsEvents',
      '/api/Customer/NewsandEvents/NewsEvent',
      () =>
        getListNewsEventsMockHandler(async () => {
          await delay(50);
          return getListNewsEventsResponseMock();
        }),
    ],
  ] as const)(
    'ask for the %s list once more and keep the same cards on screen, untouched, when the same list comes back',
    async (kind, path, answerAfterAWhile) => {
      const { queryClient } = renderWithProviders(<ArticleListPage kind={kind} />);
      const cards = await screen.findAllByRole('article');
      expect(cards).toHaveLength(12);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      // As over a network: the page could show something else while it waits.
      server.use(answerAfterAWhile());
      const seen = listRequests(path);
      const changed: MutationRecord[] = [];
      const changes = new MutationObserver((records) => changed.push(...records));
      changes.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      // Outside act, which would commit only the state it ends in: the visitor sees every render.
      void queryClient.invalidateQueries();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      // React Query tells its observers in a task after the answer.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      changes.disconnect();
      expect(seen).toHaveLength(1);
      expect(changed.map((change) => `${change.type} in ${change.target.nodeName}`)).toEqual([]);
      expect(cards.filter((card) => !card.isConnected)).toEqual([]);
    },
  );
});

describe.each(['blogs', 'newsEvents'] as const)('the %s list, refreshed while the API is down', (kind) => {
  it('keeps the cards it has instead of an error', async () => {
    const { queryClient } = renderWithProviders(<ArticleListPage kind={kind} />);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    server.use(
      getListBlogsMockHandler(failsWith(500, { Message: 'down' })),
      getListNewsEventsMockHandler(failsWith(500, { Message: 'down' })),
    );
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const renderDetail = (kind: 'blogs' | 'newsEvents', slug: string, locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Route path={kind === 'blogs' ? '/blogs/:slug' : '/newsEvents/:slug'}>
      <ArticleDetailPage kind={kind} />
    </Route>,
    { path: `/${kind}/${slug}`, locale },
  );

describe('blog and news detail', () => {
  const blog = getGetBlogResponseMock().Result;

  it('shows the picture, title, date, reading minutes and body, sets the title and description, and adds BlogPosting JSON-LD', async () => {
    // happy-dom loads no image: each reports itself complete with no pixels, as a broken one does in a browser.
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1200);
    renderDetail('blogs', blog.Slug);
    expect(await screen.findByRole('heading', { level: 1, name: blog.Title })).toBeInTheDocument();
    expect(screen.getByText('18 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    // The byline under the title: who wrote it, when, and how long it takes.
    expect(screen.getByText('By Sara Al Hashimi').parentElement).toHaveTextContent(
      /^By Sara Al Hashimi · 18 Nov 2026 · 5\smin read$/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What you need to prepare' })).toBeInTheDocument();
    // The picture stands beside the title, the first thing on screen: fetched first, its box kept before it loads.
    const picture = document.querySelector(`img[src="${blog.ImagePath}"]`);
    expect(picture?.closest('section')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '675');
    await waitFor(() => expect(document.title).toBe(`${blog.Title} | Webbee`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^A professional website no longer takes months/,
    );
    expect(jsonLdBlocks()[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.Title,
      datePublished: blog.CreationDate,
      inLanguage: 'en',
      mainEntityOfPage: `https://www.webbee.ae/blogs/${blog.Slug}`,
      image: `https://www.webbee.ae${blog.ImagePath}`,
      author: { '@type': 'Person', name: 'Sara Al Hashimi' },
    });
  });

  it('names no one in the byline or the JSON-LD of an item without an author, and credits the company', async () => {
    server.use(getGetBlogMockHandler({ ...getGetBlogResponseMock(), Result: { ...blog, Author: undefined } }));
    renderDetail('blogs', blog.Slug);
    await screen.findByRole('heading', { level: 1, name: blog.Title });
    expect(screen.getByText('18 Nov 2026').parentElement).toHaveTextContent(/^18 Nov 2026 · 5\smin read$/);
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument();
    expect(jsonLdBlocks()[0]).toMatchObject({ author: { '@type': 'Organization', name: 'Webbee' } });
  });

  it('writes the byline in Arabic in the Arabic edition', async () => {
    server.use(getGetBlogMockHandler({ ...getGetBlogResponseMock(), Result: { ...blog, Author: 'سارة الهاشمي' } }));
    renderDetail('blogs', blog.Slug, 'ar');
    expect(await screen.findByText('بقلم سارة الهاشمي')).toBeInTheDocument();
  });

  it('sets an item without a picture on a cover of its kind and title, and names no image in its JSON-LD', async () => {
    server.use(
      getGetNewsEventMockHandler({
        ...getGetNewsEventResponseMock(),
        Result: { ...getGetNewsEventResponseMock().Result, ImagePath: '' },
      }),
    );
    renderDetail('newsEvents', 'website-builder-update-november-2026');
    const title = await screen.findByRole('heading', {
      level: 1,
      name: "What's new in the website builder this November",
    });
    const cover = title.closest('section')?.querySelector('[data-scheme]');
    expect(cover).toHaveTextContent("News & EventsWhat's new in the website builder this November");
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    expect(title.closest('section')?.querySelector('img')).toBeNull();
    expect(jsonLdBlocks()[0]).not.toHaveProperty('image');
  });

  it("shows the 'Similar' items from the Related endpoint", async () => {
    renderDetail('blogs', blog.Slug);
    const similar = await screen.findByRole('region', { name: 'Similar' });
    for (const related of getListRelatedBlogsResponseMock().Result) {
      expect(await within(similar).findByRole('link', { name: readMoreName(related.Title) })).toHaveAttribute(
        'href',
        `/blogs/${related.Slug}`,
      );
    }
  });

  it('ends the article with what to do next: sign up or Book a Demo', async () => {
    renderDetail('blogs', blog.Slug);
    const closing = await screen.findByRole('complementary', { name: 'Your business online in 72\u00a0hours' });
    expect(within(closing).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/createwebsite');
    expect(within(closing).getByRole('button', { name: 'Book a Demo' })).toBeInTheDocument();
  });

  it('uses NewsArticle JSON-LD and the news paths for news', async () => {
    renderDetail('newsEvents', 'website-builder-update-november-2026');
    await screen.findByRole('heading', { level: 1, name: "What's new in the website builder this November" });
    expect(jsonLdBlocks()[0]).toMatchObject({
      '@type': 'NewsArticle',
      mainEntityOfPage: 'https://www.webbee.ae/newsEvents/website-builder-update-november-2026',
    });
  });

  it('never runs a script or an onerror handler from the body', async () => {
    const ran = vi.fn();
    (window as unknown as { xss: () => void }).xss = ran;
    server.use(
      getGetBlogMockHandler({
        ...getGetBlogResponseMock(),
        Result: {
          ...blog,
          Description: '<p>Safe text</p><script>window.xss()</script><img src="x" onerror="window.xss()">',
        },
      }),
    );
    renderDetail('blogs', blog.Slug);
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    const body = screen.getByText('Safe text').parentElement as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).not.toHaveBeenCalled();
  });

  it('shows a friendly not-found state with a link back for an unknown slug (a 404)', async () => {
    server.use(getGetBlogMockHandler(failsWith(404, { Status: 'Failed', Message: 'Item not found', StatusCode: 404 })));
    renderDetail('blogs', 'no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it.each([
    ['a server error', failsWith(500, { Message: 'down' })],
    ['a 503 page', answersWithResponse(() => new HttpResponse('<html>maintenance</html>', { status: 503 }))],
    ['a malformed body', answersMalformed({ Result: { Title: 42 } })],
  ])('says it could not load, with a Retry that loads it, for %s', async (_, respond) => {
    server.use(getGetBlogMockHandler(respond));
    renderDetail('blogs', 'a-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load this page" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("We couldn't find that page")).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: blog.Title })).toBeInTheDocument();
  });
});

describe('blogs and news in Arabic', () => {
  const arabicBlog = {
    ...getGetBlogResponseMock().Result,
    Title: 'أطلق نشاطك التجاري في الإمارات عبر الإنترنت خلال 72 ساعة',
    Description: '<p>لم يعد إنشاء موقع احترافي يستغرق أشهراً.</p><h2>ما الذي تحتاج إلى تحضيره</h2>',
  };
  const renderArabicDetail = (minutes = 5) => {
    server.use(
      getGetBlogMockHandler({
        ...getGetBlogResponseMock(),
        Result: { ...arabicBlog, EstimatedReadingMinutes: minutes },
      }),
    );
    return renderWithProviders(
      <Route path="/blogs/:slug">
        <ArticleDetailPage kind="blogs" />
      </Route>,
      { path: `/blogs/${arabicBlog.Slug}`, locale: 'ar' },
    );
  };

  it.each([
    [
      'blogs',
      () => getListBlogsMockHandler({ ...getListBlogsResponseMock(), Result: { Blogs: [], TotalBlogs: 0 } }),
      'المدونات',
      'لا توجد مدونات',
      'لا توجد مدونات لعرضها حالياً. يُرجى العودة قريباً.',
    ],
    [
      'newsEvents',
      () =>
        getListNewsEventsMockHandler({
          ...getListNewsEventsResponseMock(),
          Result: { NewsAndEvents: [], TotalNews: 0 },
        }),
      'الأخبار والفعاليات',
      'لا توجد أخبار أو فعاليات',
      'لا توجد أخبار لعرضها حالياً. يُرجى العودة قريباً.',
    ],
  ] as const)(
    '%s: Arabic heading and empty message',
    async (kind, emptyListMockHandler, heading, empty, description) => {
      server.use(emptyListMockHandler());
      renderWithProviders(<ArticleListPage kind={kind} />, { locale: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
    },
  );

  it('show the Arabic intro over the cards, under what the list is', async () => {
    renderWithProviders(<ArticleListPage kind="blogs" />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toHaveTextContent('أدلة ونصائح');
    expect(
      screen.getByText(
        'أدلة ونصائح عن المواقع الإلكترونية والبيع عبر الإنترنت وتحسين محركات البحث والفوترة لشركات الإمارات.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('date the post in Arabic, count its reading minutes in Arabic and point the way back to the right', async () => {
    renderArabicDetail();
    expect(await screen.findByRole('heading', { level: 1, name: arabicBlog.Title })).toBeInTheDocument();
    expect(screen.getByText('18 نوفمبر 2026')).toHaveAttribute('datetime', arabicBlog.CreationDate);
    expect(screen.getByText('5 دقائق للقراءة')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'جميع المدونات' });
    expect(back).toHaveTextContent('→ جميع المدونات');
    expect(back).toHaveAttribute('href', '/blogs');
  });

  it.each([
    [1, 'دقيقة واحدة للقراءة'],
    [2, 'دقيقتان للقراءة'],
    [11, '11 دقيقة للقراءة'],
  ])('say %i reading minutes with the Arabic plural', async (minutes, text) => {
    renderArabicDetail(minutes);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('describe the post in Arabic JSON-LD at its Arabic address', async () => {
    renderArabicDetail();
    await screen.findByRole('heading', { level: 1, name: arabicBlog.Title });
    expect(jsonLdBlocks()[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: arabicBlog.Title,
      inLanguage: 'ar',
      mainEntityOfPage: `https://www.webbee.ae/ar/blogs/${arabicBlog.Slug}`,
    });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://www.webbee.ae/ar/blogs/${arabicBlog.Slug}`,
      ),
    );
  });

  it('say in Arabic that a post is gone, with the way back to the list', async () => {
    server.use(getGetBlogMockHandler(failsWith(404, { Status: 'Failed', Message: 'Item not found', StatusCode: 404 })));
    renderWithProviders(
      <Route path="/blogs/:slug">
        <ArticleDetailPage kind="blogs" />
      </Route>,
      { path: '/blogs/no-such-post', locale: 'ar' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'لم نتمكّن من العثور على هذه الصفحة' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المدونات' })).toHaveAttribute('href', '/blogs');
  });
});
