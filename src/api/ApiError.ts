// Kept apart from the mutator so that code reading errors does not pull zod into the first load.

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
