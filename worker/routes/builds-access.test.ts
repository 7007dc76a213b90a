/** Saved builds: who may touch them (owner, someone else, visitors, other sites), and how they read after the catalogue changes. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partSnapshot, testApp } from '../testing/test-app.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import type { Catalogue } from '../../src/catalogue/parse.ts';
import { BUILD_NOT_FOUND_MESSAGE, unlistedWarning } from '../../src/domain/saved-builds/saved-build.ts';
import { goodCpu, ram, ram2, gpu, cleanParts, cleanTotal, setup, errorOf } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';

describe('access', () => {
  it('someone else’s build is a 404 exactly like a missing one, for read, change and delete; nothing changes', async () => {
    const { save, get, put, del, list, other } = await setup();
    const mine = await save();
    const missing = async (res: Response) => {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ error: BUILD_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
    };
    await missing(await get(mine.id, other.auth));
    await missing(await put(mine.id, { name: 'Stolen', parts: { gpus: [gpu.id] } }, other.auth));
    await missing(await del(mine.id, other.auth));
    expect(await (await get(mine.id)).json()).toEqual(mine);
    expect(await list()).toEqual([mine]);
    expect(await list(other.auth)).toEqual([]);
  });

  it('visitors get 401 on every call and nothing is stored', async () => {
    const { app, save, post, put, get, del, rows } = await setup();
    const mine = await save();
    const none = {};
    const calls = [
      await app.request('/api/builds'),
      await get(mine.id, none),
      await post({ name: 'Visitor', parts: cleanParts() }, none),
      await put(mine.id, { name: 'Visitor', parts: cleanParts() }, none),
      await del(mine.id, none),
      await app.request('/api/builds', { headers: { Authorization: 'Bearer not-a-real-token' } }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    }
    expect(await rows()).toBe(1);
    expect(await (await get(mine.id)).json()).toEqual(mine);
  });

  it('cross-site writes are refused (403) and change nothing', async () => {
    const { save, post, put, del, get, rows, owner } = await setup();
    const mine = await save();
    const evil = { ...owner.cookie, Origin: 'https://evil.example' };
    const calls = [
      await post({ name: 'Evil', parts: cleanParts() }, evil),
      await put(mine.id, { name: 'Evil', parts: cleanParts() }, evil),
      await del(mine.id, evil),
      await del(mine.id, { ...owner.cookie, 'Sec-Fetch-Site': 'cross-site' }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('FORBIDDEN');
    }
    expect(await rows()).toBe(1);
    expect(await (await get(mine.id)).json()).toEqual(mine);
  });
});

describe('saved builds when the catalogue changes', () => {
  /** The same database seen by an app whose catalogue has been edited. */
  async function reopen(t: Awaited<ReturnType<typeof setup>>, edit: (parts: Catalogue['parts']) => Catalogue['parts']) {
    const later = await testApp({ db: t.deps.db, catalogue: { ...catalogue, parts: edit({ ...catalogue.parts }) } });
    return {
      list: async () => await readAnswer('GET /api/builds', await later.app.request('/api/builds', { headers: t.owner.auth })),
      get: async (id: string) => await readAnswer('GET /api/builds/:id', await later.app.request(`/api/builds/${id}`, { headers: t.owner.auth })),
    };
  }

  it('prices move: today’s prices and total beside the total when saved', async () => {
    const t = await setup();
    const saved = await t.save();
    const later = await reopen(t, (p) => ({ ...p, cpu: p.cpu.map((c) => (c.id === goodCpu.id ? { ...c, price: c.price - 700 } : c)) }));
    const now = await later.get(saved.id);
    expect(now.saved_total_price).toBe(cleanTotal);
    expect(now.total_price).toBe(cleanTotal - 700);
    expect(now.parts.cpu).toEqual(partSnapshot({ ...goodCpu, price: goodCpu.price - 700 }));
    expect(now.has_issues).toBe(false);
    expect((await later.list())[0]).toEqual(now);
  });

  it('a part that left the catalogue keeps its saved name and price, is marked unlisted, and is an issue', async () => {
    const t = await setup();
    const saved = await t.save();
    const later = await reopen(t, (p) => ({ ...p, ram: p.ram.filter((r) => r.id !== ram2.id) }));
    const now = await later.get(saved.id);
    expect(now.parts.rams).toEqual([
      partSnapshot(ram),
      { ...partSnapshot(ram2), unlisted: true },
    ]);
    // A part no shop can sell is a problem (it needs replacing): named first, before the single-channel note.
    expect(now.problems).toEqual([unlistedWarning(ram2.name)]);
    expect(now.warnings[0]).toBe(`${ram2.name} is no longer listed in the catalogue`);
    expect(now.has_issues).toBe(true);
    expect(now.unlisted_parts).toEqual([ram2.name]);
    expect(now.total_price).toBe(cleanTotal);
    expect(now.saved_total_price).toBe(cleanTotal);
    expect((await later.list())[0]).toEqual(now);
  });

  it('a build is deleted with its owner', async () => {
    const t = await setup();
    await t.save();
    const { user } = await import('../db/schema.ts');
    await t.deps.db.delete(user).where(eq(user.id, t.owner.id));
    expect(await t.rows()).toBe(0);
  });
});
