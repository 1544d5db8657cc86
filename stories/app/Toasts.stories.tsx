import type { Story, StoryDefault } from '@ladle/react';
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { sendFailedMessage, showErrorToast, showSuccessToast } from '@/lib/forms/feedback';

export default { title: 'Layout / Toasts' } satisfies StoryDefault;

/** Raises the toast once, as a form's handler would, and takes it away when the story changes. */
function Raised({ show, message }: { show: (message: string) => void; message: string }) {
  useEffect(() => {
    show(message);
    return () => notifications.clean();
  }, [show, message]);
  return null;
}

/** A failed send: top-right under the header, top-left in Arabic. */
export const Failed: Story = () => {
  const { i18n } = useLingui();
  return <Raised show={showErrorToast} message={i18n._(sendFailedMessage)} />;
};

export const Succeeded: Story = () => {
  const { t } = useLingui();
  return (
    <Raised
      show={showSuccessToast}
      message={t`Your demo request has been received. A Webbee consultant will call you to schedule it.`}
    />
  );
};
