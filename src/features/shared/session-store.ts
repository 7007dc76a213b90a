/**
 * The browser's idea of who is signed in, shared by every island through one store. It follows
 * the spec's storage keys ('token', 'user') and the `authChanged` event, and other tabs' changes.
 */
import { atom } from 'nanostores';
import { isUsableToken, type StoredUser } from '../../domain/session.ts';

export interface Session {
  token: string | null;
  user: StoredUser | null;
}

function readSession(): Session {
  if (typeof localStorage === 'undefined') return { token: null, user: null };
  const token = localStorage.getItem('token');
  let user: StoredUser | null = null;
  try {
    user = JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser | null;
  } catch {
    user = null;
  }
  return isUsableToken(token) ? { token, user } : { token: null, user: null };
}

export const $session = atom<Session>({ token: null, user: null });

let listening = false;
/** Reads storage now and follows later changes; call from an island's first effect. */
export function followSession(): void {
  $session.set(readSession());
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('authChanged', () => $session.set(readSession()));
  window.addEventListener('storage', (e) => {
    if (e.key === 'token' || e.key === 'user' || e.key === null) $session.set(readSession());
  });
}
