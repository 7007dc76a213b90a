import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, NAMELESS, avatarOf, chipName, readStoredSession } from './stored-session.ts';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('reading the stored session', () => {
  it('returns the token and the user copy when the token is usable', () => {
    const session = readStoredSession(storage({ token: 'cookie-session', user: '{"username":"juan","email":"j@x.ph"}' }));
    expect(session).toEqual({ token: 'cookie-session', user: { username: 'juan', email: 'j@x.ph' } });
  });
  it("is signed out for a missing, empty, 'null' or 'undefined' token, whatever the user copy says", () => {
    for (const token of [undefined, '', 'null', 'undefined']) {
      const items: Record<string, string> = { user: '{"username":"juan"}' };
      if (token !== undefined) items.token = token;
      expect(readStoredSession(storage(items))).toEqual({ token: null, user: null });
    }
  });
  it('survives a damaged user copy', () => {
    expect(readStoredSession(storage({ token: 't', user: '{not json' }))).toEqual({ token: 't', user: null });
    expect(readStoredSession(storage({ token: 't', user: '"a string"' }))).toEqual({ token: 't', user: null });
  });
  it('is signed out where there is no storage (pre-rendering)', () => {
    expect(readStoredSession(undefined)).toEqual({ token: null, user: null });
  });
});

describe('avatar and name fallbacks (spec §2.7)', () => {
  it('uses the uploaded picture, then the provider photo, then the default image', () => {
    expect(avatarOf({ profile_picture: '/p.png', photoURL: '/g.png' })).toBe('/p.png');
    expect(avatarOf({ photoURL: '/g.png' })).toBe('/g.png');
    expect(avatarOf({ profile_picture: '' })).toBe(DEFAULT_AVATAR);
    expect(avatarOf(null)).toBe(DEFAULT_AVATAR);
  });
  it('names the chip by username, displayName, the email before the @, then a neutral label', () => {
    expect(chipName({ username: 'juan', displayName: 'Juan D' })).toBe('juan');
    expect(chipName({ displayName: 'Juan D', email: 'x@y.ph' })).toBe('Juan D');
    expect(chipName({ email: 'maria@y.ph' })).toBe('maria');
    expect(chipName(null)).toBe(NAMELESS);
  });
});
