import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, loadFully, openPage, saveScreenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('careers on a phone', () => {
  it.each(['', '/ar'])(
    'on %s/careers at 390 px, opens the chosen job right under its card, in view under the header, the focus on its title, without repeating the card',
    async (edition) => {
      const { page, problems } = await openPage(browser, 390);
      await loadFully(page, `${baseUrl}${edition}/careers`);
      const list = page.locator('ul[aria-label]').first();
      const cards = list.locator(':scope > li');
      // Both measured at once: the page may be scrolling smoothly between two measures.
      const gapUnder = (card: Locator, title: string) =>
        card.evaluate((item, name) => {
          const heading = [...document.querySelectorAll('h2')].find((candidate) => candidate.textContent === name);
          return heading!.closest('section')!.getBoundingClientRect().top - item.getBoundingClientRect().bottom;
        }, title);
      // Before any choice, the first job's details stand under its card, not under the whole list.
      const firstTitle = (await cards.first().getByRole('button').textContent())!;
      expect(await gapUnder(cards.first(), firstTitle)).toBe(12);

      const third = cards.nth(2);
      const thirdTitle = (await third.getByRole('button').textContent())!;
      await third.getByRole('button').click();
      const title = page.getByRole('heading', { level: 2, name: thirdTitle, exact: true });
      await expect.poll(() => title.evaluate((heading) => heading === document.activeElement)).toBe(true);
      expect(await gapUnder(third, thirdTitle), "the details are not right under the chosen job's card").toBe(12);
      const headerBottom = await page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);
      // The card and its details' title between the fixed header and the bottom of the screen, once the smooth scroll is over.
      await expect
        .poll(
          () =>
            third.evaluate((item, name) => {
              const heading = [...document.querySelectorAll('h2')].find((candidate) => candidate.textContent === name);
              return [item.getBoundingClientRect().top, heading!.getBoundingClientRect().bottom];
            }, thirdTitle),
          { timeout: 3000 },
        )
        .toSatisfy(([cardTop, titleBottom]: number[]) => cardTop >= headerBottom && titleBottom < 900);
      // Only what the card above does not show: no second title, no facts, the description and Apply Now.
      const details = page.locator('section[aria-labelledby="job-title"]');
      expect((await title.boundingBox())!.width, 'the details repeat the title their card shows').toBeLessThanOrEqual(
        1,
      );
      expect(await details.locator('time').isVisible(), 'the details repeat the facts their card shows').toBe(false);
      expect(
        await third.locator('li').first().isVisible(),
        'the card repeats the start of the description its details show under it',
      ).toBe(false);
      expect(await details.getByRole('button').isVisible()).toBe(true);
      await saveScreenshot(page, `careers${edition.replace('/', '-')}-chosen-390`);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('at 1280 px, keeps the chosen job beside the list, level with its heading', async () => {
    const { page, problems } = await openPage(browser, 1280);
    await loadFully(page, `${baseUrl}/careers`);
    const list = page.locator('ul[aria-label]').first();
    await list.locator(':scope > li').nth(2).getByRole('button').click();
    const heading = (await page
      .getByRole('heading', { level: 2, name: 'Open positions' })
      .locator('..')
      .boundingBox())!;
    const details = (await page.locator('section[aria-labelledby="job-title"]').boundingBox())!;
    const cards = await list
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
    expect(details.x).toBeGreaterThan(Math.max(...cards));
    expect(Math.round(details.y)).toBe(Math.round(heading.y));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows 'Gender is required' once the choice is left with the keyboard, and says why Submit waits", async () => {
    const { page } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}/careers`);
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
  it('gives the phone and e-mail inputs the form’s width, Generate OTP below them as wide, and locks the e-mail visibly', async () => {
    const { page } = await openPage(browser, 390);
    await loadFully(page, `${baseUrl}/createwebsite`);
    const form = page.locator('#signup-form');
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const generate = form.getByRole('button', { name: 'Generate OTP for the email' });
    const formWidth = await form.evaluate((element) => element.getBoundingClientRect().width);
    const emailBox = (await email.boundingBox())!;
    const generateBox = (await generate.boundingBox())!;
    expect(emailBox.width).toBeGreaterThan(formWidth - 60);
    expect(generateBox.y).toBeGreaterThan(emailBox.y + emailBox.height);
    // The field's next step, under it at its width, where a half-width grey button read as broken.
    expect(Math.round(generateBox.width)).toBe(Math.round(emailBox.width));
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
    await loadFully(page, `${baseUrl}/becomeseller`);
    const sizes = await page
      .locator('#signup-form label', { hasText: 'I agree to the' })
      .evaluate((label) => [label, label.querySelector('a')!].map((element) => getComputedStyle(element).fontSize));
    expect(sizes[1]).toBe(sizes[0]);
    await page.context().close();
  });
});
