import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { lazyPart, retryableImport } from './retryableLazy';

export type PartOnDemand<P extends object> = ComponentType<P> & {
  /** Starts loading the part's code; React then hydrates or renders it. */
  want: () => void;
};

const everyWant = new Set<() => void>();
let prerendering = false;

/** The prerender renders every part in full, including those of pages whose code it loads later. */
export function wantEveryPartOnDemand() {
  prerendering = true;
  everyWant.forEach((want) => want());
}

/**
 * A part whose code loads only once wanted. The prerender renders it in full; in the browser it
 * waits for `want()`, so React leaves its prerendered markup as it is (a Suspense boundary
 * yet to hydrate), and its fields take typing as plain HTML meanwhile.
 */
export function partOnDemand<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PartOnDemand<P> {
  let want = () => {};
  const wanted = new Promise<void>((resolve) => (want = resolve));
  everyWant.add(want);
  if (prerendering) want();
  // Lets its children render once wanted: React.lazy, so React waits for it as for any code.
  const Wanted = lazy(() => wanted.then(() => ({ default: ({ children }: { children: ReactNode }) => children })));
  const Part = lazyPart(retryableImport(importer), pick);
  const OnDemand = (props: P) => createElement(Wanted, null, createElement(Part, props));
  return Object.assign(OnDemand, { want });
}
