import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './ApiError';
import { apiConfig, readAttemptTimeoutMs, resolveApiUrl } from './config';

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

/** The fetch mutator behind every generated call: base URLs, timeout, JSON, typed errors and contract parsing. */
export const http = async <T>(path: string, options: HttpOptions = {}): Promise<T> => {
  const { schema, signal: callerSignal, timeoutMs: askedTimeoutMs, apiBase, ...init } = options;
  // React Query hands every read its AbortSignal and may retry it; a send has neither.
  const timeoutMs = askedTimeoutMs ?? (callerSignal ? readAttemptTimeoutMs : apiConfig.requestTimeoutMs);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
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
    if (timedOut) throw new ApiError('timeout', `No answer within ${timeoutMs} ms`);
    if (callerSignal?.aborted) throw error;
    throw new ApiError('network', error instanceof Error ? error.message : 'The network request failed');
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
};
