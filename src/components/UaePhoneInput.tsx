import { TextInput, type TextInputProps } from '@mantine/core';
import { localDigitsOf, uaeDialCode, uaePhoneOfField } from '@/lib/uaePhone';

interface UaePhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The full number with its dial code (971…), or ''. */
  value?: string;
  onChange: (phone: string) => void;
}

/**
 * A UAE-only phone field: +971 is fixed in front, the visitor types the local digits. A phone
 * number reads left to right in Arabic too, so the box keeps +971 on its left on every page while
 * its label and messages follow the page's direction.
 */
export function UaePhoneInput({ value = '', onChange, ...rest }: UaePhoneInputProps) {
  return (
    <TextInput
      dir="ltr"
      type="tel"
      inputMode="numeric"
      // 'tel', not 'tel-national', which HTML allows only on text inputs; a filled-in +971 is dropped on change.
      autoComplete="tel"
      leftSection={<span aria-hidden="true">+{uaeDialCode}</span>}
      leftSectionWidth={56}
      value={localDigitsOf(value)}
      onChange={(event) => onChange(uaePhoneOfField(event.currentTarget.value))}
      {...rest}
    />
  );
}
