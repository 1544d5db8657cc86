import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A message the VendorAccount API sends, which it words in English only. The English edition
 * shows it as the spec says; the Arabic edition says the same thing in its own words instead of
 * putting English text on an Arabic page.
 */
export const apiMessage = (i18n: I18n, fromApi: string, ownWords: MessageDescriptor): string =>
  i18n.locale === 'en' ? fromApi : i18n._(ownWords);
