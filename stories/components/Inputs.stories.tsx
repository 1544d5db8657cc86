import type { Story, StoryDefault } from '@ladle/react';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { getUploadFileMockHandler } from '@/api/generated/careers/careers.msw';
import { LogoMark } from '@/app/layout/Logo';
import QrCode from '@/components/QrCode';
import { EmailInput } from '@/components/EmailInput';
import { UaePhoneInput } from '@/components/UaePhoneInput';
import { CvUpload } from '@/features/careers/CvUpload';
import { BookDemoButton } from '@/components/BookDemoButton';
import type { OtpVerification } from '@/features/signup/useOtpVerification';
import { VerifiableField } from '@/features/signup/VerifiableField';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Components / Inputs and marks' } satisfies StoryDefault;

function PhoneField({ initial = '', error }: { initial?: string; error?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <UaePhoneInput
      label="Phone number"
      value={phone}
      onChange={setPhone}
      error={error}
      description={`Stored as ${phone || '(empty)'}`}
    />
  );
}

export const PhoneEmpty: Story = () => <PhoneField />;
export const PhoneFilled: Story = () => <PhoneField initial="971501234567" />;
export const PhoneInvalid: Story = () => <PhoneField initial="97150" error="Please enter a valid Phone Number" />;

/** Left to right in the Arabic edition too, with its label and message on the page's side. */
export const EmailEmpty: Story = () => <EmailInput label="Email" />;
export const EmailFilled: Story = () => <EmailInput label="Email" defaultValue="fatima@alnoorflowers.ae" />;
export const EmailInvalid: Story = () => (
  <EmailInput label="Email" defaultValue="fatima@" error="Please enter a valid Email." />
);

export const CvEmpty: Story = () => <CvUpload onUploaded={() => undefined} />;
/** Choose a PDF: the upload fails and says so; choose a PNG: it is refused before sending. */
export const CvUploadFails: Story = () => <CvUpload onUploaded={() => undefined} />;
CvUploadFails.msw = answeredBy(failing(getUploadFileMockHandler()));
export const CvUploading: Story = () => <CvUpload onUploaded={() => undefined} />;
CvUploading.msw = answeredBy(getUploadFileMockHandler(neverAnswering));

const otp = (state: Partial<OtpVerification>): OtpVerification => ({
  status: 'codeSent',
  secondsLeft: 42,
  generated: true,
  verified: false,
  generating: false,
  verifying: false,
  code: '',
  setCode: () => undefined,
  generate: () => undefined,
  verify: () => undefined,
  reset: () => undefined,
  ...state,
});

function EmailWithOtp({
  otp,
  address = 'owner@alnoorflowers.ae',
  error,
}: {
  otp: OtpVerification;
  address?: string;
  error?: string;
}) {
  const entered = address !== '' && !error;
  return (
    <VerifiableField what="email" otp={otp} canGenerate={entered && !otp.generated} entered={entered} invalid={!!error}>
      <TextInput label="Email" style={{ flex: 1 }} readOnly={otp.generated} defaultValue={address} error={error} />
    </VerifiableField>
  );
}

/** Sent empty: the field's error says what it needs, in place of the hint. */
export const OtpFieldWithError: Story = () => (
  <EmailWithOtp
    otp={otp({ status: 'notGenerated', generated: false, secondsLeft: 0 })}
    address=""
    error="Email required"
  />
);

/** Before Generate OTP, and after the countdown expired: no code field. */
export const OtpNotGenerated: Story = () => (
  <EmailWithOtp otp={otp({ status: 'notGenerated', generated: false, secondsLeft: 0 })} />
);
/** No address yet: Generate OTP waits, and its hint asks for one. */
export const OtpWaitingForAnAddress: Story = () => (
  <EmailWithOtp address="" otp={otp({ status: 'notGenerated', generated: false, secondsLeft: 0 })} />
);
export const OtpGenerating: Story = () => (
  <EmailWithOtp otp={otp({ status: 'generating', generated: false, generating: true, secondsLeft: 0 })} />
);
export const OtpCodeSent: Story = () => <EmailWithOtp otp={otp({})} />;
export const OtpVerifying: Story = () => <EmailWithOtp otp={otp({ code: '482913', verifying: true })} />;
export const OtpVerified: Story = () => (
  <EmailWithOtp otp={otp({ status: 'verified', verified: true, code: '482913', secondsLeft: 0 })} />
);

export const BookDemo: Story = () => <BookDemoButton />;
export const Logo: Story = () => <LogoMark size={64} />;

/** On the footer's navy, on a white cell of its own shape. */
export const LogoOnNavy: Story = () => (
  <div style={{ background: '#1f3a80', padding: 16, display: 'inline-block' }}>
    <LogoMark size={64} haloed />
  </div>
);
export const QrCodeForAWebsite: Story = () => (
  <QrCode value="https://www.webbee.ae" title="QR code for the Webbee website" />
);
