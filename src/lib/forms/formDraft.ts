import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { draftKey, readStorage, writeStorage } from './draftStorage';

/** Which form a draft belongs to, and the only fields it may keep: never a password, a code or a file. */
export interface FormDraftOptions<Values> {
  name: string;
  kept: readonly (keyof Values & string)[];
}

const storedDraft = z.object({
  edition: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
});

function storedValues(text: string | null, locale: Locale) {
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const draft = storedDraft.safeParse(parsed);
  return draft.success && draft.data.edition === locale ? draft.data.values : undefined;
}

/**
 * Keeps what a visitor typed into a form in the tab's session, per form and edition, so that
 * in-app navigation, Back, a reload or a discarded tab gives it back, until the form is sent and
 * cleared. A draft fills only fields still empty, so text typed before the scripts ran wins.
 */
export function useFormDraft<Values>(form: UseFormReturnType<Values>, { name, kept }: FormDraftOptions<Values>) {
  const locale = useLocale();
  const key = draftKey(name, locale);
  const values = form.getValues();
  const restored = useRef(false);

  useEffect(() => {
    const initial = form.getInitialValues() as Record<string, unknown>;
    if (!restored.current) {
      restored.current = true;
      const draft = storedValues(readStorage(key), locale);
      if (!draft) return;
      // The form's latest values, which may already hold text typed before the scripts ran.
      const current = form.getValues() as Record<string, unknown>;
      for (const field of kept) {
        const stored = draft[field];
        if (typeof stored !== typeof initial[field] || current[field] !== initial[field]) continue;
        form.setFieldValue(field, stored as never);
      }
      return;
    }
    const changed = kept.filter((field) => (values as Record<string, unknown>)[field] !== initial[field]);
    writeStorage(
      key,
      changed.length === 0
        ? null
        : JSON.stringify({
            edition: locale,
            values: Object.fromEntries(changed.map((field) => [field, (values as Record<string, unknown>)[field]])),
          }),
    );
    // The form object is new on every render; its values are what the draft follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, key]);

  return { discard: () => writeStorage(key, null) };
}
