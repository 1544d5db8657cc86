import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, saveScreenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  });
const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
const toasts = (page: Page) => page.locator('.site-toast');
/** The toast's box once it has slid in: its box mid-transition is not where it rests. */
const restingToast = async (page: Page, text: string) => {
  const toast = toasts(page).filter({ hasText: text });
  await toast.waitFor();
  await page.waitForTimeout(600);
  return boxOf(toast);
};
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

/** The boxes of each form's one-line fields (Mantine's input box: a password's holds its input and toggle). */
async function fieldHeights(page: Page): Promise<Record<string, number[]>> {
  const heights = (scope: Locator) =>
    scope
      .locator('.site-field:not(textarea)')
      .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().height));
  await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
  const contact = await heights(contactForm(page));
  await page.goto(`${baseUrl}/becomeseller`, { waitUntil: 'networkidle' });
  const signup = await heights(page.locator('#signup-form'));
  await page.goto(`${baseUrl}/webbeeclient`, { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  await dialog.getByLabel('Name').waitFor();
  const demo = await heights(dialog);
  await page.goto(`${baseUrl}/carreersPopup`, { waitUntil: 'networkidle' });
  const application = page.getByRole('dialog');
  await application.getByLabel('Experience').waitFor();
  return { contact, signup, demo, application: await heights(application) };
}

describe.each([390, 1280])('the forms at %i px', (width) => {
  it('have fields of one height, at least 44 px', async () => {
    const { page } = await openPage(browser, width);
    const byForm = await fieldHeights(page);
    const all = Object.values(byForm).flat();
    expect(all.length).toBeGreaterThan(12);
    expect(Math.min(...all), JSON.stringify(byForm)).toBeGreaterThanOrEqual(44);
    expect(new Set(all.map(Math.round))).toEqual(new Set([44]));
    await page.context().close();
  });
});

describe('toasts on a phone', () => {
  it('leave the Full name field they name in sight on Contact, once for three presses of Send', async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    const send = page.getByRole('button', { name: 'Send message' });
    // As a visitor who scrolled down to the form: its top just under the header, where a toast lands.
    await contactForm(page).evaluate((form) => window.scrollBy(0, form.getBoundingClientRect().top - 80));
    for (let press = 0; press < 3; press++) await send.click();
    const toast = await restingToast(page, 'Please Enter Full Name.');
    expect(await toasts(page).count()).toBe(1);
    const name = page.getByLabel('Full name');
    const label = page.locator('label', { hasText: 'Full name' });
    expect(overlaps(toast, await boxOf(name))).toBe(false);
    expect(overlaps(toast, await boxOf(label))).toBe(false);
    expect(await name.evaluate((input) => input.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await saveScreenshot(page, 'contact-empty-send-390', { wholePage: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("bring Contact's form title below the toasts' band with its first field, where a toast of two lines would cover it", async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    // As a visitor who read to the end of the page, then pressed Send on the empty form.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Send message' }).click();
    const toast = await restingToast(page, 'Please Enter Full Name.');
    const band = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.height = 'var(--site-toast-room)';
      return probe.getBoundingClientRect().height;
    });
    const title = await boxOf(page.getByRole('heading', { name: 'Send us a message' }));
    expect(Math.round(title.top), "the form's title in the toasts' band").toBeGreaterThanOrEqual(Math.round(band));
    expect(overlaps(toast, await boxOf(page.locator('label', { hasText: 'Full name' })))).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leave the Book a Demo popup, its title first, in sight', async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/webbeeclient`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Book a Demo', exact: true }).click();
    const toast = await restingToast(page, 'Please enter your Name');
    // Nothing of the popup under the toast: neither its title nor the field the toast names.
    expect(overlaps(toast, await boxOf(dialog))).toBe(false);
    await saveScreenshot(page, 'demo-empty-send-390', { wholePage: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a sent contact message', () => {
  it('leaves a confirmation in the form after the toast has gone', async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Fatima Al Mansoori');
    await form.getByLabel('Email').fill('fatima@alnoorflowers.ae');
    await form.getByLabel('Subject').fill('Website for our flower shop');
    await form.getByLabel('Message').fill('We have two branches in Dubai.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await toasts(page).first().waitFor();
    await expect.poll(() => toasts(page).count(), { timeout: 6000 }).toBe(0);
    const confirmation = form.getByRole('status');
    expect(await confirmation.textContent()).toContain('Message sent.');
    expect(await form.getByLabel('Full name').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the taller fields', () => {
  it('are as tall before the stylesheet arrives as after it, so the prerendered page does not move', async () => {
    const measure = async (withStylesheet: boolean) => {
      const { page } = await openPage(browser, 390, { javaScriptEnabled: false });
      if (!withStylesheet) await page.route('**/assets/*.css', (route) => route.abort());
      await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
      const boxes = await contactForm(page)
        .locator('input, textarea, button')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as object));
      await page.context().close();
      return boxes;
    };
    const before = await measure(false);
    expect(before.length).toBeGreaterThan(3);
    expect(await measure(true)).toEqual(before);
  });
});
