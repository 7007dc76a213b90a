/**
 * Who is asking: the better-auth session from the cookie or the bearer token, if any.
 *
 * Every signed-in request asks, so the common case is one indexed read (the session by its
 * token, joined to its user) instead of a full better-auth call: the cookie's signature is
 * checked as better-auth checks it, and the session row decides, so a session ended by sign-out
 * or a password reset stops working at once. A session due for renewal (or a "don't remember
 * me" one) goes through better-auth, which renews it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import type { AppEnv, SessionUser } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readerVersion, session as sessions, user as users } from '../db/schema.ts';
import { isOwnAvatarUrl } from './avatar-url.ts';

export type { SessionUser } from '../types.ts';

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;
const keys = new Map<string, Promise<CryptoKey>>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), HMAC, false, ['verify'])));
  return key;
};

/**
 * Signed values already checked, by secret: checking is the same work with the same answer every
 * time, and the session row still decides on each request. Bounded; only good signatures.
 */
const verified = new Map<string, string>();
const VERIFIED_MAX = 10_000;

/** The token of a signed value `token.signature` (base64 HMAC-SHA256, as better-auth signs), or null. */
async function verifiedToken(signed: string, secret: string): Promise<string | null> {
  const known = verified.get(`${secret}\n${signed}`);
  if (known !== undefined) return known;
  const token = await checkSignature(signed, secret);
  if (token !== null) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(`${secret}\n${signed}`, token);
  }
  return token;
}

async function checkSignature(signed: string, secret: string): Promise<string | null> {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  try {
    const base64 = signed.slice(dot + 1).replace(/-/g, '+').replace(/_/g, '/');
    const signature = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (ch) => ch.charCodeAt(0));
    if (signature.length !== 32) return null;
    return (await crypto.subtle.verify(HMAC, await keyFor(secret), signature, new TextEncoder().encode(token))) ? token : null;
  } catch {
    return null;
  }
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decode(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * The session token a request carries, as better-auth reads it: a bearer token (raw, or signed
 * like the cookie) first, else the signed session cookie. Null when there is none or its
 * signature is wrong.
 */
async function tokenOf(c: Context<AppEnv>, cookieName: string, secret: string): Promise<string | null> {
  const authorization = c.req.header('authorization');
  if (authorization?.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = decode(authorization.slice(7).trim());
    if (bearer && !bearer.includes('.')) return bearer;
    const token = bearer ? await verifiedToken(bearer, secret) : null;
    if (token) return token;
  }
  const cookie = cookieValue(c.req.header('cookie'), cookieName);
  return cookie ? verifiedToken(cookie, secret) : null;
}

/** The one read behind every signed-in request, prepared once per database handle. */
const sessionByToken = preparedFor((db: Database) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt, version: readerVersion.version })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(readerVersion, eq(readerVersion.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare(),
);

interface Reader {
  user: SessionUser;
  /** What the person's own answers are at (worker/db/reader-version-schema.ts); null: unknown, read afresh. */
  version: number | null;
}

async function lookUp(c: Context<AppEnv>): Promise<Reader | null> {
  const context = await c.var.auth.$context;
  const { sessionToken, dontRememberToken } = context.authCookies;
  const token = await tokenOf(c, sessionToken.name, context.secret);
  if (!token) return null;
  const [row] = await sessionByToken(c.var.deps.db).all({ token });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const dueForRenewal = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
  if (dueForRenewal || cookieValue(c.req.header('cookie'), dontRememberToken.name) !== null) {
    const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    const user = (session?.user as SessionUser | undefined) ?? null;
    return user && { user, version: null };
  }
  return { user: row.user, version: row.version };
}

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const reader = await lookUp(c);
  c.set('user', reader?.user ?? null);
  c.set('readerVersion', reader?.version ?? null);
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in first.');
  return user;
}

/** The user fields the spec's clients read (§3 User), under each of their names. */
export function publicUser(user: SessionUser, withEmail: boolean) {
  // Only our own avatar route is ever handed out as a picture, whatever a row holds.
  const picture = isOwnAvatarUrl(user.image) ? user.image : null;
  return {
    id: user.id,
    full_name: user.name,
    username: user.name,
    displayName: user.name,
    ...(withEmail ? { email: user.email } : {}),
    profile_picture: picture,
    photoURL: picture,
  };
}
