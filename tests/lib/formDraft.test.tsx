import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSendContactMessageMockHandler } from '@/api/generated/leads/leads.msw';
import { ContactForm } from '@/features/contact/ContactForm';
import { SignupForm } from '@/features/signup/SignupForm';
import { draftKey } from '@/lib/forms/draftStorage';
import { failsWith, findToast, pasteInto, renderWithProviders, server } from '../testUtils';

const storedDraft = (key: string) =>
  JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as { values: Record<string, unknown> } | null;

const fillContact = async (user: ReturnType<typeof userEvent.setup>) => {
  await pasteInto(user, screen.getByLabelText('Full name'), 'Fatima Al Mansoori');
  await pasteInto(user, screen.getByLabelText('Email'), 'fatima@alnoorflowers.ae');
  await pasteInto(user, screen.getByLabelText('Subject'), 'Website for our flower shop');
  await pasteInto(user, screen.getByLabelText('Message'), 'We have two branches in Dubai.');
};

describe('a form’s draft', () => {
  it('gives a form back what was typed into it when it is shown again', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ContactForm />);
    await fillContact(user);
    first.unmount();

    renderWithProviders(<ContactForm />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Fatima Al Mansoori'));
    expect(screen.getByLabelText('Email')).toHaveValue('fatima@alnoorflowers.ae');
    expect(screen.getByLabelText('Subject')).toHaveValue('Website for our flower shop');
    expect(screen.getByLabelText('Message')).toHaveValue('We have two branches in Dubai.');
  });

  it('keeps the draft through a failed send, and drops it once the form is sent', async () => {
    const user = userEvent.setup();
    server.use(getSendContactMessageMockHandler(failsWith(500, { Message: 'down' })));
    renderWithProviders(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await findToast('Something went wrong. Please try again.');
    expect(storedDraft(draftKey('contact', 'en'))?.values.name).toBe('Fatima Al Mansoori');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await findToast('Thank you for contacting Webbee. Our team will get back to you within one business day.');
    expect(window.sessionStorage.getItem(draftKey('contact', 'en'))).toBeNull();
  });

  it('never keeps a password, and keeps the sign-up form’s other fields per audience', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<SignupForm audience="seller" />);
    await pasteInto(user, screen.getByLabelText('Legal name'), 'Al Noor Flowers LLC');
    await pasteInto(user, screen.getByLabelText('Phone number'), '501234567');
    await pasteInto(user, screen.getByLabelText('Email'), 'owner@alnoorflowers.ae');
    await pasteInto(user, screen.getByLabelText('Password'), 'Str0ngPass!');
    await user.click(screen.getByRole('checkbox'));
    expect(window.sessionStorage.getItem(draftKey('signup-seller', 'en'))).not.toContain('Str0ngPass!');
    first.unmount();

    const again = renderWithProviders(<SignupForm audience="seller" />);
    await waitFor(() => expect(screen.getByLabelText('Legal name')).toHaveValue('Al Noor Flowers LLC'));
    expect(screen.getByLabelText('Phone number')).toHaveValue('501-234-567');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@alnoorflowers.ae');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    again.unmount();

    renderWithProviders(<SignupForm audience="customer" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Business Name')).toHaveValue('');
  });

  it.each([
    ['text that is not JSON', '{"edition":"en","values":{"name":'],
    ['a draft of another shape', JSON.stringify({ edition: 'en', values: ['Fatima'] })],
    ['a value of the wrong kind', JSON.stringify({ edition: 'en', values: { name: 42, email: 'a@b.ae' } })],
    ['a draft from the Arabic edition', JSON.stringify({ edition: 'ar', values: { name: 'فاطمة' } })],
  ])('ignores %s', async (_, stored) => {
    window.sessionStorage.setItem(draftKey('contact', 'en'), stored);
    renderWithProviders(<ContactForm />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('keeps each edition’s draft apart', async () => {
    const user = userEvent.setup();
    const english = renderWithProviders(<ContactForm />);
    await pasteInto(user, screen.getByLabelText('Full name'), 'Fatima Al Mansoori');
    english.unmount();

    renderWithProviders(<ContactForm />, { locale: 'ar' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveValue('');
  });
});
