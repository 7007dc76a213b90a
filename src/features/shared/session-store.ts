/**
 * The browser's idea of who is signed in, shared by every island through one store. It follows
 * the spec's storage keys ('token', 'user') and the `authChanged` event, and other tabs' changes.
 */
import { atom } from 'nanostores';
import { readStoredSession, type StoredSession } from './stored-session.ts';

export type Session = StoredSession;

export const $session = atom<Session>({ token: null, user: null });

let listening = false;
/** Reads storage now and follows later changes; call from an island's first effect. */
export function followSession(): void {
  $session.set(readStoredSession());
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('authChanged', () => $session.set(readStoredSession()));
  window.addEventListener('storage', (e) => {
    if (e.key === 'token' || e.key === 'user' || e.key === null) $session.set(readStoredSession());
  });
}
