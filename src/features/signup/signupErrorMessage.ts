import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeParse } from 'zod/mini';
import { ConflictProblem, ValidationProblem, type StatusResponse } from '@/api/generated/model';
import { ApiError } from '@/api/http';

const invalidRequest = msg`Invalid Request`;

/**
 * The spec's OTP verification and register errors (section 8): a 409 shows its Message, a 400 its
 * first errors.OTP, anything else 'Invalid Request'. The API words its messages in the page's
 * language (Accept-Language), so they show as they come.
 */
export function signupErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    const conflict = safeParse(ConflictProblem, error.body);
    if (conflict.success && conflict.data.StatusCode === 409) return conflict.data.Message;
    const invalid = safeParse(ValidationProblem, error.body);
    const firstOtpError = invalid.success ? invalid.data.errors.OTP?.[0] : undefined;
    if (error.status === 400 && firstOtpError) return firstOtpError;
  }
  return i18n._(invalidRequest);
}

/**
 * The spec's sign-up errors (section 8): a registration answered with a Status other than Success
 * shows its Message.
 */
export const registrationRefusal = (response: StatusResponse, i18n: I18n): string | undefined =>
  response.Status === 'Success' ? undefined : (response.Message ?? i18n._(invalidRequest));
