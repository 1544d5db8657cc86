import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { popups, usePopups } from '@/app/popups';

const DemoRequestModal = lazy(() => import('./DemoRequestModal'));

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
      Book a Demo
    </Button>
  );
}

/** Where the popup lives: loaded on first open, then kept, so closing it does not lose what was typed. */
export function DemoRequestPopup() {
  const { demoRequest } = usePopups();
  const [everOpened, setEverOpened] = useState(false);
  if (demoRequest && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <DemoRequestModal opened={demoRequest} onClose={popups.closeDemoRequest} />
    </Suspense>
  );
}
