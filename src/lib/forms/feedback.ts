import { notifications } from '@mantine/notifications';
import type { FormErrors } from '@mantine/form';

/** Our departure from the spec: a failed send says so, and the visitor can try again. */
export const sendFailedMessage = 'Something went wrong. Please try again.';

const closeButtonProps = { 'aria-label': 'Close this message' };

export const showErrorToast = (message: string) =>
  notifications.show({ color: 'red', message, withBorder: true, closeButtonProps });

export const showSuccessToast = (message: string) =>
  notifications.show({ color: 'green', message, withBorder: true, closeButtonProps });

/** The first failed rule in the order the fields are checked, for the one toast a submit shows. */
export const firstError = (errors: FormErrors, fieldOrder: readonly string[]): string | undefined =>
  fieldOrder.map((field) => errors[field]).find((error): error is string => typeof error === 'string' && error !== '');
