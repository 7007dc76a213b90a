/**
 * Calling our API from the browser: JSON in, and out either the data or the API's one error
 * shape `{ status, error, code }` (README "The API"). The session rides the cookie; a real bearer
 * token, when one is stored, goes along as a header (spec §6; DESIGN.md "Sessions").
 *
 * Issue 20: a 401 to a call made with our session means the server ended it (a sign-out or a
 * password reset elsewhere): the browser forgets it at once and every island hears so. A request
 * that got no answer never carries the browser's exception text ("Failed to fetch").
 */
import { isUsableToken, authHeaders } from '../../domain/accounts/session.ts';
import { retryAfterSeconds } from '../../domain/site/retry-after.ts';
import { forgetEndedSession, readStoredSession } from './stored-session.ts';

export interface ApiFailure {
  ok: false;
  /** The HTTP status, or 0 when the request never got an answer. */
  status: number;
  /**
   * A message: the API's `error`, else the body text, else the status text; for a request that
   * got no answer, NETWORK_ERROR_TEXT. Show it only through src/domain/site/user-errors.ts.
   */
  error: string;
  code: string | null;
  /** Seconds to wait, from a 429's Retry-After; null otherwise. */
  retryAfter: number | null;
}
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart. */
  body?: unknown;
  /** The session token to send; defaults to the stored one. */
  token?: string | null;
  fetcher?: typeof fetch;
}

/** `code` of a request that never got an answer (offline, DNS, aborted). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** `error` of such a request (the spec's sign-in words): never the exception's own text. */
export const NETWORK_ERROR_TEXT = 'Network error';

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  return (await apiWithHeaders<T>(path, options)).result;
}

/**
 * The same call, with the answer's headers beside the result (e.g. the community list's
 * `X-Next-Cursor`); null headers when the request never got an answer.
 */
export async function apiWithHeaders<T = unknown>(
  path: string,
  options: ApiOptions = {},
): Promise<{ result: ApiResult<T>; headers: Headers | null }> {
  const { method = 'GET', body, fetcher = fetch } = options;
  const token = options.token === undefined ? readStoredSession().token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(token) };
  let sent: BodyInit | null = null;
  if (typeof FormData !== 'undefined' && body instanceof FormData) sent = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    sent = JSON.stringify(body);
  }
  let res: Response;
  let text: string;
  try {
    res = await fetcher(path, { method, headers, body: sent });
    text = await res.text();
  } catch {
    return { result: { ok: false, status: 0, error: NETWORK_ERROR_TEXT, code: NETWORK_ERROR, retryAfter: null }, headers: null };
  }
  if (!res.ok) {
    if (res.status === 401 && isUsableToken(token)) forgetEndedSession(token);
    const retryAfter = res.status === 429 ? retryAfterSeconds(res.headers.get('Retry-After')) : null;
    return { result: { ok: false, status: res.status, ...errorFrom(text, res.statusText || `HTTP ${res.status}`), retryAfter }, headers: res.headers };
  }
  return { result: { ok: true, status: res.status, data: parseJson(text) as T }, headers: res.headers };
}

/** An answer that came back OK but is not what was asked for (a list, a build): a failure too. */
export function unexpectedAnswer(status: number, what: string): ApiFailure {
  return { ok: false, status, error: `The server sent something other than ${what}.`, code: null, retryAfter: null };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A failed answer's message: `{error, code}` (or a `message`, as the spec's user calls send);
 * otherwise the body text, otherwise the status text (spec §7, build save calls).
 */
export function errorFrom(text: string, statusText: string): { error: string; code: string | null } {
  const body = parseJson(text);
  if (body && typeof body === 'object') {
    const { error, message, code } = body as Record<string, unknown>;
    const said = typeof error === 'string' ? error : typeof message === 'string' ? message : '';
    return { error: said.trim() || statusText, code: typeof code === 'string' ? code : null };
  }
  return { error: text.trim() || statusText, code: null };
}

/**
 * Where a visitor goes to sign in and then comes back here: `/login?next=/dashboard?section=saved`.
 * `/`, `?` and `=` may stand in a query value, so they stay readable; `&` and `#` are encoded.
 */
export function signInUrl(pathAndQuery: string): string {
  const next = encodeURIComponent(pathAndQuery).replace(/%2F/gi, '/').replace(/%3F/gi, '?').replace(/%3D/gi, '=');
  return `/login?next=${next}`;
}
