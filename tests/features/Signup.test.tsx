import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/api/config';
import {
  getConfirmEmailMockHandler,
  getRegisterCustomerMockHandler,
  getRegisterSellerMockHandler,
  getSendEmailOtpMockHandler,
  getSendPhoneOtpMockHandler,
  getVerifyPhoneOtpMockHandler,
  getVerifyPhoneOtpResponseMock,
} from '@/api/generated/vendor-account/vendor-account.msw';
import { formatCountdown } from '@/features/signup/otpMachine';
import CreateWebsitePage from '@/features/signup/CreateWebsitePage';
import { SignupForm } from '@/features/signup/SignupForm';
import { SignupFormSection } from '@/features/signup/SignupFormSection';
import type { Audience } from '@/features/signup/audiences';
import { failsWith, findToast, pasteInto, renderWithProviders, server } from '../testUtils';

afterEach(() => vi.useRealTimers());

const renderForm = (audience: Audience) => {
  // user-event's own delays must advance with fake timers when a test turns them on.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  renderWithProviders(<SignupForm audience={audience} />);
  return { user, submit: () => user.click(screen.getByRole('button', { name: 'Create my account' })) };
};
const fillValid = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await pasteInto(user, screen.getByRole('textbox', { name: /Legal name|Business Name/ }), name);
  await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
  await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
  await pasteInto(user, screen.getByLabelText('Password'), 'Str0ngPass!');
  await user.click(screen.getByRole('checkbox'));
};

describe.each([
  [
    'seller',
    'Legal name',
    '/VendorAccount/Register',
    getRegisterSellerMockHandler,
    'Register as a Seller',
    'We review it and e-mail you once your seller account is approved.',
  ],
  [
    'customer',
    'Business Name',
    '/VendorAccount/Client/Register',
    getRegisterCustomerMockHandler,
    'Start Building Your Website Now',
    'A Webbee representative will contact you to get your website started.',
  ],
] as const)('the %s sign-up form', (audience, nameLabel, registerPath, registerMockHandler, title, nextStep) => {
  it(`is titled '${title}' and labels its first field ${nameLabel}`, () => {
    renderForm(audience);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: nameLabel })).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/termsandconditions');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('checks on submit only, with each message of the spec', async () => {
    const { user, submit } = renderForm(audience);
    await user.click(screen.getByRole('textbox', { name: nameLabel }));
    await user.tab();
    expect(screen.queryByText('Legal name required')).not.toBeInTheDocument();
    await submit();
    for (const message of [
      'Legal name required',
      'Phone number required',
      'Email required',
      'Password required',
      'Please check terms and conditions first',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@');
    await pasteInto(user, screen.getByLabelText('Password'), '12345');
    await submit();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be atleast 6 characters long')).toBeInTheDocument();
  });

  it('brings its first mistake into view when pressed with mistakes, as a phone shows the button alone', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user, submit } = renderForm(audience);
    // The field, then its error under it.
    const fieldAndError = (field: HTMLElement) => [
      field,
      document.getElementById(field.getAttribute('aria-describedby')!),
    ];
    await submit();
    const name = screen.getByRole('textbox', { name: nameLabel });
    await waitFor(() => expect(scrolled.slice(-2)).toEqual(fieldAndError(name)));
    expect(scrolled.at(-1)).toHaveTextContent(/./);
    // With the name given, the phone number is the first mistake.
    await pasteInto(user, name, 'Al Noor Flowers LLC');
    await submit();
    await waitFor(() => expect(scrolled.slice(-2)).toEqual(fieldAndError(screen.getByLabelText('Phone number'))));
    scrollIntoView.mockRestore();
  });

  it(`posts exactly the registration payload to ${registerPath}, toasts, resets and opens the modal after 300 ms`, async () => {
    let body: unknown;
    server.use(
      registerMockHandler(async ({ request }) => {
        body = await request.json();
        return { Status: 'Success', Message: 'Created', StatusCode: 200 };
      }),
    );
    const { user, submit } = renderForm(audience);
    await fillValid(user, 'Al Noor Flowers LLC');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();
    expect(await findToast('Seller request submitted successfully')).toBeInTheDocument();
    expect(body).toEqual({
      nameAsPerTradeLicense: 'Al Noor Flowers LLC',
      firstName: 'Al Noor Flowers LLC',
      email: 'owner@alnoorflowers.ae',
      requirePhoneNumberConfirmation: false,
      password: 'Str0ngPass!',
      phoneNumber: '971501234567',
    });
    expect(screen.getByRole('textbox', { name: nameLabel })).toHaveValue('');
    // What comes next stays in the form once the toast has gone, in the audience's words, not the toast's.
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent(`Request received. ${nextStep}`);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    const modal = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(modal).getByText('Your account has been created successfully')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Go to Portal' })).toHaveAttribute('target', '_blank');
    expect(within(modal).getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled());
  });

  it.each([
    [
      'a Status other than Success shows its Message',
      { Status: 'Failed', Message: 'Trade licence already registered', StatusCode: 200 },
      'Trade licence already registered',
    ],
    [
      'a 409 shows its Message',
      failsWith(409, { StatusCode: 409, Message: 'An account with this email already exists.' }),
      'An account with this email already exists.',
    ],
    [
      'a 400 shows the first errors.OTP',
      failsWith(400, { errors: { OTP: ['The OTP you entered is invalid or has expired.'] } }),
      'The OTP you entered is invalid or has expired.',
    ],
    ['anything else reads Invalid Request', failsWith(500, { Message: 'down' }), 'Invalid Request'],
  ])('%s, and keeps every typed value', async (_, respond, message) => {
    server.use(registerMockHandler(respond));
    const { user, submit } = renderForm(audience);
    await fillValid(user, 'Al Noor Flowers LLC');
    await submit();
    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: nameLabel })).toHaveValue('Al Noor Flowers LLC');
    expect(screen.getByLabelText('Phone number')).toHaveValue('501-234-567');
    expect(screen.getByLabelText('Password')).toHaveValue('Str0ngPass!');
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  });
});

describe.each([
  ['seller', 'What you earn', 'Up to AED 1000 per referral', 'Upload documents'],
  ['customer', 'What you get', 'From AED 1499', 'Share your details'],
] as const)('beside the %s sign-up form', (audience, title, headline, lastStep) => {
  it('says what the visitor gets and the steps that follow, in order', () => {
    renderWithProviders(<SignupFormSection audience={audience} />);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(headline)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Included' })).getAllByRole('listitem').length).toBeGreaterThan(3);
    const next = screen.getByRole('heading', { name: 'What happens next' }).nextElementSibling as HTMLElement;
    const steps = within(next).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent(lastStep);
  });
});

describe.each([
  ['seller', 'Already a seller?', 'Log in to the vendor portal', siteConfig.vendorPortalUrl],
  ['customer', 'Already have an account?', 'Log in to the customer portal', siteConfig.clientPortalUrl],
] as const)('the %s sign-up section', (audience, prompt, login, portalUrl) => {
  it(`offers '${login}' beside the form, in a new tab`, () => {
    renderWithProviders(<SignupFormSection audience={audience} />);
    expect(screen.getByText(prompt)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: new RegExp(login) });
    expect(link).toHaveAttribute('href', portalUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('phone and e-mail verification', () => {
  const phoneButton = () => screen.getByRole('button', { name: 'Generate OTP for the phone number' });
  const emailButton = () => screen.getByRole('button', { name: 'Generate OTP for the email' });

  it('enables phone Generate OTP only for 12 characters and e-mail Generate OTP once the field is filled, pale until then and solid after', async () => {
    const { user } = renderForm('seller');
    expect(phoneButton()).toBeDisabled();
    expect(emailButton()).toBeDisabled();
    expect(phoneButton()).toHaveAttribute('data-variant', 'light');
    await pasteInto(user, screen.getByLabelText('Phone number'), '50123456');
    expect(phoneButton()).toBeDisabled();
    await pasteInto(user, screen.getByLabelText('Phone number'), '7');
    expect(phoneButton()).toBeEnabled();
    expect(phoneButton()).toHaveAttribute('data-variant', 'filled');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    expect(emailButton()).toBeEnabled();
    expect(emailButton()).toHaveAttribute('data-variant', 'filled');
  });

  it('says under each Generate OTP what it waits for, then what it will send', async () => {
    const { user } = renderForm('seller');
    expect(phoneButton()).toHaveAccessibleDescription('Enter your number to get a 6-digit code');
    expect(emailButton()).toHaveAccessibleDescription('Enter your email to get a code');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    expect(phoneButton()).toHaveAccessibleDescription('We’ll text a 6-digit code to this number');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    expect(emailButton()).toHaveAccessibleDescription('We’ll email a code to this address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters');
  });

  it('lets an error under the phone or e-mail say what the field needs, in place of the Generate OTP hint', async () => {
    const { user } = renderForm('seller');
    await pasteInto(user, screen.getByLabelText('Phone number'), '5012');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.queryByText('Enter your email to get a code')).not.toBeInTheDocument();
    expect(emailButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter your number to get a 6-digit code')).not.toBeInTheDocument();
  });

  it('sends the phone code, locks the number, counts down 00:SS, disables the other button, and expires after 60 s', async () => {
    let requested = '';
    server.use(
      getSendPhoneOtpMockHandler(({ params }) => {
        requested = String(params.phoneNumber);
        return { Status: 'Success', Message: 'sent', StatusCode: 200 };
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderForm('seller');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    await user.click(phoneButton());
    expect(await findToast('OTP Generated Successfully')).toBeInTheDocument();
    expect(requested).toBe('971501234567');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone number')).toHaveValue('501-234-567');
    const code = screen.getByLabelText('Code sent to your phone number');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('When the timer ends, you can change the number or ask for a new code');
    expect(screen.getByText('00:60')).toBeInTheDocument();
    expect(emailButton()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('00:59')).toBeInTheDocument();
    await pasteInto(user, code, '1234');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.queryByLabelText('Code sent to your phone number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('readonly');
    expect(phoneButton()).toBeEnabled();
    expect(emailButton()).toBeEnabled();
  });

  it('shows the code field even when generation fails, with the spec message, and frees the other button', async () => {
    server.use(getSendEmailOtpMockHandler(failsWith(500, { Message: 'down' })));
    const { user } = renderForm('customer');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    await user.click(emailButton());
    expect(await findToast('There was an error while generating your OTP. Please try again later')).toBeInTheDocument();
    expect(screen.getByLabelText('Code sent to your email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(phoneButton()).toBeEnabled();
  });

  it.each(['123 456', '123-456', ' 123456', '1234567'])('keeps the six digits of a pasted code: %j', async (pasted) => {
    let verified = '';
    server.use(
      getVerifyPhoneOtpMockHandler(({ params }) => {
        verified = String(params.otp);
        return getVerifyPhoneOtpResponseMock();
      }),
    );
    const { user } = renderForm('seller');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await user.click(phoneButton());
    const code = await screen.findByLabelText('Code sent to your phone number');
    await user.click(code);
    await user.paste(pasted);
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toBe('123456'));
  });

  it('disables the other Generate OTP while one is generating', async () => {
    server.use(
      getSendPhoneOtpMockHandler(async () => {
        await delay(300);
        return { Status: 'Success', Message: 'sent', StatusCode: 200 };
      }),
    );
    const { user } = renderForm('seller');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    await user.click(phoneButton());
    expect(emailButton()).toBeDisabled();
  });

  it("verifies the e-mail code with the response's Message, disables the code, shows a named tick and frees the phone's Generate OTP", async () => {
    let verified = '';
    server.use(
      getConfirmEmailMockHandler(({ params }) => {
        verified = `${String(params.otp)}/${String(params.email)}`;
        return { Status: 'Success', Message: 'Email verified successfully', StatusCode: 200 };
      }),
    );
    const { user } = renderForm('seller');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    await user.click(emailButton());
    expect(await findToast('OTP has been sent to your email address')).toBeInTheDocument();
    expect(phoneButton()).toBeDisabled();
    notifications.clean();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('data-variant', 'light');
    await pasteInto(user, screen.getByLabelText('Code sent to your email'), '482913');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('data-variant', 'filled');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findToast('Email verified successfully')).toBeInTheDocument();
    expect(verified).toBe('482913/owner@alnoorflowers.ae');
    expect(screen.getByRole('img', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code sent to your email')).toBeDisabled();
    expect(screen.getByLabelText('Code sent to your email')).toHaveValue('482913');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(phoneButton()).not.toBeDisabled();
  });

  it('shows errors.OTP[0] when the phone code is wrong, and stays unverified', async () => {
    server.use(
      getVerifyPhoneOtpMockHandler(
        failsWith(400, { errors: { OTP: ['The OTP you entered is invalid or has expired.'] } }),
      ),
    );
    const { user } = renderForm('seller');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await user.click(phoneButton());
    await pasteInto(user, await screen.findByLabelText('Code sent to your phone number'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findToast('The OTP you entered is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Phone number verified' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code sent to your phone number')).toHaveValue('000000');
  });
});

describe('the sign-up in Arabic', () => {
  const renderArabic = (audience: Audience) => {
    const user = userEvent.setup({
      advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
    });
    renderWithProviders(<SignupForm audience={audience} />, { locale: 'ar' });
    return { user, submit: () => user.click(screen.getByRole('button', { name: 'أنشئ حسابي' })) };
  };
  const phoneInput = () => screen.getByLabelText('رقم الهاتف');
  const emailInput = () => screen.getByLabelText('البريد الإلكتروني');
  const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
    await pasteInto(
      user,
      screen.getByRole('textbox', { name: /الاسم القانوني|اسم النشاط التجاري/ }),
      'زهور النور ذ.م.م',
    );
    await pasteInto(user, phoneInput(), '501234567');
    await pasteInto(user, emailInput(), 'owner@alnoorflowers.ae');
    await pasteInto(user, screen.getByLabelText('كلمة المرور'), 'Str0ngPass!');
    await user.click(screen.getByRole('checkbox'));
  };
  const arabic = new Intl.NumberFormat('ar');

  it.each([
    ['seller', 'سجّل كبائع', 'الاسم القانوني'],
    ['customer', 'ابدأ بناء موقعك الإلكتروني الآن', 'اسم النشاط التجاري'],
  ] as const)(
    'titles the %s form in Arabic and checks it on submit with Arabic messages',
    async (audience, title, nameLabel) => {
      const { user, submit } = renderArabic(audience);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^الشروط والأحكام/ })).toHaveAttribute('href', '/ar/termsandconditions');
      // Until an error takes its place, the password states its minimum.
      expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription('6 أحرف على الأقل');
      await submit();
      expect(screen.getByRole('textbox', { name: nameLabel })).toHaveAccessibleDescription('الاسم القانوني مطلوب');
      expect(phoneInput()).toHaveAccessibleDescription('رقم الهاتف مطلوب');
      expect(emailInput()).toHaveAccessibleDescription('البريد الإلكتروني مطلوب');
      expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription('كلمة المرور مطلوبة');
      expect(screen.getByText('يرجى الموافقة على الشروط والأحكام أولًا')).toBeInTheDocument();
      await pasteInto(user, emailInput(), 'owner@');
      await pasteInto(user, screen.getByLabelText('كلمة المرور'), '12345');
      await submit();
      expect(emailInput()).toHaveAccessibleDescription('أدخل بريدًا إلكترونيًا صحيحًا');
      expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription(
        'يجب ألا تقل كلمة المرور عن 6\u00a0أحرف',
      );
    },
  );

  it('keeps the phone, the e-mail and the code inputs left to right inside the right-to-left form', async () => {
    const { user } = renderArabic('seller');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'الاسم القانوني' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(phoneInput().closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(emailInput().closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await pasteInto(user, phoneInput(), '501234567');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق إلى رقم الهاتف' }));
    const code = await screen.findByLabelText('الرمز المرسل إلى رقم هاتفك');
    expect(code.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('says the code was sent, counts down in the edition’s digits and reminds in Arabic plural forms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderArabic('seller');
    await pasteInto(user, phoneInput(), '501234567');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق إلى رقم الهاتف' }));
    expect(await findToast('تم إرسال رمز التحقق بنجاح')).toBeInTheDocument();
    expect(screen.getByText(formatCountdown(60, 'ar'))).toBeInTheDocument();
    expect(screen.getByText(`تبقّت ${arabic.format(60)} ثانية لإدخال الرمز`)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50_000);
    });
    expect(screen.getByText(formatCountdown(10, 'ar'))).toBeInTheDocument();
    expect(screen.getByText(`تبقّت ${arabic.format(10)} ثوانٍ لإدخال الرمز`)).toBeInTheDocument();
  });

  it('asks the API in Arabic and shows its answers as they come: code sent, code verified, wrong code', async () => {
    const languages = new Set<string | null>();
    const inArabic =
      (Message: string) =>
      ({ request }: { request: Request }) => {
        languages.add(request.headers.get('Accept-Language'));
        return { Status: 'Success', Message, StatusCode: 200 };
      };
    server.use(
      getSendEmailOtpMockHandler(inArabic('تم إرسال رمز التحقق إلى بريدك الإلكتروني')),
      getConfirmEmailMockHandler(inArabic('تم التحقق من البريد الإلكتروني بنجاح')),
      getVerifyPhoneOtpMockHandler(
        failsWith(400, { errors: { OTP: ['رمز التحقق الذي أدخلته غير صحيح أو انتهت صلاحيته.'] } }),
      ),
    );
    const { user } = renderArabic('seller');
    await pasteInto(user, emailInput(), 'owner@alnoorflowers.ae');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق إلى البريد الإلكتروني' }));
    expect(await findToast('تم إرسال رمز التحقق إلى بريدك الإلكتروني')).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('الرمز المرسل إلى بريدك الإلكتروني'), '482913');
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    expect(await findToast('تم التحقق من البريد الإلكتروني بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'تم التحقق من البريد الإلكتروني' })).toBeInTheDocument();
    expect([...languages]).toEqual(['ar']);

    await pasteInto(user, phoneInput(), '501234567');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق إلى رقم الهاتف' }));
    await pasteInto(user, await screen.findByLabelText('الرمز المرسل إلى رقم هاتفك'), '000000');
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    expect(await findToast('رمز التحقق الذي أدخلته غير صحيح أو انتهت صلاحيته.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'تم التحقق من رقم الهاتف' })).not.toBeInTheDocument();
  });

  it('toasts a failed code request in Arabic', async () => {
    server.use(getSendPhoneOtpMockHandler(failsWith(500, { Message: 'down' })));
    const { user } = renderArabic('customer');
    await pasteInto(user, phoneInput(), '501234567');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق إلى رقم الهاتف' }));
    expect(await findToast('حدث خطأ أثناء إرسال رمز التحقق. يرجى المحاولة مرة أخرى لاحقًا')).toBeInTheDocument();
  });

  it.each([
    [
      "a 409 (the API's Arabic Message)",
      failsWith(409, { StatusCode: 409, Message: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل.' }),
      'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل.',
    ],
    [
      "a refusal (the API's Arabic Message)",
      { Status: 'Failed', Message: 'الرخصة التجارية مسجّلة بالفعل', StatusCode: 200 },
      'الرخصة التجارية مسجّلة بالفعل',
    ],
    ['a refusal without a Message', { Status: 'Failed', StatusCode: 200 }, 'طلب غير صالح'],
    ['any other failure', failsWith(500, { Message: 'down' }), 'طلب غير صالح'],
  ])('toasts %s of the registration in Arabic and keeps every typed value', async (_, respond, message) => {
    server.use(getRegisterSellerMockHandler(respond));
    const { user, submit } = renderArabic('seller');
    await fillValid(user);
    await submit();
    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الاسم القانوني' })).toHaveValue('زهور النور ذ.م.م');
    expect(screen.getByRole('button', { name: 'أنشئ حسابي' })).toBeEnabled();
  });

  it('congratulates in Arabic once registered', async () => {
    const { user, submit } = renderArabic('customer');
    await fillValid(user);
    await submit();
    expect(await findToast('تم إرسال طلب التسجيل بنجاح')).toBeInTheDocument();
    const modal = await screen.findByRole('dialog', { name: 'تهانينا!' });
    expect(within(modal).getByText('تم إنشاء حسابك بنجاح')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'الانتقال إلى البوابة' })).toHaveAttribute('target', '_blank');
    expect(within(modal).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('offers the login to the portal in Arabic beside the form', () => {
    renderWithProviders(<SignupFormSection audience="seller" />, { locale: 'ar' });
    expect(screen.getByText('هل أنت بائع مسجّل بالفعل؟')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /سجّل الدخول إلى بوابة البائع/ })).toHaveAttribute(
      'href',
      siteConfig.vendorPortalUrl,
    );
  });
});

describe('the customer page’s congratulations block', () => {
  it('reassures in a calm brand note and gives the sales line to call meanwhile', () => {
    renderWithProviders(<CreateWebsitePage />);
    const note = screen.getByRole('heading', { level: 3, name: 'Congratulations in advance!' }).parentElement!;
    expect(note.getAttribute('style')).toContain('var(--mantine-color-brand-0)');
    expect(note).toHaveTextContent(
      'you manage logos, colour themes, banners, services and business information yourself',
    );
    expect(within(note).getByRole('link', { name: '+971 4 250 7080' })).toHaveAttribute('href', 'tel:+97142507080');
  });
});
