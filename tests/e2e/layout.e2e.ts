import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  everyBandRendered,
  launchBrowser,
  loadFully,
  openPage,
  scrollThrough,
  settled,
  withinTime,
} from './browser';
import { headerHeight } from './layoutChecks';
import { arabicStaticPaths, staticPaths } from './routes';

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent('the menu button', () => {
  it('shows until the full nav fits, and the full nav from then on', async () => {
    const { page } = await openPage(browser, 1199);
    await loadFully(page, baseUrl);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it.each(['', '/ar'])(
    "at 1024 px (edition %s), keeps the language switch and Book a Demo beside it, and Home's calls to action on one line",
    async (edition) => {
      const { page, problems } = await openPage(browser, 1024);
      await loadFully(page, `${baseUrl}${edition}/`);
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: edition ? 'فتح القائمة' : 'Open menu' });
      const languageSwitch = header.locator('a[hreflang]').filter({ visible: true });
      const bookDemo = header.getByRole('button', { name: edition ? 'احجز عرضًا توضيحيًا' : 'Book a Demo' });
      expect(await menuButton.isVisible()).toBe(true);
      expect(await languageSwitch.count()).toBe(1);
      expect(await bookDemo.isVisible()).toBe(true);
      // Beside the menu button, in the same bar.
      const barMiddle = async (locator: typeof menuButton) => {
        const box = (await locator.boundingBox())!;
        return Math.round(box.y + box.height / 2);
      };
      expect(await barMiddle(languageSwitch)).toBe(await barMiddle(menuButton));
      expect(await barMiddle(bookDemo)).toBe(await barMiddle(menuButton));

      const heroActions = page.getByRole('main').locator('section').first().locator('a, button');
      const tops = await heroActions.evaluateAll((actions) =>
        actions.map((action) => action.getBoundingClientRect().top),
      );
      expect(tops).toHaveLength(2);
      expect(tops[1], "the hero's second button wrapped onto a line of its own").toBe(tops[0]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  // About's card and Home's closing panel (which renders once the page is idle, near the end).
  it.each([
    ['', '/aboutus', "About's call", 'main a[href$="/createwebsite"]'],
    ['/ar', '/aboutus', "About's call", 'main a[href$="/createwebsite"]'],
    ['', '/', "Home's closing call", 'main aside a[href$="/createwebsite"]'],
    ['/ar', '/', "Home's closing call", 'main aside a[href$="/createwebsite"]'],
  ])('at 390 px (edition %s), on %s sets %s to start a website on one line', async (edition, route, _call, link) => {
    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}${edition}${route}`);
    await scrollThrough(page);
    const lineTops = await page.locator(`${link} .site-button-label`).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(lineTops).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['/', '/ar/', '/webbeecart', '/careers'])(
    "at 1280 px, sets %s's closing call to action's buttons beside its text, as every such panel does",
    async (route) => {
      const { page, problems } = await openPage(browser, 1280);
      await loadFully(page, `${baseUrl}${route}`);
      await scrollThrough(page);
      const panel = page.getByRole('main').getByRole('complementary').last();
      const [text, buttons] = await panel.evaluate((element) =>
        [...element.children].map((child) => child.getBoundingClientRect().top),
      );
      expect(Math.abs(buttons - text), 'the buttons wrapped under the text').toBeLessThan(80);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for([390, 1024])(
    'opens the menu at %i px over a backdrop, holds focus in it, closes on Escape and on the backdrop',
    async (width, { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, baseUrl);
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menuButton.focus();
      await page.keyboard.press('Enter');

      await menu.waitFor();
      // The dim layer: the menu itself, from the bar's foot to the window's, the links' panel at its top.
      const dimLayer = await menu.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return {
          top,
          reachesTheFoot: Math.round(bottom) === window.innerHeight,
          backgroundColor: getComputedStyle(element).backgroundColor,
        };
      });
      expect(dimLayer, 'no dim layer below the bar').toEqual({
        top: headerHeight,
        reachesTheFoot: true,
        backgroundColor: 'rgba(16, 24, 40, 0.6)',
      });
      await expect
        .poll(() => menu.getByRole('link', { name: 'Home' }).evaluate((link) => link === document.activeElement))
        .toBe(true);
      // The links: a sheet across a phone; on a tablet a drawer at the bar's end, down to the foot.
      const panel = await menu.evaluate((element) => {
        const { left, right, bottom } = element.firstElementChild!.getBoundingClientRect();
        return {
          left: Math.round(left),
          right: Math.round(right),
          toTheFoot: Math.round(bottom) === window.innerHeight,
        };
      });
      if (width < 768) expect(panel).toMatchObject({ left: 0, right: width, toTheFoot: false });
      else expect(panel).toEqual({ left: width - 320, right: width, toTheFoot: true });

      const focusStaysInHeader = async (key: string) => {
        for (let step = 0; step < 12; step++) {
          await page.keyboard.press(key);
          expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
        }
      };
      await focusStaysInHeader('Tab');
      await focusStaysInHeader('Shift+Tab');

      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Open menu');

      await menuButton.click();
      await page.mouse.click(width / 2, 600);
      expect(await menu.isVisible()).toBe(false);

      await menuButton.click();
      await menu.getByRole('link', { name: 'Contact Us' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe("Let's talk about your website");
      expect(await menu.isVisible()).toBe(false);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent('Log in', () => {
  it.for([1280, 1024].flatMap((width) => ['/', '/ar/'].map((route) => [route, width] as const)))(
    'on %s at %i px, opens the two portals under the button, within the window, and Escape closes them',
    async ([route, width], { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}${route}`);
      const arabic = route === '/ar/';
      const logIn = page.getByRole('banner').getByRole('button', { name: arabic ? 'دخول' : 'Log in' });
      await logIn.click();
      const portals = page.locator('#portal-login');
      await expect.poll(() => portals.isVisible()).toBe(true);
      const button = await boxOf(logIn);
      const list = await boxOf(portals);
      expect(list.y - (button.y + button.height), 'the list is not just under the button').toBeGreaterThanOrEqual(0);
      expect(list.y - (button.y + button.height), 'the list is not just under the button').toBeLessThan(16);
      // Its end edge on the button's: the right in English, the left in Arabic.
      if (arabic) expect(list.x).toBeCloseTo(button.x, 0);
      else expect(list.x + list.width).toBeCloseTo(button.x + button.width, 0);
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      expect(
        await portals.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('target'))),
      ).toEqual(['_blank', '_blank']);
      await page.keyboard.press('Escape');
      await expect.poll(() => portals.isVisible()).toBe(false);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent('the open menu', () => {
  it.each(['/', '/ar/'])(
    "at 390 px on %s, lies over the page's own Book a Demo, for the eye and for a tap, and blurs it",
    async (route) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const arabic = route === '/ar/';
      const heroDemo = page
        .getByRole('main')
        .getByRole('button', { name: arabic ? 'احجز عرضًا توضيحيًا' : 'Book a Demo' })
        .first();
      await page.getByRole('button', { name: arabic ? 'فتح القائمة' : 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await menu.waitFor();
      // Every point of the page's button, where it lies under the menu's panel or its dim layer alike.
      const reached = await heroDemo.evaluate((button) => {
        const { left, top, width, height } = button.getBoundingClientRect();
        const points = [0.1, 0.5, 0.9].flatMap((across) =>
          [0.1, 0.5, 0.9].map((down) => [left + across * width, top + down * height] as const),
        );
        return points
          .filter(([, y]) => y < window.innerHeight)
          .map(([x, y]) => document.elementFromPoint(x, y))
          .filter((element) => !element?.closest('#mobile-menu'))
          .map((element) => element?.outerHTML.slice(0, 80) ?? 'nothing');
      });
      expect(reached, "points where the page's button is above the menu").toEqual([]);
      // Seen through the dim layer, it is blurred: sharp, it read as a second Book a Demo of the menu's.
      expect(await menu.evaluate((layer) => getComputedStyle(layer).backdropFilter)).toMatch(/^blur\(\d/);
      // A tap on the dim layer over it closes the menu, and reaches nothing of the page.
      const box = (await heroDemo.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 4);
      expect(await menu.isVisible()).toBe(false);
      expect(await page.locator('dialog[open]').count(), "the tap opened the page's Book a Demo").toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/', '/ar/'])(
    "at 390 px on %s, ends with Book a Demo across the panel, a finger's height, filled like the pages' own first calls",
    async (route) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const arabic = route === '/ar/';
      const name = arabic ? 'احجز عرضًا توضيحيًا' : 'Book a Demo';
      const heroStart = page
        .getByRole('main')
        .getByRole('link')
        .filter({ hasText: arabic ? 'ابدأ' : 'Start' })
        .first();
      await page.getByRole('button', { name: arabic ? 'فتح القائمة' : 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      const demo = menu.getByRole('button', { name });
      await demo.waitFor();
      const look = (element: HTMLElement) => {
        const { width, height } = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { width, height, background: style.backgroundColor, color: style.color };
      };
      const [inMenu, panel, hero] = await Promise.all([
        demo.evaluate(look),
        // The panel is the menu's first child, over its dim layer.
        menu.evaluate((nav) => {
          const panel = nav.firstElementChild!;
          const { paddingLeft, paddingRight } = getComputedStyle(panel);
          return panel.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
        }),
        heroStart.evaluate(look),
      ]);
      expect(inMenu.width).toBeCloseTo(panel, 0);
      expect(inMenu.height).toBeGreaterThanOrEqual(44);
      expect({ background: inMenu.background, color: inMenu.color }).toEqual({
        background: hero.background,
        color: hero.color,
      });
      // The last thing in the panel, under the links.
      expect(await menu.locator('a, button').evaluateAll((items) => items.at(-2)?.textContent)).toBe(name);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each([390, 1024])('at %i px, dims the WhatsApp chat button with the rest of the page', async (width) => {
    const { page, problems } = await openPage(browser, width);
    await loadFully(page, baseUrl);
    const chat = page.getByRole('complementary').getByRole('link').first();
    await chat.waitFor();
    const undimmed = await chat.screenshot({ animations: 'disabled' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The menu's backdrop, in the top layer, is over everything the page has: the chat button too.
    expect(
      await chat.screenshot({ animations: 'disabled' }),
      "the chat button is not under the menu's dim layer",
    ).not.toEqual(undimmed);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the WhatsApp chat button', () => {
  it.for(['/', '/ar/'])(
    'on %s at 390 px, steps aside while the Book a Demo popup is open',
    async (route, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const chat = page.locator('aside[data-expanded]');
      await chat.waitFor();
      const opacity = () => chat.evaluate((element) => getComputedStyle(element).opacity);
      expect(await opacity()).toBe('1');
      await page.locator('main button[commandfor="book-a-demo"]').first().click();
      await expect.poll(opacity).toBe('0');
      await page.keyboard.press('Escape');
      await expect.poll(opacity).toBe('1');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  // One page per edition, resized across the widths where the button changes size.
  it.for(['/', '/ar/'])(
    'on %s at 1024, 1279, 1280 and 390 px, shows the chat button whole and round, the same launcher at every width',
    async (route, { expect }) => {
      const { page, problems } = await openPage(browser, 1024);
      await loadFully(page, `${baseUrl}${route}`);
      const button = page.locator('aside[data-expanded] a');
      await button.waitFor();
      for (const width of [1024, 1279, 1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const look = await button.evaluate((element) => {
          const { left, right, width: across, height } = element.getBoundingClientRect();
          const label = element.querySelector('span');
          return {
            inside: left >= 0 && right <= window.innerWidth,
            atEdge: Math.round(document.documentElement.dir === 'rtl' ? left : window.innerWidth - right),
            across: Math.round(across),
            height: Math.round(height),
            label: label && label.getBoundingClientRect().height > 0 ? label.textContent : null,
            corner: parseFloat(getComputedStyle(element).borderStartStartRadius),
          };
        });
        const at = `at ${width} px`;
        expect(look.inside, `${at}, the whole button in the window`).toBe(true);
        expect(look.atEdge, at).toBeGreaterThan(0);
        expect(look.label, at).toBeNull();
        expect(look.height, at).toBe(look.across);
        expect(look.across, at).toBeGreaterThanOrEqual(44);
        expect(look.corner, at).toBeGreaterThanOrEqual(look.across / 2);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  /**
   * Where the button, as shown, meets a control of the page: none, or the first one's text. A faded
   * button (while it steps aside) is looked at once its fade is over.
   */
  const controlUnderChat = (page: Page) =>
    page.evaluate(async () => {
      const chat = document.querySelector<HTMLElement>('aside[data-expanded]')!;
      await Promise.all(chat.getAnimations().map((animation) => animation.finished));
      if (getComputedStyle(chat).opacity === '0') return 'none: stepped aside';
      const button = chat.querySelector('a')!.getBoundingClientRect();
      const meets = (box: DOMRect) =>
        box.width > 0 &&
        box.left < button.right &&
        box.right > button.left &&
        box.top < button.bottom &&
        box.bottom > button.top;
      const control = [...document.querySelectorAll('a[href], button, input, select, textarea, label')].find(
        (element) => !chat.contains(element) && [...element.getClientRects()].some(meets),
      );
      return control ? `"${control.textContent?.trim() || control.getAttribute('aria-label')}"` : 'none';
    });

  it.for(['/becomeseller', '/ar/becomeseller'])(
    "on %s at 1280 and 1440 px, floats clear of the 'What happens next' card and of every content column",
    async (path, { expect }) => {
      const { page, problems } = await openPage(browser, 1280);
      await loadFully(page, `${baseUrl}${path}`);
      const chat = page.locator('aside[data-expanded] a');
      await chat.waitFor();
      const next = path.startsWith('/ar/') ? 'ماذا يحدث بعد ذلك' : 'What happens next';
      const card = page.locator('[data-with-border]').filter({ has: page.getByRole('heading', { name: next }) });
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        // The card's foot at the foot of the screen, where the chat button floats.
        await card.evaluate((element) =>
          window.scrollBy({
            top: element.getBoundingClientRect().bottom - window.innerHeight + 8,
            behavior: 'instant',
          }),
        );
        const [button, cardBox] = [(await chat.boundingBox())!, (await card.boundingBox())!];
        const meet =
          cardBox.x < button.x + button.width &&
          cardBox.x + cardBox.width > button.x &&
          cardBox.y < button.y + button.height &&
          cardBox.y + cardBox.height > button.y;
        expect(meet, `${at}, the chat button lies over the card`).toBe(false);
        // Nor over any other part of the page as it scrolls by: each column's content ends before it.
        const columnEdges = await page.locator('main .site-container, footer .site-container').evaluateAll((columns) =>
          columns.map((column) => {
            const { left, right } = column.getBoundingClientRect();
            const style = getComputedStyle(column);
            return { start: left + parseFloat(style.paddingLeft), end: right - parseFloat(style.paddingRight) };
          }),
        );
        for (const { start, end } of columnEdges)
          if (path.startsWith('/ar/')) expect(start, at).toBeGreaterThan(button.x + button.width);
          else expect(end, at).toBeLessThan(button.x);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for(['/becomeseller', '/createwebsite', '/ar/becomeseller', '/ar/createwebsite'])(
    "on %s at 390, 1024 and 1280 px, hides neither the form's submit button nor what ends the page",
    async (path, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${path}`);
      await page.locator('aside[data-expanded] a').waitFor();
      const submit = page.locator('#signup-form button[type="submit"]');
      for (const width of [390, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        // The submit button at the foot of the screen, where the chat button floats.
        await submit.evaluate((button) =>
          window.scrollBy({
            top: button.getBoundingClientRect().bottom - window.innerHeight + 12,
            behavior: 'instant',
          }),
        );
        await expect.poll(() => controlUnderChat(page), { message: at }).toMatch(/^none/);
        const box = (await submit.boundingBox())!;
        // The end where lines end, and the chat button floats: the left in Arabic.
        const farEnd = path.startsWith('/ar/') ? box.x + 20 : box.x + box.width - 20;
        const tapped = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.type, {
          x: farEnd,
          y: box.y + box.height / 2,
        });
        expect(tapped, `${at}, a tap at the submit button's far end reaches it`).toBe('submit');

        // At the end of the page there is room for it: shown, over nothing. The bands rendered on the way
        // down take their real heights, so the end is where scrolling to it stays.
        await expect
          .poll(
            async () => {
              await page.evaluate(() =>
                window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
              );
              return controlUnderChat(page);
            },
            { message: at },
          )
          .toBe('none');
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for([
    [390, '/contact', '0'],
    [390, '/ar/contact', '0'],
    [1280, '/contact', '1'],
  ] as const)(
    'at %i px on %s, while a form field has focus, is shown at opacity %s',
    async ([width, path, opacity], { expect }) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}${path}`);
      const chat = page.locator('aside[data-expanded]');
      await chat.locator('a').waitFor();
      const shown = () =>
        chat.evaluate(async (element) => {
          await Promise.all(element.getAnimations().map((animation) => animation.finished));
          return getComputedStyle(element).opacity;
        });
      // At the page's end the button floats over nothing it would step aside from: what fades it there is the focus.
      await expect
        .poll(async () => {
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          return chat.getAttribute('data-steps-aside');
        })
        .toBe('false');
      await expect.poll(shown).toBe('1');
      const field = page.getByRole('main').getByRole('textbox').first();
      await field.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
      await expect.poll(shown).toBe(opacity);
      if (opacity === '0') {
        // Stepped aside for a tap too: what lies under it takes the tap.
        const box = (await chat.locator('a').boundingBox())!;
        const tapped = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('aside[data-expanded]') == null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(tapped, 'a tap where the button was reaches the page').toBe(true);
      }
      // Back once focus leaves the field.
      await field.blur();
      await expect.poll(shown).toBe('1');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent('the popups', () => {
  // A laptop's window, where the application, the longest popup, is taller than the window.
  it.for(['/carreersPopup', '/ar/carreersPopup'])(
    "on %s at 1280 × 800, keep the form's send button whole in view, and shade where more of the form lies",
    async (path, { expect }) => {
      const { page, problems } = await openPage(browser, 1280, { viewport: { width: 1280, height: 800 } });
      await loadFully(page, `${baseUrl}${path}`);
      // /carreersPopup opens its application by itself.
      const dialog = page.locator('dialog[open]');
      const send = dialog.locator('button[type="submit"]');
      expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      const [frame, button] = [await boxOf(dialog), await boxOf(send)];
      expect(button.y).toBeGreaterThanOrEqual(frame.y);
      expect(button.y + button.height).toBeLessThanOrEqual(frame.y + frame.height);
      // What the fields show as they scroll under it is hidden.
      expect(await send.evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      );
      // A shadow says where more of the form lies: under the button at first, above the fields at the end.
      const shadowOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).boxShadow);
      const [title, foot] = [dialog.locator('h2').locator('..'), send.locator('..')];
      await dialog.evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(() => shadowOf(foot)).not.toBe('none');
      expect(await shadowOf(title)).toBe('none');
      await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => shadowOf(title)).not.toBe('none');
      await expect.poll(() => shadowOf(foot)).toBe('none');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  /** Each of the popup's error messages, and whether it lies whole above the send button's sticky foot. */
  const errorsClearOfFoot = (dialog: Locator) =>
    dialog.evaluate((element) => {
      const foot = element.querySelector('button[type="submit"]')!.parentElement!.getBoundingClientRect();
      const frame = element.getBoundingClientRect();
      return [...element.querySelectorAll('[aria-invalid="true"]')].map((field) => {
        const error = document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
        const { top, bottom } = error.getBoundingClientRect();
        return { error: error.textContent, clear: top >= frame.top && bottom <= foot.top };
      });
    });

  /** Book a Demo, opened from the page's first button for it, in a window of the given size. */
  const openBookADemo = async (path: string, width: number, height?: number) => {
    const { page, problems } = await openPage(browser, width, height ? { viewport: { width, height } } : {});
    await loadFully(page, `${baseUrl}${path}`);
    await page.locator('main button[commandfor="book-a-demo"]').first().click();
    return { page, problems, dialog: page.locator('dialog[open]') };
  };

  it.for(['/', '/ar/'])(
    'on %s at 1280 × 800, fit Book a Demo whole with all four errors showing, none under its send button',
    async (path, { expect }) => {
      const { page, problems, dialog } = await openBookADemo(path, 1280, 800);
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBe(4);
      expect(await dialog.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
      for (const { error, clear } of await errorsClearOfFoot(dialog)) expect(clear, error).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for(['/', '/ar/'])(
    'on %s at 390 × 667, bring the Message field a send names, and its error, above the sticky send button',
    async (path, { expect }) => {
      // A small phone's window, where the popup scrolls.
      const { page, problems, dialog } = await openBookADemo(path, 390, 667);
      await dialog.locator('input[autocomplete="name"]').fill('Omar Haddad');
      await dialog.locator('input[type="tel"]').fill('501234567');
      await dialog.locator('input[type="email"]').fill('omar@haddadtrading.ae');
      // As a visitor who read down to the button and pressed it: the popup scrolled to its top.
      await dialog.evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBe(1);
      await expect.poll(async () => (await errorsClearOfFoot(dialog)).map(({ clear }) => clear)).toEqual([true]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.for(['/', '/ar/'])(
    'on %s, say a field is in error with its border and message, its placeholder and +971 left grey',
    async (path, { expect }) => {
      const { page, problems, dialog } = await openBookADemo(path, 390);
      await dialog.locator('button[type="submit"]').click();
      const phone = dialog.locator('input[type="tel"]');
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      const coloursOf = () =>
        phone.evaluate((input) => {
          const field = input.closest('.site-input')!;
          return {
            border: getComputedStyle(input).borderColor,
            message: getComputedStyle(field.parentElement!.querySelector('[id$="-error"]')!).color,
            placeholder: getComputedStyle(input, '::placeholder').color,
            dialCode: getComputedStyle(field.querySelector('span[aria-hidden="true"]')!).color,
          };
        });
      // The border eases into the error colour.
      await expect
        .poll(async () => {
          const { border, message } = await coloursOf();
          return border === message;
        })
        .toBe(true);
      const colours = await coloursOf();
      expect(colours.placeholder).not.toBe(colours.message);
      expect(colours.dialCode).not.toBe(colours.message);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent('the page layouts of the design review', () => {
  it.for(['/contact', '/ar/contact'])(
    "at 1024 and 1280 px, ends %s's form card level with the phones, e-mails and map beside it",
    async (path, { expect }) => {
      const { page, problems } = await openPage(browser, 1024);
      await loadFully(page, `${baseUrl}${path}`);
      const form = page.getByRole('form');
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const formCard = await boxOf(form.locator('..'));
        const visitUs = await boxOf(page.getByRole('main').locator('address').locator('../..'));
        expect(
          Math.abs(formCard.y + formCard.height - (visitUs.y + visitUs.height)),
          `at ${width} px`,
        ).toBeLessThanOrEqual(40);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it("at 1024 and 1280 px, leaves no card of Home's included features half empty beside its neighbours", async () => {
    const { page, problems } = await openPage(browser, 1024);
    await loadFully(page, `${baseUrl}/`);
    const band = page.getByRole('main').locator('section', { hasText: 'Everything included in your website' });
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await band.scrollIntoViewIfNeeded();
      // What each card leaves empty under its last feature, less its padding.
      const emptyBelow = await band.evaluate((section) => {
        const headings = [...section.querySelectorAll('h3')];
        let grid = headings[0].parentElement!;
        while (!headings.every((heading) => grid.contains(heading))) grid = grid.parentElement!;
        return [...grid.children].map((card) => {
          const items = card.querySelectorAll('li');
          const last = items[items.length - 1].getBoundingClientRect();
          return Math.round(
            card.getBoundingClientRect().bottom - last.bottom - parseFloat(getComputedStyle(card).paddingBottom),
          );
        });
      });
      expect(emptyBelow).toHaveLength(4);
      // At most two features' lines: a card one feature shorter than one beside it whose name wraps.
      for (const empty of emptyBelow) expect(empty, `at ${width} px`).toBeLessThanOrEqual(80);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
  // Two texts laid out in one line have their baselines meet: the line boxes' bottoms differ only by
  // the descent of their font sizes. A zero-size box put at a text's end sits on its baseline.
  const baselinesOf = (texts: Locator[]) =>
    Promise.all(
      texts.map((text) =>
        text.evaluate((element) => {
          const probe = document.createElement('span');
          probe.style.cssText = 'display: inline-block; block-size: 0; inline-size: 0';
          element.append(probe);
          const bottom = probe.getBoundingClientRect().bottom;
          probe.remove();
          return Math.round(bottom);
        }),
      ),
    );

  it.each(['/careers', '/ar/careers'])(
    "at %s, at 1024 and 1280 px, stands the sort control in the list heading's line",
    async (route) => {
      const { page, problems } = await openPage(browser, 1024);
      const arabic = route.startsWith('/ar/');
      await loadFully(page, `${baseUrl}${route}`);
      const heading = page.getByRole('heading', { level: 2, name: arabic ? 'الوظائف الشاغرة' : 'Open positions' });
      const sort = page.getByRole('combobox', { name: arabic ? 'الترتيب حسب المسمّى' : 'Sort by title' });
      const list = page.locator('ul[aria-label]').first().locator('..');
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        const baselines = await baselinesOf([list.locator('h2').first(), list.locator('label').first()]);
        expect(baselines[1], `${at}, the label is on another line than the heading`).toBe(baselines[0]);
        const [headingBox, sortBox] = [await boxOf(heading), await boxOf(sort)];
        expect(sortBox.y, `${at}, the control starts below the heading`).toBeLessThan(headingBox.y + headingBox.height);
        expect(sortBox.y + sortBox.height, `${at}, the control ends above the heading`).toBeGreaterThan(headingBox.y);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/', '/ar/becomeseller', '/createwebsite', '/ar/webbeecart'])(
    "on %s at 390 and 600 px, keeps the hero's drawing within the page's side margins, up to the width it is drawn at",
    async (route) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const hero = page.getByRole('main').locator('section').first();
      for (const width of [390, 600]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        const drawing = await boxOf(hero.locator('svg').first());
        const text = await boxOf(hero.getByRole('heading', { level: 1 }).locator('..'));
        const drawnWidth = 560;
        expect(Math.round(drawing.width), at).toBe(Math.min(Math.round(text.width), drawnWidth));
        // Centred in the text's column, so never nearer a screen edge than the text is.
        expect(Math.round(drawing.x + drawing.width / 2), at).toBe(Math.round(text.x + text.width / 2));
        expect(Math.round(drawing.x), at).toBeGreaterThanOrEqual(Math.round(text.x));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/webbeeclient', '/ar/webbeeclient', '/'])(
    "at 390 px, spans %s's hero buttons across the text column, however short their labels",
    async (route) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const hero = page.getByRole('main').locator('section').first();
      const column = await boxOf(hero.getByRole('heading', { level: 1 }).locator('..'));
      const actions = hero.locator('a, button');
      expect(await actions.count()).toBe(2);
      for (const action of await actions.all()) {
        const box = await boxOf(action);
        expect(Math.round(box.x)).toBe(Math.round(column.x));
        expect(Math.round(box.width)).toBe(Math.round(column.width));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/webbeecart', '/ar/webbeecart', '/webbeeclient', '/ar/webbeeclient'])(
    "at %s, at 1024 and 1280 px, sets the about heading and the app's heading beside it on one line",
    async (route) => {
      const { page, problems } = await openPage(browser, 1024);
      await loadFully(page, `${baseUrl}${route}`);
      const band = page.locator('main section').nth(1);
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const baselines = await baselinesOf([band.locator('h2').first(), band.locator('h3').first()]);
        expect(baselines[1], `at ${width} px, the app's heading is on another line than the about heading`).toBe(
          baselines[0],
        );
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/faq', '/ar/faq'])('at 1280 px, gives %s a contact card beside its questions', async (route) => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, `${baseUrl}${route}`);
    const questions = await boxOf(page.locator('.site-accordion'));
    const card = await boxOf(page.getByRole('main').getByRole('heading', { level: 2 }).locator('..'));
    const rtl = route.startsWith('/ar/');
    expect(rtl ? card.x + card.width < questions.x : card.x > questions.x + questions.width).toBe(true);
    expect(Math.abs(card.y - questions.y)).toBeLessThan(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['/', '/ar/'])(
    "at 1280 px, starts %s's reviews where their heading starts, as every band's content does",
    async (route) => {
      const { page, problems } = await openPage(browser, 1280);
      await loadFully(page, `${baseUrl}${route}`);
      const band = page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByTestId('review-comment') })
        .first();
      const title = band.getByRole('heading', { level: 2 });
      await band.scrollIntoViewIfNeeded();
      const heading = await boxOf(title);
      const card = await boxOf(band.locator('[data-with-border]').first());
      const start = (box: { x: number; width: number }) => (route === '/' ? box.x : box.x + box.width);
      expect(Math.abs(start(heading) - start(card))).toBeLessThanOrEqual(1);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent("Home's reviews", () => {
  it.for(['/', '/ar/'])(
    'on %s at 390, 1024 and 1280 px, set the reviewer beside the quote from 1024 px, at the end of the card, and under it on phones',
    async (route, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const comment = page.getByTestId('review-comment');
      const rtl = route === '/ar/';
      for (const width of [390, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        await comment.scrollIntoViewIfNeeded();
        const card = await boxOf(page.locator('[data-with-border]').filter({ has: comment }));
        const quote = await boxOf(comment);
        const reviewer = await boxOf(page.getByTestId('reviewer'));
        if (width < 1024) {
          expect(reviewer.y, at).toBeGreaterThan(quote.y + quote.height);
        } else {
          expect(rtl ? reviewer.x + reviewer.width < quote.x : reviewer.x > quote.x + quote.width, at).toBe(true);
          // At the card's far end, less its padding, not halfway along.
          const gapToEnd = rtl ? reviewer.x - card.x : card.x + card.width - (reviewer.x + reviewer.width);
          expect(gapToEnd, at).toBeLessThanOrEqual(40);
          // Level with the quote, not hanging under or over it.
          expect(Math.abs(reviewer.y + reviewer.height / 2 - (quote.y + quote.height / 2)), at).toBeLessThan(
            quote.height,
          );
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

/** The page's band under the h2 `title`. */
const bandTitled = (page: Page, title: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });

describe.concurrent('the design review, round five', () => {
  it.each(['/', '/ar/'])(
    "on %s at 390 px, where the review is clamped, gives the review's Read More the look of the site's other Read More links",
    async (route) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const readMore = route === '/' ? 'Read More' : 'اقرأ المزيد';
      // The blog cards come once their band is near the screen.
      await page
        .getByRole('main')
        .getByRole('heading', { level: 2, name: route === '/' ? 'Blogs' : 'المدونات', exact: true })
        .scrollIntoViewIfNeeded();
      const cardLink = page.getByRole('main').locator('a[href*="/blogs/"]').filter({ hasText: readMore }).first();
      await cardLink.waitFor();
      const toggle = page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByTestId('review-comment') })
        .first()
        .locator('[aria-expanded]');
      await toggle.scrollIntoViewIfNeeded();
      const look = (element: Element) => {
        const style = getComputedStyle(element);
        return {
          color: style.color,
          fontWeight: style.fontWeight,
          fontSize: style.fontSize,
          textDecorationLine: style.textDecorationLine,
          background: style.backgroundColor,
        };
      };
      expect(await toggle.textContent()).toBe(readMore);
      expect(await toggle.evaluate(look)).toEqual(await cardLink.evaluate(look));
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each([390, 1024, 1280].flatMap((width) => ['/aboutus', '/ar/aboutus'].map((route) => [route, width] as const)))(
    'on %s at %i px, shows the whole team side by side where it fits, and a carousel with controls where not',
    async (route, width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}${route}`);
      const band = bandTitled(page, route === '/aboutus' ? 'Our Team' : 'فريقنا');
      await band.scrollIntoViewIfNeeded();
      const carousel = band.locator('[aria-label="Team members"], [aria-label="أعضاء الفريق"]');
      await carousel.waitFor();
      await settled(page);
      const inView = await carousel.evaluate((root) => {
        const bounds = root.getBoundingClientRect();
        return [...root.querySelectorAll('.site-carousel-track > * > *')].map((card) => {
          const box = card.getBoundingClientRect();
          return box.left >= bounds.left - 1 && box.right <= bounds.right + 1;
        });
      });
      expect(inView).toHaveLength(4);
      const steps = band.getByRole('button', { name: route === '/aboutus' ? /Team members$/ : /أعضاء الفريق$/ });
      const stepsShown = await steps.evaluateAll((buttons) => buttons.map((button) => button.checkVisibility()));
      if (width >= 1024) {
        expect(inView, 'a member is out of view').toEqual([true, true, true, true]);
        expect(stepsShown, 'controls with nothing to step to').not.toContain(true);
      } else {
        expect(inView).toContain(false);
        expect(stepsShown).toEqual([true, true]);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/', '/ar/'])(
    "on %s at 1024 and 1280 px, says right under each premium module's name what it does, its tiles in even rows",
    async (route) => {
      const { page, problems } = await openPage(browser, 1024);
      await loadFully(page, `${baseUrl}${route}`);
      const band = bandTitled(page, route === '/' ? 'Premium modules' : 'الوحدات المميزة');
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        await band.scrollIntoViewIfNeeded();
        const tiles = await band.locator('li').evaluateAll((items) =>
          items.map((item) => {
            // Each run of the tile's text: its name, then what the module does.
            const texts: { top: number; bottom: number }[] = [];
            const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              const { top, bottom } = range.getBoundingClientRect();
              texts.push({ top: Math.round(top), bottom: Math.round(bottom) });
            }
            const { top, height } = item.getBoundingClientRect();
            return { top: Math.round(top), height: Math.round(height), texts };
          }),
        );
        expect(tiles, at).toHaveLength(8);
        for (const tile of tiles) {
          expect(tile.texts, `${at}, a tile without a line on what its module does`).toHaveLength(2);
          expect(tile.texts[1].top, at).toBeGreaterThanOrEqual(tile.texts[0].bottom - 1);
          // Right under its own name, however many lines the names beside it take: less than a line between them.
          expect(tile.texts[1].top - tile.texts[0].bottom, `${at}, a hole under the name`).toBeLessThan(16);
        }
        const rows = new Map<number, typeof tiles>();
        for (const tile of tiles) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
        expect(
          [...rows.values()].map((row) => row.length),
          at,
        ).toEqual([4, 4]);
        for (const row of rows.values()) {
          expect(new Set(row.map((tile) => tile.height)).size, `${at}, tiles of one row of different heights`).toBe(1);
          expect(new Set(row.map((tile) => tile.texts[0].top)).size, `${at}, names of one row that don't line up`).toBe(
            1,
          );
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
  it.each([390, 1280])(
    "at %i px, sets the Arabic edition's running text a size up from the English one",
    async (width) => {
      const sizes: Record<string, string[]> = {};
      for (const route of ['/', '/ar/']) {
        const { page, problems } = await openPage(browser, width);
        await loadFully(page, `${baseUrl}${route}`);
        // What the premium modules do: card text in the site's small size.
        sizes[route] = await page
          .locator('main li p + p')
          .evaluateAll((lines) => [...new Set(lines.map((line) => getComputedStyle(line).fontSize))]);
        expect(problems).toEqual([]);
        await page.context().close();
      }
      expect(sizes['/']).toEqual(['14px']);
      expect(sizes['/ar/']).toEqual(['15px']);
    },
  );
});

describe.concurrent('a hero with no product to show', () => {
  it.for(['/faq', '/ar/privacypolicy', '/contact', '/ar/sitemap', '/termsandconditions'])(
    "on %s at 390, 1024 and 1280 px, has its page's drawing at the end of its line from 1024 px, and its text alone on a phone",
    async (route, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${route}`);
      const hero = page.getByRole('main').locator('section').first();
      const emblem = hero.locator('svg[aria-hidden="true"]').filter({ visible: true });
      for (const width of [390, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `at ${width} px`;
        if (width < 1024) {
          expect(await emblem.count(), `${at}, an emblem beside the text on a phone`).toBe(0);
        } else {
          expect(await emblem.count(), at).toBe(1);
          const [title, mark] = [(await hero.locator('h1').boundingBox())!, (await emblem.boundingBox())!];
          // In the half of the line the text leaves empty: the right in English, the left in Arabic.
          const middle = width / 2;
          if (route.startsWith('/ar/')) expect(mark.x + mark.width, at).toBeLessThan(Math.min(middle, title.x));
          else expect(mark.x, at).toBeGreaterThan(Math.max(middle, title.x + title.width));
          expect(mark.width, at).toBeGreaterThan(200);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('has a drawing of its own on each of the eight pages, no two alike', async () => {
    const { page, problems } = await openPage(browser, 1280);
    const drawings = new Map<string, string>();
    for (const route of [
      '/contact',
      '/faq',
      '/privacypolicy',
      '/termsandconditions',
      '/sitemap',
      '/blogs',
      '/newsEvents',
      '/careers',
    ]) {
      await loadFully(page, `${baseUrl}${route}`);
      const drawing = page.getByRole('main').locator('section').first().locator('svg[aria-hidden="true"]');
      // Its shapes, not its markup, which carries an id of its own on every page.
      const shapes = await drawing.evaluate((svg) =>
        [...svg.querySelectorAll('path, rect, circle')]
          .map((shape) => shape.outerHTML.replace(/ filter="[^"]*"/, ''))
          .join(''),
      );
      drawings.set(shapes, route);
    }
    expect([...drawings.values()]).toHaveLength(8);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the phone menu', () => {
  it('at 390 px, ends with the language switch and Book a Demo, each on a line of its own, full width', async () => {
    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, baseUrl);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const home = (await menu.getByRole('link', { name: 'Home' }).boundingBox())!;
    const languageSwitch = (await menu.getByRole('link', { name: 'العربية' }).boundingBox())!;
    const bookDemo = (await menu.getByRole('button', { name: 'Book a Demo' }).boundingBox())!;
    expect(bookDemo.y).toBeGreaterThanOrEqual(languageSwitch.y + languageSwitch.height);
    expect(Math.round(bookDemo.width)).toBe(Math.round(home.width));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the FAQ and legal pages', () => {
  it.each(['/faq', '/termsandconditions', '/privacypolicy', '/ar/faq', '/ar/privacypolicy'])(
    "at 1280 px, start %s's body where its hero's title starts",
    async (route) => {
      const { page } = await openPage(browser, 1280);
      await loadFully(page, `${baseUrl}${route}`);
      const rtl = route.startsWith('/ar/');
      const start = (box: { x: number; width: number }) => Math.round(rtl ? box.x + box.width : box.x);
      const title = (await page.locator('h1').boundingBox())!;
      const body = (await page.getByRole('main').locator('h2, .site-accordion-item').first().boundingBox())!;
      expect(start(body)).toBe(start(title));
      await page.context().close();
    },
  );
});

describe.concurrent('an article', () => {
  const launchGuide = 'blogs/launch-your-uae-business-online-in-72-hours';
  it.each([
    [`/${launchGuide}`, 1280],
    [`/ar/${launchGuide}`, 1280],
    [`/${launchGuide}`, 1024],
    [`/ar/${launchGuide}`, 390],
  ] as const)(
    'on %s at %i px, keeps what to do next beside the text from 1024 px, in view while it is read, and after it on a phone',
    async (route, width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}${route}`);
      const next = page.locator('article aside');
      // The article's text: the column before the panel's.
      const text = next.locator('xpath=../preceding-sibling::*[1]');
      const body = (await text.boundingBox())!;
      if (width < 1024) {
        expect((await next.boundingBox())!.y).toBeGreaterThanOrEqual(body.y + body.height);
      } else {
        // Halfway through the text, the panel is still in the window, beside the text on its far side.
        await page.evaluate((top) => window.scrollTo(0, top), body.y + body.height / 2 - 450);
        await page.waitForTimeout(100);
        const panel = (await next.boundingBox())!;
        const line = (await text.boundingBox())!;
        if (route.startsWith('/ar/')) expect(panel.x + panel.width).toBeLessThanOrEqual(line.x);
        else expect(panel.x).toBeGreaterThanOrEqual(line.x + line.width);
        expect(panel.y).toBeGreaterThanOrEqual(headerHeight);
        expect(panel.y + panel.height).toBeLessThanOrEqual(900);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent("an article's text", () => {
  it.for([390, 1280])(
    'at %i px, reads a step larger and more open in Arabic than in English',
    async (width, { expect }) => {
      const looks: Record<string, { size: number; lineHeight: number }> = {};
      for (const edition of ['', '/ar']) {
        const { page, problems } = await openPage(browser, width);
        await loadFully(page, `${baseUrl}${edition}/blogs/launch-your-uae-business-online-in-72-hours`);
        // The article's text: the column before the panel's.
        const text = page.locator('article aside').locator('xpath=../preceding-sibling::*[1]');
        looks[edition] = await text
          .locator('p')
          .first()
          .evaluate((paragraph) => {
            const { fontSize, lineHeight } = getComputedStyle(paragraph);
            const ratio = parseFloat(lineHeight) / parseFloat(fontSize);
            return { size: parseFloat(fontSize), lineHeight: Math.round(ratio * 100) / 100 };
          });
        expect(problems).toEqual([]);
        await page.context().close();
      }
      expect(looks['']).toEqual({ size: 17, lineHeight: 1.7 });
      expect(looks['/ar']).toEqual({ size: 18, lineHeight: 1.9 });
    },
  );
});

describe.concurrent("an article's panel beside its text", () => {
  it.each(
    [1024, 1280].flatMap((width) =>
      [
        '/blogs/launch-your-uae-business-online-in-72-hours',
        '/ar/newsEvents/website-builder-update-november-2026',
        '/newsEvents/website-builder-update-november-2026',
      ].map((route) => [route, width] as const),
    ),
  )('on %s at %i px, gives its two buttons one width, the whole of the panel', async (route, width) => {
    const { page, problems } = await openPage(browser, width);
    await loadFully(page, `${baseUrl}${route}`);
    const panel = page.locator('article aside');
    const buttons = await panel
      .locator('a, button')
      .evaluateAll((actions) => actions.map((action) => action.getBoundingClientRect().width));
    expect(buttons).toHaveLength(2);
    expect(Math.round(buttons[1]), 'the buttons differ in width').toBe(Math.round(buttons[0]));
    const inside = await panel.evaluate((aside) => {
      const style = getComputedStyle(aside);
      return aside.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    });
    expect(Math.round(buttons[0])).toBe(Math.round(inside));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the footer', () => {
  /** Where each of the footer's columns and headings stands, measured at once, as what loads above may move it. */
  const footerLayout = (page: Page) =>
    page.getByRole('contentinfo').evaluate((footer) => {
      const columns = footer.querySelector('[style*="--columns-gap"]')!;
      const headings = Object.fromEntries(
        [...footer.querySelectorAll('h2')].map((heading) => {
          const { x, y, width } = heading.getBoundingClientRect();
          return [heading.textContent, { x: Math.round(x), y: Math.round(y), width }];
        }),
      );
      // Where each column's content ends: its parts' lowest bottom, as grid items stretch to the row.
      const ends = [...columns.children].map((column) =>
        Math.round(Math.max(...[...column.querySelectorAll('*')].map((part) => part.getBoundingClientRect().bottom))),
      );
      return { headings, ends };
    });

  it.each([
    ['', 'Products', 'Visit us', 'Customer service'],
    ['/ar', 'منتجاتنا', 'تفضّل بزيارتنا', 'خدمة العملاء'],
  ])(
    'on %s/ at 1024 px, sets the office and the phones in the third column, beside the products, so no column stands half empty',
    async (edition, productsName, visitName, serviceName) => {
      const { page, problems } = await openPage(browser, 1024);
      await loadFully(page, `${baseUrl}${edition}/`);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const { headings, ends } = await footerLayout(page);
      const [products, visit, service] = [headings[productsName], headings[visitName], headings[serviceName]];
      expect(visit.y, 'the office is not level with the products').toBe(products.y);
      expect(service.x, 'the phones are not under the office').toBe(visit.x);
      expect(service.y).toBeGreaterThan(visit.y);
      // Three columns, the links' and the contacts' ending about level.
      expect(ends).toHaveLength(3);
      expect(Math.abs(ends[2] - ends[1])).toBeLessThan(60);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('at 1280 px, gives the office and the phones a column each', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, baseUrl);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const { headings } = await footerLayout(page);
    expect(headings['Customer service'].y).toBe(headings['Visit us'].y);
    expect(headings['Customer service'].x).toBeGreaterThan(headings['Visit us'].x + headings['Visit us'].width);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the fixed header', () => {
  it.each([390, 1280])(
    'at %i px, has toasts below it, and a field scrolled into view shows its label below it',
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}/contact`);
      await page.getByRole('button', { name: 'Send message' }).click();
      const toast = page.locator('.site-toast').first();
      await toast.waitFor();
      expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerHeight);

      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      const field = page.getByRole('textbox', { name: 'Full name' });
      await field.evaluate((input) => input.scrollIntoView({ block: 'start', behavior: 'instant' }));
      const labelTop = await field.evaluate((input: HTMLInputElement) => input.labels![0].getBoundingClientRect().top);
      expect(labelTop).toBeGreaterThanOrEqual(headerHeight);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent("a page's bands", () => {
  // One page per path, its bands read at 390 px and its grids at 1024 px.
  it.for([...staticPaths, ...arabicStaticPaths])(
    'on %s, leave one band padding between two bands on one background at 390 px, not two, and at 1024 px fill every row of cards they start',
    async (path, { expect }) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${path}`);
      await scrollThrough(page);
      const gaps = await page.evaluate((allRendered) => {
        const style = document.createElement('style');
        style.textContent = allRendered;
        document.head.append(style);
        // The page's bands: each a section holding the site's container.
        const bands = [...document.querySelectorAll('main section')].filter((band) =>
          band.firstElementChild?.classList.contains('site-container'),
        );
        return bands.slice(1).flatMap((band, index) => {
          const above = bands[index];
          if (above.nextElementSibling !== band) return [];
          if (getComputedStyle(above).backgroundColor !== getComputedStyle(band).backgroundColor) return [];
          const gap =
            band.firstElementChild!.getBoundingClientRect().top -
            above.firstElementChild!.getBoundingClientRect().bottom;
          return [`${band.querySelector('h2')?.textContent ?? 'a band'}: ${Math.round(gap)} px`];
        });
      }, everyBandRendered);
      for (const gap of gaps) expect(parseInt(gap.split(': ').at(-1)!), gap).toBeLessThanOrEqual(72);

      await page.setViewportSize({ width: 1024, height: 900 });
      await settled(page);
      const uneven = await page.evaluate(async () => {
        await document.fonts.ready;
        // A grid of three or more cards, tiles or groups: the rows they fall into, by their tops.
        return [...document.querySelectorAll('main *')].flatMap((grid) => {
          if (getComputedStyle(grid).display !== 'grid') return [];
          // A subgrid lays out one card's own parts on its parent's rows: a card, not a grid of cards.
          if (getComputedStyle(grid).gridTemplateRows.startsWith('subgrid')) return [];
          const items = [...grid.children].filter((item) => item.getBoundingClientRect().width > 0);
          if (items.length < 3) return [];
          const rows = new Map<number, number>();
          for (const item of items) {
            const top = Math.round(item.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          const counts = [...rows.values()];
          if (counts.length < 2 || counts.every((count) => count === counts[0])) return [];
          const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? 'a grid';
          return [`${heading}: ${counts.join(' + ')}`];
        });
      });
      expect(uneven, 'at 1024 px, a card left alone under a fuller row').toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  // content-visibility: auto skips a band far below the screen in every style, layout and paint
  // of the first load; a band sized wrongly once rendered would move what the reader sees.
  it('at 390 px, are rendered as they come into view, and nothing in view moves as they are', async () => {
    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, baseUrl);
    // Home's News & Events and Blogs bands get their lists once the page is idle, which on a busy
    // machine can be during the scroll: the card shapes they were prerendered with hold their place.
    const { skippedAtFirst, skippedInView, shifts, movers } = await withinTime(
      page,
      30_000,
      "the scroll through Home's bands",
      () =>
        page.evaluate(async () => {
          const bands = [...document.querySelectorAll('main section, footer')];
          const isRendered = (band: Element) =>
            band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
          const skippedAtFirst = bands.filter((band) => !isRendered(band)).length;
          let moved = 0;
          const movers: string[] = [];
          const nameOf = (node: Node | null) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${node.textContent?.trim().slice(0, 40) ?? ''}"`
              : String(node?.nodeName);
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[]) {
              moved += entry.value;
              for (const { node, previousRect, currentRect } of entry.sources)
                movers.push(
                  `${nameOf(node)} from y ${Math.round(previousRect.y)} to ${Math.round(currentRect.y)}, height ${Math.round(previousRect.height)} to ${Math.round(currentRect.height)}, at scrollY ${Math.round(window.scrollY)}`,
                );
            }
          }).observe({ type: 'layout-shift' });
          const nextFrame = () =>
            new Promise((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(resolve));
              setTimeout(resolve, 100);
            });
          const skippedInView = new Set<number>();
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await nextFrame();
            bands.forEach((band, index) => {
              const { top, bottom } = band.getBoundingClientRect();
              if (bottom > 0 && top < window.innerHeight && !isRendered(band)) skippedInView.add(index);
            });
          }
          await nextFrame();
          return { skippedAtFirst, skippedInView: [...skippedInView], shifts: moved, movers };
        }),
      { pausable: true },
    );
    expect(skippedAtFirst).toBeGreaterThan(2);
    expect(skippedInView).toEqual([]);
    expect(shifts, `what moved: ${movers.join('; ')}`).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
  // What a reader below Home's News & Events and Blogs bands sees when their lists come: the card
  // shapes the page was prerendered with are the carousel's height to the pixel, at each width the
  // carousel shows another number of cards.
  it("keep Home's News & Events and Blogs bands as tall prerendered as with their carousels", async ({ expect }) => {
    const bandWidths = [390, 768, 1024, 1280];
    const heightsOf = async (page: Page) => {
      const heights: string[] = [];
      for (const width of bandWidths) {
        await page.setViewportSize({ width, height: 900 });
        heights.push(
          await page.evaluate((css) => {
            const rendering = document.createElement('style');
            rendering.textContent = css;
            document.head.append(rendering);
            const bands = [...document.querySelectorAll('main section')]
              .filter((band) => /^(News & Events|Blogs)$/.test(band.querySelector('h2')?.textContent ?? ''))
              .map((band) => `${band.querySelector('h2')!.textContent}: ${band.getBoundingClientRect().height}`);
            rendering.remove();
            return `${window.innerWidth} px: ${bands.join(', ')}`;
          }, everyBandRendered),
        );
      }
      return heights;
    };
    const { page: prerendered } = await openPage(browser, 390);
    await prerendered.route(/\.js$/, (route) => route.abort());
    await loadFully(prerendered, baseUrl);
    const before = await heightsOf(prerendered);
    await prerendered.context().close();

    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, baseUrl);
    for (const name of ['News & Events', 'Blogs']) {
      const band = page.getByRole('region', { name, exact: true });
      await band.scrollIntoViewIfNeeded();
      await expect.poll(() => band.getByRole('article').count()).toBeGreaterThan(0);
    }
    expect(before[0]).toMatch(/News & Events: [\d.]+, Blogs: [\d.]+$/);
    expect(await heightsOf(page)).toEqual(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.concurrent('the headings', () => {
  it.each(['/', '/careers', '/webbeecart', '/ar/', '/ar/blogs'])(
    "on %s are all in the brand's navy, the cards' titles as the sections'",
    async (route) => {
      const { page, problems } = await openPage(browser, 1280);
      await loadFully(page, `${baseUrl}${route}`);
      await scrollThrough(page);
      await settled(page);
      const notNavy = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((headings) =>
        headings
          .filter((heading) => heading.getClientRects().length > 0)
          .filter((heading) => getComputedStyle(heading).color !== 'rgb(28, 58, 127)')
          .map((heading) => `${heading.tagName} ${heading.textContent}: ${getComputedStyle(heading).color}`),
      );
      expect(notNavy).toEqual([]);
      expect(await page.locator('main :is(h1, h2, h3, h4)').count()).toBeGreaterThan(5);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each([390, 1280])(
    'in Arabic at %i px, stand on lines tall enough for the letters above and below them',
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, `${baseUrl}/ar/becomeseller`);
      const tightest = await page.locator('main :is(h1, h2, h3)').evaluateAll((headings) =>
        Math.min(
          ...headings.map((heading) => {
            const style = getComputedStyle(heading);
            return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
          }),
        ),
      );
      expect(tightest).toBeGreaterThanOrEqual(1.4);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.concurrent('the brand font', () => {
  it('is one latin woff2, the only font file an English page fetches, and in use', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, baseUrl);
    const { fontFiles, interLoaded } = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        fontFiles: [
          ...new Set(
            performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => /\.(woff2?|ttf|otf)$/.test(path)),
          ),
        ],
        interLoaded: [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
      };
    });
    expect(fontFiles).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
    expect(interLoaded).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sets all text in Inter', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, baseUrl);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    );
    const facesOf = (selector: string) =>
      page.evaluate(
        (selector) =>
          [
            ...new Set([...document.querySelectorAll(selector)].map((element) => getComputedStyle(element).fontFamily)),
          ].map((family) => family.split(',')[0].replaceAll('"', '').trim()),
        selector,
      );
    expect(await facesOf('h1, h2, h3, main p, main li, main .site-button, header nav a, header a[aria-label]')).toEqual(
      ['Inter'],
    );
    expect(await page.locator('main .site-button').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // When Inter arrives after the first paint nothing may move: Chromium counts a layout shift from 3 px.
  it.each([
    [390, 'main'],
    [1280, 'header'],
  ])('at %i px, lays out the %s in the fallback where Inter puts it', async (width, region) => {
    const boxesOf = async (withInter: boolean) => {
      const { page } = await openPage(browser, width);
      if (!withInter) await page.route('**/*.woff2', (route) => route.abort());
      await loadFully(page, baseUrl);
      // Home's last sections (its article carousels) come once it is hydrated and idle: both runs
      // compare the page in that final shape, whenever each gets there.
      await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
      await settled(page);
      await page.waitForLoadState('networkidle');
      const { boxes, faces } = await page.evaluate(async (selector) => {
        await document.fonts.ready;
        return {
          boxes: [...document.querySelectorAll(`${selector} :is(h1, h2, h3, p, a, button, li)`)].map((element) => {
            const { left, top, height } = element.getBoundingClientRect();
            return { text: element.textContent?.trim().slice(0, 24), left, top, height };
          }),
          faces: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        };
      }, region);
      await page.context().close();
      return { boxes, faces };
    };
    const { boxes: inInter } = await boxesOf(true);
    const { boxes: inFallback, faces } = await boxesOf(false);
    // Set in a local font scaled to Inter's metrics (tooling/fontStacks.ts), not the browser's default.
    expect(faces.filter((family) => family.startsWith('Inter Fallback')).length).toBeGreaterThan(0);
    expect(inInter.length).toBeGreaterThan(5);
    expect(inFallback.map((box) => box.text)).toEqual(inInter.map((box) => box.text));
    const moved = inFallback.filter(
      (box, index) =>
        Math.abs(box.left - inInter[index].left) >= 3 ||
        Math.abs(box.top - inInter[index].top) >= 3 ||
        Math.abs(box.height - inInter[index].height) >= 3,
    );
    expect(moved.map((box) => box.text)).toEqual([]);
  });
});

const firstPaintWidths = [390, 1280];

/**
 * How each element looks at each of `firstPaintWidths`, with the page's scripts and brand font held
 * back (the fallback face paints in both): its box, colours, border, radius, type and padding.
 * First with the CSS the prerender inlined alone, the stylesheet held on its way, then with the
 * stylesheet let through: one load serves both, and with no script running, the page at another
 * width is the same page laid out again.
 */
async function looksOf(path: string): Promise<{ inlineOnly: Map<number, string[]>; whole: Map<number, string[]> }> {
  const { page } = await openPage(browser, firstPaintWidths[0]);
  try {
    await page.route(/\.(js|woff2)$/, (route) => route.abort());
    let letStylesheetThrough = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (letStylesheetThrough = resolve));
    await page.route(/\.css$/, async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    // Not DOMContentLoaded or the load event, which a held stylesheet holds back too: the whole
    // document, and the images the load event waits for, whose sizes can move what follows them.
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.locator('footer').waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
    const looksAtEachWidth = async () => {
      const looks = new Map<number, string[]>();
      for (const width of firstPaintWidths) {
        await page.setViewportSize({ width, height: 900 });
        looks.set(width, await looksAtThisWidth(page));
      }
      return looks;
    };
    const linked = () => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length);
    expect(await linked(), 'the stylesheet came before it was let through').toBe(0);
    const inlineOnly = await looksAtEachWidth();
    letStylesheetThrough();
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href));
    return { inlineOnly, whole: await looksAtEachWidth() };
  } finally {
    await page.context().close();
  }
}

const looksAtThisWidth = (page: Page) =>
  page.evaluate((css) => {
    // A band far below the screen measures at its placeholder height or at the last height it was
    // rendered at: each look is taken with every band rendered.
    const rendering = document.createElement('style');
    rendering.textContent = css;
    document.head.append(rendering);
    // A closed popup is not in the first frame: its styles come with the stylesheet.
    const looks = [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('svg') || element.tagName === 'svg')
      .filter((element) => !element.closest('dialog:not([open])'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const { color, backgroundColor, borderTopWidth, borderTopColor, borderRadius, fontSize, fontWeight, padding } =
          style;
        const values = [
          color,
          backgroundColor,
          borderTopWidth,
          borderTopColor,
          borderRadius,
          fontSize,
          fontWeight,
          padding,
        ];
        return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${values.join(' ')}`;
      });
    rendering.remove();
    return looks;
  }, everyBandRendered);

/** Whether a look's box lies within the first screen of the 900 px tall window the looks are taken in. */
const inFirstScreen = (look: string) => {
  const [, top, , height] = look.split(' ')[1].split(',').map(Number);
  return top + height <= 900;
};

describe.concurrent('the first paint', () => {
  // Before the whole stylesheet is in, a page has only the CSS the prerender inlined for it: a rule
  // it left out shows as a button without its fill or a box that moves when the stylesheet comes.
  // What is below the first screen gets its styles with the stylesheet, before it is scrolled to.
  it.concurrent.each([...staticPaths, ...arabicStaticPaths])(
    '%s looks, with its inline CSS alone, as it does with the whole stylesheet, on its first screen',
    async (path) => {
      const looks = await looksOf(path);
      for (const width of firstPaintWidths) {
        const [inlineOnly, whole] = [looks.inlineOnly.get(width)!, looks.whole.get(width)!];
        expect(inlineOnly.filter(inFirstScreen).length).toBeGreaterThan(30);
        expect(
          inlineOnly.filter((look, index) => inFirstScreen(look) && look !== whole[index]).slice(0, 3),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
    },
  );
});
