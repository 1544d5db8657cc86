import type { Story, StoryDefault } from '@ladle/react';
import {
  getRegisterCustomerMockHandler,
  getSendEmailOtpMockHandler,
  getSendPhoneOtpMockHandler,
  getVerifyPhoneOtpMockHandler,
} from '@/api/generated/vendor-account/vendor-account.msw';
import { SellerHero } from '@/features/signup/BecomeSellerPage';
import { SignupForm } from '@/features/signup/SignupForm';
import { SignupFormSection } from '@/features/signup/SignupFormSection';
import { SignupOffer } from '@/features/signup/SignupOffer';
import { SuccessModal } from '@/features/signup/SuccessModal';
import { actingOnLoad, submittedOnLoad } from '../formStates';
import { answeredBy, failing, neverAnswering } from '../mockedApi';
import { enteringTheCode, generatingEmailOtp, generatingPhoneOtp, verifying } from './signupSteps';

export default { title: 'Sign-up' } satisfies StoryDefault;

const filled = {
  legalName: 'Al Noor Flowers LLC',
  phoneNumber: '971501234567',
  email: 'owner@alnoorflowers.ae',
  password: 'Str0ngPass!',
  termsAndConditions: true,
};

export const SellerSectionWithOfferAndPortalLogin: Story = () => <SignupFormSection audience="seller" />;
export const CustomerSectionWithOfferAndPortalLogin: Story = () => <SignupFormSection audience="customer" />;
export const SellerOffer: Story = () => <SignupOffer audience="seller" />;
export const CustomerOffer: Story = () => <SignupOffer audience="customer" />;
export const SellerEmpty: Story = () => <SignupForm audience="seller" />;
export const CustomerEmpty: Story = () => <SignupForm audience="customer" />;
export const Filled: Story = () => <SignupForm audience="seller" initialValues={filled} />;
export const InvalidOnSubmit: Story = () => (
  <SignupForm
    audience="seller"
    initialValues={{ ...filled, email: 'owner@', password: '123', termsAndConditions: false }}
  />
);
InvalidOnSubmit.decorators = [submittedOnLoad];

/** Generate OTP pressed: the call is under way, the e-mail button waits. */
export const PhoneOtpGenerating: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneOtpGenerating.decorators = [actingOnLoad(generatingPhoneOtp)];
PhoneOtpGenerating.msw = answeredBy(getSendPhoneOtpMockHandler(neverAnswering));

/** The code was sent: the number is locked and the code field counts down. */
export const PhoneOtpSent: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneOtpSent.decorators = [actingOnLoad(generatingPhoneOtp)];
PhoneOtpSent.msw = answeredBy(getSendPhoneOtpMockHandler());

/** A long address, locked after Generate OTP: on a phone the input keeps the form's full width. */
export const EmailOtpSentWithLongAddress: Story = () => (
  <SignupForm audience="customer" initialValues={{ ...filled, email: 'reservations.team@alnoorflowersandgifts.ae' }} />
);
EmailOtpSentWithLongAddress.decorators = [actingOnLoad(generatingEmailOtp)];
EmailOtpSentWithLongAddress.msw = answeredBy(getSendEmailOtpMockHandler());

/** Generation failed: the code field still shows (the spec's phone verification, section 4), and the error is toasted. */
export const PhoneOtpGenerationFailed: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneOtpGenerationFailed.decorators = [actingOnLoad(generatingPhoneOtp)];
PhoneOtpGenerationFailed.msw = answeredBy(failing(getSendPhoneOtpMockHandler()));

export const PhoneVerified: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneVerified.decorators = [actingOnLoad(generatingPhoneOtp, enteringTheCode('482913'), verifying)];
PhoneVerified.msw = answeredBy(getSendPhoneOtpMockHandler(), getVerifyPhoneOtpMockHandler());

export const RegisterFailed: Story = () => <SignupForm audience="customer" initialValues={filled} />;
RegisterFailed.decorators = [submittedOnLoad];
RegisterFailed.msw = answeredBy(failing(getRegisterCustomerMockHandler()));

export const Registering: Story = () => <SignupForm audience="customer" initialValues={filled} />;
Registering.decorators = [submittedOnLoad];
Registering.msw = answeredBy(getRegisterCustomerMockHandler(neverAnswering));

export const SuccessPopup: Story = () => (
  <SuccessModal opened onClose={() => undefined} portalUrl="https://vendor.webbee.ae" />
);

export const SellerHeroWithButton: Story = () => <SellerHero />;
export const SellerHeroWithoutButton: Story = () => <SellerHero withAction={false} />;
