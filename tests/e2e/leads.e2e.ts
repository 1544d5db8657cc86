import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, saveScreenshot, widths } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.locator('.site-toast-message', { hasText: text });
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

/** Tabs forward until the focused element is `name`, as a keyboard-only visitor would. */
const tabTo = async (page: Page, name: string) => {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '';
    });
    if (label.trim().startsWith(name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
};

describe.each(widths)('Contact at %i px', (width) => {
  it('is filled and sent with the keyboard alone, then cleared', async () => {
    const { page, problems } = await openPage(browser, width);
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'info@webbee.ae' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page, 'Please Enter Full Name.').count()).toBe(1);
    await page.getByLabel('Full name').focus();
    await page.keyboard.type('Fatima Al Mansoori');
    await tabTo(page, 'Email');
    await page.keyboard.type('fatima@alnoorflowers.ae');
    await tabTo(page, 'Subject');
    await page.keyboard.type('Website for our flower shop');
    await tabTo(page, 'Message');
    await page.keyboard.type('We have two branches in Dubai.');
    await tabTo(page, 'Send message');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page, 'Thank you for contacting Webbee').count()).toBe(1);
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `contact-sent-${width}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each(widths)('Book a Demo at %i px', (width) => {
  it('keeps focus off the page behind it, is sent with the keyboard, closes and returns focus to its button', async () => {
    const { page, problems } = await openPage(browser, width);
    await page.goto(`${baseUrl}/webbeeclient`, { waitUntil: 'networkidle' });
    const opener = page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `demo-open-${width}`);

    // A modal dialog makes the page inert: Tab goes round its own controls and, past the last, the
    // browser's, never the page's.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement === document.body || !!document.activeElement?.closest('dialog'),
        ),
      ).toBe(true);
    }
    await dialog.getByLabel('Name').focus();
    await page.keyboard.type('Omar Haddad');
    await tabTo(page, 'Phone number');
    await page.keyboard.type('501234567');
    await tabTo(page, 'Email');
    await page.keyboard.type('omar@haddadtrading.ae');
    await tabTo(page, 'Message');
    await page.keyboard.type('Please show us the invoicing app.');
    await tabTo(page, 'Book a Demo');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page, 'Your demo request has been received').count()).toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => focusedLabel(page)).toBe('Book a Demo');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('Book a Demo on a laptop window', () => {
  it('spaces its title from its intro as its intro from the first field', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Book a Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    const [title, intro, name] = await Promise.all(
      [
        dialog.getByRole('heading', { name: 'Book a Demo' }),
        dialog.getByText('Tell us how to reach you'),
        dialog.getByText('Name', { exact: true }),
      ].map(async (part) => (await part.boundingBox())!),
    );
    const [underTitle, underIntro] = [intro.y - (title.y + title.height), name.y - (intro.y + intro.height)];
    expect(
      Math.abs(underTitle - underIntro),
      `${underTitle} px under the title, ${underIntro} under the intro`,
    ).toBeLessThanOrEqual(4);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps its title and close button in view while its fields, errors showing, scroll under them', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Book a Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await dialog.getByRole('button', { name: 'Book a Demo', exact: true }).click();
    await expect.poll(() => dialog.locator('[id$="-error"]').count()).toBeGreaterThan(1);
    const scrolled = await dialog.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled, 'the popup fits the window: nothing to scroll').toBeGreaterThan(0);
    const [box, title, close] = await Promise.all([
      dialog.boundingBox(),
      dialog.getByRole('heading', { name: 'Book a Demo' }).boundingBox(),
      dialog.getByRole('button', { name: 'Close Book a Demo' }).boundingBox(),
    ]);
    expect(title!.y).toBeGreaterThanOrEqual(box!.y);
    expect(close!.y).toBeGreaterThanOrEqual(box!.y);
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('h2')?.textContent, {
        x: title!.x + 5,
        y: title!.y + title!.height / 2,
      }),
    ).toBe('Book a Demo');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

const cv = fileURLToPath(new URL('./fixtures/cv.pdf', import.meta.url));

describe.each(widths)('Careers application at %i px', (width) => {
  it('applies for a chosen job with a CV, and the popup returns focus to Apply Now', async () => {
    const { page, problems } = await openPage(browser, width);
    await page.goto(`${baseUrl}/careers`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^UI\/UX Designer/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'UI/UX Designer' }).count()).toBe(1);
    const apply = page.getByRole('button', { name: 'Apply Now' });
    await apply.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    expect(await submit.isDisabled()).toBe(true);

    await dialog.getByLabel('Full name').focus();
    await page.keyboard.type('Aisha Rahman');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await dialog.getByLabel('Date of birth').fill('17/03/1994');
    await dialog.getByLabel('Current company').fill('Emirates Digital Studio');
    await dialog.getByLabel('Current position').fill('Frontend Developer');
    await dialog.getByLabel('Experience').fill('5 years');
    await dialog.locator('input[type="file"]').setInputFiles(cv);
    await expect.poll(() => dialog.getByText('cv.pdf is uploaded and goes with your application').count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `application-ready-${width}`);
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page, 'Thank you for applying').count()).toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => focusedLabel(page)).toBe('Apply Now');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the /carreersPopup address', () => {
  it('opens Careers with the application for the first job', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/carreersPopup`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Apply for Senior Frontend Developer (React)' }).isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
    expect(await page.locator('h1').textContent()).toBe('Join Our Team');
    await page.context().close();
  });
});
