import type { Story, StoryDefault } from '@ladle/react';
import { PrivacyNote, SentConfirmation, SubmitButton } from '@/components/FormParts';

export default { title: 'Components / Form parts' } satisfies StoryDefault;

/** Ready: the one look every form's send button has. */
export const SubmitReady: Story = () => <SubmitButton busy={false}>Send message</SubmitButton>;
/** Not yet: the form waits for more (the application without its CV); readable, in a dashed outline. */
export const SubmitNotYet: Story = () => (
  <SubmitButton busy={false} disabled>
    Submit application
  </SubmitButton>
);
/** Sending: every form is busy the same way. */
export const SubmitBusy: Story = () => <SubmitButton busy>Send message</SubmitButton>;

/** Nothing sent yet: no confirmation. */
export const ConfirmationEmpty: Story = () => <SentConfirmation shown={false}>Message sent.</SentConfirmation>;
export const ConfirmationShown: Story = () => (
  <SentConfirmation shown>
    Message sent. We reply by e-mail within one business day; to add anything, send another below.
  </SentConfirmation>
);

export const PrivacyUnderAForm: Story = () => <PrivacyNote />;
