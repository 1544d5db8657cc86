import { startTransition, useEffect, useState } from 'react';

/**
 * Resolves once the page has loaded and the browser has a quiet moment: the time for what no
 * visitor needs at first sight (footer socials, the chat button, toasts' container, Home's
 * carousels), so it never competes with the page's own code and data.
 */
export const whenPageIdle = (): Promise<void> =>
  new Promise((resolve) => {
    const afterLoad = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });

/** Resolves at the visitor's first press or key, whichever page state it comes in. */
const whenVisitorActs = (): Promise<void> =>
  new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown'] as const) {
      window.addEventListener(type, () => resolve(), { once: true, capture: true });
    }
  });

/**
 * False on the server, during hydration and until the page is idle (or, with `orWhenVisitorActs`,
 * until the visitor first presses or types, for what an action may need at once); then true, once
 * the code of the parts this reveals (`preload`) has arrived, so they render at once, in slices,
 * rather than suspend and render again in one piece. A part whose code fails shows its own boundary.
 */
export function usePageIdle({
  orWhenVisitorActs = false,
  preload = [],
}: { orWhenVisitorActs?: boolean; preload?: (() => Promise<unknown>)[] } = {}): boolean {
  const [idle, setIdle] = useState(false);
  const [parts] = useState(() => preload);
  useEffect(() => {
    let mounted = true;
    void Promise.race([whenPageIdle(), ...(orWhenVisitorActs ? [whenVisitorActs()] : [])])
      .then(() => Promise.all(parts.map((load) => load().catch(() => undefined))))
      .then(() => {
        // What comes now is secondary: rendered in slices, it never holds up the visitor.
        if (mounted) startTransition(() => setIdle(true));
      });
    return () => {
      mounted = false;
    };
  }, [orWhenVisitorActs, parts]);
  return idle;
}
