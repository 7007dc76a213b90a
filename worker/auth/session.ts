/** Who is asking: the better-auth session from the cookie or the bearer token, if any. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { isOwnAvatarUrl } from './avatar-url.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null | undefined;
  avatarKey?: string | null | undefined;
}

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  c.set('user', (session?.user as SessionUser | undefined) ?? null);
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
