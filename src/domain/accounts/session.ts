/** Spec §3: a stored token that is empty, 'null' or 'undefined' counts as signed out. */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim() !== '' && token !== 'null' && token !== 'undefined';
}

/** The fields of the stored user copy that the screens read (spec §3 User). */
export interface StoredUser {
  id?: string;
  username?: string;
  displayName?: string;
  full_name?: string;
  email?: string;
  photoURL?: string;
  profile_picture?: string;
}

/** Spec §2.7: username, then displayName, then the part of the email before the @. */
export function displayName(user: StoredUser | null | undefined): string {
  if (!user) return '';
  return user.username || user.displayName || user.full_name || (user.email ?? '').split('@')[0] || '';
}

/**
 * DESIGN.md: the session rides an httpOnly cookie and page JavaScript never holds its secret.
 * The spec's clients key "signed in" on a stored token, so the browser stores this marker
 * instead; API calls from our pages authenticate with the cookie.
 */
export const COOKIE_SESSION_MARKER = 'cookie-session';

/** Headers for an API call: a real bearer token is sent; the cookie marker is not. */
export function authHeaders(token: string | null | undefined): Record<string, string> {
  return isUsableToken(token) && token !== COOKIE_SESSION_MARKER ? { Authorization: `Bearer ${token}` } : {};
}
