import { numberFormat } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** The spec's OTP countdown (section 9): the code field counts down from 60 s, once a second. */
export const otpCountdownSeconds = 60;

export type OtpStatus = 'notGenerated' | 'generating' | 'codeSent' | 'verified';

export type OtpEvent =
  { type: 'generate' } | { type: 'generationAnswered' } | { type: 'tick' } | { type: 'verified' } | { type: 'reset' };

export interface OtpState {
  status: OtpStatus;
  secondsLeft: number;
}

/**
 * Every move the phone or e-mail verification can make. A generation attempt leads to codeSent
 * whether the call succeeded or failed (the spec's phone verification, section 4); a countdown that
 * runs out while unverified leads back to notGenerated.
 */
export const otpTransitions: Record<OtpStatus, Partial<Record<OtpEvent['type'], OtpStatus>>> = {
  notGenerated: { generate: 'generating' },
  generating: { generationAnswered: 'codeSent' },
  codeSent: { tick: 'codeSent', verified: 'verified', reset: 'notGenerated' },
  verified: { reset: 'notGenerated' },
};

export const initialOtpState: OtpState = { status: 'notGenerated', secondsLeft: 0 };

export function otpReducer(state: OtpState, event: OtpEvent): OtpState {
  const next = otpTransitions[state.status][event.type];
  if (!next) return state;
  if (event.type === 'generationAnswered') return { status: next, secondsLeft: otpCountdownSeconds };
  if (event.type === 'tick') {
    const secondsLeft = state.secondsLeft - 1;
    return secondsLeft > 0 ? { status: next, secondsLeft } : initialOtpState;
  }
  if (event.type === 'verified') return { status: next, secondsLeft: 0 };
  return { ...state, status: next };
}

/** 00:SS in the edition's digits, as the code field shows the time left. */
export function formatCountdown(seconds: number, locale: Locale) {
  const twoDigits = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${twoDigits.format(0)}:${twoDigits.format(seconds)}`;
}
