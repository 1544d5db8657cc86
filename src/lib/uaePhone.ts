/** The one country the phone fields accept (spec: UAE only, fixed country code). */
export const uaeDialCode = '971';

/** A stored phone is the dial code and the local digits, as the API takes it: 971501234567. */
export const toUaePhone = (localDigits: string) => (localDigits ? uaeDialCode + localDigits : '');

export const localDigitsOf = (phone: string) =>
  phone.startsWith(uaeDialCode) ? phone.slice(uaeDialCode.length) : phone;

/** Keeps what a visitor types or pastes to digits, dropping a pasted +971 or leading 0. */
export const cleanLocalDigits = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  const withoutCode = digits.startsWith(uaeDialCode) && digits.length > 10 ? digits.slice(uaeDialCode.length) : digits;
  return withoutCode.replace(/^0+/, '').slice(0, 10);
};

/** Demo form: more than 11 and fewer than 14 characters, dial code included (the spec's demo phone rule, section 5). */
export const isDemoPhoneLength = (phone: string) => phone.length > 11 && phone.length < 14;

/** One-time passwords go only to a full UAE mobile number: 12 characters with the dial code. */
export const isOtpPhoneLength = (phone: string) => phone.length === 12;

/** The whole number (971…) a UAE phone field's text stands for. */
export const uaePhoneOfField = (text: string) => toUaePhone(cleanLocalDigits(text));

/** The local digits as every phone field shows them, in the groups of its placeholder: 501-234-567. */
export const uaePhonePlaceholder = 'xxx-xxx-xxx';
export const formatLocalDigits = (digits: string) =>
  [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
