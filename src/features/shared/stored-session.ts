/**
 * The stored session as every screen reads it (spec §3 keys 'token' and 'user', §2.7 fallbacks):
 * no framework here, so the static header script and the islands share it.
 */
import { displayName, isUsableToken, type StoredUser } from '../../domain/accounts/session.ts';

/** Spec §2.7: the avatar falls back to a default image. */
export const DEFAULT_AVATAR = '/images/avatar-default.svg';
/** What the user chip says when the stored user carries no name at all. */
export const NAMELESS = 'My account';

export interface StoredSession {
  /** A usable token (usually the cookie-session marker), or null when signed out. */
  token: string | null;
  user: StoredUser | null;
}

type Reader = Pick<Storage, 'getItem'>;

const browserStorage = (): Reader | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Reads 'token' and 'user'; an unusable token means signed out, whatever 'user' holds. */
export function readStoredSession(storage: Reader | undefined = browserStorage()): StoredSession {
  if (!storage) return { token: null, user: null };
  const token = storage.getItem('token');
  if (!isUsableToken(token)) return { token: null, user: null };
  let user: StoredUser | null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem('user') ?? 'null');
    user = parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
  } catch {
    user = null;
  }
  return { token, user };
}

/**
 * Issue 20: the server answered 401 to a call made with `sentToken`: the session is over. The
 * stored marker and user go and `authChanged` tells every island (the header shows signed out,
 * Save offers sign-in), unless a newer sign-in has replaced the token meanwhile. Nothing else
 * is touched: the builder's draft stays.
 */
export function forgetEndedSession(sentToken: string, storage: Storage | undefined = typeof localStorage === 'undefined' ? undefined : localStorage): boolean {
  if (!storage || storage.getItem('token') !== sentToken) return false;
  storage.removeItem('token');
  storage.removeItem('user');
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('authChanged', { detail: null }));
  return true;
}

/** The picture to show: the uploaded one, the identity provider's, else the default image. */
export function avatarOf(user: StoredUser | null | undefined): string {
  return user?.profile_picture || user?.photoURL || DEFAULT_AVATAR;
}

/** The name on the user chip: the spec's fallbacks, then a neutral label. */
export function chipName(user: StoredUser | null | undefined): string {
  return displayName(user) || NAMELESS;
}
