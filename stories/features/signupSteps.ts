import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '@/lib/i18n/catalogs';
import { isLocale } from '@/lib/i18n/locales';
import { pressing, type VisitorStep } from '../formStates';

/**
 * Presses the button labelled so in the story's edition: with Ladle's right-to-left switch on, the
 * story shows the Arabic edition, whose buttons read in Arabic.
 */
const pressingInEdition =
  (label: MessageDescriptor): VisitorStep =>
  () => {
    const { lang } = document.documentElement;
    return pressing(i18nFor(isLocale(lang) ? lang : 'en')._(label))();
  };

export const generatingPhoneOtp = pressingInEdition(msg`Generate OTP for the phone number`);
export const generatingEmailOtp = pressingInEdition(msg`Generate OTP for the email`);
export const verifying = pressingInEdition(msg`Verify`);

/** Types the code into the code field once it shows. */
export const enteringTheCode =
  (code: string): VisitorStep =>
  () => {
    const input = document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
    if (!input) return false;
    // React ignores a value set through the element's own property; the prototype's setter and an
    // input event are what a keystroke does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  };
