import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, loadFully, openPage, saveScreenshot, widths } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages = [
  ['/becomeseller', 'Legal name', 'https://vendor.webbee.ae'],
  ['/createwebsite', 'Business Name', 'https://client.webbee.ae'],
] as const;

describe.each(widths)('sign-up at %i px', (width) => {
  it.each(pages)(
    '%s: verifies phone and e-mail, registers, and shows the success modal',
    async (path, nameLabel, portal) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, baseUrl + path);
      const form = page.locator('#signup-form');
      await form.getByRole('textbox', { name: nameLabel }).fill('Al Noor Flowers LLC');
      await form.getByLabel('Phone number', { exact: true }).fill('501234567');
      await form.getByRole('button', { name: 'Generate OTP for the phone number' }).click();
      await expect.poll(() => page.getByText('OTP Generated Successfully').count()).toBe(1);
      await form.getByLabel('Code sent to your phone number').fill('482913');
      await form.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => form.getByRole('img', { name: 'Phone number verified' }).count()).toBe(1);

      await form.getByLabel('Email', { exact: true }).fill('owner@alnoorflowers.ae');
      await form.getByRole('button', { name: 'Generate OTP for the email' }).click();
      await form.getByLabel('Code sent to your email').fill('482913');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => form.getByRole('img', { name: 'Email verified' }).count()).toBe(1);
      expect(await form.getByLabel('Code sent to your email').isDisabled()).toBe(true);

      await form.getByLabel('Password', { exact: true }).fill('Str0ngPass!');
      await form.getByRole('button', { name: 'Show or hide the password' }).click();
      expect(await form.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
      await form.getByRole('checkbox').check();
      await saveScreenshot(page, `signup-filled${path.replace('/', '-')}-${width}`);
      await form.getByRole('button', { name: 'Create my account' }).click();
      const toast = page.locator('.site-toast-message', {
        hasText: 'Seller request submitted successfully',
      });
      await expect.poll(() => toast.count()).toBe(1);
      const modal = page.getByRole('dialog', { name: 'Congratulations!' });
      await expect.poll(() => modal.isVisible()).toBe(true);
      expect(await modal.getByRole('link', { name: 'Go to Portal' }).getAttribute('href')).toBe(portal);
      expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true);
      // The toast leaves after 3 s, under the modal's overlay: axe would catch it fading out, or not.
      await expect.poll(() => toast.count()).toBe(0);
      expect(await form.getByRole('status').textContent()).toContain('Request received.');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `signup-success${path.replace('/', '-')}-${width}`, { wholePage: false });
      await modal.getByRole('link', { name: 'Return to Homepage' }).click();
      await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe.each([
  ['/becomeseller', 'Register now', 'What you earn'],
  ['/createwebsite', 'Get started', 'What you get'],
] as const)('%s is built around its form', (path, heroButton, offerTitle) => {
  it('starts the form within the first two screens of a phone, and the hero’s button goes to it', async () => {
    const { page, problems } = await openPage(browser, 390);
    await loadFully(page, baseUrl + path);
    const { formTop, screen } = await page.evaluate(() => ({
      formTop: document.getElementById('signup-form')!.getBoundingClientRect().top + window.scrollY,
      screen: window.innerHeight,
    }));
    // The form's title and first field, not only its edge, come within two screens.
    expect(formTop + 200).toBeLessThan(2 * screen);
    await page.getByRole('main').getByRole('link', { name: heroButton }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('signup-form')!.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([path, `/ar${path}`])(
    'shows the form’s title and first field in the first screen of a 1280 × 800 laptop on %s',
    async (route) => {
      const { page, problems } = await openPage(browser, 1280, { viewport: { width: 1280, height: 800 } });
      await loadFully(page, baseUrl + route);
      const { title, firstField } = await page.evaluate(() => {
        const box = (element: Element | null) => element!.getBoundingClientRect();
        return {
          title: box(document.getElementById('signup-form-title')).top,
          firstField: box(document.querySelector('#signup-form input')).bottom,
        };
      });
      expect(title).toBeGreaterThan(0);
      expect(firstField).toBeLessThanOrEqual(800);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each([1024, 1280])('shows what the visitor gets beside the form at %i px', async (width) => {
    const { page, problems } = await openPage(browser, width);
    await loadFully(page, baseUrl + path);
    const form = await page.locator('#signup-form').boundingBox();
    const offer = await page.getByRole('heading', { name: offerTitle }).boundingBox();
    expect(offer!.x).toBeGreaterThan(form!.x + form!.width);
    expect(Math.abs(offer!.y - form!.y)).toBeLessThan(80);
    await saveScreenshot(page, `signup-offer${path.replace('/', '-')}-${width}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** The contrast of a look's words on its fill, both dimmed by its opacity over the white card. */
const contrastOnWhite = ({ colours, opacity }: { colours: string[]; opacity: number }) => {
  const [fill, words] = colours.map((colour) => {
    const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.map(Number);
    const channel = (value: number) => {
      const blended = (value * opacity + 255 * (1 - opacity)) / 255;
      return blended <= 0.03928 ? blended / 12.92 : ((blended + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
  return (Math.max(fill, words) + 0.05) / (Math.min(fill, words) + 0.05);
};

describe.each(['/becomeseller', '/ar/createwebsite'])('Generate OTP on %s', (path) => {
  it.each([390, 1024])(
    'stands where the visitor looks next at %i px, and gives way to a locked number and Verify',
    async (width) => {
      const { page, problems } = await openPage(browser, width);
      await loadFully(page, baseUrl + path);
      const phone = page.locator('#signup-form input[name="phoneNumber"]').locator('xpath=..');
      const generate = page.locator('#signup-form button[aria-describedby]').first();
      const hintBox = page.locator('#signup-phone-hint');
      const [field, button, hint] = [
        (await phone.boundingBox())!,
        (await generate.boundingBox())!,
        (await hintBox.boundingBox())!,
      ];
      // Not pressable before a whole number: a pale brand blue that says "not yet", not a broken grey.
      // Once it is, as solid as the form's main button: pressing it is the next thing to do.
      const look = () =>
        generate.evaluate((element) => {
          const { backgroundColor, color, opacity } = getComputedStyle(element);
          return { colours: [backgroundColor, color], opacity: Number(opacity) };
        });
      expect(await generate.isDisabled()).toBe(true);
      const waiting = await look();
      await page.locator('#signup-form input[name="phoneNumber"]').fill('501234567');
      // Typed before the form's code has come, the number is taken once it has.
      await expect.poll(() => generate.isEnabled()).toBe(true);
      const ready = await look();
      const solid = await page
        .locator('#signup-form button[type="submit"]')
        .evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
      expect(ready).toEqual({ colours: solid, opacity: 1 });
      expect(waiting.colours).not.toEqual(solid);
      expect(waiting.opacity).toBeLessThan(1);
      // Quieter, yet its words read: at AA contrast, where fainter ones looked broken.
      expect(contrastOnWhite(waiting)).toBeGreaterThanOrEqual(4.5);
      if (width < 576) {
        // Under the field and its hint, and as wide: not a half-width button off to one side, nor
        // between the field and the line that says what the field needs.
        expect(hint.y - (field.y + field.height)).toBeLessThan(10);
        expect(button.y).toBeGreaterThanOrEqual(hint.y + hint.height);
        expect(button.y).toBeLessThan(hint.y + hint.height + 16);
        expect(Math.round(button.width)).toBe(Math.round(field.width));
      } else {
        // Beside the field, at its end: the right in English, the left in Arabic.
        expect(Math.abs(button.y + button.height / 2 - (field.y + field.height / 2))).toBeLessThan(4);
        if (path.startsWith('/ar/')) expect(button.x + button.width).toBeLessThan(field.x);
        else expect(button.x).toBeGreaterThan(field.x + field.width);
      }

      // Asked for, the number is locked across the whole line, as wide as the name above it, and
      // Verify waits for a code in the same "not yet" look, then turns as solid.
      await generate.click();
      const verify = page.locator('#signup-form').getByRole('button', { name: /^(Verify|تحقّق)$/ });
      await verify.waitFor();
      const ends = (name: string) =>
        page
          .locator(`#signup-form input[name="${name}"]`)
          .evaluate((input) => [
            Math.round(input.getBoundingClientRect().left),
            Math.round(input.getBoundingClientRect().right),
          ]);
      expect(await ends('phoneNumber')).toEqual(await ends('legalName'));
      const verifyLook = () =>
        verify.evaluate((element) => {
          const { backgroundColor, color, opacity } = getComputedStyle(element);
          return { colours: [backgroundColor, color], opacity: Number(opacity) };
        });
      const verifyWaiting = await verifyLook();
      await page.locator('#signup-form input[autocomplete="one-time-code"]').first().fill('123456');
      await expect.poll(() => verify.isEnabled()).toBe(true);
      expect(verifyWaiting).toEqual(waiting);
      expect(await verifyLook()).toEqual(ready);
      expect(contrastOnWhite(verifyWaiting)).toBeGreaterThanOrEqual(4.5);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
