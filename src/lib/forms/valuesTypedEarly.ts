import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';

/** For `useForm`'s enhanceGetInputProps: each field is named by its path, so the form can find it in the page. */
export const namedByPath = ({ field }: { field: string }) => ({ name: field });

/**
 * A ref for a prerendered <form> (fields named by `namedByPath`): as React hydrates it, the form's
 * state takes what the visitor typed, chose or ticked before the scripts ran, which React leaves in
 * the fields only. `parse` turns a field's text into its value (a phone field shows local digits).
 */
export function useValuesTypedEarly<Values>(
  form: UseFormReturnType<Values>,
  parse: Partial<Record<string, (text: string) => unknown>> = {},
) {
  const { setFieldValue } = form;
  return useCallback((element: HTMLFormElement | null) => {
    if (!element) return;
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[name]')) {
      if (field.type === 'radio') {
        if ((field as HTMLInputElement).checked) setFieldValue(field.name as never, field.value as never);
        continue;
      }
      const ticked = field instanceof HTMLInputElement && field.type === 'checkbox';
      if (ticked ? field.checked === field.defaultChecked : field.value === field.defaultValue) continue;
      const typed = ticked ? field.checked : (parse[field.name]?.(field.value) ?? field.value);
      setFieldValue(field.name as Parameters<typeof setFieldValue>[0], typed as never);
    }
    // Once, as the form is first attached: later the fields' changes reach the form as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
