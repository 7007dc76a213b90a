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
