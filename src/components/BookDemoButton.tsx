import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { popups } from '@/lib/popups';

interface BookDemoButtonProps extends ButtonProps {
  /** Also done on click, such as closing the mobile menu the button sits in. */
  onOpen?: () => void;
}

/** Opens the Book a Demo popup from anywhere on the site. */
export function BookDemoButton({ onOpen, ...props }: BookDemoButtonProps) {
  const open = () => {
    onOpen?.();
    popups.openDemoRequest();
  };
  return (
    <Button variant="outline" {...props} onClick={open}>
      <Trans>Book a Demo</Trans>
    </Button>
  );
}
