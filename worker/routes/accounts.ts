/**
 * The spec's account calls (§7) over better-auth: POST /api/login, /api/register,
 * /api/forgot-password and /api/auth/reset. Emails are trimmed and lower-cased; replies never
 * say whether an address is registered, except where the sign-up dialog needs it.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { afterResponse, readJson } from '../http.ts';
import { loadSession, publicUser, requireUser, type SessionUser } from '../auth/session.ts';
import { limitRequests } from '../auth/rate-limit.ts';
import { user as users } from '../db/schema.ts';
import { rememberUsedLink, resetLinkState } from '../auth/reset-links.ts';
import { RESEND_REPLY } from '../../src/domain/accounts/reset-link.ts';
import { MSG, RESET_PASSWORD_MIN, looksLikeEmail, meetsSignupRules, normalizeEmail } from '../../src/domain/accounts/password.ts';
import { COOKIE_SESSION_MARKER } from '../../src/domain/accounts/session.ts';
import { displayName } from '../requests.ts';

const email = z.string({ error: MSG.signInRequired }).max(320).transform(normalizeEmail);

const loginBody = z.object({
  email: email.refine((e) => e.length > 0, MSG.signInRequired),
  password: z.string({ error: MSG.signInRequired }).min(1, MSG.signInRequired),
});
const registerBody = z.object({
  email: z.string({ error: MSG.fillAll }).transform(normalizeEmail).refine(looksLikeEmail, MSG.invalidEmail),
  username: displayName(MSG.fullNameHint),
  password: z.string({ error: MSG.fillAll }).max(128).refine(meetsSignupRules, MSG.weakPassword),
});
const forgotBody = z.object({
  email: z.string({ error: MSG.forgotInvalidEmail }).transform(normalizeEmail).refine(looksLikeEmail, MSG.forgotInvalidEmail),
});
const resetToken = z.string({ error: MSG.missingToken }).min(1, MSG.missingToken).max(256);
const linkBody = z.object({ token: resetToken });
const resetBody = z.object({
  token: resetToken,
  // The spec's reset messages, then the sign-up rules: a reset must not weaken an account.
  password: z
    .string({ error: MSG.resetTooShort })
    .min(RESET_PASSWORD_MIN, MSG.resetTooShort)
    .max(128)
    .refine(meetsSignupRules, MSG.weakPassword),
});

export const FORGOT_REPLY = 'If an account uses that email, a reset link is on its way. It works once, within one hour.';

/** better-auth reports failures as errors with a status; 429 must stay 429. */
function statusOf(err: unknown): number {
  const e = err as { statusCode?: number; status?: number | string };
  return typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
}

function forwardCookies(c: Context, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie?.() ?? []) c.header('Set-Cookie', cookie, { append: true });
}

function rethrowLimited(err: unknown): void {
  if (statusOf(err) === 429) throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
}

export function accountsRouter() {
  return new Hono<AppEnv>()
    .post('/login', limitRequests('login'), async (c) => {
      const body = await readJson(c, loginBody);
      try {
        const { headers, response } = await c.var.auth.api.signInEmail({
          body: { email: body.email, password: body.password },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        forwardCookies(c, headers);
        // API clients get the bearer token of spec §7. A page in a browser (which sends
        // Sec-Fetch-Site, a header page JavaScript cannot set or drop) rides the httpOnly cookie
        // and gets only the marker it stores, so page JavaScript never holds the session secret.
        const fromPage = c.req.header('sec-fetch-site') !== undefined;
        const token = fromPage ? COOKIE_SESSION_MARKER : (headers.get('set-auth-token') ?? response.token);
        return c.json({ user: { ...publicUser(response.user as SessionUser, true) }, token });
      } catch (err) {
        rethrowLimited(err);
        throw new ApiError(401, 'UNAUTHORIZED', 'Wrong email or password.');
      }
    })
    .post('/register', limitRequests('register'), async (c) => {
      const body = await readJson(c, registerBody);
      // Spec §8: the sign-up screen shows its dialog for an error containing "already".
      const taken = () => new ApiError(409, 'CONFLICT', 'That email is already registered.');
      const db = c.var.deps.db;
      const exists = async () => (await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1)).length > 0;
      if (await exists()) throw taken();
      try {
        // No session is made here (autoSignIn is off): the client signs in as its next step.
        const result = await c.var.auth.api.signUpEmail({
          body: { email: body.email, password: body.password, name: body.username },
          headers: c.req.raw.headers,
        });
        return c.json({ user: publicUser(result.user as SessionUser, true), message: 'Account created. You can sign in now.' }, 201);
      } catch (err) {
        rethrowLimited(err);
        if (await exists()) throw taken(); // a registration that raced ours
        throw err;
      }
    })
    .get('/auth-options', (c) => c.json({ google: Boolean(c.var.deps.config.google) }, 200, { 'Cache-Control': 'no-store' }))
    .get('/me', loadSession, (c) => c.json(publicUser(requireUser(c), true), 200, { 'Cache-Control': 'no-store' }))
    .post('/forgot-password', limitRequests('forgot'), async (c) => {
      const body = await readJson(c, forgotBody);
      // The lookup and the mail happen after the reply, so that a known and an unknown address
      // get the same answer in the same time.
      const auth = c.var.auth;
      afterResponse(c, () => auth.api.requestPasswordReset({ body: { email: body.email, redirectTo: '/newpassword' } }));
      return c.json({ message: FORGOT_REPLY });
    })
    .post('/auth/reset', limitRequests('reset'), async (c) => {
      const body = await readJson(c, resetBody);
      try {
        await c.var.auth.api.resetPassword({ body: { token: body.token, newPassword: body.password }, headers: c.req.raw.headers });
      } catch (err) {
        rethrowLimited(err);
        throw new ApiError(400, 'BAD_REQUEST', 'This reset link is invalid, already used or expired. Ask for a new one.');
      }
      await rememberUsedLink(c.var.deps.db, body.token);
      return c.json({ message: 'Your password has been changed. You can sign in now.' });
    })
    // Issue 25: the reset page asks, without using the link, whether it still works; it learns
    // only what became of the link it holds.
    .post('/auth/reset/check', limitRequests('resetCheck'), async (c) => {
      const body = await readJson(c, linkBody);
      const { state } = await resetLinkState(c.var.deps.db, body.token);
      return c.json({ state });
    })
    // A new link to the account an old one was sent to; the address is never said, and the
    // reply and its timing are the same whether or not the link was ours.
    .post('/auth/reset/resend', limitRequests('forgot'), async (c) => {
      const body = await readJson(c, linkBody);
      const { auth, deps } = c.var;
      afterResponse(c, async () => {
        const { state, userId } = await resetLinkState(deps.db, body.token);
        if (state === 'unknown' || !userId) return;
        const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
        if (owner) await auth.api.requestPasswordReset({ body: { email: owner.email, redirectTo: '/newpassword' } });
      });
      return c.json({ message: RESEND_REPLY });
    });
}
