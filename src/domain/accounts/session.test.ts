import { describe, expect, it } from 'vitest';
import { COOKIE_SESSION_MARKER, authHeaders, displayName, isUsableToken } from './session.ts';

describe('stored session (spec §3)', () => {
  it("treats an empty token, 'null' and 'undefined' as signed out", () => {
    for (const t of [null, undefined, '', '  ', 'null', 'undefined']) expect(isUsableToken(t)).toBe(false);
    expect(isUsableToken('abc')).toBe(true);
    expect(isUsableToken(COOKIE_SESSION_MARKER)).toBe(true);
  });
  it('display name falls back: username, displayName, then the email before the @ (spec §2.7)', () => {
    expect(displayName({ username: 'juan', displayName: 'Juan D', email: 'j@x.ph' })).toBe('juan');
    expect(displayName({ displayName: 'Juan D', email: 'j@x.ph' })).toBe('Juan D');
    expect(displayName({ email: 'juan.delacruz@x.ph' })).toBe('juan.delacruz');
    expect(displayName(null)).toBe('');
  });
  it('sends a real bearer token but never the cookie marker', () => {
    expect(authHeaders('tok')).toEqual({ Authorization: 'Bearer tok' });
    expect(authHeaders(COOKIE_SESSION_MARKER)).toEqual({});
    expect(authHeaders('null')).toEqual({});
  });
});
