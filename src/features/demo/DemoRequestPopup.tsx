import { Suspense, useState } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { popups, usePopups } from '@/lib/popups';
import { retryableLazy } from '@/lib/retryableLazy';

const DemoRequestModal = retryableLazy(() => import('./DemoRequestModal'));

/** Where the popup lives: loaded on first open, then kept, so closing it does not lose what was typed. */
export function DemoRequestPopup() {
  const { demoRequest } = usePopups();
  const [everOpened, setEverOpened] = useState(false);
  if (demoRequest && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    // The popup sits outside the page's boundary: without its own, a failed load would blank the site.
    <PartBoundary
      fallback={({ loadFailed, onRetry }) =>
        demoRequest && (
          <PartUnavailable
            variant="floating"
            loadFailed={loadFailed}
            onRetry={onRetry}
            onClose={popups.closeDemoRequest}
          />
        )
      }
    >
      <Suspense fallback={null}>
        <DemoRequestModal opened={demoRequest} onClose={popups.closeDemoRequest} />
      </Suspense>
    </PartBoundary>
  );
}
