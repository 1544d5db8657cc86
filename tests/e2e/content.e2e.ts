import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { readMoreName } from '../names';
import { baseUrl, expectNoAxeViolations, launchBrowser, loadFully, openPage, saveScreenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent('blogs and news across pages', () => {
  it('ask the API once for the list the page was prerendered with, after its scripts have run, and keep its cards', async ({
    expect,
  }) => {
    const { page, problems } = await openPage(browser, 1280);
    // In the order the page asked for them: its scripts, and the list from the API.
    const asked: ('scripts' | 'list')[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/main-[\w-]+\.js$/.test(pathname)) asked.push('scripts');
      if (pathname === '/api/Customer/Blog/Blogs') asked.push('list');
    });
    await page.goto(`${baseUrl}/blogs`);
    const prerenderedTitles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(prerenderedTitles).toHaveLength(12);
    // The page asks again once it is idle, which a busy machine may put off by up to 2 s.
    await expect.poll(() => asked.filter((what) => what === 'list').length, { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['scripts', 'list']);
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual(prerenderedTitles);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('go from the Home carousel to the list, its second page, back, and a post with its Similar items', async ({
    expect,
  }) => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, baseUrl);
    const blogs = page.getByRole('region', { name: 'Blogs', exact: true });
    await blogs.getByRole('link', { name: 'Show all Blogs' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Blogs');
    await expect.poll(() => page.getByRole('article').count()).toBe(12);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/blogs?page=2`);
    await expect.poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/blogs`);
    await expect.poll(() => page.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: readMoreName('Launch your UAE business online in 72 hours') }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Launch your UAE business online in 72\u00a0hours');
    await expect.poll(() => page.title()).toBe('Launch your UAE business online in 72\u00a0hours | Webbee');
    const similar = page.getByRole('region', { name: 'Similar' });
    // The carousel mounts once it comes near the screen.
    await similar.scrollIntoViewIfNeeded();
    await expect.poll(() => similar.getByRole('link', { name: /^Read More/ }).count()).toBeGreaterThan(0);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script): unknown => JSON.parse(script.textContent ?? '{}')));
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting' }));
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('open a shared address on its page', async ({ expect }) => {
    const { page } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}/newsEvents?page=2`);
    await expect.poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await saveScreenshot(page, 'news-page-2-390');
    await page.context().close();
  });
});

describe.concurrent('an article', () => {
  it.for([
    ['', 1024],
    ['', 1280],
    ['/ar', 1280],
  ] as const)(
    'on %s at %i px, starts its text where its title starts, at a reading measure',
    async ([edition, width], { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}${edition}/blogs/launch-your-uae-business-online-in-72-hours`);
      const [title, text] = await Promise.all(
        [page.getByRole('heading', { level: 1 }), page.locator('article .site-prose').first()].map(
          async (part) => (await part.boundingBox())!,
        ),
      );
      const start = (box: typeof title) => (edition ? box.x + box.width : box.x);
      expect(Math.abs(start(text) - start(title))).toBeLessThanOrEqual(1);
      const fontSize = await page
        .locator('article .site-prose')
        .first()
        .evaluate((prose) => parseFloat(getComputedStyle(prose).fontSize));
      // Some 70 characters of the text, at half an em each.
      expect(text.width / fontSize).toBeLessThanOrEqual(36);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('Home and About', () => {
  it('show the News & Events and Blogs carousels and a bounded reviews slider', async ({ expect }) => {
    const { page } = await openPage(browser, 390);
    await loadFully(page, baseUrl);
    for (const name of ['News & Events', 'Blogs']) {
      const region = page.getByRole('region', { name, exact: true });
      await region.scrollIntoViewIfNeeded();
      await expect.poll(() => region.getByRole('article').count()).toBeGreaterThan(0);
    }
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    const current = () => reviews.getByRole('group').getAttribute('aria-label');
    // At the bounds the buttons look disabled and take no pointer events; the keyboard still reaches them.
    await reviews.getByRole('button', { name: 'Previous review' }).press('Enter');
    expect(await current()).toBe('Review 1 of 3');
    await reviews.getByRole('button', { name: 'Next review' }).click();
    await reviews.getByRole('button', { name: 'Next review' }).click();
    expect(await current()).toBe('Review 3 of 3');
    await reviews.getByRole('button', { name: 'Next review' }).press('Enter');
    expect(await current()).toBe('Review 3 of 3');
    await page.context().close();
  });

  it.for([390, 1280])(
    'at %i px, step every carousel with one style of control, under the cards and clear of them, disabled in look at each end',
    async (width, { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, baseUrl);
      type Look = { width: number; height: number; color: string; borderColor: string; background: string };
      const lookOf = (button: Locator): Promise<Look> =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          const { width, height } = element.getBoundingClientRect();
          return {
            width,
            height,
            color: style.color,
            borderColor: style.borderColor,
            background: style.backgroundColor,
          };
        });
      const looks: { enabled: Look; disabled: Look }[] = [];

      for (const band of ['News & Events', 'Blogs']) {
        // The carousel mounts once its band comes near the screen.
        await page.getByRole('region', { name: band, exact: true }).scrollIntoViewIfNeeded();
        const name = `Latest ${band}`;
        const region = page.getByRole('region', { name, exact: true });
        await expect.poll(() => region.getByRole('article').count()).toBeGreaterThan(0);
        const previous = page.getByRole('button', { name: `Previous ${name}` });
        const next = page.getByRole('button', { name: `Next ${name}` });
        const cardsBottom = Math.max(
          ...(await region
            .getByRole('article')
            .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().bottom))),
        );
        for (const control of [previous, next])
          expect((await control.boundingBox())!.y, `a control of ${name} covers a card`).toBeGreaterThanOrEqual(
            cardsBottom,
          );

        expect(await previous.getAttribute('aria-disabled')).toBe('true');
        expect(await next.getAttribute('aria-disabled')).toBe('false');
        const disabledAtStart = await lookOf(previous);
        const enabled = await lookOf(next);
        expect(disabledAtStart, `${name}: previous at the first card looks like an enabled button`).not.toEqual(
          enabled,
        );
        const cards = await region.getByRole('article').count();
        // The track between the arrows fills a page at a time, as the arrows step: one card a page on
        // phones, three from 1024 px. Which page it shows is how much of it is filled, in pages.
        const pages = Math.ceil(cards / (width >= 1024 ? 3 : 1));
        const track = previous.locator('..').getByTestId('carousel-position');
        const pageShown = () =>
          track.evaluate(
            (element, pageCount) =>
              Math.round(
                (element.firstElementChild!.getBoundingClientRect().width / element.getBoundingClientRect().width) *
                  pageCount,
              ),
            pages,
          );
        expect(await pageShown()).toBe(1);
        let steps = 0;
        for (; steps < cards && (await next.getAttribute('aria-disabled')) === 'false'; steps++) {
          await next.click();
          await expect.poll(pageShown).toBe(steps + 2);
        }
        expect(steps, `${name}: the arrows step through more or fewer pages than the track shows`).toBe(pages - 1);
        expect(await next.getAttribute('aria-disabled')).toBe('true');
        expect(await lookOf(next), `${name}: next at the last card does not look disabled`).toEqual(disabledAtStart);
        expect(await lookOf(previous)).toEqual(enabled);
        looks.push({ enabled, disabled: disabledAtStart });
      }

      const reviews = page.getByRole('region', { name: 'Customer reviews' });
      await reviews.scrollIntoViewIfNeeded();
      looks.push({
        enabled: await lookOf(reviews.getByRole('button', { name: 'Next review' })),
        disabled: await lookOf(reviews.getByRole('button', { name: 'Previous review' })),
      });
      for (const look of looks.slice(1))
        expect(look, 'the carousels step with controls of different styles').toEqual(looks[0]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for(['', '/ar'])(
    "on %s/ at 390 px, shows each of Home's carousels a card whole and the edge of the next, to swipe to",
    async (edition, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${edition}/`);
      // News & Events and Blogs mount once the page is idle and their bands come near the screen.
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 600);
          return page.locator('.site-carousel').count();
        })
        .toBe(2);
      for (const carousel of await page.locator('.site-carousel').all()) {
        await carousel.scrollIntoViewIfNeeded();
        await expect.poll(() => carousel.getByRole('article').count()).toBeGreaterThan(1);
        const window = (await carousel.locator('.site-carousel-track').locator('..').boundingBox())!;
        const [first, second] = await carousel
          .getByRole('article')
          .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
        // In Arabic the row runs from the right: the next card peeks in on the left.
        const shownOf = (card: DOMRect) =>
          Math.min(card.right, window.x + window.width) - Math.max(card.left, window.x);
        expect(Math.round(shownOf(first)), 'the first card is not whole').toBe(Math.round(first.width));
        expect(shownOf(second), 'the next card does not show').toBeGreaterThanOrEqual(24);
        expect(shownOf(second), 'more than the edge of the next card shows').toBeLessThan(second.width / 3);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it("shows Prism's team on About", async ({ expect }) => {
    const { page } = await openPage(browser, 1280);
    await loadFully(page, `${baseUrl}/aboutus`);
    const team = page.getByRole('region', { name: 'Our Team' });
    await team.scrollIntoViewIfNeeded();
    for (const name of ['Khalid Al Suwaidi', 'Priya Nair', 'Youssef Benali', 'Sara Al Hashimi']) {
      await expect.poll(() => team.getByText(name).count()).toBeGreaterThan(0);
    }
    await page.context().close();
  });
});

describe.concurrent('FAQ', () => {
  it('opens its first answer from the start, and another from the keyboard', async ({ expect }) => {
    const { page } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}/faq`);
    const first = page.getByRole('button', { name: 'How much does a website cost?' });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(/starts from AED 1499/).isVisible()).toBe(true);
    const question = page.getByRole('button', { name: 'How do I choose the right web-development company?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('How long does it take to build my website?');
    await page.context().close();
  });
});

describe.concurrent('the app pages', () => {
  it('show the QR codes the build drew, prerendered and after a visit within the site', async ({ expect }) => {
    const { page, problems } = await openPage(browser, 1280);
    // Each code drawn is a picture the browser decoded, at its size.
    const codesShown = async () => {
      const codes = page.getByRole('img', { name: /^QR code: get Webbee/ });
      await codes.first().scrollIntoViewIfNeeded();
      return codes.evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => `${image.alt}: ${image.complete ? image.naturalWidth : 'loading'}`),
      );
    };
    await loadFully(page, `${baseUrl}/webbeecart`);
    await expect
      .poll(codesShown)
      .toEqual(['QR code: get Webbee Cart on the App Store: 120', 'QR code: get Webbee Cart on the Google Play: 120']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webbee Client' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Invoicing and payments in your pocket');
    await expect
      .poll(codesShown)
      .toEqual([
        'QR code: get Webbee Client on the App Store: 120',
        'QR code: get Webbee Client on the Google Play: 120',
      ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the app store badges', () => {
  it.for(['/webbeecart', '/webbeeclient'])(
    'on %s open the apps’ listings, never a store search, with QR codes from tablets up and none on phones',
    async (route, { expect }) => {
      const { page, problems } = await openPage(browser, 1280);
      await loadFully(page, `${baseUrl}${route}`);
      const storeLinks = await page
        .locator('a[href*="apps.apple.com"], a[href*="play.google.com"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(storeLinks).toHaveLength(2);
      for (const href of storeLinks) {
        const url = new URL(href);
        expect(url.pathname, `${href} is a store search`).not.toMatch(/search/);
        expect(url.searchParams.has('q') || url.searchParams.has('term'), `${href} is a store search`).toBe(false);
        expect(href).toMatch(
          /^https:\/\/(apps\.apple\.com\/[a-z]{2}\/app\/[\w-]+\/id\d+|play\.google\.com\/store\/apps\/details\?id=[\w.]+)$/,
        );
      }
      const codes = page.getByRole('img', { name: /^QR code/ });
      await codes.first().scrollIntoViewIfNeeded();
      expect(await codes.filter({ visible: true }).count()).toBe(2);
      // Two badges of one width, each under its code, centred on it.
      const pairs = await page.locator('li:has(img[alt^="QR code"])').evaluateAll((stores) =>
        stores.map((store) => {
          const [code, badge] = [store.querySelector('img')!, store.querySelector('a')!].map((part) =>
            part.getBoundingClientRect(),
          );
          return {
            badgeWidth: badge.width,
            offCentre: Math.abs(code.x + code.width / 2 - (badge.x + badge.width / 2)),
          };
        }),
      );
      expect(pairs).toHaveLength(2);
      expect(pairs[0].badgeWidth).toBe(pairs[1].badgeWidth);
      for (const { offCentre } of pairs) expect(offCentre).toBeLessThanOrEqual(1);
      // Side by side on a tablet held sideways and on a phone too.
      for (const width of [1024, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const tops = await page
          .locator('li:has(img[alt^="QR code"]) > a')
          .evaluateAll((badges) => badges.map((badge) => Math.round(badge.getBoundingClientRect().top)));
        expect(new Set(tops).size, `at ${width} px the badges stack`).toBe(1);
      }
      expect(await codes.filter({ visible: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Download on the App Store' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Get it on Google Play' }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent('the careers list', () => {
  it.for(['', '/ar'])(
    'on %s/careers at 390 px, keeps each job’s date beside its place, however long',
    async (edition, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${edition}/careers`);
      const offsets = await page.locator('[aria-label] > li time').evaluateAll((dates) =>
        dates.map((date) => {
          const facts = date.parentElement!.parentElement!;
          return Math.abs(date.getBoundingClientRect().top - facts.getBoundingClientRect().top);
        }),
      );
      expect(offsets.length).toBeGreaterThan(1);
      for (const offset of offsets) expect(offset).toBeLessThanOrEqual(4);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for([390, 1280])(
    'at %i px, gives each job an excerpt that keeps its paragraph and list, two items at least, shown whole, ending on a whole word',
    async (width, { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}/careers`);
      const cards = page.getByRole('list', { name: 'Open positions' }).locator(':scope > li');
      expect(await cards.count()).toBeGreaterThan(1);
      for (const card of await cards.all()) {
        const excerpt = await card.evaluate((element) => {
          const html = element.querySelector('.site-prose')!;
          return {
            paragraphs: html.querySelectorAll('p').length,
            items: [...html.querySelectorAll('ul > li, ol > li')].map((item) => item.textContent),
            // Nothing of it hidden: no line clamp, nothing overflowing its box.
            clipped: [html, ...html.querySelectorAll('*')].some(
              (inner) =>
                getComputedStyle(inner).webkitLineClamp !== 'none' || inner.scrollHeight > inner.clientHeight + 1,
            ),
          };
        });
        expect(excerpt.paragraphs).toBeGreaterThan(0);
        expect(excerpt.items.length, 'a list item stands alone').not.toBe(1);
        expect(excerpt.clipped, 'part of the excerpt is hidden').toBe(false);
        // Its last item is one of the chosen job's own, whole.
        await card.getByRole('button').click();
        const lastItem = excerpt.items.at(-1);
        // Another job's description comes with the sanitiser's code, fetched at the first such choice.
        if (lastItem !== undefined)
          await expect
            .poll(() =>
              page.evaluate(() =>
                [...document.querySelectorAll('main li')]
                  .filter((item) => !item.closest('[aria-label="Open positions"]'))
                  .map((item) => item.textContent),
              ),
            )
            .toContain(lastItem);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
