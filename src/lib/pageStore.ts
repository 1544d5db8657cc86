import { useSyncExternalStore } from 'react';

/**
 * A value the whole page shares outside React (which popup is open, whether a toast was raised),
 * read by components that render again when it changes. The prerender reads the initial value.
 */
export function pageStore<Value>(initial: Value) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set: (next: Value) => {
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: (): Value =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
