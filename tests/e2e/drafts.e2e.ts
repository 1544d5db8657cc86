import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cv = fileURLToPath(new URL('./fixtures/cv.pdf', import.meta.url));

/** Opens `path` and waits until its scripts have taken over, so the form is the visitor's to fill. */
async function openHydrated(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('head link[rel="manifest"]', { state: 'attached' });
}

const storedDrafts = (page: Page) => page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));

describe('what a visitor typed into a form survives', () => {
  it('Contact: a reload, a header link and Back, and a failed send; the sent message leaves no draft', async () => {
    const { page, problems } = await openPage(browser, 390);
    await openHydrated(page, '/contact');
    await page.getByLabel('Full name').fill('Fatima Al Mansoori');
    await page.getByRole('main').getByLabel('Email').fill('fatima@alnoorflowers.ae');
    await page.getByLabel('Subject').fill('Website for our flower shop');

    await page.reload();
    await page.waitForSelector('head link[rel="manifest"]', { state: 'attached' });
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Fatima Al Mansoori');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Website for our flower shop');

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    await page.goBack();
    await expect.poll(() => page.getByRole('main').getByLabel('Email').inputValue()).toBe('fatima@alnoorflowers.ae');

    await page.route('**/api/Customer/Contact', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We have two branches in Dubai.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Something went wrong. Please try again.').count()).toBe(1);
    await openHydrated(page, '/contact');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Message', exact: true }).inputValue())
      .toBe('We have two branches in Dubai.');

    await page.unroute('**/api/Customer/Contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText(/^Thank you for contacting Webbee/).count()).toBe(1);
    expect(await storedDrafts(page)).toBe('{}');
    await openHydrated(page, '/contact');
    await page.waitForTimeout(300);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(problems.filter((problem) => !problem.includes('500'))).toEqual([]);
    await page.context().close();
  });

  it('Book a Demo: closing the popup and opening it on another page', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await openHydrated(page, '/webbeeclient');
    await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await dialog.getByLabel('Name').fill('Omar Haddad');
    await dialog.getByLabel('Phone number').fill('501234567');
    await dialog.getByRole('button', { name: 'Close Book a Demo' }).click();

    await openHydrated(page, '/');
    await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('Omar Haddad');
    expect(await dialog.getByLabel('Phone number').inputValue()).toContain('50');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the job application: a reload keeps every field but the CV, which is never stored', async () => {
    const { page, problems } = await openPage(browser, 390);
    await openHydrated(page, '/careers');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: /^Apply for/ });
    await dialog.getByLabel('Full name').fill('Aisha Rahman');
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await dialog.getByLabel('Current company').fill('Emirates Digital Studio');
    await dialog.locator('input[type="file"]').setInputFiles(cv);
    await expect.poll(() => dialog.getByText('cv.pdf is uploaded and goes with your application').count()).toBe(1);
    expect(await storedDrafts(page)).not.toContain('cv');

    await page.reload();
    await page.waitForSelector('head link[rel="manifest"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect.poll(() => dialog.getByLabel('Full name').inputValue()).toBe('Aisha Rahman');
    expect(await dialog.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Current company').inputValue()).toBe('Emirates Digital Studio');
    expect(await dialog.getByText('cv.pdf is uploaded and goes with your application').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['/becomeseller', '/createwebsite'])(
    '%s: the terms open beside the form, and a later visit keeps all but the password and the codes',
    async (path) => {
      const { page, problems } = await openPage(browser, 390);
      await openHydrated(page, path);
      const form = page.locator('#signup-form');
      await form.getByRole('textbox').first().fill('Al Noor Flowers LLC');
      await form.getByLabel('Phone number', { exact: true }).fill('501234567');
      await form.getByRole('button', { name: 'Generate OTP for the phone number' }).click();
      await form.getByLabel('Code sent to your phone number').fill('482913');
      await form.getByLabel('Email', { exact: true }).fill('owner@alnoorflowers.ae');
      await form.getByLabel('Password', { exact: true }).fill('Str0ngPass!');

      const terms = page.waitForEvent('popup');
      await form.getByRole('link', { name: /^terms and conditions/ }).click();
      const termsPage = await terms;
      await termsPage.waitForURL(`${baseUrl}/termsandconditions`);
      await termsPage.close();
      expect(page.url()).toBe(`${baseUrl}${path}`);
      expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('Str0ngPass!');
      expect(await form.getByLabel('Code sent to your phone number').inputValue()).toBe('482913');

      const drafts = await storedDrafts(page);
      expect(drafts).toContain('Al Noor Flowers LLC');
      expect(drafts).not.toContain('Str0ngPass!');
      expect(drafts).not.toContain('482913');
      await openHydrated(page, path);
      await expect.poll(() => form.getByRole('textbox').first().inputValue()).toBe('Al Noor Flowers LLC');
      expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('owner@alnoorflowers.ae');
      expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      expect(await form.getByRole('button', { name: 'Generate OTP for the phone number' }).isEnabled()).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('ignores a stored draft that is malformed or from the other edition', async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.addInitScript(() => {
      if (window.sessionStorage.length > 0) return;
      window.sessionStorage.setItem('webbee-draft:contact:en', '{"edition":"en","values":{"name":');
      window.sessionStorage.setItem(
        'webbee-draft:signup-seller:en',
        JSON.stringify({ edition: 'ar', values: { legalName: 'زهور النور' } }),
      );
      window.sessionStorage.setItem(
        'webbee-draft:contact:ar',
        JSON.stringify({ edition: 'ar', values: { name: 'فاطمة المنصوري' } }),
      );
    });
    await openHydrated(page, '/contact');
    await page.waitForTimeout(300);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    await openHydrated(page, '/becomeseller');
    await page.waitForTimeout(300);
    expect(await page.getByLabel('Legal name').inputValue()).toBe('');
    // The Arabic edition's own draft is its own.
    await openHydrated(page, '/ar/contact');
    await expect.poll(() => page.getByRole('textbox', { name: 'الاسم الكامل' }).inputValue()).toBe('فاطمة المنصوري');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
