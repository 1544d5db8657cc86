import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useReducer, useState } from 'react';
import {
  useConfirmEmail,
  useSendEmailOtp,
  useSendPhoneOtp,
  useVerifyPhoneOtp,
} from '@/api/generated/vendor-account/vendor-account';
import { showErrorToast, showSuccessToast } from '@/lib/forms/feedback';
import { initialOtpState, otpReducer } from './otpMachine';
import { signupErrorMessage } from './signupErrorMessage';

export type OtpChannel = 'phone' | 'email';

/** Which channel's Generate OTP is in progress; the other's waits (the spec's shared active-button marker, section 4). */
export interface ActiveOtpMarker {
  active: OtpChannel | null;
  setActive: (channel: OtpChannel | null) => void;
}

const phoneCodeSent = msg`OTP Generated Successfully`;
const generationFailed = msg`There was an error while generating your OTP. Please try again later`;

/** Phone or e-mail one-time-password verification, on the transitions of otpMachine. */
export function useOtpVerification(channel: OtpChannel, target: string, marker: ActiveOtpMarker) {
  const { i18n } = useLingui();
  const [state, dispatch] = useReducer(otpReducer, initialOtpState);
  const [code, setCode] = useState('');
  const sendPhone = useSendPhoneOtp();
  const sendEmail = useSendEmailOtp();
  const verifyPhone = useVerifyPhoneOtp();
  const confirmEmail = useConfirmEmail();
  const counting = state.status === 'codeSent';

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  // The countdown ran out while unverified: the code goes, and the marker with it.
  const expired = state.status === 'notGenerated';
  const { active, setActive } = marker;
  useEffect(() => {
    if (expired && active === channel) setActive(null);
  }, [expired, active, channel, setActive]);

  const generate = () => {
    dispatch({ type: 'generate' });
    setCode('');
    setActive(channel);
    const handlers = {
      onSuccess: (response: { Status?: string | null; Message?: string | null }) => {
        if (channel === 'email' && response.Message) showSuccessToast(response.Message);
        if (channel === 'phone' && response.Status === 'Success') showSuccessToast(i18n._(phoneCodeSent));
      },
      onError: () => {
        showErrorToast(i18n._(generationFailed));
        setActive(null);
      },
      onSettled: () => dispatch({ type: 'generationAnswered' }),
    };
    if (channel === 'phone') sendPhone.mutate({ phoneNumber: target }, handlers);
    else sendEmail.mutate({ email: target }, handlers);
  };

  const verify = () => {
    const handlers = {
      onSuccess: (response: { Message?: string | null }) => {
        if (response.Message) showSuccessToast(response.Message);
        dispatch({ type: 'verified' });
        setActive(null);
      },
      onError: (error: unknown) => showErrorToast(signupErrorMessage(error, i18n)),
    };
    if (channel === 'phone') verifyPhone.mutate({ otp: code, phoneNumber: target }, handlers);
    else confirmEmail.mutate({ otp: code, email: target }, handlers);
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setCode('');
  };

  return {
    status: state.status,
    secondsLeft: state.secondsLeft,
    /** The spec's isPhoneOTPGenerated / isEmailOTPGenerated: the input locks and the code field shows. */
    generated: state.status === 'codeSent' || state.status === 'verified',
    verified: state.status === 'verified',
    generating: state.status === 'generating',
    verifying: verifyPhone.isPending || confirmEmail.isPending,
    code,
    setCode,
    generate,
    verify,
    reset,
  };
}

export type OtpVerification = ReturnType<typeof useOtpVerification>;
