import { lazy, Suspense, useState } from 'react';
import { popups, usePopups } from '@/lib/popups';

const DemoRequestModal = lazy(() => import('./DemoRequestModal'));

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
