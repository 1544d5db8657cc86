import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';
import {
  getSendPhoneOtpResponseMock,
  getVerifyPhoneOtpResponseMock,
} from '@/api/generated/vendor-account/vendor-account.msw';
import { SellerHero } from '@/features/signup/BecomeSellerPage';
import { SignupForm } from '@/features/signup/SignupForm';
import { SignupFormSection } from '@/features/signup/SignupFormSection';
import { SuccessModal } from '@/features/signup/SuccessModal';
import { submittedOnLoad, whenCalling } from '../formStates';

export default { title: 'Sign-up' } satisfies StoryDefault;

const filled = {
  legalName: 'Al Noor Flowers LLC',
  phoneNumber: '971501234567',
  email: 'owner@alnoorflowers.ae',
  password: 'Str0ngPass!',
  termsAndConditions: true,
};

function ClickOnLoad({ labels, children }: { labels: string[]; children: ReactNode }) {
  useEffect(() => {
    const timers = labels.map((label, index) =>
      setTimeout(
        () => {
          const input = [...document.querySelectorAll<HTMLInputElement>('input')].find((field) =>
            field.labels?.[0]?.textContent?.startsWith('Code sent'),
          );
          if (input && label === 'Verify') {
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
            setValue?.call(input, '482913');
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }
          [...document.querySelectorAll<HTMLButtonElement>('button')]
            .find((button) => button.getAttribute('aria-label') === label || button.textContent === label)
            ?.click();
        },
        300 + index * 400,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [labels]);
  return children;
}

/** Presses these buttons in turn once the story has rendered, to reach an OTP state. */
const clicking =
  (...labels: string[]): StoryDecorator =>
  (Story) => (
    <ClickOnLoad labels={labels}>
      <Story />
    </ClickOnLoad>
  );

export const SellerSectionWithPortalLogin: Story = () => <SignupFormSection audience="seller" />;
export const CustomerSectionWithPortalLogin: Story = () => (
  <SignupFormSection audience="customer">
    <p>Packages start from AED 1499</p>
  </SignupFormSection>
);
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
PhoneOtpGenerating.decorators = [
  clicking('Generate OTP for the phone number'),
  whenCalling('/VendorAccount/SendOTPNumber', 'never'),
];

/** The code was sent: the number is locked and the code field counts down. */
export const PhoneOtpSent: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneOtpSent.decorators = [
  clicking('Generate OTP for the phone number'),
  whenCalling('/VendorAccount/SendOTPNumber', { json: getSendPhoneOtpResponseMock() }),
];

/** Generation failed: the code field still shows (spec section 4), and the error is toasted. */
export const PhoneOtpGenerationFailed: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneOtpGenerationFailed.decorators = [
  clicking('Generate OTP for the phone number'),
  whenCalling('/VendorAccount/SendOTPNumber', 'server error'),
];

export const PhoneVerified: Story = () => <SignupForm audience="seller" initialValues={filled} />;
PhoneVerified.decorators = [
  clicking('Generate OTP for the phone number', 'Verify'),
  whenCalling('/VendorAccount/SendOTPNumber', { json: getSendPhoneOtpResponseMock() }),
  whenCalling('/VendorAccount/VerifyOTPForVendor', { json: getVerifyPhoneOtpResponseMock() }),
];

export const RegisterFailed: Story = () => <SignupForm audience="customer" initialValues={filled} />;
RegisterFailed.decorators = [submittedOnLoad, whenCalling('/VendorAccount/Client/Register', 'server error')];

export const Registering: Story = () => <SignupForm audience="customer" initialValues={filled} />;
Registering.decorators = [submittedOnLoad, whenCalling('/VendorAccount/Client/Register', 'never')];

export const SuccessPopup: Story = () => (
  <SuccessModal opened onClose={() => undefined} portalUrl="https://vendor.webbee.ae" />
);

export const SellerHeroWithButton: Story = () => <SellerHero />;
export const SellerHeroWithoutButton: Story = () => <SellerHero withAction={false} />;
