/**
 * Price alerts and price history routes (issue 27): success, bad input (clear 4xx, nothing
 * changed) and access (visitor, owner, someone else), the per-person limit, the rate limit and
 * the signed unsubscribe token. The refresh that fills them is in worker/refresh/job.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/catalogue/index.ts';
import { ALERTS_PER_PERSON } from '../../src/domain/pricing/alerts.ts';
import { testApp } from '../testing/test-app.ts';
import { json } from '../testing/builds.ts';
import { signUp } from '../testing/community.ts';
import { readAnswer, readError } from '../testing/client.ts';
import { TOO_MANY_ALERTS_MESSAGE } from './alerts.ts';
import { unsubscribeToken } from '../alerts/unsubscribe-token.ts';

const cpu = catalogue.parts.cpu.find((p) => p.priceSource === 'shops')!;

async function setup(rateLimit = false) {
  const t = await testApp({ config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'alerts-secret-alerts-secret-alerts-123', rateLimit } });
  const owner = await signUp(t.app, 'owner@example.ph', 'Owner');
  const other = await signUp(t.app, 'other@example.ph', 'Other');
  const post = (body: unknown, who: object = owner.auth) => t.app.request('/api/alerts', json('POST', body, who as Record<string, string>));
  const list = async (who: object = owner.auth) => await readAnswer('GET /api/alerts', await t.app.request('/api/alerts', { headers: who as Record<string, string> }));
  return { ...t, owner, other, post, list };
}

describe('POST /api/alerts', () => {
  it('sets an alert on a part or on one of your saved builds', async () => {
    const t = await setup();
    const res = await t.post({ partId: cpu.id, below: 5000 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'part', partId: cpu.id, name: cpu.name, below: 5000, label: 'under ₱5,000', price: cpu.price });
    const saved = await readAnswer('POST /api/builds', await t.app.request('/api/builds', json('POST', { name: 'Mine', parts: { cpu: cpu.id } }, t.owner.auth as Record<string, string>)));
    const onBuild = await t.post({ buildId: saved.id, below: 20000 });
    expect(onBuild.status).toBe(201);
    expect(await onBuild.json()).toMatchObject({ kind: 'build', buildId: saved.id, name: 'Mine', price: cpu.price });
    expect((await t.list()).map((a) => a.kind)).toEqual(['build', 'part']);
  });

  it('refuses bad input clearly and stores nothing', async () => {
    const t = await setup();
    const cases: [unknown, number, RegExp][] = [
      [{ partId: cpu.id, below: 0 }, 400, /above ₱0/],
      [{ partId: cpu.id, below: 99.5 }, 400, /whole pesos/],
      [{ partId: cpu.id }, 400, /partId, below|whole pesos/],
      [{ partId: 'cpu-no-such-part', below: 100 }, 404, /No part "cpu-no-such-part"/],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.post(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(await readError(res)).toMatchObject({ error: expect.stringMatching(message), code: expect.any(String) });
    }
    const text = await t.app.request('/api/alerts', { method: 'POST', headers: { ...(t.owner.auth as Record<string, string>), 'Content-Type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
    expect(await t.list()).toEqual([]);
  });

  it('visitors are asked to sign in; someone else’s build is not found', async () => {
    const t = await setup();
    expect((await t.post({ partId: cpu.id, below: 100 }, {})).status).toBe(401);
    const theirs = await readAnswer('POST /api/builds', await t.app.request('/api/builds', json('POST', { name: 'Theirs', parts: { cpu: cpu.id } }, t.other.auth as Record<string, string>)));
    const res = await t.post({ buildId: theirs.id, below: 100 });
    expect(res.status).toBe(404);
    expect(await t.list()).toEqual([]);
  });

  it(`holds at most ${ALERTS_PER_PERSON} alerts a person (409 beyond)`, async () => {
    const t = await setup();
    for (let i = 0; i < ALERTS_PER_PERSON; i++) expect((await t.post({ partId: cpu.id, below: 1000 + i })).status).toBe(201);
    const over = await t.post({ partId: cpu.id, below: 1 });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: TOO_MANY_ALERTS_MESSAGE, code: 'CONFLICT' });
    expect((await t.post({ partId: cpu.id, below: 1 }, t.other.auth)).status).toBe(201);
  });

  it('is rate-limited per person (20 a minute)', async () => {
    const t = await setup(true);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await t.post({ partId: cpu.id, below: 100 + i })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET and DELETE /api/alerts', () => {
  it('lists only your own and lets only you remove them', async () => {
    const t = await setup();
    const mine = await readAnswer('POST /api/alerts', await t.post({ partId: cpu.id, below: 5000 }));
    expect(await t.list(t.other.auth)).toEqual([]);
    expect((await t.app.request('/api/alerts')).status).toBe(401);
    expect((await t.app.request(`/api/alerts/${mine.id}`, { method: 'DELETE', headers: t.other.auth as Record<string, string> })).status).toBe(404);
    expect((await t.app.request(`/api/alerts/${mine.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(await t.list()).toHaveLength(1);
    const removed = await t.app.request(`/api/alerts/${mine.id}`, { method: 'DELETE', headers: t.owner.auth as Record<string, string> });
    expect(removed.status).toBe(200);
    expect(await t.list()).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  it('work without sign-in for the signed alert only; a forged or another secret’s token changes nothing', async () => {
    const t = await setup();
    const mine = await readAnswer('POST /api/alerts', await t.post({ partId: cpu.id, below: 5000 }));
    const forged = await unsubscribeToken(mine.id, 'another-secret-another-secret-another-1');
    const tampered = `${mine.id}x.${(await unsubscribeToken(mine.id, t.deps.config.authSecret)).split('.')[1]}`;
    for (const token of [forged, tampered, 'nonsense', '']) {
      const res = await t.app.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
      expect([token, res.status]).toEqual([token, 404]);
    }
    expect(await t.list()).toHaveLength(1);
    const good = await unsubscribeToken(mine.id, t.deps.config.authSecret);
    const res = await t.app.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(good)}`, { method: 'POST' });
    expect(await res.json()).toEqual({ ok: true });
    expect(await t.list()).toEqual([]);
  });
});

describe('price history routes', () => {
  it('give a part’s history to anyone, and a saved build’s only to its owner', async () => {
    const t = await setup();
    const res = await t.app.request(`/api/price-history/parts/${cpu.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    // Nothing observed in this empty database: an honest empty history.
    expect(await readAnswer('GET /api/price-history/parts/:partId', res)).toMatchObject({ partId: cpu.id, points: [], range: null, summary: 'No shop price has been seen for this part yet.' });
    expect((await t.app.request('/api/price-history/parts/cpu-none')).status).toBe(404);
    const saved = await readAnswer('POST /api/builds', await t.app.request('/api/builds', json('POST', { name: 'Mine', parts: { cpu: cpu.id } }, t.owner.auth as Record<string, string>)));
    expect((await t.app.request(`/api/price-history/builds/${saved.id}`)).status).toBe(401);
    expect((await t.app.request(`/api/price-history/builds/${saved.id}`, { headers: t.other.auth as Record<string, string> })).status).toBe(404);
    const own = await t.app.request(`/api/price-history/builds/${saved.id}`, { headers: t.owner.auth as Record<string, string> });
    expect(await own.json()).toMatchObject({ id: saved.id, savedTotal: cpu.price, total: cpu.price, move: 'the same as when saved' });
  });

  it('say on which day the newest shop prices were seen (before any refresh: the snapshot’s)', async () => {
    const t = await setup();
    const res = await t.app.request('/api/prices/status');
    expect(await res.json()).toEqual({ observedOn: catalogue.shopPrices.observedOn, shopCount: catalogue.shopPrices.shopCount, pricedParts: catalogue.shopPrices.pricedParts });
  });
});
