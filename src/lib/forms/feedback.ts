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
// A toast is named by its words: Mantine shows no second toast under an id already showing, so a
// visitor pressing Send three times sees one toast, not a stack of the same one. The id becomes the
// toast's HTML id, which has no spaces.
const showToast = (color: 'red' | 'green', message: string) => {
  markToastRaised();
  return notifications.show({ id: `toast-${color}-${message.replace(/\s+/g, '-')}`, color, message, withBorder: true });
};

export const showErrorToast = (message: string) => showToast('red', message);

export const showSuccessToast = (message: string) => showToast('green', message);

/** The first field, in the order the spec checks them, whose rule failed, and its message: the one a submit toasts. */
export function firstInvalid(errors: FormErrors, fieldOrder: readonly string[]) {
  for (const field of fieldOrder) {
    const message = errors[field];
    if (typeof message === 'string' && message !== '') return { field, message };
  }
  return undefined;
}

/**
 * Scrolls the field a toast names out from under the toasts' band (its scroll margin, global.css).
 * Its form's title comes along when it would be hidden and both fit below the band: a first field
 * brought up alone left the form's title under the toast, as if the toast were its heading.
 */
export function bringIntoSight(field: HTMLElement) {
  const title = field.closest('form')?.querySelector('h2');
  if (title) {
    const titleStop =
      parseFloat(getComputedStyle(title).scrollMarginBlockStart) +
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart);
    const titleTop = title.getBoundingClientRect().top;
    const fieldBottom = field.getBoundingClientRect().bottom;
    if (titleTop < titleStop && titleStop + fieldBottom - titleTop <= window.innerHeight) {
      title.scrollIntoView({ block: 'start' });
      return;
    }
  }
  field.scrollIntoView({ block: 'nearest' });
  // Its error under it comes along, once rendered, so that a sticky send button at a popup's foot
  // does not cut it.
  requestAnimationFrame(() => {
    for (const id of field.getAttribute('aria-describedby')?.split(' ') ?? []) {
      document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
    }
  });
}
