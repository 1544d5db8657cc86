import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import classes from './UaePhoneInput.module.css';
import { formatLocalDigits, localDigitsOf, uaeDialCode, uaePhoneOfField, uaePhonePlaceholder } from '@/lib/uaePhone';

interface UaePhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The full number with its dial code (971…), or ''. */
  value?: string;
  onChange: (phone: string) => void;
}

/** Where the caret goes in `text` to stand after its first `digits` digits. */
const caretAfterDigits = (text: string, digits: number) => {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index]) && ++seen === digits) return index + 1;
  }
  return text.length;
};

/**
 * The one phone field of every form: UAE only, +971 fixed in front, the local digits grouped as
 * its placeholder shows them. A phone number reads left to right in Arabic too, so the box keeps
 * +971 on its left on every page while its label and messages follow the page's direction.
 */
export function UaePhoneInput({ value = '', onChange, ...rest }: UaePhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // The grouping dashes come and go as digits are typed or deleted mid-number: the caret stays
  // after the same digit instead of jumping to the end.
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = formatLocalDigits(localDigitsOf(value));
  useLayoutEffect(() => {
    const field = input.current;
    if (!field || digitsBeforeCaret.current === null || field !== field.ownerDocument.activeElement) return;
    const caret = caretAfterDigits(shown, digitsBeforeCaret.current);
    field.setSelectionRange(caret, caret);
    digitsBeforeCaret.current = null;
  }, [shown]);
  return (
    <TextInput
      ref={input}
      dir="ltr"
      type="tel"
      inputMode="numeric"
      // 'tel', not 'tel-national', which HTML allows only on text inputs; a filled-in +971 is dropped on change.
      autoComplete="tel"
      placeholder={uaePhonePlaceholder}
      leftSection={
        <span aria-hidden="true" className={classes.dialCode}>
          +{uaeDialCode}
        </span>
      }
      leftSectionWidth={56}
      value={shown}
      onChange={(event) => {
        const { value: text, selectionStart } = event.currentTarget;
        digitsBeforeCaret.current = text.slice(0, selectionStart ?? text.length).replace(/\D/g, '').length;
        onChange(uaePhoneOfField(text));
      }}
      {...rest}
    />
  );
}
