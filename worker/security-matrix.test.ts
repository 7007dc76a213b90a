/**
 * Every API route, called as a visitor, as the owner, as someone else, from another site, with
 * the wrong content type, with an oversized body and with a malformed id: the expected status
 * for every cell, and nothing stored changes when a request is refused; the answer's caching, no
 * session credential in it, and the visitors' cache emptied only by writes visitors see. Limits,
 * hostile bodies, invisible text and bad avatars: security-matrix-abuse.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { testApp } from './testing/test-app.ts';
import { CELLS, ROUTES, cachingFor, fixture, requestFor } from './testing/security-matrix.ts';


describe('security matrix: every route × every caller', () => {
  it('covers every route the API mounts', async () => {
    const { app } = await testApp();
    const mounted = new Set<string>();
    for (const r of (app as unknown as { routes: { method: string; path: string }[] }).routes) {
      if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.endsWith('*')) continue;
      mounted.add(`${r.method} ${r.path.replace(/:(\w+)/g, (_m, name: string) => `{${name === 'category' ? 'category' : 'id'}}`)}`);
    }
    expect([...mounted].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: ${CELLS.filter((c) => route.expect[c]).map((c) => `${c} ${route.expect[c]}`).join(', ')}`, async () => {
      const f = await fixture();
      for (const cell of CELLS) {
        const expected = route.expect[cell];
        if (!expected) continue;
        const emptied = await f.visitorsCacheProbe();
        const before = await f.snapshot();
        const { path, ...init } = requestFor(route, f, cell);
        const res = await f.call(path, init);
        expect([cell, res.status]).toEqual([cell, expected]);
        const text = await res.clone().text();
        if (!route.issuesToken) {
          for (const credential of await f.credentials()) expect(text.includes(credential), `${cell}: no session credential in the answer`).toBe(false);
          expect(res.headers.get('set-auth-token'), `${cell}: no session credential in a header`).toBeNull();
        }
        const changesWhatVisitorsSee = Boolean(route.showsVisitors) && expected < 300;
        expect([cell, await emptied()], 'the visitors\' cache is emptied only by a write visitors can see').toEqual([cell, changesWhatVisitorsSee]);
        if (cell === 'oversized') expect(res.headers.get('connection'), 'an early 413 closes the connection').toBe('close');
        const caching = [res.headers.get('cache-control') ?? '', (res.headers.get('vary') ?? '').split(/,\s*/).filter((v) => /^(cookie|authorization)$/i.test(v)).join(', ')];
        const asker = cell === 'visitor' ? 'visitor' : 'signedIn';
        const caches = cachingFor(route, asker);
        if (caches === 'private') expect([cell, ...caching], 'an answer for this asker only').toEqual([cell, 'private, no-store', 'Cookie, Authorization']);
        else {
          expect(caching[0], `${cell}: a public answer keeps its caching`).not.toContain('private');
          expect([cell, caching[1]], 'a shared answer says what would change it').toEqual([cell, caches === 'shared' ? 'Cookie, Authorization' : '']);
        }
        if (expected >= 400) {
          expect(await res.json(), `${cell}: error shape`).toMatchObject({ error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) });
          expect(await f.snapshot(), `${cell}: nothing stored changed`).toBe(before);
        }
        expect(res.headers.get('content-security-policy'), `${cell}: CSP`).toContain("default-src 'self'");
      }
    });
  }
});
