import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, saveScreenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('careers on a phone', () => {
  it('brings the chosen job into view under the header, the focus on its title, and takes the visitor back to it in the list', async () => {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/careers`, { waitUntil: 'networkidle' });
    // The first job, shown under the list before any choice, has no way back to offer.
    expect(await page.getByRole('link', { name: 'Back to all jobs' }).count()).toBe(0);
    await page.getByRole('button', { name: /^UI\/UX Designer/ }).click();
    const title = page.getByRole('heading', { level: 2, name: 'UI/UX Designer' });
    await expect.poll(() => title.evaluate((heading) => heading === document.activeElement)).toBe(true);
    const headerBottom = await page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);
    // Between the fixed header and the bottom of the screen, once the smooth scroll is over.
    await expect
      .poll(
        () =>
          title.evaluate((heading) => [heading.getBoundingClientRect().top, heading.getBoundingClientRect().bottom]),
        {
          timeout: 3000,
        },
      )
      .toSatisfy(([top, bottom]: number[]) => top > headerBottom && bottom < 900);
    await saveScreenshot(page, 'careers-chosen-390');

    // And a way back up to the job in the list, the focus on it, for the next choice.
    await page.getByRole('link', { name: 'Back to all jobs' }).click();
    const chosenJob = page.getByRole('button', { name: /^UI\/UX Designer/ });
    await expect.poll(() => chosenJob.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect
      .poll(
        () =>
          chosenJob.evaluate((button) => [button.getBoundingClientRect().top, button.getBoundingClientRect().bottom]),
        { timeout: 3000 },
      )
      .toSatisfy(([top, bottom]: number[]) => top > headerBottom && bottom < 900);
    expect(page.url(), 'the way back changed the address').toBe(`${baseUrl}/careers`);

    // Beside the list, on a wide screen, the details need no way back to it.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('link', { name: 'Back to all jobs' }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows 'Gender is required' once the choice is left with the keyboard, and says why Submit waits", async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/careers`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await expect
      .poll(() => submit.evaluate((button) => button.getAttribute('aria-describedby')))
      .toBe('application-missing');
    expect(await dialog.locator('#application-missing').textContent()).toBe(
      'To submit, fill in every field marked * and add your CV.',
    );
    await dialog.getByRole('radio', { name: 'Male', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => dialog.getByText('Gender is required').count()).toBe(1);
    await page.context().close();
  });
});

describe('sign-up on a phone', () => {
  it('gives the phone and e-mail inputs the form’s width, Generate OTP below them at its own width, and locks the e-mail visibly', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/createwebsite`, { waitUntil: 'networkidle' });
    const form = page.locator('#signup-form');
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const generate = form.getByRole('button', { name: 'Generate OTP for the email' });
    const formWidth = await form.evaluate((element) => element.getBoundingClientRect().width);
    const emailBox = (await email.boundingBox())!;
    const generateBox = (await generate.boundingBox())!;
    expect(emailBox.width).toBeGreaterThan(formWidth - 60);
    expect(generateBox.y).toBeGreaterThan(emailBox.y + emailBox.height);
    // A button, not a bar as wide as the field above it.
    expect(generateBox.width).toBeLessThan(emailBox.width / 2);
    expect(generateBox.x).toBe(emailBox.x);

    await email.fill('owner@alnoorflowers.ae');
    await generate.click();
    await expect.poll(() => email.getAttribute('readonly')).toBe('');
    const looks = await email.evaluate((input) => {
      const style = getComputedStyle(input);
      return { background: style.backgroundColor, border: style.borderStyle };
    });
    expect(looks.background).not.toBe('rgb(255, 255, 255)');
    expect(looks.border).toBe('dashed');
    await saveScreenshot(page, 'createwebsite-email-locked-390');
    await page.context().close();
  });

  it('keeps the terms sentence in one font size', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(`${baseUrl}/becomeseller`, { waitUntil: 'networkidle' });
    const sizes = await page
      .locator('#signup-form label', { hasText: 'I agree to the' })
      .evaluate((label) => [label, label.querySelector('a')!].map((element) => getComputedStyle(element).fontSize));
    expect(sizes[1]).toBe(sizes[0]);
    await page.context().close();
  });
});
