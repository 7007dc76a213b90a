/**
 * The security matrix, continued: every rate limit's 429, random and hostile bodies at every
 * route that takes one, invisible text in every field shown to others, avatars that do not decode.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD, PNG, ROUTES, cpu, fixture, requestFor, type Fixture, type Route } from './testing/security-matrix.ts';
import { LIMITS, type LimitName } from './auth/rate-limit.ts';

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
