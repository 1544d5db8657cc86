import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * The toast container (top-right, closing after 3 s). It mounts after the first paint, in its own
 * chunk, because no toast can show before a visitor acts; toasts raised earlier wait in the store.
 */
export function Toasts() {
  if (!useMounted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={3000} />
    </Suspense>
  );
}
