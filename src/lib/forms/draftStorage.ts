import type { Locale } from '@/lib/i18n/locales';

export const draftKey = (name: string, locale: Locale) => `webbee-draft:${name}:${locale}`;

// Storage can be switched off or full; a draft is a convenience, never a reason for a form to fail.
export function readStorage(key: string) {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, text: string | null) {
  try {
    if (text === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, text);
  } catch {
    // Without storage the form still works; only its draft is not kept.
  }
}

/** Whether this tab keeps a draft of the form (src/lib/forms/formDraft.ts), without reading it. */
export const hasDraft = (name: string, locale: Locale) => readStorage(draftKey(name, locale)) !== null;
