import { useLingui } from '@lingui/react/macro';
import { MantineThemeProvider, useDirection } from '@mantine/core';
import { Suspense } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { usePageIdle } from '@/lib/pageIdle';
import { demoRequestDialogId, jobApplicationDialogId, usePopups } from '@/lib/popups';
import { retryableLazy } from '@/lib/retryableLazy';
import { useToastRaised } from '@/lib/toastsRaised';

const Notifications = retryableLazy(
  () => import('@mantine/notifications'),
  (module) => module.Notifications,
);

/**
 * The toast container (top-right under the fixed header, top-left in right-to-left pages, closing
 * after 3 s), in its own chunk. Its code arrives once the page is idle or the visitor first acts;
 * it mounts when the first toast is raised (`markToastRaised`), which waits in Mantine's store.
 */
export function Toasts() {
  const { t } = useLingui();
  const { dir } = useDirection();
  const codeArrived = usePageIdle({ orWhenVisitorActs: true, preload: [Notifications.load] });
  const raised = useToastRaised();
  const { demoRequest, jobApplication } = usePopups();
  // An open popup is a modal dialog, in the top layer, over everything outside it: its toasts go in it.
  const openPopup = demoRequest ? demoRequestDialogId : jobApplication !== null ? jobApplicationDialogId : undefined;
  if (!codeArrived || !raised) return null;
  return (
    // Above the page's boundary: without its own, a failed load would blank the site.
    <PartBoundary
      fallback={({ loadFailed, onRetry }) => (
        <PartUnavailable variant="floating" loadFailed={loadFailed} onRetry={onRetry} />
      )}
    >
      <Suspense fallback={null}>
        {/* A toast is raised outside React, from a handler; its close button gets the edition's words here. */}
        <MantineThemeProvider
          theme={{
            components: {
              Notification: { defaultProps: { closeButtonProps: { 'aria-label': t`Close this message` } } },
            },
          }}
        >
          <Notifications
            key={openPopup ?? 'page'}
            portalProps={{ target: openPopup && `#${openPopup}` }}
            position={dir === 'rtl' ? 'top-left' : 'top-right'}
            autoClose={3000}
            classNames={{ root: 'site-toasts' }}
          />
        </MantineThemeProvider>
      </Suspense>
    </PartBoundary>
  );
}
