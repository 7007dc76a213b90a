/**
 * The API's one error shape: `{ error, code }` with the right status. The spec's clients read
 * `error` (and `message` for users), so `error` stays a human-readable string.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'UNKNOWN_CATEGORY'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'STORAGE_FULL'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function errorBody(code: ErrorCode, error: string): ApiErrorBody {
  return { error, code };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: ErrorCode, error: string) {
  return c.json<ApiErrorBody>(errorBody(code, error), status);
}

/**
 * Failures of the machine rather than of the request: a full disk or a read-only or locked
 * database. They get a clear status and message (507 / 503) instead of a bare 500, and the
 * server keeps running; nothing is half-written, because each write is one statement or one
 * transaction.
 */
export function storageFailure(err: unknown): ApiError | null {
  const codes = [(err as { code?: unknown })?.code, (err as { cause?: { code?: unknown } })?.cause?.code].filter((c) => typeof c === 'string') as string[];
  if (codes.some((c) => c === 'SQLITE_FULL' || c === 'ENOSPC' || c === 'EDQUOT')) {
    return new ApiError(507, 'STORAGE_FULL', 'The server has run out of storage space; nothing was saved. Please try again later.');
  }
  if (codes.some((c) => /^SQLITE_(READONLY|CANTOPEN|BUSY|IOERR)/.test(c) || c === 'EROFS' || c === 'EACCES' || c === 'EPERM')) {
    return new ApiError(503, 'UNAVAILABLE', 'The server cannot write its data right now; nothing was saved. Please try again later.');
  }
  return null;
}
