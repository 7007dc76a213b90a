/**
 * Every API route, called as a visitor, as the owner, as someone else, from another site, with
 * the wrong content type, with an oversized body and with a malformed id: the expected status
 * for every cell, and nothing stored changes when a request is refused. Then random and hostile
 * bodies at every route that takes one: never a 5xx, never a change when refused.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { testApp } from './testing/test-app.ts';
import { apiClient } from './testing/client.ts';
import { testPng } from './photos/test-photos.ts';
import * as schema from './db/schema.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { LIMITS, type LimitName } from './auth/rate-limit.ts';
import { testJpeg } from './photos/test-photos.ts';
import { PHOTO_MAX_BYTES } from '../src/domain/community/photos.ts';

const PASSWORD = 'Sup3r$ecret';
/** A whole picture: avatars must decode as a whole (issue 24 item 6). */
const PNG = testPng(16, 16);
const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;
/** A checked quote as the quote page shares it (issue 28). */
const quoteBody = () => ({ purpose: 'gaming', items: [{ text: 'R5 7600 tray — 10,950', price: 10950, quantity: 1, notes: ['tray'], partId: cpu.id, category: 'cpu' }], stated: 10950, discounts: 0 });

/** A build photo upload (issue 29): a real JPEG in the field `photo`. */
const photoForm = () => {
  const form = new FormData();
  form.set('photo', new File([testJpeg() as BlobPart], 'rig.jpg', { type: 'image/jpeg' }));
  return form;
};

/** A builder draft shared as a short link (issue 29); each its own title, so each is a new link. */
const shortLinkBody = () => ({ kind: 'draft', parts: { cpu: cpu.id }, title: `Draft ${crypto.randomUUID().slice(0, 8)}` });

type Cell = 'visitor' | 'owner' | 'other' | 'crossSite' | 'wrongType' | 'oversized' | 'malformedId';
type Fixture = Awaited<ReturnType<typeof fixture>>;

async function fixture(rateLimit = false) {
  const t = await testApp({
    // The owner is also a moderator (issue 29), so that hiding a post has a cell that succeeds.
    config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'matrix-secret-matrix-secret-matrix-secret', rateLimit, moderatorEmails: ['owner@example.ph'] },
  });
  const call = (path: string, init: RequestInit = {}) => t.app.request(path, init);
  const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const api = apiClient(t.app);
  const signUp = async (email: string) => {
    await call('/api/register', json('POST', { email, username: email.split('@')[0], password: PASSWORD }));
    const res = await api.answer('POST /api/login', { body: { email, password: PASSWORD } });
    return { id: res.user.id, auth: { Authorization: `Bearer ${res.token}` } };
  };
  const owner = await signUp('owner@example.ph');
  const other = await signUp('other@example.ph');
  const saved = await api.answer('POST /api/builds', { body: { name: 'Owner build', parts: { cpu: cpu.id } }, headers: owner.auth });
  const shared = await api.answer('POST /api/community/builds', { body: { title: 'Owner post', parts: { cpu: cpu.id } }, headers: owner.auth });
  /** A post whose title the visitors'-cache probe changes behind the app's back (item 3). */
  const probe = await api.answer('POST /api/community/builds', { body: { title: 'Probe post', parts: { cpu: cpu.id } }, headers: other.auth });
  const alert = await api.answer('POST /api/alerts', { body: { partId: cpu.id, below: 1000 }, headers: owner.auth });
  const quote = await api.answer('POST /api/quotes', { body: quoteBody() });
  const link = await api.answer('POST /api/short-links', { body: shortLinkBody() });
  const photo = await api.answer('POST /api/community/builds/:id/photos', { params: { id: shared.id }, body: photoForm(), headers: owner.auth });
  await call(`/api/community/photos/${photo.id}/reports`, json('POST', { reason: 'Not this build' }, other.auth));
  const form = new FormData();
  form.set('profilePicture', new File([PNG as BlobPart], 'me.png', { type: 'image/png' }));
  await call(`/api/users/${owner.id}/profile-picture`, { method: 'POST', headers: owner.auth, body: form });
  /** Everything stored, except the limiter's counters (a refused sign-in still counts). */
  const snapshot = async () => {
    const tables = {
      user: schema.user,
      account: schema.account,
      session: schema.session,
      verification: schema.verification,
      build: schema.build,
      communityBuild: schema.communityBuild,
      communityVote: schema.communityVote,
      communityComment: schema.communityComment,
      priceAlert: schema.priceAlert,
      sharedQuote: schema.sharedQuote,
      shortLink: schema.shortLink,
      communityPhoto: schema.communityPhoto,
      photoReport: schema.photoReport,
      hiddenPost: schema.hiddenPost,
    };
    const out: Record<string, unknown> = {};
    for (const [name, table] of Object.entries(tables)) out[name] = await t.deps.db.select().from(table);
    return JSON.stringify(out);
  };
  /**
   * Whether a call empties the visitors' cache, seen from outside: a visitor's gallery page is
   * cached, the probe post is renamed in the database directly (no route hears of it), and after
   * the call a visitor sees the new name only if the cache was emptied.
   */
  const visitorsCacheProbe = async () => {
    await call('/api/community/builds');
    const marker = `Renamed ${crypto.randomUUID().slice(0, 8)}`;
    await t.deps.db.update(schema.communityBuild).set({ title: marker }).where(eq(schema.communityBuild.id, probe.id));
    return async () => {
      const page = (await (await call('/api/community/builds')).json()) as { id: string; title: string }[];
      return page.some((b) => b.title === marker);
    };
  };
  /** Every session credential that exists: the two callers' bearer tokens and every session row's token. */
  const credentials = async () => [
    ...[owner, other].map((u) => u.auth.Authorization.slice('Bearer '.length)),
    ...(await t.deps.db.select({ token: schema.session.token }).from(schema.session)).map((r) => r.token),
  ];
  return { ...t, call, json, owner, other, visitorsCacheProbe, credentials, saved: saved.id, shared: shared.id, alert: alert.id, quote: quote.id, link: link.id, photo: photo.id, snapshot };
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path for the fixture; `id` replaces the resource id in the malformed-id cell. */
  path: (f: Fixture, id?: string) => string;
  /** A valid body, when the route takes one. */
  body?: (f: Fixture) => unknown;
  multipart?: boolean;
  /** The multipart form, when not the avatar's. */
  form?: () => FormData;
  /** Bytes in the oversized cell's body, when the route allows more than 3 MB. */
  oversize?: number;
  /** A read that is always the asker's own. */
  personal?: boolean;
  /** A read that visitors share and a signed-in reader gets their own of. */
  personalised?: boolean;
  /** On success, changes what visitors see, so it empties the visitors' cache (item 3); nothing else may. */
  showsVisitors?: boolean;
  /** Hands an API client its session token (spec §7); no other answer carries one (item 4). */
  issuesToken?: boolean;
  expect: Partial<Record<Cell, number>>;
}

/**
 * What a shared cache may do with an answer: 'private' (it depends on who asks), 'shared' (a
 * visitor's answer that a signed-in reader gets differently: it varies by the credentials), or
 * 'public' (the same for everyone).
 */
function cachingFor(route: Route, asker: 'visitor' | 'signedIn'): 'private' | 'shared' | 'public' {
  if (route.method !== 'GET') return 'private';
  if (route.personal) return 'private';
  if (route.personalised) return asker === 'signedIn' ? 'private' : 'shared';
  return 'public';
}

const newUser = () => ({ email: `new-${crypto.randomUUID()}@example.ph`, username: 'New', password: PASSWORD });
const WRITE = { crossSite: 403, wrongType: 415, oversized: 413 } as const;

const ROUTES: Record<string, Route> = {
  'GET /api/health': { method: 'GET', path: () => '/api/health', expect: { visitor: 200 } },
  'GET /api/components/{category}': {
    method: 'GET',
    path: (_f, id = 'cpu') => `/api/components/${id}`,
    expect: { visitor: 200, malformedId: 404 },
  },
  'POST /api/register': { method: 'POST', path: () => '/api/register', body: newUser, expect: { visitor: 201, ...WRITE } },
  'POST /api/login': {
    method: 'POST',
    issuesToken: true,
    path: () => '/api/login',
    body: () => ({ email: 'owner@example.ph', password: PASSWORD }),
    expect: { visitor: 200, ...WRITE },
  },
  'POST /api/forgot-password': { method: 'POST', path: () => '/api/forgot-password', body: () => ({ email: 'owner@example.ph' }), expect: { visitor: 200, ...WRITE } },
  'POST /api/auth/reset': { method: 'POST', path: () => '/api/auth/reset', body: () => ({ token: 'no-such-token', password: 'N3w$password' }), expect: { visitor: 400, ...WRITE } },
  'POST /api/auth/reset/check': { method: 'POST', path: () => '/api/auth/reset/check', body: () => ({ token: 'no-such-token' }), expect: { visitor: 200, owner: 200, ...WRITE } },
  'POST /api/auth/reset/resend': { method: 'POST', path: () => '/api/auth/reset/resend', body: () => ({ token: 'no-such-token' }), expect: { visitor: 200, owner: 200, ...WRITE } },
  'GET /api/me': { method: 'GET', path: () => '/api/me', personal: true, expect: { visitor: 401, owner: 200 } },
  'GET /api/auth-options': { method: 'GET', path: () => '/api/auth-options', expect: { visitor: 200 } },
  'GET /api/auth/get-session': { method: 'GET', path: () => '/api/auth/get-session', personal: true, expect: { visitor: 200, owner: 200 } },
  'POST /api/auth/sign-in/social': { method: 'POST', path: () => '/api/auth/sign-in/social', body: () => ({ provider: 'google' }), expect: { visitor: 404, crossSite: 403 } },
  'GET /api/auth/callback/google': { method: 'GET', path: () => '/api/auth/callback/google?code=x&state=y', personal: true, expect: { visitor: 404 } },
  'POST /api/auth/sign-out': { method: 'POST', path: () => '/api/auth/sign-out', body: () => ({}), expect: { visitor: 401, owner: 200, crossSite: 403, oversized: 413 } },
  'GET /api/users/{id}': { method: 'GET', path: (f, id = f.owner.id) => `/api/users/${id}`, personalised: true, expect: { visitor: 200, owner: 200, other: 200, malformedId: 404 } },
  'PUT /api/users/{id}': {
    method: 'PUT',
    showsVisitors: true,
    path: (f, id = f.owner.id) => `/api/users/${id}`,
    body: () => ({ full_name: 'Owner Renamed' }),
    expect: { visitor: 401, owner: 200, other: 403, malformedId: 403, ...WRITE },
  },
  'POST /api/users/{id}/profile-picture': {
    method: 'POST',
    showsVisitors: true,
    path: (f, id = f.owner.id) => `/api/users/${id}/profile-picture`,
    multipart: true,
    expect: { visitor: 401, owner: 200, other: 403, malformedId: 403, ...WRITE },
  },
  'GET /api/users/{id}/avatar': { method: 'GET', path: (f, id = f.owner.id) => `/api/users/${id}/avatar`, expect: { visitor: 200, malformedId: 404 } },
  'GET /api/builds': { method: 'GET', path: () => '/api/builds', personal: true, expect: { visitor: 401, owner: 200, other: 200 } },
  'POST /api/builds': { method: 'POST', path: () => '/api/builds', body: () => ({ name: 'Another', parts: { cpu: cpu.id } }), expect: { visitor: 401, owner: 201, ...WRITE } },
  'GET /api/builds/{id}': { method: 'GET', path: (f, id = f.saved) => `/api/builds/${id}`, personal: true, expect: { visitor: 401, owner: 200, other: 404, malformedId: 404 } },
  'PUT /api/builds/{id}': {
    method: 'PUT',
    path: (f, id = f.saved) => `/api/builds/${id}`,
    body: () => ({ name: 'Renamed', parts: { cpu: cpu.id } }),
    expect: { visitor: 401, owner: 200, other: 404, malformedId: 404, ...WRITE },
  },
  'DELETE /api/builds/{id}': { method: 'DELETE', path: (f, id = f.saved) => `/api/builds/${id}`, expect: { visitor: 401, owner: 200, other: 404, malformedId: 404, crossSite: 403 } },
  'GET /api/community/builds': { method: 'GET', path: () => '/api/community/builds', personalised: true, expect: { visitor: 200, owner: 200 } },
  'GET /api/community/builds/{id}': { method: 'GET', path: (f, id = f.shared) => `/api/community/builds/${id}`, personalised: true, expect: { visitor: 200, owner: 200, other: 200, malformedId: 404 } },
  'POST /api/community/builds': {
    method: 'POST',
    showsVisitors: true,
    path: () => '/api/community/builds',
    body: () => ({ title: 'Shared again', parts: { cpu: cpu.id } }),
    expect: { visitor: 401, owner: 201, ...WRITE },
  },
  'DELETE /api/community/builds/{id}': {
    method: 'DELETE',
    showsVisitors: true,
    path: (f, id = f.shared) => `/api/community/builds/${id}`,
    expect: { visitor: 401, owner: 200, other: 404, malformedId: 404, crossSite: 403 },
  },
  'POST /api/community/builds/{id}/comments': {
    method: 'POST',
    showsVisitors: true,
    path: (f, id = f.shared) => `/api/community/builds/${id}/comments`,
    body: () => ({ text: 'Nice build!' }),
    expect: { visitor: 401, owner: 201, other: 201, malformedId: 404, ...WRITE },
  },
  'POST /api/community/builds/{id}/vote': {
    method: 'POST',
    showsVisitors: true,
    path: (f, id = f.shared) => `/api/community/builds/${id}/vote`,
    body: () => ({ direction: 'up' }),
    expect: { visitor: 401, owner: 200, other: 200, malformedId: 404, ...WRITE },
  },
  // Issue 27: price alerts and price history.
  'GET /api/alerts': { method: 'GET', path: () => '/api/alerts', personal: true, expect: { visitor: 401, owner: 200, other: 200 } },
  'POST /api/alerts': { method: 'POST', path: () => '/api/alerts', body: () => ({ partId: cpu.id, below: 5000 }), expect: { visitor: 401, owner: 201, ...WRITE } },
  'DELETE /api/alerts/{id}': { method: 'DELETE', path: (f, id = f.alert) => `/api/alerts/${id}`, expect: { visitor: 401, owner: 200, other: 404, malformedId: 404, crossSite: 403 } },
  // The mail's link needs no sign-in: a token that is not ours is a 404 for everyone.
  'GET /api/alerts/unsubscribe': { method: 'GET', path: (_f, id = 'x.y') => `/api/alerts/unsubscribe?token=${id}`, personal: true, expect: { visitor: 404, owner: 404, malformedId: 404 } },
  'POST /api/alerts/unsubscribe': { method: 'POST', path: (_f, id = 'x.y') => `/api/alerts/unsubscribe?token=${id}`, expect: { visitor: 404, crossSite: 403, oversized: 413 } },
  'GET /api/prices/status': { method: 'GET', path: () => '/api/prices/status', expect: { visitor: 200 } },
  'GET /api/price-history/parts/{id}': { method: 'GET', path: (_f, id = cpu.id) => `/api/price-history/parts/${id}`, expect: { visitor: 200, malformedId: 404 } },
  'GET /api/price-history/builds/{id}': { method: 'GET', path: (f, id = f.saved) => `/api/price-history/builds/${id}`, personal: true, expect: { visitor: 401, owner: 200, other: 404, malformedId: 404 } },
  'POST /api/quotes': { method: 'POST', path: () => '/api/quotes', body: quoteBody, expect: { visitor: 201, owner: 201, other: 201, ...WRITE } },
  'GET /api/quotes/{id}': { method: 'GET', path: (f, id = f.quote) => `/api/quotes/${id}`, expect: { visitor: 200, owner: 200, other: 200, malformedId: 404 } },
  'POST /api/short-links': { method: 'POST', path: () => '/api/short-links', body: shortLinkBody, expect: { visitor: 201, owner: 201, other: 201, ...WRITE } },
  'GET /api/community/builds/{id}/photos': { method: 'GET', path: (f, id = f.shared) => `/api/community/builds/${id}/photos`, personalised: true, expect: { visitor: 200, owner: 200, other: 200, malformedId: 404 } },
  'POST /api/community/builds/{id}/photos': {
    method: 'POST',
    showsVisitors: true,
    path: (f, id = f.shared) => `/api/community/builds/${id}/photos`,
    multipart: true,
    form: photoForm,
    oversize: PHOTO_MAX_BYTES + 128 * 1024,
    expect: { visitor: 401, owner: 201, other: 404, malformedId: 404, ...WRITE },
  },
  'DELETE /api/community/builds/{id}/photos/{id}': {
    method: 'DELETE',
    showsVisitors: true,
    path: (f, id = f.photo) => `/api/community/builds/${f.shared}/photos/${id}`,
    expect: { visitor: 401, owner: 200, other: 404, malformedId: 404, crossSite: 403 },
  },
  'GET /api/community/photos/{id}/{id}': { method: 'GET', path: (f, id = f.photo) => `/api/community/photos/${id}/phone.jpg`, personalised: true, expect: { visitor: 200, owner: 200, other: 200, malformedId: 404 } },
  'POST /api/community/photos/{id}/reports': {
    method: 'POST',
    path: (f, id = f.photo) => `/api/community/photos/${id}/reports`,
    body: () => ({ reason: 'Offensive or unsafe' }),
    expect: { visitor: 401, owner: 400, other: 200, malformedId: 404, ...WRITE },
  },
  'GET /api/community/photo-reports': { method: 'GET', path: () => '/api/community/photo-reports', personal: true, expect: { visitor: 401, owner: 200, other: 200 } },
  'POST /api/community/photo-reports/{id}/keep': {
    method: 'POST',
    path: (f, id = f.photo) => `/api/community/photo-reports/${id}/keep`,
    body: () => ({}),
    expect: { visitor: 401, owner: 200, other: 404, malformedId: 404, crossSite: 403, oversized: 413 },
  },
  'PUT /api/community/builds/{id}/hidden': {
    method: 'PUT',
    showsVisitors: true,
    path: (f, id = f.shared) => `/api/community/builds/${id}/hidden`,
    body: () => ({ hidden: true, reason: 'Not a PC' }),
    expect: { visitor: 401, owner: 200, other: 403, malformedId: 404, ...WRITE },
  },
  'GET /api/short-links/{id}': { method: 'GET', path: (f, id = f.link) => `/api/short-links/${id}`, expect: { visitor: 200, owner: 200, other: 200, malformedId: 404 } },
};

function requestFor(route: Route, f: Fixture, cell: Cell): RequestInit & { path: string } {
  const who = cell === 'visitor' ? {} : cell === 'other' ? f.other.auth : f.owner.auth;
  const headers: Record<string, string> = { ...who };
  if (cell === 'crossSite') Object.assign(headers, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
  const path = route.path(f, cell === 'malformedId' ? 'not-a-real-id%20%3Cx%3E' : undefined);
  let body: BodyInit | undefined;
  if (cell === 'oversized') {
    headers['Content-Type'] = route.multipart ? 'multipart/form-data; boundary=x' : 'application/json';
    body = `{"pad":"${'x'.repeat(route.oversize ?? 3 * 1024 * 1024)}"}`;
  } else if (cell === 'wrongType') {
    headers['Content-Type'] = route.multipart ? 'application/json' : 'text/plain';
    body = route.multipart ? '{}' : JSON.stringify(route.body?.(f) ?? {});
  } else if (route.form) {
    body = route.form();
  } else if (route.multipart) {
    const form = new FormData();
    form.set('profilePicture', new File([PNG as BlobPart], 'me.png', { type: 'image/png' }));
    body = form;
  } else if (route.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(route.body(f));
  }
  return { path, method: route.method, headers, ...(body === undefined ? {} : { body }) };
}

const CELLS: Cell[] = ['visitor', 'other', 'crossSite', 'wrongType', 'oversized', 'malformedId', 'owner'];

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

/** The routes with a rate limit, and which: by client address (accounts, Google) or per person. */
const LIMITED: Record<string, LimitName> = {
  'POST /api/register': 'register',
  'POST /api/login': 'login',
  'POST /api/forgot-password': 'forgot',
  'POST /api/auth/reset': 'reset',
  'POST /api/auth/reset/check': 'resetCheck',
  'POST /api/auth/reset/resend': 'forgot',
  'POST /api/auth/sign-in/social': 'oauth',
  'GET /api/auth/callback/google': 'oauth',
  'POST /api/users/{id}/profile-picture': 'avatar',
  'POST /api/builds': 'save',
  'PUT /api/builds/{id}': 'save',
  'POST /api/community/builds': 'share',
  'POST /api/community/builds/{id}/comments': 'comment',
  'POST /api/community/builds/{id}/vote': 'vote',
  'POST /api/quotes': 'quoteShare',
  'POST /api/short-links': 'shortLink',
  'POST /api/community/builds/{id}/photos': 'photo',
  'POST /api/community/photos/{id}/reports': 'photoReport',
};

describe('rate limits: 429 with Retry-After in the usual shape, and nothing changed', () => {
  for (const [name, limit] of Object.entries(LIMITED)) {
    it(`${name}: at most ${LIMITS[limit].max} a ${LIMITS[limit].window} s window (${limit})`, async () => {
      const f = await fixture(true);
      const route = ROUTES[name]!;
      let limited: Response | undefined;
      for (let i = 0; i <= LIMITS[limit].max && !limited; i++) {
        const before = await f.snapshot();
        const { path, ...init } = requestFor(route, f, 'owner');
        const res = await f.call(path, init);
        if (res.status === 429) {
          limited = res;
          expect(await f.snapshot(), 'a refused request changes nothing').toBe(before);
        } else expect(res.status).toBeLessThan(500);
      }
      expect(limited?.status).toBe(429);
      const wait = Number(limited!.headers.get('retry-after'));
      expect(wait >= 1 && wait <= LIMITS[limit].window).toBe(true);
      expect(await limited!.json()).toEqual({ error: expect.stringContaining(`wait ${wait} second`), code: 'RATE_LIMITED' });
    });
  }
});

describe('random and hostile bodies at every route that takes one', () => {
  const hostile = fc.oneof(
    fc.constantFrom('<img src=x onerror=alert(1)>', 'javascript:alert(1)', '\u0000', '\u202E', "'; drop table user; --", '../../etc/passwd', '%00', '{"__proto__":{"x":1}}'),
    fc.string({ maxLength: 200 }),
  );
  const value = fc.letrec((tie) => ({
    leaf: fc.oneof(hostile, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
    node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.oneof(hostile, fc.constantFrom('parts', 'name', 'title', 'text', 'direction', 'email', 'password', 'full_name', 'token', 'cpu', 'gpus')), tie('node'), { maxKeys: 5 })),
  })).node;

  const withBodies = Object.entries(ROUTES).filter(([, r]) => r.body && !r.multipart);
  it(`${withBodies.length} routes: no 5xx, and a refused request changes nothing`, async () => {
    const f = await fixture();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBodies), value, fc.boolean(), async ([, route], body, raw) => {
        const before = await f.snapshot();
        const res = await f.call(route.path(f), {
          method: route.method,
          headers: { 'Content-Type': 'application/json', ...f.owner.auth },
          body: raw && typeof body === 'string' ? body : JSON.stringify(body),
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(await f.snapshot()).toBe(before);
      }),
      { numRuns: 2000, seed: 20261122 },
    );
  }, 120_000);
});

describe('invisible or deceptive text in every field shown to others (issue 24 item 5)', () => {
  const deceptive: [string, string][] = [
    ['Hangul fillers only', '\u3164\u3164'],
    ['Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['the halfwidth filler', 'ok\uFFA0'],
    ['Braille blanks only', '\u2800\u2800'],
    ['a variation selector', 'ok\uFE0E'],
    ['a combining grapheme joiner', 'o\u034Fk'],
    ['78 stacked marks', `Z${'\u0336'.repeat(78)}`],
    ['no letter or digit', '!!! ...'],
  ];
  const fields: [string, Route, (f: Fixture, text: string) => unknown][] = [
    ['sign-up name', { method: 'POST', path: () => '/api/register', expect: {} }, (_f, text) => ({ email: 'new@example.ph', username: text, password: PASSWORD })],
    ['profile name', ROUTES['PUT /api/users/{id}']!, (_f, text) => ({ full_name: text })],
    ['post title', ROUTES['POST /api/community/builds']!, (_f, text) => ({ title: text, parts: { cpu: cpu.id } })],
    ['post description', ROUTES['POST /api/community/builds']!, (_f, text) => ({ title: 'Fine title', description: text, parts: { cpu: cpu.id } })],
    ['comment', ROUTES['POST /api/community/builds/{id}/comments']!, (_f, text) => ({ text })],
  ];
  it(`${fields.length} fields × ${deceptive.length} kinds: 400 in the usual shape, nothing stored`, async () => {
    const f = await fixture();
    for (const [field, route, body] of fields) {
      for (const [kind, text] of deceptive) {
        const before = await f.snapshot();
        const res = await f.call(route.path(f), f.json(route.method, body(f, text), f.owner.auth));
        expect([field, kind, res.status]).toEqual([field, kind, 400]);
        expect(await res.json()).toEqual({ error: expect.any(String), code: 'BAD_REQUEST' });
        expect(await f.snapshot(), `${field} with ${kind}`).toBe(before);
      }
    }
    // 40 requests, each with two reads of every table: room for a busy machine.
  }, 20_000);
});

describe('avatars that do not decode as a whole (issue 24 item 6)', () => {
  it('a PNG signature followed by HTML, a truncated PNG, an SVG named .png: 415 in the usual shape, nothing stored', async () => {
    const f = await fixture();
    const uploads: [string, Uint8Array][] = [
      ['a PNG signature followed by HTML', new Uint8Array([...PNG.slice(0, 8), ...new TextEncoder().encode('<html><script>alert(1)</script>')])],
      ['a truncated PNG', PNG.slice(0, PNG.length - 16)],
      ['an SVG named .png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ];
    for (const [what, bytes] of uploads) {
      const before = await f.snapshot();
      const form = new FormData();
      form.set('profilePicture', new File([bytes as BlobPart], 'me.png', { type: 'image/png' }));
      const res = await f.call(`/api/users/${f.owner.id}/profile-picture`, { method: 'POST', headers: f.owner.auth, body: form });
      expect([what, res.status]).toEqual([what, 415]);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await f.snapshot(), what).toBe(before);
    }
  });
});
