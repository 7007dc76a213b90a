/**
 * Signing in and out in the browser (spec §4 "Session"): store the display copy of the user and
 * the session marker, tell every island through `authChanged`, and end the server session on
 * logout (DESIGN.md).
 */
import { COOKIE_SESSION_MARKER, type StoredUser } from '../../domain/accounts/session.ts';
import { api } from './api-client.ts';

export function rememberSignIn(user: StoredUser): void {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', COOKIE_SESSION_MARKER);
  window.dispatchEvent(new CustomEvent('authChanged', { detail: { user, token: COOKIE_SESSION_MARKER } }));
}

export async function signOut(): Promise<void> {
  // Whatever the server answers, this browser forgets the session.
  await api('/api/auth/sign-out', { method: 'POST', body: {} });
  localStorage.removeItem('user');
  localStorage.removeItem('token');
  window.dispatchEvent(new CustomEvent('authChanged', { detail: null }));
  window.location.assign('/');
}
