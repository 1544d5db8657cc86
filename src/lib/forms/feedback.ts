import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { FormErrors } from '@mantine/form';

/**
 * Our departure from the spec: a failed send says so, and the visitor can try again. A message of
 * the `site` catalog: show it with `i18n._(sendFailedMessage)`.
 */
export const sendFailedMessage = msg`Something went wrong. Please try again.`;

// Toasts take words already in the edition's language; their close button's label comes from the
// toasts' container (src/app/Toasts.tsx), which knows the edition.
export const showErrorToast = (message: string) => notifications.show({ color: 'red', message, withBorder: true });

export const showSuccessToast = (message: string) => notifications.show({ color: 'green', message, withBorder: true });

/** The first failed rule in the order the fields are checked, for the one toast a submit shows. */
export const firstError = (errors: FormErrors, fieldOrder: readonly string[]): string | undefined =>
  fieldOrder.map((field) => errors[field]).find((error): error is string => typeof error === 'string' && error !== '');
