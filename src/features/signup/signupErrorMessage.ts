import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeParse } from 'zod/mini';
import { ConflictProblem, ValidationProblem, type StatusResponse } from '@/api/generated/model';
import { ApiError } from '@/api/http';
import { apiMessage } from './apiMessage';

const invalidRequest = msg`Invalid Request`;
const accountExists = msg({
  message: 'An account with these details already exists.',
  comment:
    "Shown for the API's 409 (e.g. 'An account with this email already exists.'), which it words in English only",
});
const wrongCode = msg({
  message: 'The code you entered is wrong or has expired.',
  comment: "Shown for the API's 400 errors.OTP (e.g. 'The OTP you entered is invalid or has expired.')",
});
const registrationRefused = msg({
  message: 'We could not complete your registration. Please check your details and try again.',
  comment: 'Shown when the API answers a registration with a Status other than Success and its own English Message',
});

/** Spec section 8: a 409 shows its Message, a 400 its first errors.OTP, anything else 'Invalid Request'. */
export function signupErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    const conflict = safeParse(ConflictProblem, error.body);
    if (conflict.success && conflict.data.StatusCode === 409)
      return apiMessage(i18n, conflict.data.Message, accountExists);
    const invalid = safeParse(ValidationProblem, error.body);
    const firstOtpError = invalid.success ? invalid.data.errors.OTP?.[0] : undefined;
    if (error.status === 400 && firstOtpError) return apiMessage(i18n, firstOtpError, wrongCode);
  }
  return i18n._(invalidRequest);
}

/** Spec section 8: a registration answered with a Status other than Success shows its Message. */
export const registrationRefusal = (response: StatusResponse, i18n: I18n): string | undefined => {
  if (response.Status === 'Success') return undefined;
  return response.Message ? apiMessage(i18n, response.Message, registrationRefused) : i18n._(invalidRequest);
};
