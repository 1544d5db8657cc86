import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The one e-mail field of every form. An address reads left to right in the Arabic edition too, so
 * the box keeps that direction while its label and messages follow the page's.
 */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="email" autoComplete="email" dir="ltr" {...props} />;
}
