import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens a prerendered page with every script held back, as on a slow phone: the page is painted
 * and usable as HTML, and the scripts run only when `release` is called.
 */
async function openWithScriptsHeld(path: string, width = 1280) {
  const opened = await openPage(browser, width);
  const { page } = opened;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (/\/(api|VendorAccount)\//.test(request.url())) apiCalls.push(request);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.getByRole('main').waitFor();
  const hydrated = async () => {
    release();
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    await page.waitForLoadState('networkidle');
  };
  return { ...opened, apiCalls, hydrated, release: () => release() };
}

/** What the early typist sends from /contact. */
const fatimasMessage = {
  name: 'Fatima Al Mansoori',
  email: 'fatima@alnoorflowers.ae',
  subject: 'Website for our flower shop',
  message: 'We have two branches in Dubai.',
};

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('.site-toast-message', { hasText: text });
const sent = (calls: Request[], path: string) =>
  calls.filter((call) => call.method() !== 'GET' && new URL(call.url()).pathname.endsWith(path));

/** Fills in and verifies the sign-up form's phone number, then verifies the e-mail already in it. */
async function verifySignupContacts(page: Page) {
  const form = page.locator('#signup-form');
  await form.getByLabel('Phone number', { exact: true }).fill('501234567');
  await form.getByRole('button', { name: 'Generate OTP for the phone number' }).click();
  await form.getByLabel('Code sent to your phone number').fill('482913');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => form.getByRole('img', { name: 'Phone number verified' }).count()).toBe(1);
  await form.getByRole('button', { name: 'Generate OTP for the email' }).click();
  await form.getByLabel('Code sent to your email').fill('482913');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => form.getByRole('img', { name: 'Email verified' }).count()).toBe(1);
}

describe('before the scripts run', () => {
  it('keeps what was typed on /contact, and sends it once when Send was pressed early', async () => {
    const { page, problems, apiCalls, hydrated } = await openWithScriptsHeld('/contact');
    await field(page, 'Full name').fill(fatimasMessage.name);
    await field(page, 'Email').fill(fatimasMessage.email);
    await field(page, 'Subject').fill(fatimasMessage.subject);
    await field(page, 'Message').fill(fatimasMessage.message);
    await field(page, 'Subject').press('Enter');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(page.url()).toBe(`${baseUrl}/contact`);
    expect(await page.getByRole('button', { name: 'Send message' }).getAttribute('aria-busy')).toBe('true');

    await hydrated();
    await expect.poll(() => toast(page, 'Thank you for contacting Webbee').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/contact`);
    const messages = sent(apiCalls, '/api/Customer/Contact');
    expect(messages).toHaveLength(1);
    expect(messages[0].postDataJSON()).toEqual(fatimasMessage);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the name and e-mail typed on /contact before the scripts ran when the rest is typed after', async () => {
    const { page, problems, apiCalls, hydrated } = await openWithScriptsHeld('/contact', 390);
    await field(page, 'Full name').pressSequentially(fatimasMessage.name, { delay: 20 });
    await field(page, 'Email').pressSequentially(fatimasMessage.email, { delay: 20 });

    await hydrated();
    await field(page, 'Subject').fill(fatimasMessage.subject);
    await field(page, 'Message').fill(fatimasMessage.message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => toast(page, 'Thank you for contacting Webbee').count()).toBe(1);
    const messages = sent(apiCalls, '/api/Customer/Contact');
    expect(messages).toHaveLength(1);
    expect(messages[0].postDataJSON()).toEqual(fatimasMessage);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/becomeseller', 'Legal name', '/VendorAccount/Register'],
    ['/createwebsite', 'Business Name', '/VendorAccount/Client/Register'],
  ])(
    '%s: keeps the name and e-mail typed before the scripts ran when the rest is filled in after',
    async (path, nameLabel, registerPath) => {
      const { page, problems, apiCalls, hydrated } = await openWithScriptsHeld(path, 390);
      const form = page.locator('#signup-form');
      await form.getByRole('textbox', { name: nameLabel }).pressSequentially('Al Noor Flowers LLC', { delay: 20 });
      await form.getByRole('textbox', { name: /^Email/ }).pressSequentially('owner@alnoorflowers.ae', { delay: 20 });

      await hydrated();
      await verifySignupContacts(page);
      await form.getByLabel('Password', { exact: true }).fill('Str0ngPass!');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Create my account' }).click();
      await expect.poll(() => sent(apiCalls, registerPath).length).toBe(1);
      await page.waitForTimeout(500);
      expect(sent(apiCalls, registerPath)).toHaveLength(1);
      expect(sent(apiCalls, registerPath)[0].postDataJSON()).toEqual({
        nameAsPerTradeLicense: 'Al Noor Flowers LLC',
        firstName: 'Al Noor Flowers LLC',
        email: 'owner@alnoorflowers.ae',
        requirePhoneNumberConfirmation: false,
        password: 'Str0ngPass!',
        phoneNumber: '971501234567',
      });
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    ['/becomeseller', 'Legal name'],
    ['/contact', 'Full name'],
  ])('%s: keeps every letter of a word whose typing the scripts arrive in the middle of', async (path, nameLabel) => {
    const { page, problems, release } = await openWithScriptsHeld(path, 390);
    const name = page.getByRole('textbox', { name: nameLabel, exact: true });
    const words = 'Al Noor Flowers and Gifts Trading LLC of Dubai Marina';
    let typedBeforeScripts = 0;
    await name.click();
    await page.keyboard.type(words.slice(0, 8), { delay: 30 });
    release();
    for (const letter of words.slice(8)) {
      await page.keyboard.type(letter, { delay: 0 });
      await page.waitForTimeout(30);
      if (await page.evaluate(() => window.webbeeBeforeHydration?.recording !== false)) typedBeforeScripts += 1;
    }
    // The scripts took over while the visitor was still typing.
    expect(typedBeforeScripts).toBeLessThan(words.length - 8);
    await page.waitForSelector('head link[rel="manifest"]', { state: 'attached' });
    expect(await name.inputValue()).toBe(words);
    // The form's own state has the whole word, not only the field: a blur and a submit keep it.
    await name.blur();
    await page.getByRole('button', { name: /^(Create my account|Send message)$/ }).click();
    expect(await name.inputValue()).toBe(words);
    expect(await page.getByText(/^(Legal name required|Please Enter Full Name\.)$/).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens Book a Demo before the scripts, takes what is typed in it, and sends it once when sent early', async () => {
    const { page, problems, apiCalls, hydrated } = await openWithScriptsHeld('/');
    const bookDemo = page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await bookDemo.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await bookDemo.getAttribute('aria-busy')).toBeNull();
    await dialog.getByLabel('Name').fill('Omar Haddad');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    await bookDemo.click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Omar Haddad');
    await dialog.getByLabel(/Phone number/).fill('501234567');
    await dialog.getByLabel('Email').fill('omar@haddadtrading.ae');
    await dialog.getByLabel('Message').fill('Show us the store');
    await dialog.getByRole('button', { name: 'Book a Demo', exact: true }).click();

    await hydrated();
    await expect.poll(() => sent(apiCalls, '/RequestDemo').length).toBe(1);
    expect(sent(apiCalls, '/RequestDemo')[0].postDataJSON()).toEqual({
      name: 'Omar Haddad',
      email: 'omar@haddadtrading.ae',
      phoneNumber: '971501234567',
      message: 'Show us the store',
    });
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens Book a Demo pressed before the whole stylesheet has arrived once it has, styled, its button busy meanwhile', async () => {
    const { page, problems } = await openPage(browser, 390);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/style-*.css', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const bookDemo = page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await page.waitForFunction(() => document.querySelector('link[data-site-stylesheet]'));
    await bookDemo.click();
    expect(await bookDemo.getAttribute('aria-busy')).toBe('true');
    expect(await dialog.isVisible()).toBe(false);
    release();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await bookDemo.getAttribute('aria-busy')).toBeNull();
    // Styled: Mantine's field, 44 px high on a phone, not the browser's own.
    expect((await dialog.getByLabel('Name').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the chosen job’s application at once, and keeps what was typed and chosen as the scripts take over', async () => {
    const { page, problems, hydrated } = await openWithScriptsHeld('/careers', 390);
    const apply = page.getByRole('button', { name: 'Apply Now' });
    const dialog = page.getByRole('dialog', { name: 'Apply for Senior Frontend Developer (React)' });
    await apply.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel(/Full name/).fill('Aisha Rahman');
    await dialog.getByLabel('Female').check();
    await dialog.getByLabel(/Date of birth/).fill('17/03/1994');
    await dialog.getByLabel(/Current company/).fill('Emirates Digital Studio');
    await dialog.getByLabel(/Current position/).fill('Frontend Developer');

    await hydrated();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/Full name/).inputValue()).toBe('Aisha Rahman');
    expect(await dialog.getByLabel('Female').isChecked()).toBe(true);
    // The form's own state has them: its note asks only for what is left.
    await expect
      .poll(() => dialog.getByText(/^To submit/).textContent())
      .toBe('To submit, still needed: Experience and your CV.');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Apply Now');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.for([1280, 390])(
    'at %i px, opens Log in pressed before the scripts run once they have, and from then on opens and closes it at once',
    async (width, { expect }) => {
      const { page, problems, hydrated } = await openWithScriptsHeld('/', width);
      const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
      const portals = page.getByRole('group', { name: 'Log in to your portal' });
      await logIn.click();
      expect(await logIn.getAttribute('aria-busy')).toBe('true');
      await hydrated();
      await expect.poll(() => portals.isVisible()).toBe(true);
      expect(await logIn.getAttribute('aria-busy')).toBeNull();
      expect(await portals.getByRole('link', { name: /^Seller portal/ }).getAttribute('href')).toMatch(/^https:\/\//);
      await logIn.click();
      expect(await portals.isVisible()).toBe(false);
      await logIn.click();
      expect(await portals.isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('opens the phone menu at once, closes it on Escape and leaves it to the scripts as it is', async () => {
    const { page, problems, hydrated } = await openWithScriptsHeld('/', 390);
    const menuButton = page.locator('header button[aria-controls="mobile-menu"]');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menuButton.click();
    expect(await menu.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
    expect(await menuButton.getAttribute('aria-busy')).toBeNull();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await menuButton.click();

    await hydrated();
    expect(await menu.isVisible(), 'the scripts closed the menu the visitor opened').toBe(true);
    expect(await menuButton.getAttribute('aria-label')).toBe('Close menu');
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/./);
    expect(new URL(page.url()).pathname).toBe('/aboutus');
    expect(await menu.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the place a visitor scrolled to before the scripts ran', async () => {
    const { page, problems, hydrated } = await openWithScriptsHeld('/careers', 390);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await hydrated();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a link navigate before the scripts run', async () => {
    const { page } = await openWithScriptsHeld('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(`${baseUrl}/faq`, { waitUntil: 'commit' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Frequently asked questions');
    await page.context().close();
  });
});

describe('what a prerendered page fetches, and when', () => {
  it.each([
    ['/contact', 'ContactForm', 'Full name'],
    ['/becomeseller', 'SignupForm', 'Legal name'],
  ])(
    "loads %s's form code only once the visitor reaches for the form, and then takes what was typed",
    async (path, chunk, label) => {
      const { page, problems } = await openPage(browser, 390);
      const formCode: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(`/assets/${chunk}-`)) formCode.push(request.url());
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
      expect(formCode, 'the form code loaded before the visitor reached for the form').toEqual([]);
      const name = page.getByRole('main').getByLabel(label, { exact: false }).first();
      await name.fill('Fatima Al Mansoori');
      await expect.poll(() => formCode.length).toBe(1);
      await page.waitForFunction(() => !document.querySelector('main [data-awaiting-code]'));
      expect(await name.inputValue()).toBe('Fatima Al Mansoori');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each([390, 1280])(
    "loads Careers' sanitiser only for a job the page was not prerendered with, at %i px",
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      const sanitiser: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/assets/SafeHtml-')) sanitiser.push(request.url());
      });
      await page.goto(`${baseUrl}/careers`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
      const firstDescription = await page.locator('section[aria-labelledby="job-title"]').innerText();
      expect(firstDescription).toContain('You have');
      expect(sanitiser, 'the sanitiser loaded for the description the page was prerendered with').toEqual([]);
      const jobs = page.getByRole('list', { name: 'Open positions' }).getByRole('button');
      const second = (await jobs.nth(1).textContent()) ?? '';
      await jobs.nth(1).click();
      await expect.poll(() => sanitiser.length).toBe(1);
      const description = page.locator('section[aria-labelledby="job-title"] .site-prose');
      await page.waitForFunction(
        () => !document.querySelector('section[aria-labelledby="job-title"] [data-awaiting-code]'),
      );
      expect(await page.locator('#job-title').textContent()).toBe(second);
      expect((await description.innerText()).length).toBeGreaterThan(40);
      expect(await page.locator('section[aria-labelledby="job-title"]').innerText()).not.toBe(firstDescription);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('fetches only its HTML before the first paint, the stylesheet after it, its scripts once loaded and idle, and links its manifest once hydrated', async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/contact`);
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    const { firstPaint, loaded, resources } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      loaded: performance.getEntriesByType('navigation')[0].loadEventEnd,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
      })),
    }));
    const startsOf = (pattern: RegExp) => resources.filter(({ path }) => pattern.test(path)).map(({ start }) => start);
    expect(startsOf(/\.css$/)).toHaveLength(1);
    expect(startsOf(/\.js$/).length).toBeGreaterThan(5);
    expect(Math.min(...startsOf(/\.(css|woff2)$/))).toBeGreaterThan(firstPaint);
    expect(Math.min(...startsOf(/\.js$/))).toBeGreaterThan(Math.max(firstPaint, loaded));
    // The manifest, which a browser follows to its icon, is linked once the page has hydrated.
    await page.waitForSelector('head link[rel="manifest"][href="/manifest.webmanifest"]', { state: 'attached' });
    expect(startsOf(/\.webmanifest$/).every((start) => start > firstPaint)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['/contact', '/ar/contact'])(
    'leaves the language and direction of %s as prerendered when its scripts start',
    async (path) => {
      // Chromium styles the whole document again when either is set, even to the value it had.
      const { page, problems } = await openPage(browser, 390);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const changed: string[] = [];
          new MutationObserver((records) =>
            changed.push(...records.map((record) => record.attributeName ?? '')),
          ).observe(document.documentElement, { attributeFilter: ['lang', 'dir'] });
          Object.assign(window, { htmlAttributesChanged: changed });
        });
      });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { htmlAttributesChanged: string[] }).htmlAttributesChanged),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('starts the scripts at the visitor’s first key, before the page has had a quiet moment', async () => {
    const { page, problems } = await openPage(browser, 1280);
    // A browser whose main thread is never idle: only the visitor can start the scripts.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(baseUrl, { waitUntil: 'commit' });
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);

    await page.keyboard.press('Tab');
    await page.waitForFunction(() => window.webbeeBeforeHydration?.recording === false);
    expect(scripts.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
