import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { getRequestDemoMockHandler } from '@/api/generated/leads/leads.msw';
import { BookDemoButton } from '@/components/BookDemoButton';
import { DemoRequestForm } from '@/features/demo/DemoRequestForm';
import { DemoRequestPopup } from '@/features/demo/DemoRequestPopup';
import { popups } from '@/lib/popups';
import { submittedOnLoad } from '../formStates';
import { answeredBy } from '../mockedApi';

export default { title: 'Forms / Book a Demo' } satisfies StoryDefault;

const demo = {
  name: 'Omar Haddad',
  phoneNumber: '971501234567',
  email: 'omar@haddadtrading.ae',
  message: 'Please show us the store.',
};

/** The popup as a page has it: the button opens it, Escape or the cross closes it. */
export const Popup: Story = () => {
  useEffect(() => popups.setDemoRequestOpen(true), []);
  return (
    <>
      <BookDemoButton />
      <DemoRequestPopup />
    </>
  );
};
Popup.msw = answeredBy(getRequestDemoMockHandler());

/**
 * Sent: the form clears and the thanks shows, the API's Message in English and the site's own
 * words in Arabic. (The empty, filled, invalid, sending and failed states are in Forms.)
 */
export const Sent: Story = () => <DemoRequestForm onSent={() => undefined} initialValues={demo} />;
Sent.decorators = [submittedOnLoad];
Sent.msw = answeredBy(getRequestDemoMockHandler());
