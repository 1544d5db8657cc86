import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './ApiError';
import { apiConfig, resolveApiUrl } from './config';

export { ApiError, type ErrorType } from './ApiError';

export type HttpOptions = RequestInit & {
  schema?: $ZodType;
  timeoutMs?: number;
  /** Where to send the call instead of the configured base: the prerender's API, with no page to be relative to. */
  apiBase?: string;
};

/** The language of the page making the call, as it is when the call is made: the answer's text comes in it. */
const pageLanguage = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    if (response.ok) throw new ApiError('contract', 'The response is not JSON', response.status, text);
    return text;
  }
};

/**
 * The deadline of the page the visitor opened, for a read it starts while it first loads. Its
 * scripts, and so its first reads, start only once the page has loaded and the browser is idle,
 * seconds after the visitor asked for it, and the visitor has been waiting since then. Times are on
 * the performance clock, whose zero is the start of the document's navigation. There is none at
 * another address (a page opened within the app), once it has passed (a Retry after the message),
 * or outside a browser.
 */
const firstLoadDeadline = (now: number): number | undefined => {
  if (typeof location === 'undefined' || now >= apiConfig.requestTimeoutMs) return undefined;
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation) return undefined;
  const opened = new URL(navigation.name);
  return opened.pathname === location.pathname && opened.search === location.search
    ? apiConfig.requestTimeoutMs
    : undefined;
};

/** React Query hands a read's retry the signal of its first try: the retry keeps the read's deadline. */
const readDeadlines = new WeakMap<AbortSignal, number>();

/** When a call gives up, on the performance clock. React Query hands every read a signal; a send has none. */
const deadlineOf = (signal: AbortSignal | null | undefined, askedTimeoutMs: number | undefined, now: number) => {
  if (askedTimeoutMs !== undefined) return now + askedTimeoutMs;
  if (!signal) return now + apiConfig.requestTimeoutMs;
  const deadline = readDeadlines.get(signal) ?? firstLoadDeadline(now) ?? now + apiConfig.requestTimeoutMs;
  readDeadlines.set(signal, deadline);
  return deadline;
};

/** The fetch mutator behind every generated call: base URLs, timeout, JSON, typed errors and contract parsing. */
export const http = async <T>(path: string, options: HttpOptions = {}): Promise<T> => {
  const { schema, signal: callerSignal, timeoutMs: askedTimeoutMs, apiBase, ...init } = options;
  const startedAt = performance.now();
  const deadline = deadlineOf(callerSignal, askedTimeoutMs, startedAt);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    Math.max(0, deadline - startedAt),
  );
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    // Headers may come as a Headers object, an array or a record; only new Headers() merges all three.
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const language = pageLanguage();
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
    // The abort settles the call even where a fetch (or a body stream) does not honour the signal.
    const aborted = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
    );
    aborted.catch(() => undefined);
    const { response, body } = await Promise.race([
      fetch(apiBase ? apiBase.replace(/\/+$/, '') + path : resolveApiUrl(path), {
        ...init,
        headers,
        signal: controller.signal,
      }).then(async (response) => ({
        response,
        body: await readBody(response),
      })),
      aborted,
    ]);
    if (!response.ok) {
      throw new ApiError('http', `Request failed with status ${response.status}`, response.status, body);
    }
    if (!schema) return body as T;
    const parsed = safeParse(schema, body);
    if (!parsed.success) {
      throw new ApiError(
        'contract',
        `The response breaks the contract: ${parsed.error.message}`,
        response.status,
        body,
      );
    }
    return parsed.data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('timeout', `No answer within ${Math.round(deadline - startedAt)} ms`);
    if (callerSignal?.aborted) throw error;
    throw new ApiError('network', error instanceof Error ? error.message : 'The network request failed');
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
};
