import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_LOAD_FAILED,
  ERROR_KINDS,
  SUGGESTION_FAILED,
  ERROR_TABLE,
  KEPT,
  explainFailure,
  kindOf,
  plainServerText,
  retryAfterSeconds,
  waitText,
  type Kept,
} from './user-errors.ts';

/** What browsers, Node and proxies put in an exception or a stray answer. */
const RAW = [
  'Failed to fetch',
  'TypeError: Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'Network request failed',
  'fetch failed',
  'connect ECONNREFUSED 127.0.0.1:4321',
  'TypeError: Cannot read properties of undefined (reading \'id\')\n    at save (BuilderApp.tsx:12:3)',
  'Error: boom',
  'SyntaxError: Unexpected token < in JSON at position 0',
  '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>',
  '{"error":"x"}',
  '[object Object]',
  'undefined',
  'null',
  '   ',
  '',
];

const STATUSES = [0, 400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503, 507];

describe('the error table', () => {
  it('has a complete entry for every kind: title, what happened, what to do, the way out', () => {
    for (const kind of ERROR_KINDS) {
      const entry = ERROR_TABLE[kind];
      expect(entry.title.trim(), kind).not.toBe('');
      expect(entry.happened, kind).toMatch(/^[A-Z].{10,}[.]$/);
      expect(entry.todo, kind).toMatch(/^[a-z].{5,}[^.]$/);
      expect(['retry', 'sign-in', 'reload', 'wait', 'change-input']).toContain(entry.action);
    }
  });

  it('says, for every kind and every situation, what happened, that the work survived, and what to do', () => {
    for (const status of STATUSES) {
      for (const kept of Object.keys(KEPT) as Kept[]) {
        const { kind, message } = explainFailure({ status }, kept);
        expect(message).toBe(`${ERROR_TABLE[kind].happened} ${KEPT[kept]} — ${ERROR_TABLE[kind].todo}.`);
      }
    }
  });

  it.each([
    [0, 'offline'],
    [401, 'session-ended'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [413, 'too-large'],
    [429, 'rate-limited'],
    [400, 'refused'],
    [415, 'refused'],
    [500, 'server'],
    [503, 'server'],
    [507, 'server'],
  ] as const)('status %i is %s', (status, kind) => {
    expect(kindOf(status)).toBe(kind);
  });

  it('a network failure reads as the issue asks, after the spec\'s "Save failed: "', () => {
    expect(explainFailure({ status: 0, error: 'Failed to fetch' }, 'build').message).toBe(
      "We couldn't reach the server. Your build is still here — check your connection and try again.",
    );
  });

  it('a 401 says the session ended and offers sign-in', () => {
    const said = explainFailure({ status: 401, error: 'Sign in first', code: 'UNAUTHORIZED' }, 'build');
    expect(said).toMatchObject({ kind: 'session-ended', action: 'sign-in' });
    expect(said.message).toBe("Your session has ended, so you're signed out. Your build is still here — sign in again and you'll come back here.");
  });

  it('a 429 says how long to wait, from Retry-After', () => {
    expect(explainFailure({ status: 429, retryAfter: 42 }, 'form')).toMatchObject({
      retryAfter: 42,
      message: 'There were too many tries in a short time. What you typed is still here — try again in 42 seconds.',
    });
    expect(explainFailure({ status: 429 }, 'form').message).toMatch(/— wait a minute and try again\.$/);
    expect(waitText(1)).toBe('try again in 1 second');
    expect(waitText(60)).toBe('try again in 1 minute');
    expect(waitText(600)).toBe('try again in 10 minutes');
  });

  it("the API's own words are kept where they say it better: the 200-build cap, a refused name, a picture too large", () => {
    const cap = 'You can keep at most 200 saved builds. Delete one you no longer need, then save again.';
    expect(explainFailure({ status: 409, code: 'CONFLICT', error: cap }, 'build').message).toBe(`${cap} Your build is still here.`);
    expect(explainFailure({ status: 400, code: 'BAD_REQUEST', error: 'Build name is required' }, 'build').message).toBe(
      'Build name is required. Your build is still here.',
    );
    expect(explainFailure({ status: 413, code: 'PAYLOAD_TOO_LARGE', error: 'The picture is larger than 2 MB.' }, 'profile').message).toBe(
      'The picture is larger than 2 MB. Your changes are still in the form.',
    );
  });

  it("never the server's text for a session, permission, missing or server failure, nor a body without the API's error shape", () => {
    for (const status of [0, 401, 403, 404, 429, 500, 503]) {
      expect(explainFailure({ status, code: 'X', error: 'Secret server detail' }).message).not.toContain('Secret server detail');
    }
    expect(explainFailure({ status: 409, code: null, error: 'Plain proxy words' }).message).not.toContain('Plain proxy words');
  });

  it('raw exception text never passes through, whatever the status', () => {
    for (const raw of RAW) {
      expect(plainServerText(raw), JSON.stringify(raw)).toBeNull();
      for (const status of STATUSES) {
        const { message } = explainFailure({ status, code: 'BAD_REQUEST', error: raw }, 'build');
        expect(message).not.toMatch(/fetch|NetworkError|Load failed|ECONN|TypeError|SyntaxError|Error:|\bat save\b|<|\{|\[object|undefined|null/);
        expect(message).toMatch(/\.$/);
      }
    }
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Fri, 01 May 2026 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds('Fri, 01 May 2026 00:00:00 GMT', now + 5000)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });

  it('the failed parts load keeps the issue\'s words, and says the build is kept', () => {
    expect(CATALOGUE_LOAD_FAILED.message).toBe("Couldn't load the parts list — check your connection. Your build is kept.");
  });

  it('every situation with its own words says what happened, what survived and what to do', () => {
    for (const situation of [CATALOGUE_LOAD_FAILED, SUGGESTION_FAILED]) {
      for (const part of [situation.happened, situation.kept, situation.todo]) {
        expect(part.trim()).not.toBe('');
        expect(situation.message).toContain(part);
      }
    }
  });
});
