import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiConfig, resolveApiUrl } from './config';

/** Why a call failed: the server said no, it took too long, the network failed, or the body broke the contract. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'contract';

/** The one error every generated call throws; it keeps the status and body the error rules read. */
export class ApiError<Body = unknown> extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: Body | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, body: Body | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

/** orval types each hook's error with this. */
export type ErrorType<Body> = ApiError<Body>;

export type HttpOptions = RequestInit & { schema?: $ZodType; timeoutMs?: number };

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
  const { schema, timeoutMs = apiConfig.requestTimeoutMs, signal: callerSignal, ...init } = options;
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
    const response = await fetch(resolveApiUrl(path), {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      signal: controller.signal,
    });
    const body = await readBody(response);
    if (!response.ok) {
      throw new ApiError('http', `Request failed with status ${response.status}`, response.status, body);
    }
    if (!schema) return body as T;
    const parsed = safeParse(schema, body);
    if (!parsed.success) {
      throw new ApiError('contract', `The response breaks the contract: ${parsed.error.message}`, response.status, body);
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
