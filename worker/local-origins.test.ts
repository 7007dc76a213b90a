/**
 * Issue 20, item 5: a local run without PUBLIC_ORIGIN works from localhost, 127.0.0.1 and [::1]
 * (on the port it listens on); with PUBLIC_ORIGIN set, that origin alone decides. Look-alikes
 * and other ports are refused either way.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { AUTH_SECRET_MIN, listenHosts, localOrigins, nodeConfig, siteOrigins, type Config } from './config.ts';
import { testApp } from './testing/test-app.ts';
import { build, communityVote, user } from './db/schema.ts';
import { cleanParts } from './testing/builds.ts';
import { readAnswer } from './testing/client.ts';

const secret = () => 's'.repeat(AUTH_SECRET_MIN);
const LOOPBACK_4321 = ['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321'];
const HOSTILE = [
  'http://127.0.0.1.evil.example:4321',
  'http://localhost.evil.example:4321',
  'http://localhost:9999',
  'http://127.0.0.1:9999',
  'https://localhost:4321',
  'http://[::1]:80',
  'https://evil.example',
  'null',
];

describe('the origin rule', () => {
  it('without PUBLIC_ORIGIN, accepts the loopback origins of the port listened on', () => {
    const config = nodeConfig({ PORT: '4321' }, '/d', secret, { hasIpv6Loopback: true });
    expect(config.hosts).toEqual(['127.0.0.1', '::1']);
    expect(siteOrigins(config)).toEqual(LOOPBACK_4321);
    expect(config.publicOrigin).toBe('http://localhost:4321'); // mail links
  });

  it('offers [::1] only where the server listens there', () => {
    const v4only = nodeConfig({ PORT: '4321' }, '/d', secret, { hasIpv6Loopback: false });
    expect(v4only.hosts).toEqual(['127.0.0.1']);
    expect(siteOrigins(v4only)).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(listenHosts('localhost', true)).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts('0.0.0.0', true)).toEqual(['0.0.0.0']);
    expect(localOrigins(4321, ['0.0.0.0'])).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(localOrigins(4321, ['::'])).toEqual(LOOPBACK_4321);
    expect(localOrigins(4321, ['::1'])).toEqual(['http://localhost:4321', 'http://[::1]:4321']);
    // A specific address given as HOST is an address a browser may use too.
    expect(localOrigins(8080, ['192.168.1.5'])).toEqual(['http://localhost:8080', 'http://192.168.1.5:8080']);
    expect(localOrigins(80, ['127.0.0.1'])).toEqual(['http://localhost', 'http://127.0.0.1']);
  });

  it('with PUBLIC_ORIGIN set, that origin alone decides', () => {
    const config = nodeConfig({ PORT: '4321', PUBLIC_ORIGIN: 'https://pcbuilder.ph/' }, '/d', secret, { hasIpv6Loopback: true });
    expect(config.localOrigins).toBeUndefined();
    expect(siteOrigins(config)).toEqual(['https://pcbuilder.ph']);
    // Even when it names localhost: the operator chose it.
    const chosen = nodeConfig({ PORT: '4321', PUBLIC_ORIGIN: 'http://localhost:4321' }, '/d', secret, { hasIpv6Loopback: true });
    expect(siteOrigins(chosen)).toEqual(['http://localhost:4321']);
  });

  it('never lists a look-alike or another port', () => {
    const origins = siteOrigins(nodeConfig({ PORT: '4321' }, '/d', secret, { hasIpv6Loopback: true }));
    for (const hostile of HOSTILE) expect(origins).not.toContain(hostile);
  });
});

const LOCAL: Config = {
  databaseUrl: ':memory:',
  publicOrigin: 'http://localhost:4321',
  localOrigins: LOOPBACK_4321,
  authSecret: 'test-secret-test-secret-test-secret-1234',
  rateLimit: false,
};
const PRODUCTION: Config = { ...LOCAL, publicOrigin: 'https://pcbuilder.ph', localOrigins: undefined };

/** A browser that sends Origin but no Sec-Fetch-Site (older Safari, plain-HTTP LAN pages). */
function browserAt(origin: string) {
  const host = origin === 'null' ? 'localhost:4321' : new URL(origin).host;
  return (cookie = '') => ({ 'Content-Type': 'application/json', Origin: origin, Host: host, ...(cookie ? { Cookie: cookie } : {}) });
}

async function journey(config: Config, origin: string) {
  const t = await testApp({ config });
  const headers = browserAt(origin);
  const post = (path: string, body: unknown, cookie = '') =>
    t.app.request(`http://${headers()['Host']}${path}`, { method: 'POST', headers: headers(cookie), body: JSON.stringify(body) });
  const email = `origin-${Math.random().toString(36).slice(2)}@example.ph`;
  const registered = await post('/api/register', { email, username: 'Juan', password: 'Sup3r$ecret' });
  const login = await post('/api/login', { email, password: 'Sup3r$ecret' });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const saved = await post('/api/builds', { name: 'First build', parts: cleanParts() }, cookie);
  const shared = await post('/api/community/builds', { title: 'First build', parts: cleanParts() }, cookie);
  const sharedId = shared.status === 201 ? (await readAnswer('POST /api/community/builds', shared.clone())).id : 'none';
  const vote = await post(`/api/community/builds/${sharedId}/vote`, { direction: 'up' }, cookie);
  const signOut = await post('/api/auth/sign-out', {}, cookie);
  const rows = async (table: typeof user | typeof build | typeof communityVote) => (await t.deps.db.select({ n: count() }).from(table))[0]!.n;
  return { registered, login, cookie, saved, shared, vote, signOut, rows };
}

describe('a local run (no PUBLIC_ORIGIN)', () => {
  it.each(LOOPBACK_4321)('signs up, signs in, saves, votes and signs out from %s', async (origin) => {
    const j = await journey(LOCAL, origin);
    expect(j.registered.status).toBe(201);
    expect(j.login.status).toBe(200);
    expect(j.cookie).toMatch(/^better-auth\.session_token=/);
    // The session cookie belongs to the address in use (no Domain) and is not Secure on plain http.
    expect(j.login.headers.get('set-cookie')).not.toMatch(/Domain=|Secure/i);
    expect(j.saved.status).toBe(201);
    expect(j.shared.status).toBe(201);
    expect(j.vote.status).toBe(200);
    expect(j.signOut.status).toBe(200);
    expect(await j.rows(communityVote)).toBe(1);
  });

  it.each(HOSTILE)('refuses writes from %s and stores nothing', async (origin) => {
    const j = await journey(LOCAL, origin);
    for (const res of [j.registered, j.login, j.saved, j.shared, j.vote]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Requests from other sites are not accepted.', code: 'FORBIDDEN' });
    }
    expect(await j.rows(user)).toBe(0);
    expect(await j.rows(build)).toBe(0);
  });
});

describe('production (PUBLIC_ORIGIN set)', () => {
  it('works from the public origin', async () => {
    const j = await journey(PRODUCTION, 'https://pcbuilder.ph');
    expect([j.registered.status, j.login.status, j.saved.status, j.vote.status, j.signOut.status]).toEqual([201, 200, 201, 200, 200]);
  });

  it.each(LOOPBACK_4321)('refuses %s as it refuses any other site', async (origin) => {
    const j = await journey(PRODUCTION, origin);
    expect(j.registered.status).toBe(403);
    expect(j.login.status).toBe(403);
    expect(await j.rows(user)).toBe(0);
  });
});
