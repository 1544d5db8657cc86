import { createElement, lazy, type ComponentType } from 'react';

/** How long a part's code may take before the visitor is told it didn't load and offered Retry. */
export const partLoadTimeoutMs = 10_000;

/**
 * A part's code that failed to arrive, or has not arrived within `partLoadTimeoutMs`. Its message
 * and cause go to error reports only, never on screen: they name internal URLs.
 */
export class PartLoadError extends Error {
  override readonly name = 'PartLoadError';

  constructor(
    readonly reason: 'failed' | 'timeout',
    /** Forgets the attempt that failed, so the next render imports the code again. */
    readonly retry: () => void,
    /** Resolves once the code arrives after all: a stalled import may still land, or another attempt succeed. */
    readonly arrival: Promise<void>,
    options?: ErrorOptions,
  ) {
    super(
      reason === 'failed'
        ? 'The code of a part of the page failed to load'
        : `The code of a part of the page did not arrive within ${partLoadTimeoutMs} ms`,
      options,
    );
  }
}

export interface RetryableImport<M> {
  /**
   * The current attempt, started on first call. It stays failed until the `retry` of its error is
   * called: a render that re-imported by itself would retry in a loop instead of showing the error.
   */
  load: () => Promise<M>;
  /** The module once it has arrived, so a render can use it without suspending. */
  loaded: () => M | undefined;
}

/**
 * Imports a chunk with a time limit, and again on retry. A new import() of a module whose fetch
 * failed fetches it again (whatwg/html#10327, as Chromium does), so a retry needs no other URL. One
 * still pending is shared instead: after a time-out the first request goes on in the background,
 * and its arrival ends the wait.
 */
export function retryableImport<M>(importer: () => Promise<M>, timeoutMs = partLoadTimeoutMs): RetryableImport<M> {
  let module: M | undefined;
  let attempt: Promise<M> | undefined;
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));

  const load = () => {
    if (attempt) return attempt;
    const thisAttempt = new Promise<M>((resolve, reject) => {
      const retry = () => {
        if (attempt === thisAttempt) attempt = undefined;
      };
      const timer = setTimeout(() => reject(new PartLoadError('timeout', retry, arrival)), timeoutMs);
      importer().then(
        (imported) => {
          clearTimeout(timer);
          module = imported;
          arrived();
          resolve(imported);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new PartLoadError('failed', retry, arrival, { cause: error }));
        },
      );
    });
    // React may set a render aside before it subscribes to the attempt (a navigation's render,
    // interrupted): a failure it has not seen yet is the part's boundary's to show and report, not
    // the page's unhandled rejection.
    thisAttempt.catch(() => undefined);
    attempt = thisAttempt;
    return thisAttempt;
  };
  return { load, loaded: () => module };
}

export type LazyPart<P extends object, M> = ComponentType<P> & { load: () => Promise<M> };

/**
 * A component whose code loads on first render, like React.lazy, but whose failed or stalled load
 * throws a `PartLoadError` that a boundary can retry. Once loaded it renders directly: the prerender
 * and the hydrating client then produce the same markup, where React.lazy suspends once even for a
 * module already in memory.
 */
export function lazyPart<M, P extends object>(source: RetryableImport<M>, pick: (module: M) => ComponentType<P>) {
  // A React.lazy component keeps its first outcome for good: each attempt gets its own.
  const lazyPerAttempt = new WeakMap<Promise<M>, ComponentType<P>>();
  const lazyFor = (attempt: Promise<M>) => {
    let component = lazyPerAttempt.get(attempt);
    if (!component) {
      component = lazy(() => attempt.then((module) => ({ default: pick(module) }))) as ComponentType<P>;
      lazyPerAttempt.set(attempt, component);
    }
    return component;
  };
  function LazyPart(props: P) {
    const module = source.loaded();
    return createElement(module === undefined ? lazyFor(source.load()) : pick(module), props);
  }
  return Object.assign(LazyPart, { load: source.load }) as LazyPart<P, M>;
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/** `lazyPart` of a module's default export, or of the export `pick` chooses. */
export function retryableLazy<M extends { default: unknown }>(
  importer: () => Promise<M>,
): LazyPart<PropsOf<M['default']>, M>;
export function retryableLazy<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P, M>;
export function retryableLazy<M, P extends object>(
  importer: () => Promise<M>,
  pick = (module: M) => (module as { default: ComponentType<P> }).default,
) {
  return lazyPart(retryableImport(importer), pick);
}
