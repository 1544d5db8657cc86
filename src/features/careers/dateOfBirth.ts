/** Arabic-Indic and Eastern Arabic-Indic digits, which an Arabic keyboard types, as Latin ones. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * The date of birth a visitor typed, as the contract's YYYY-MM-DD, or undefined when it is not a
 * real past date. Day first, as the UAE writes dates (17/03/1994, 17.3.1994, 17 03 1994), or eight
 * digits in a row from a phone's number pad; a browser's autofill may give YYYY-MM-DD.
 */
export function dateOfBirthIso(typed: string, today = new Date()): string | undefined {
  const text = latinDigits(typed.trim());
  const parts =
    /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)?.slice(1) ??
    /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(text)?.slice(1).reverse() ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(text)?.slice(1).reverse();
  if (!parts) return undefined;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return undefined;
  return date.toISOString().slice(0, 10);
}
