import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { retryableLazy } from '@/lib/retryableLazy';
import classes from './Header.module.css';

const listId = 'portal-login';
const PortalList = retryableLazy(
  () => import('@/features/portals/PortalList'),
  (module) => module.PortalList,
);

/**
 * Log in, for a seller or a customer who comes back: the site has no login of its own, so a button
 * in the header lists the two portals. The list's code loads when the button is first pressed, so
 * that a page whose visitor does not log in neither fetches nor runs it, and opens once it has come;
 * a press before the page's scripts is answered once they run (src/lib/beforeHydration.ts). From
 * then on the button opens and closes it as the platform does.
 */
export function PortalLogin() {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    // Now that the button names the list, the press that wanted it, replayed, opens it.
    if (arrived) button.current?.click();
  }, [arrived]);
  return (
    <>
      <UnstyledButton
        ref={button}
        popoverTarget={arrived ? listId : undefined}
        className={classes.loginButton}
        onClick={() => setWanted(true)}
      >
        {t`Log in`}
      </UnstyledButton>
      {wanted && (
        <PartBoundary
          fallback={({ loadFailed, onRetry }) => (
            <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} variant="floating" />
          )}
        >
          <Suspense>
            <PortalList id={listId} onArrived={setArrived} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
