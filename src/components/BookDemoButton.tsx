import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { demoRequestDialogId } from '@/lib/popups';

interface BookDemoButtonProps extends ButtonProps {
  /** Also done on click, such as closing the mobile menu the button sits in. */
  onOpen?: () => void;
}

/** Opens the Book a Demo popup from anywhere on the site, before the scripts run too. */
export function BookDemoButton({ onOpen, ...props }: BookDemoButtonProps) {
  return (
    <Button variant="outline" {...props} commandfor={demoRequestDialogId} command="show-modal" onClick={onOpen}>
      <Trans>Book a Demo</Trans>
    </Button>
  );
}
