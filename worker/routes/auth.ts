/**
 * The few better-auth HTTP routes the site uses, and nothing else of its ~30: signing out,
 * reading the session, and Google sign-in with its callback. Sign-up, sign-in, password
 * changes and profile updates go through our own routes (accounts.ts, users.ts), which hold
 * our rules; any other /api/auth/* path is the API's usual 404. Errors come out in the API's
 * one `{error, code}` shape.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import { readJson } from '../http.ts';
import { limitRequests } from '../auth/rate-limit.ts';
import { loadSession, publicUser, requireUser, type SessionUser } from '../auth/session.ts';
import { safeNextPath } from '../../src/domain/accounts/next-path.ts';

/** Every better-auth path reachable from outside, as mounted below (tests walk this list). */
export const EXPOSED_AUTH_ROUTES = [
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-in/social',
  'GET /api/auth/callback/google',
] as const;

const CODES: Record<number, ErrorCode> = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

/**
 * Passes a request to better-auth; a failure is rewritten into our error shape. The bearer
 * plugin copies a new session token into a `set-auth-token` header that page JavaScript could
 * read: it is dropped (API clients get their token from POST /api/login).
 */
async function forward(c: Context<AppEnv>, request: Request = c.req.raw): Promise<Response> {
  const response = withoutAuthToken(await c.var.auth.handler(request));
  if (response.status < 400) return response;
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : 'The sign-in service refused the request.';
  const status = response.status >= 500 ? 502 : response.status;
  throw new ApiError(status as 400, CODES[status] ?? 'BAD_REQUEST', message);
}

function withoutAuthToken(response: Response): Response {
  if (!response.headers.has('set-auth-token')) return response;
  const copy = new Response(response.body, response);
  copy.headers.delete('set-auth-token');
  copy.headers.delete('access-control-expose-headers');
  return copy;
}

/** Google only, and the pages we send people back to are ours (no open redirect). */
const socialBody = z.strictObject({
  provider: z.literal('google', { error: 'Only Google sign-in is available.' }),
  callbackURL: z.string().max(2048).optional(),
  errorCallbackURL: z.string().max(2048).optional(),
});

export function authRouter() {
  return new Hono<AppEnv>()
    // Signing out needs a session to end: without one it is a 401 like any other signed-in call.
    .post('/sign-out', loadSession, (c) => {
      requireUser(c);
      return forward(c);
    })
    // Who is signed in and until when; never the session token itself (page JavaScript reads this).
    .get('/get-session', async (c) => {
      const found = await c.var.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }).catch(() => null);
      const session = found?.response;
      // A session past its refresh age is extended: the renewed cookie goes along.
      for (const cookie of found?.headers.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
      if (!session) return c.json(null);
      return c.json({ user: publicUser(session.user as SessionUser, true), session: { expiresAt: session.session.expiresAt } });
    })
    .post('/sign-in/social', limitRequests('oauth'), async (c) => {
      if (!c.var.deps.config.google) throw new ApiError(404, 'NOT_FOUND', 'Google sign-in is not set up on this server.');
      const body = await readJson(c, socialBody);
      const clean = {
        provider: body.provider,
        callbackURL: safeNextPath(body.callbackURL ?? '/'),
        errorCallbackURL: safeNextPath(body.errorCallbackURL ?? '/login'),
      };
      const headers = new Headers(c.req.raw.headers);
      headers.delete('content-length');
      return forward(c, new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(clean) }));
    })
    .get('/callback/google', limitRequests('oauth'), async (c) => {
      if (!c.var.deps.config.google) throw new ApiError(404, 'NOT_FOUND', 'Google sign-in is not set up on this server.');
      return forward(c);
    });
}
