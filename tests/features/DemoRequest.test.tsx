import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRequestDemoMockHandler } from '@/api/generated/leads/leads.msw';
import { BookDemoButton } from '@/components/BookDemoButton';
import { DemoRequestPopup } from '@/features/demo/DemoRequestPopup';
import { popups } from '@/lib/popups';
import { failsWith, findToast, pasteInto, renderWithProviders, server } from '../testUtils';

// The form's code loads as the popup opens: here it is transformed once, before the first test's clock.
beforeAll(async () => {
  await import('@/features/demo/DemoRequestForm');
});

const openPopup = async () => {
  // No pause between keys: the phone field is typed into a key at a time.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <BookDemoButton />
      <DemoRequestPopup />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a Demo' });
  // The form's code loads as the popup opens.
  await within(dialog).findByLabelText('Name');
  return { user, dialog };
};

const fillInADemoRequest = async (user: ReturnType<typeof userEvent.setup>) => {
  await pasteInto(user, screen.getByLabelText('Name'), 'Omar Haddad');
  await pasteInto(user, screen.getByLabelText(/Phone number/), '501234567');
  await pasteInto(user, screen.getByLabelText('Email'), 'omar@haddadtrading.ae');
  await pasteInto(user, screen.getByLabelText('Message'), 'Show us the store');
};

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Book a Demo' });

describe('Book a Demo', () => {
  it('checks name, UAE phone, e-mail and message in the spec order', async () => {
    const { user, dialog } = await openPopup();
    const expectToastOnSend = async (text: string) => {
      notifications.clean();
      await user.click(sendButton(dialog));
      expect(await findToast(text)).toBeInTheDocument();
    };
    await expectToastOnSend('Please enter your Name');
    await pasteInto(user, screen.getByLabelText('Name'), 'Omar Haddad');
    await expectToastOnSend('Please enter a valid Phone Number');
    await pasteInto(user, screen.getByLabelText(/Phone number/), '50123456');
    await expectToastOnSend('Please enter a valid Phone Number');
    await pasteInto(user, screen.getByLabelText(/Phone number/), '7');
    await expectToastOnSend('Please enter your Email');
    await pasteInto(user, screen.getByLabelText('Email'), 'omar@');
    await expectToastOnSend('Please enter a valid Email.');
    await pasteInto(user, screen.getByLabelText('Email'), 'haddadtrading.ae');
    await expectToastOnSend('Please enter a Message.');
  });

  it('keeps the +971 prefix fixed and the phone to digits', async () => {
    const { user } = await openPopup();
    const phone = screen.getByLabelText(/Phone number/);
    await user.type(phone, '+971 50-123 4567');
    expect(phone).toHaveValue('501-234-567');
    expect(screen.getByText('+971')).toBeInTheDocument();
  });

  it('sends {name, email, phoneNumber, message}, shows the Message, clears the form and closes', async () => {
    let body: unknown;
    server.use(
      getRequestDemoMockHandler(async ({ request }) => {
        body = await request.json();
        await delay(100);
        return { Message: 'Your demo is booked.', Status: 'Success', StatusCode: 200 };
      }),
    );
    const { user, dialog } = await openPopup();
    await fillInADemoRequest(user);
    const send = sendButton(dialog);
    await user.click(send);
    await waitFor(() => {
      expect(send).toHaveAccessibleName('Loading...');
      expect(send).toBeDisabled();
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await findToast('Your demo is booked.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Omar Haddad',
      email: 'omar@haddadtrading.ae',
      phoneNumber: '971501234567',
      message: 'Show us the store',
    });

    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });

  it('stays open with everything kept when sending fails', async () => {
    server.use(getRequestDemoMockHandler(failsWith(500, { Message: 'down' })));
    const { user, dialog } = await openPopup();
    await fillInADemoRequest(user);
    const send = sendButton(dialog);
    await user.click(send);
    expect(await findToast('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(send).toHaveAccessibleName('Book a Demo');
    expect(send).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Omar Haddad');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('501-234-567');
    expect(screen.getByLabelText('Email')).toHaveValue('omar@haddadtrading.ae');
    expect(screen.getByLabelText('Message')).toHaveValue('Show us the store');
  });
});

describe('Book a Demo in Arabic', () => {
  const openArabicPopup = async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoRequestPopup />, { locale: 'ar' });
    act(() => popups.setDemoRequestOpen(true));
    const dialog = await screen.findByRole('dialog', { name: 'احجز عرضًا توضيحيًا' });
    await within(dialog).findByLabelText('الاسم');
    return { user, dialog, send: within(dialog).getByRole('button', { name: 'احجز عرضًا توضيحيًا' }) };
  };

  const fillInArabic = async (user: ReturnType<typeof userEvent.setup>) => {
    await pasteInto(user, screen.getByLabelText('الاسم'), 'عمر حداد');
    await pasteInto(user, screen.getByLabelText(/رقم الهاتف/), '501234567');
    await pasteInto(user, screen.getByLabelText('البريد الإلكتروني'), 'omar@haddadtrading.ae');
    await pasteInto(user, screen.getByLabelText('الرسالة'), 'أرونا المتجر');
  };

  it('says under its button, in Arabic, what becomes of the details, linking the Arabic privacy policy in a new tab', async () => {
    const { dialog } = await openArabicPopup();
    const policy = within(dialog).getByRole('link', { name: /^سياسة الخصوصية/ });
    expect(policy).toHaveAttribute('href', '/ar/privacypolicy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy.closest('p')).toHaveTextContent('نستخدم بياناتك للرد عليك ولا نبيعها أبدًا.');
  });

  it('labels its fields in Arabic, keeps the e-mail left to right, and checks them with Arabic messages', async () => {
    const { user, dialog, send } = await openArabicPopup();
    expect(within(dialog).getByRole('button', { name: 'إغلاق نافذة حجز العرض التوضيحي' })).toBeInTheDocument();
    // Mantine sets the direction on the box around the input, so its sections follow it too.
    expect(screen.getByLabelText('البريد الإلكتروني').closest('[dir]')).toHaveAttribute('dir', 'ltr');

    await user.click(send);
    expect(await findToast('يرجى إدخال اسمك')).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('يرجى إدخال اسمك');
    notifications.clean();
    await pasteInto(user, screen.getByLabelText('الاسم'), 'عمر حداد');
    await pasteInto(user, screen.getByLabelText(/رقم الهاتف/), '50123');
    await user.click(send);
    expect(await findToast('يرجى إدخال رقم هاتف صحيح')).toBeInTheDocument();
  });

  it('asks the API for its answer in Arabic and toasts the thanks it gives', async () => {
    let language: string | null = null;
    server.use(
      getRequestDemoMockHandler(({ request }) => {
        language = request.headers.get('Accept-Language');
        return { Message: 'شكرًا، سنتصل بك قريبًا.', Status: 'Success', StatusCode: 200 };
      }),
    );
    const { user, dialog, send } = await openArabicPopup();
    await fillInArabic(user);
    await user.click(send);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await findToast('شكرًا، سنتصل بك قريبًا.')).toBeInTheDocument();
    expect(language).toBe('ar');
  });

  it('says in Arabic that sending failed and keeps what was typed', async () => {
    server.use(getRequestDemoMockHandler(failsWith(500, { Message: 'down' })));
    const { user, dialog, send } = await openArabicPopup();
    await fillInArabic(user);
    await user.click(send);
    expect(await findToast('حدث خطأ ما. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم')).toHaveValue('عمر حداد');
  });
});
