import type { Story, StoryDefault } from '@ladle/react';
import { useLingui } from '@lingui/react/macro';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import type { ValidationProblem } from '@/api/generated/model';
import {
  getSendPhoneOtpMockHandler,
  getVerifyPhoneOtpMockHandler,
} from '@/api/generated/vendor-account/vendor-account.msw';
import { UaePhoneInput } from '@/components/UaePhoneInput';
import { useOtpVerification, type OtpChannel } from '@/features/signup/useOtpVerification';
import { VerifiableField } from '@/features/signup/VerifiableField';
import { actingOnLoad } from '../formStates';
import { answeredBy, neverAnswering } from '../mockedApi';
import { enteringTheCode, generatingPhoneOtp, verifying } from './signupSteps';

export default { title: 'Sign-up / Code verification' } satisfies StoryDefault;

/** The phone number of the sign-up form with its Generate OTP and code field, on the real verification. */
function PhoneVerification({ phone = '971501234567' }: { phone?: string }) {
  const { t } = useLingui();
  const [active, setActive] = useState<OtpChannel | null>(null);
  const otp = useOtpVerification('phone', phone, { active, setActive });
  const entered = phone.length === 12;
  return (
    <VerifiableField what="phone" otp={otp} canGenerate={entered && active === null} entered={entered} invalid={false}>
      <UaePhoneInput
        label={t`Phone number`}
        dir="ltr"
        value={phone}
        onChange={() => undefined}
        readOnly={otp.generated}
      />
    </VerifiableField>
  );
}

/** The verify call's answer to a wrong or expired code: the contract's 400 with errors.OTP, in the language asked for. */
const answeringWrongCode = ({ request }: { request: Request }): never => {
  const wrongCode: ValidationProblem = {
    errors: {
      OTP: [
        request.headers.get('Accept-Language') === 'ar'
          ? 'رمز التحقق الذي أدخلته غير صحيح أو انتهت صلاحيته.'
          : 'The OTP you entered is invalid or has expired.',
      ],
    },
  };
  // msw answers with a Response its resolver throws, whatever body type the generated handler expects.
  const answer: unknown = HttpResponse.json(wrongCode, { status: 400 });
  throw answer;
};

/** Before Generate OTP, and again once the countdown ran out: no code field. */
export const Idle: Story = () => <PhoneVerification />;

/** Part of a number: Generate OTP waits in a quieter blue, and the hint says for what. */
export const WaitingForTheWholeNumber: Story = () => <PhoneVerification phone="97150123" />;

export const Generating: Story = () => <PhoneVerification />;
Generating.decorators = [actingOnLoad(generatingPhoneOtp)];
Generating.msw = answeredBy(getSendPhoneOtpMockHandler(neverAnswering));

/** The code was sent: the number is locked, the code field counts down from 60 s. */
export const SentWithCountdown: Story = () => <PhoneVerification />;
SentWithCountdown.decorators = [actingOnLoad(generatingPhoneOtp)];
SentWithCountdown.msw = answeredBy(getSendPhoneOtpMockHandler());

export const Verifying: Story = () => <PhoneVerification />;
Verifying.decorators = [actingOnLoad(generatingPhoneOtp, enteringTheCode('482913'), verifying)];
Verifying.msw = answeredBy(getSendPhoneOtpMockHandler(), getVerifyPhoneOtpMockHandler(neverAnswering));

/** A wrong or expired code: the error is toasted, the code stays for the visitor to correct. */
export const WrongCode: Story = () => <PhoneVerification />;
WrongCode.decorators = [actingOnLoad(generatingPhoneOtp, enteringTheCode('000000'), verifying)];
WrongCode.msw = answeredBy(getSendPhoneOtpMockHandler(), getVerifyPhoneOtpMockHandler(answeringWrongCode));

/** Verified: the code field is disabled with a tick, and the countdown stops. */
export const Verified: Story = () => <PhoneVerification />;
Verified.decorators = [actingOnLoad(generatingPhoneOtp, enteringTheCode('482913'), verifying)];
Verified.msw = answeredBy(getSendPhoneOtpMockHandler(), getVerifyPhoneOtpMockHandler());
