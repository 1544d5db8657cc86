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
export const ConfirmationEmpty: Story = () => <SentConfirmation message={undefined} />;
export const ConfirmationShown: Story = () => (
  <SentConfirmation message="Thank you for contacting Webbee. We will reply within one business day." />
);

export const PrivacyUnderAForm: Story = () => <PrivacyNote />;
