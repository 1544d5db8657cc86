import { safeParse } from 'zod/mini';
import { ConflictProblem, ValidationProblem, type StatusResponse } from '@/api/generated/model';
import { ApiError } from '@/api/http';

const invalidRequestMessage = 'Invalid Request';

/** Spec section 8: a 409 shows its Message, a 400 its first errors.OTP, anything else 'Invalid Request'. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const conflict = safeParse(ConflictProblem, error.body);
    if (conflict.success && conflict.data.StatusCode === 409) return conflict.data.Message;
    const invalid = safeParse(ValidationProblem, error.body);
    const firstOtpError = invalid.success ? invalid.data.errors.OTP?.[0] : undefined;
    if (error.status === 400 && firstOtpError) return firstOtpError;
  }
  return invalidRequestMessage;
}

/** Spec section 8: a registration answered with a Status other than Success shows its Message. */
export const registrationRefusal = (response: StatusResponse): string | undefined =>
  response.Status === 'Success' ? undefined : (response.Message ?? invalidRequestMessage);
