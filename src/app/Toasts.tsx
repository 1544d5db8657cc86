import { lazy, Suspense } from 'react';
import { usePageIdle } from '@/lib/pageIdle';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * The toast container (top-right under the fixed header, closing after 3 s). It mounts once the
 * page is idle or the visitor first acts, in its own chunk, since no toast shows before that;
 * toasts raised meanwhile wait in the store.
 */
export function Toasts() {
  if (!usePageIdle({ orWhenVisitorActs: true })) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={3000} classNames={{ root: 'site-toasts' }} />
    </Suspense>
  );
}
