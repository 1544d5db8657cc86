import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { FormErrors } from '@mantine/form';
import { markToastRaised } from '@/lib/toastsRaised';

/**
 * Our departure from the spec: a failed send says so, and the visitor can try again. A message of
 * the `site` catalog: show it with `i18n._(sendFailedMessage)`.
 */
export const sendFailedMessage = msg`Something went wrong. Please try again.`;

// Toasts take words already in the edition's language; their close button's label comes from the
// toasts' container (src/app/Toasts.tsx), which knows the edition.
const showToast = (color: 'red' | 'green', message: string) => {
  markToastRaised();
  return notifications.show({ color, message, withBorder: true });
};

export const showErrorToast = (message: string) => showToast('red', message);

export const showSuccessToast = (message: string) => showToast('green', message);

/** The first failed rule in the order the fields are checked, for the one toast a submit shows. */
export const firstError = (errors: FormErrors, fieldOrder: readonly string[]): string | undefined =>
  fieldOrder.map((field) => errors[field]).find((error): error is string => typeof error === 'string' && error !== '');
