import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getSendContactMessageMockHandler } from '@/api/generated/leads/leads.msw';
import { contactRequestMessageMax, contactRequestNameMax, contactRequestSubjectMax } from '@/api/generated/model';
import {
  getGetBusinessSettingsMockHandler,
  getGetBusinessSettingsResponseMock,
} from '@/api/generated/settings/settings.msw';
import { company } from '@/content/company';
import ContactPage from '@/features/contact/ContactPage';
import { failsWith, findToast, pasteInto, renderWithProviders, server } from '../testUtils';

const fields = () => ({
  name: screen.getByLabelText('Full name'),
  email: screen.getByLabelText('Email'),
  subject: screen.getByLabelText('Subject'),
  message: screen.getByLabelText('Message'),
});
const send = () => screen.getByRole('button', { name: 'Send message' });
const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
  const { name, email, subject, message } = fields();
  await pasteInto(user, name, 'Fatima Al Mansoori');
  await pasteInto(user, email, 'fatima@alnoorflowers.ae');
  await pasteInto(user, subject, 'Website for our shop');
  await pasteInto(user, message, 'We would like an online shop.');
};

describe('Contact', () => {
  it('shows the phones, the office with a maps link and the two e-mails from business settings', async () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:'))).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('link', { name: 'info@webbee.ae' })).toHaveAttribute(
      'href',
      'mailto:info@webbee.ae',
    );
    expect(screen.getByRole('link', { name: 'support@webbee.ae' })).toBeInTheDocument();
  });

  it('shows the office on a drawn map whose pin opens the maps link in a new tab, with the address under it', () => {
    renderWithProviders(<ContactPage />);
    const visit = screen.getByRole('heading', { level: 2, name: 'Visit us' }).parentElement!;
    const map = within(visit).getByRole('link', { name: 'Open in Google Maps' });
    expect(map).toHaveAttribute('href', company.mapsUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // Drawn in the page, no map service's tiles or frame.
    expect(map.querySelector('svg path')).not.toBeNull();
    expect(visit.querySelector('iframe, img')).toBeNull();
    expect(
      within(visit)
        .getByText(/Office 1204, Bay Square Building 11, Business Bay/)
        .closest('address'),
    ).not.toBeNull();
  });

  it("holds the e-mails' place until they arrive, so the office card below does not move", async () => {
    server.use(
      getGetBusinessSettingsMockHandler(async () => {
        await delay(200);
        return getGetBusinessSettingsResponseMock();
      }),
    );
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Write to us' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'info@webbee.ae' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'info@webbee.ae' })).toBeInTheDocument();
  });

  it('keeps the e-mails it has when a refresh of business settings fails', async () => {
    const { queryClient } = renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('link', { name: 'info@webbee.ae' })).toBeInTheDocument();
    server.use(getGetBusinessSettingsMockHandler(failsWith(500, { Message: 'down' })));
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'info@webbee.ae' })).toBeInTheDocument();
  });

  it('still shows everything else when business settings fail', async () => {
    let answered = false;
    const fail = failsWith(500, { Message: 'down' });
    server.use(
      getGetBusinessSettingsMockHandler(() => {
        answered = true;
        return fail();
      }),
    );
    renderWithProviders(<ContactPage />);
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Write to us' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'info@webbee.ae' })).not.toBeInTheDocument();
    expect(screen.getByText(/Office 1204, Bay Square/)).toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it("stops each field at the contract's length", () => {
    renderWithProviders(<ContactPage />);
    const limits = [
      ['Full name', contactRequestNameMax],
      ['Subject', contactRequestSubjectMax],
      ['Message', contactRequestMessageMax],
    ] as const;
    for (const [label, max] of limits) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('maxlength', String(max));
    }
  });

  it('checks the fields on submit in the spec order, one toast at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    const { name, email, subject, message } = fields();
    const expectToast = async (text: string) => expect(await findToast(text)).toBeInTheDocument();

    await user.click(send());
    await expectToast('Please Enter Full Name.');
    await pasteInto(user, name, 'Fatima Al Mansoori');
    await user.click(send());
    await expectToast('Please Enter Email.');
    await pasteInto(user, email, 'fatima@');
    await user.click(send());
    await expectToast('Please Enter Valid Email.');
    await pasteInto(user, email, 'alnoorflowers.ae');
    await user.click(send());
    await expectToast('Please Enter Subject.');
    await pasteInto(user, subject, 'Website for our shop');
    await user.click(send());
    await expectToast('Please Enter Message.');
    await pasteInto(user, message, 'We would like an online shop.');
    expect(name).toHaveValue('Fatima Al Mansoori');
  });

  it("sends {name, email, subject, message}, reads 'Loading...' while sending, then toasts the Message and clears the form", async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      getSendContactMessageMockHandler(async ({ request }) => {
        body = await request.json();
        await delay(150);
        return { Message: 'Thank you, we will call you.', Status: 'Success', StatusCode: 200 };
      }),
    );
    renderWithProviders(<ContactPage />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(await findToast('Thank you, we will call you.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Fatima Al Mansoori',
      email: 'fatima@alnoorflowers.ae',
      subject: 'Website for our shop',
      message: 'We would like an online shop.',
    });
    for (const field of Object.values(fields())) expect(field).toHaveValue('');
    expect(send()).toBeEnabled();
  });

  it('shows one toast for three presses of Send on the same mistake, and brings the field it names into view', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderWithProviders(<ContactPage />);
    for (let press = 0; press < 3; press++) await user.click(send());
    await findToast('Please Enter Full Name.');
    expect(screen.getAllByText('Please Enter Full Name.', { selector: '.site-toast-message' })).toHaveLength(1);
    // The field, then its error under it.
    const name = fields().name;
    await waitFor(() =>
      expect(scrolled.slice(-2)).toEqual([name, document.getElementById(name.getAttribute('aria-describedby')!)]),
    );
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    scrollIntoView.mockRestore();
  });

  it('leaves a confirmation in the sent form once the toast has gone, saying what comes next, until the visitor types again', async () => {
    const user = userEvent.setup();
    server.use(
      getSendContactMessageMockHandler({ Message: 'Thank you, we will call you.', Status: 'Success', StatusCode: 200 }),
    );
    renderWithProviders(<ContactPage />);
    await fillIn(user);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(send());
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const confirmation = await within(form).findByRole('status');
    // The toast has the API's words; the form does not say them a second time.
    expect(confirmation).toHaveTextContent('Message sent. To add anything, send another message below.');
    expect(confirmation).not.toHaveTextContent('Thank you, we will call you.');
    act(() => notifications.clean());
    expect(within(form).getByRole('status')).toHaveTextContent('Message sent.');
    await user.type(fields().name, 'O');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps every value and gives the button back when sending fails', async () => {
    const user = userEvent.setup();
    server.use(getSendContactMessageMockHandler(failsWith(500, { Message: 'down' })));
    renderWithProviders(<ContactPage />);
    const { name, email, subject, message } = fields();
    await pasteInto(user, name, 'Fatima');
    await pasteInto(user, email, 'fatima@alnoorflowers.ae');
    await pasteInto(user, subject, 'Shop');
    await pasteInto(user, message, 'Hello');
    await user.click(send());
    const toast = await screen.findByText('Something went wrong. Please try again.');
    expect(
      within(toast.closest('.site-toast') as HTMLElement).getByText('Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(send()).toBeEnabled();
    expect(name).toHaveValue('Fatima');
    expect(email).toHaveValue('fatima@alnoorflowers.ae');
    expect(subject).toHaveValue('Shop');
    expect(message).toHaveValue('Hello');
  });
});

describe('Contact in Arabic', () => {
  const arabicLetters = /[\u0600-\u06FF]/;
  const renderArabic = () => renderWithProviders(<ContactPage />, { locale: 'ar' });
  const sendInArabic = () => screen.getByRole('button', { name: 'إرسال الرسالة' });

  it('checks the empty form in Arabic: the first message toasted, every field told its own', async () => {
    const user = userEvent.setup();
    renderArabic();
    await user.click(sendInArabic());
    expect(await findToast('يرجى إدخال الاسم الكامل.')).toBeInTheDocument();
    const expected = [
      ['الاسم الكامل', 'يرجى إدخال الاسم الكامل.'],
      ['البريد الإلكتروني', 'يرجى إدخال البريد الإلكتروني.'],
      ['الموضوع', 'يرجى إدخال الموضوع.'],
      ['الرسالة', 'يرجى إدخال الرسالة.'],
    ] as const;
    for (const [label, message] of expected) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
    }
    await pasteInto(user, screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'fatima@');
    await user.click(sendInArabic());
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAccessibleDescription(
      'يرجى إدخال بريد إلكتروني صحيح.',
    );
  });

  it('reads in Arabic, with the e-mail input, the phone numbers and the addresses left to right', async () => {
    renderArabic();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لنتحدث عن موقعك الإلكتروني');
    expect(screen.getByRole('heading', { name: 'اتصل بنا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /افتح في خرائط Google/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'الاسم الكامل' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const phones = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(phones).toHaveLength(3);
    for (const phone of phones) {
      expect(phone.querySelector('bdi[dir="ltr"]')?.textContent).toMatch(/^\+971[\d ]+$/);
    }
    const email = await screen.findByRole('link', { name: 'info@webbee.ae' });
    expect(email.querySelector('bdi[dir="ltr"]')).toHaveTextContent('info@webbee.ae');
  });

  it('asks the API for its answer in Arabic and toasts the thanks it gives', async () => {
    const user = userEvent.setup();
    let language: string | null = null;
    server.use(
      getSendContactMessageMockHandler(({ request }) => {
        language = request.headers.get('Accept-Language');
        return { Message: 'شكرًا لتواصلك مع Webbee.', Status: 'Success', StatusCode: 200 };
      }),
    );
    renderArabic();
    await pasteInto(user, screen.getByRole('textbox', { name: 'الاسم الكامل' }), 'فاطمة المنصوري');
    await pasteInto(user, screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'fatima@alnoorflowers.ae');
    await pasteInto(user, screen.getByRole('textbox', { name: 'الموضوع' }), 'موقع لمتجرنا');
    await pasteInto(user, screen.getByRole('textbox', { name: 'الرسالة' }), 'نريد متجرًا إلكترونيًا.');
    await user.click(sendInArabic());
    expect(await findToast('شكرًا لتواصلك مع Webbee.')).toBeInTheDocument();
    expect(language).toBe('ar');
    expect(screen.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveValue('');
  });

  it('says in Arabic that sending failed, and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(getSendContactMessageMockHandler(failsWith(500, { Message: 'down' })));
    renderArabic();
    await pasteInto(user, screen.getByRole('textbox', { name: 'الاسم الكامل' }), 'فاطمة');
    await pasteInto(user, screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'fatima@alnoorflowers.ae');
    await pasteInto(user, screen.getByRole('textbox', { name: 'الموضوع' }), 'متجر');
    await pasteInto(user, screen.getByRole('textbox', { name: 'الرسالة' }), 'مرحبًا');
    await user.click(sendInArabic());
    const toast = await waitFor(() => {
      const description = document.querySelector('.site-toast-message');
      expect(description).not.toBeNull();
      return description!;
    });
    expect(toast.textContent).toMatch(arabicLetters);
    expect(toast).not.toHaveTextContent('Something went wrong');
    expect(screen.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveValue('فاطمة');
    expect(sendInArabic()).toBeEnabled();
  });
});
