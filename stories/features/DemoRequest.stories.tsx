import type { Story, StoryDefault } from '@ladle/react';
import { getRequestDemoMockHandler } from '@/api/generated/leads/leads.msw';
import DemoRequestModal from '@/features/demo/DemoRequestModal';
import { submittedOnLoad } from '../formStates';
import { answeredBy } from '../mockedApi';

export default { title: 'Forms / Book a Demo' } satisfies StoryDefault;

const demo = {
  name: 'Omar Haddad',
  phoneNumber: '971501234567',
  email: 'omar@haddadtrading.ae',
  message: 'Please show us the store.',
};

/**
 * Sent: the form clears and the thanks shows, the API's Message in English and the site's own
 * words in Arabic. (The empty, filled, invalid, sending and failed states are in Forms.)
 */
export const Sent: Story = () => <DemoRequestModal opened onClose={() => undefined} initialValues={demo} />;
Sent.decorators = [submittedOnLoad];
Sent.msw = answeredBy(getRequestDemoMockHandler());
