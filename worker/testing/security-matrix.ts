/**
 * The security matrix's fixture and route table (worker/security-matrix.test.ts and
 * security-matrix-abuse.test.ts): every API route, how to call it as each caller, and what it
 * must answer.
 */
import { eq } from 'drizzle-orm';
import { testApp } from './test-app.ts';
import { apiClient } from './client.ts';
import { testPng } from '../photos/test-photos.ts';
import * as schema from '../db/schema.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import { testJpeg } from '../photos/test-photos.ts';
import { PHOTO_MAX_BYTES } from '../../src/domain/community/photos.ts';


export const PASSWORD = 'Sup3r$ecret';
/** A whole picture: avatars must decode as a whole (issue 24 item 6). */
export const PNG = testPng(16, 16);
export const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;
/** A checked quote as the quote page shares it (issue 28). */
export const quoteBody = () => ({ purpose: 'gaming', items: [{ text: 'R5 7600 tray — 10,950', price: 10950, quantity: 1, notes: ['tray'], partId: cpu.id, category: 'cpu' }], stated: 10950, discounts: 0 });

/** A build photo upload (issue 29): a real JPEG in the field `photo`. */
export const photoForm = () => {
  const form = new FormData();
  form.set('photo', new File([testJpeg() as BlobPart], 'rig.jpg', { type: 'image/jpeg' }));
  return form;
};

/** A builder draft shared as a short link (issue 29); each its own title, so each is a new link. */
export const shortLinkBody = () => ({ kind: 'draft', parts: { cpu: cpu.id }, title: `Draft ${crypto.randomUUID().slice(0, 8)}` });

export type Cell = 'visitor' | 'owner' | 'other' | 'crossSite' | 'wrongType' | 'oversized' | 'malformedId';
export type Fixture = Awaited<ReturnType<typeof fixture>>;

export async function fixture(rateLimit = false) {
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

export interface Route {
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
export function cachingFor(route: Route, asker: 'visitor' | 'signedIn'): 'private' | 'shared' | 'public' {
  if (route.method !== 'GET') return 'private';
  if (route.personal) return 'private';
  if (route.personalised) return asker === 'signedIn' ? 'private' : 'shared';
  return 'public';
}

export const newUser = () => ({ email: `new-${crypto.randomUUID()}@example.ph`, username: 'New', password: PASSWORD });
export const WRITE = { crossSite: 403, wrongType: 415, oversized: 413 } as const;

export const ROUTES: Record<string, Route> = {
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

export function requestFor(route: Route, f: Fixture, cell: Cell): RequestInit & { path: string } {
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

export const CELLS: Cell[] = ['visitor', 'other', 'crossSite', 'wrongType', 'oversized', 'malformedId', 'owner'];
