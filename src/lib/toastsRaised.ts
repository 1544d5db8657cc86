import { useSyncExternalStore } from 'react';

let raised = false;
const listeners = new Set<() => void>();

/**
 * Says a toast was raised. Mantine keeps raised toasts in its store until its container is on
 * the page; the container (src/app/Toasts.tsx) is put there only then, since a page that shows no
 * toast would otherwise lay out eight empty positioned containers while it loads.
 */
export const markToastRaised = () => {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastRaised = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
