import { act, render, screen } from '@testing-library/react';
import { delay } from 'msw';
import { Suspense } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '@/api/config';
import { getGetBlogMockHandler, getListBlogsMockHandler } from '@/api/generated/blogs/blogs.msw';
import { getListJobsMockHandler } from '@/api/generated/careers/careers.msw';
import { getListNewsEventsMockHandler } from '@/api/generated/news-events/news-events.msw';
import { getGetFooterQueryOptions } from '@/api/generated/settings/settings';
import { getGetFooterMockHandler } from '@/api/generated/settings/settings.msw';
import { caseInsensitiveParser } from '@/app/caseInsensitiveParser';
import { Providers } from '@/app/Providers';
import { createQueryClient } from '@/app/queryClient';
import { findRoute } from '@/app/routes';
import { failsWith, neverAnswers, server } from '../testUtils';

/** The longest a visitor may wait, from opening a page, for the message that its hung read failed. */
const openedToMessageMs = 16_000;

/**
 * When a page's scripts start its reads: only once the page has loaded and the browser is idle,
 * then its code and its catalogs, which on a slow phone's connection takes seconds.
 */
const scriptsStartAfterMs = 4_000;

/** A handler's resolver that never answers and counts the requests it was asked. */
const hungRead = () => {
  const read = {
    requests: 0,
    resolver: () => {
      read.requests += 1;
      return neverAnswers();
    },
  };
  return read;
};

const hungPages = [
  { path: '/blogs', hang: getListBlogsMockHandler, message: "We couldn't load blogs" },
  { path: '/newsEvents', hang: getListNewsEventsMockHandler, message: "We couldn't load news & events" },
  { path: '/careers', hang: getListJobsMockHandler, message: "We couldn't load the jobs" },
  { path: '/blogs/how-to-sell-online', hang: getGetBlogMockHandler, message: "We couldn't load this item of Blogs" },
];

beforeAll(async () => {
  // Each page's code is in before the clock is faked: what is timed here is its data.
  await Promise.all(hungPages.map(({ path }) => findRoute(path).load()));
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The visitor opens `openedPath`: the clock starts at the navigation, as the performance clock
 * does, and the browser records the address the document was loaded for.
 */
const openDocument = (openedPath: string) => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', openedPath);
  const opened = window.location.href;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [{ name: opened, entryType: 'navigation', startTime: 0 } as PerformanceEntry] : [],
  );
};

/** The page at `path` starts, with the site's own query client: its reads start as it mounts. */
const startPage = (path: string) => {
  window.history.replaceState(null, '', path);
  const route = findRoute(path);
  const Page = route.page;
  const location = memoryLocation({ path });
  render(
    <Providers queryClient={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook} parser={caseInsensitiveParser}>
        <Route path={route.path}>
          <Suspense>
            <Page />
          </Suspense>
        </Route>
      </Router>
    </Providers>,
  );
};

/** Lets the fake clock run on to `ms` after the navigation started. */
const runClockTo = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms - performance.now()));

const failureShown = (message: string) => screen.queryByRole('alert')?.textContent?.includes(message) ?? false;

describe('a read that never answers', () => {
  it.each(hungPages)(
    'on $path shows its message within 16 s of opening the page, tried once',
    async ({ path, hang, message }) => {
      const read = hungRead();
      server.use(hang(read.resolver));
      openDocument(path);
      await runClockTo(scriptsStartAfterMs);
      startPage(path);

      await runClockTo(apiConfig.requestTimeoutMs - 100);
      expect(failureShown(message)).toBe(false);
      await runClockTo(openedToMessageMs);
      expect(failureShown(message)).toBe(true);
      expect(read.requests).toBe(1);
    },
  );

  it('on a page opened within the app waits the whole budget from there', async () => {
    server.use(getListBlogsMockHandler(hungRead().resolver));
    openDocument('/');
    const openedBlogsAt = 10_000;
    await runClockTo(openedBlogsAt);
    startPage('/blogs');

    await runClockTo(openedBlogsAt + apiConfig.requestTimeoutMs - 100);
    expect(failureShown("We couldn't load blogs")).toBe(false);
    await runClockTo(openedBlogsAt + apiConfig.requestTimeoutMs + 100);
    expect(failureShown("We couldn't load blogs")).toBe(true);
  });

  it("after a server error keeps the read's deadline on its one retry", async () => {
    vi.useFakeTimers();
    let requests = 0;
    server.use(
      getGetFooterMockHandler(async () => {
        requests += 1;
        if (requests > 1) return neverAnswers();
        await delay(apiConfig.requestTimeoutMs - 1_000);
        return failsWith(500, { Message: 'down' })();
      }),
    );
    const started = performance.now();
    let settledAt: number | undefined;
    const read = createQueryClient()
      .fetchQuery(getGetFooterQueryOptions())
      .finally(() => (settledAt = performance.now()));
    read.catch(() => undefined);

    await vi.advanceTimersByTimeAsync(apiConfig.requestTimeoutMs + 100);
    await expect(read).rejects.toMatchObject({ kind: 'timeout' });
    expect(requests).toBe(2);
    expect(settledAt! - started).toBeLessThanOrEqual(apiConfig.requestTimeoutMs);
  });
});
