import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { partSnapshot, testApp } from '../test-app.ts';
import { build } from '../db/schema.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import type { Catalogue } from '../../src/catalogue/parse.ts';
import type { Category, Component } from '../../src/domain/catalogue.ts';
import { SOCKET_MISMATCH } from '../../src/domain/builder/compatibility.ts';
import { DEFAULT_SLOTS } from '../../src/domain/builder/selection.ts';
import {
  BUILD_NAME_REQUIRED,
  BUILD_NAME_TOO_LONG,
  BUILD_NAME_TOO_SHORT,
} from '../../src/domain/build-name.ts';
import {
  BUILD_NOT_FOUND_MESSAGE,
  MAX_PARTS_PER_LIST,
  MAX_SAVED_BUILDS,
  NO_PARTS_MESSAGE,
  TOO_MANY_BUILDS_MESSAGE,
  slotLimitMessage,
  tooManyInListMessage,
  unknownPartMessage,
  unlistedWarning,
  type SavedBuildResponse,
} from '../../src/domain/saved-build.ts';

// Real catalogue parts, chosen by what they are rather than by id, so data edits do not break this.
const parts = catalogue.parts;
const find = <C extends Category>(category: C, test: (p: Component<C>) => boolean) => {
  const found = (parts[category] as Component<C>[]).find(test);
  if (!found) throw new Error(`no ${category} fits the test`);
  return found;
};
/** A board with one GPU slot and two RAM slots, a CPU and RAM that suit it. */
const board = find('mobo', (m) => m.gpuSlots === 1 && m.ramSlots === 2);
// With integrated graphics: a build without a graphics card must still show a picture.
const goodCpu = find('cpu', (c) => c.socket === board.socket && c.integratedGraphics);
const wrongCpu = find('cpu', (c) => c.socket !== board.socket);
const ram = find('ram', (r) => r.ramType === board.ramType && r.frequency_mhz <= goodCpu.ramMax);
const ram2 = find('ram', (r) => r.ramType === board.ramType && r.frequency_mhz <= goodCpu.ramMax && r.id !== ram.id);
const gpu = parts.gpu[0]!;
const m2 = parts.m2[0]!;

/** A compatible build: board, CPU and two RAM kits; no GPU or PSU, so nothing to warn about. */
const cleanParts = () => ({ mobo: board.id, cpu: goodCpu.id, rams: [ram.id, ram2.id] });
const cleanTotal = board.price + goodCpu.price + ram.price + ram2.price;

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function setup(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  const signUp = async (email: string, name: string) => {
    await t.app.request('/api/register', json('POST', { email, username: name, password: 'Sup3r$ecret' }));
    const res = await t.app.request('/api/login', json('POST', { email, password: 'Sup3r$ecret' }));
    const body = (await res.json()) as { token: string; user: { id: string } };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { id: body.user.id, auth: { Authorization: `Bearer ${body.token}` }, cookie: { Cookie: cookie } };
  };
  const owner = await signUp('owner@example.ph', 'Owner');
  const other = await signUp('other@example.ph', 'Other');
  const api = t.app;
  const post = (body: unknown, headers: Record<string, string> = owner.auth) => api.request('/api/builds', json('POST', body, headers));
  const put = (id: string, body: unknown, headers: Record<string, string> = owner.auth) =>
    api.request(`/api/builds/${id}`, json('PUT', body, headers));
  const get = (id: string, headers: Record<string, string> = owner.auth) => api.request(`/api/builds/${id}`, { headers });
  const del = (id: string, headers: Record<string, string> = owner.auth) =>
    api.request(`/api/builds/${id}`, { method: 'DELETE', headers });
  const list = async (headers: Record<string, string> = owner.auth) => {
    const res = await api.request('/api/builds', { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as SavedBuildResponse[];
  };
  const save = async (body: unknown = { name: 'My Build', parts: cleanParts() }, headers: Record<string, string> = owner.auth) => {
    const res = await post(body, headers);
    expect(res.status).toBe(201);
    return (await res.json()) as SavedBuildResponse;
  };
  const rows = async () => (await t.deps.db.select({ n: count() }).from(build))[0]!.n;
  return { ...t, owner, other, post, put, get, del, list, save, rows };
}

const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('POST /api/builds', () => {
  it('saves a build (ids or whole part objects) and answers it with an id, recomputed figures and dates', async () => {
    const { post, list } = await setup();
    const res = await post({
      name: '  Budget AM5  ',
      description: '  For school  ',
      // The builder sends whole part objects; ids alone work too. Unknown keys are ignored.
      parts: { mobo: board, cpu: goodCpu.id, rams: [ram, ram2.id], gpus: [], psu: null, extra: 'ignored' },
      total_price: cleanTotal,
      warnings: [],
      has_issues: false,
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as SavedBuildResponse;
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved).toMatchObject({
      name: 'Budget AM5',
      description: 'For school',
      total_price: cleanTotal,
      saved_total_price: cleanTotal,
      warnings: [],
      has_issues: false,
      unlisted_parts: [],
    });
    expect(saved.parts).toEqual({
      mobo: partSnapshot(board),
      cpu: partSnapshot(goodCpu),
      cpuCooler: null,
      gpus: [],
      rams: [
        partSnapshot(ram),
        partSnapshot(ram2),
      ],
      m2s: [],
      storage: [],
      psu: null,
      case: null,
      keyboard: null,
      mouse: null,
      headset: null,
      monitor: null,
    });
    expect(Date.parse(saved.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.created_at).toBe(saved.createdAt);
    expect(saved.updatedAt).toBe(saved.createdAt);
    expect(saved.updated_at).toBe(saved.updatedAt);
    expect(await list()).toEqual([saved]);
  });

  it('accepts a name of exactly 50 characters and no description', async () => {
    const { save } = await setup();
    const saved = await save({ name: `${'n'.repeat(50)}  `, parts: { gpus: [gpu.id] } });
    expect(saved.name).toBe('n'.repeat(50));
    expect(saved.description).toBe('');
  });

  it('works with the session cookie as well as the bearer token', async () => {
    const { save, list, owner } = await setup();
    const saved = await save(undefined, owner.cookie);
    expect((await list(owner.cookie)).map((b) => b.id)).toEqual([saved.id]);
  });

  it('ignores forged totals, warnings and issue flags', async () => {
    const { save, get } = await setup();
    // A CPU that does not fit the board, claimed to be fine and nearly free.
    const bad = await save({
      name: 'Forged',
      parts: { mobo: board.id, cpu: wrongCpu.id },
      total_price: 1,
      warnings: [],
      has_issues: false,
    });
    expect(bad.total_price).toBe(board.price + wrongCpu.price);
    expect(bad.saved_total_price).toBe(board.price + wrongCpu.price);
    expect(bad.warnings).toContain(SOCKET_MISMATCH);
    expect(bad.has_issues).toBe(true);
    // A fine build claimed to have problems.
    const fine = await save({ name: 'Fine', parts: cleanParts(), total_price: 999_999, warnings: ['fake'], has_issues: true });
    expect(fine).toMatchObject({ total_price: cleanTotal, warnings: [], has_issues: false });
    // And the stored build reads back the same way.
    expect(await (await get(bad.id)).json()).toMatchObject({ total_price: board.price + wrongCpu.price, has_issues: true });
  });

  const long = (n: number) => 'x'.repeat(n);
  const invalid: [string, unknown, string][] = [
    ['no name', { parts: cleanParts() }, BUILD_NAME_REQUIRED],
    ['a blank name', { name: '   ', parts: cleanParts() }, BUILD_NAME_REQUIRED],
    ['a name that is not text', { name: 42, parts: cleanParts() }, BUILD_NAME_REQUIRED],
    ['a one-character name (after trimming)', { name: ' A ', parts: cleanParts() }, BUILD_NAME_TOO_SHORT],
    ['a 51-character name', { name: long(51), parts: cleanParts() }, BUILD_NAME_TOO_LONG],
    ['a 201-character description', { name: 'Ok', description: long(201), parts: cleanParts() }, 'Description must be 200 characters or less'],
    ['a description that is not text', { name: 'Ok', description: 7, parts: cleanParts() }, 'The description must be text.'],
    ['no parts', { name: 'Ok' }, NO_PARTS_MESSAGE],
    ['null parts', { name: 'Ok', parts: null }, NO_PARTS_MESSAGE],
    ['an empty parts object', { name: 'Ok', parts: {} }, NO_PARTS_MESSAGE],
    ['only empty slots', { name: 'Ok', parts: { mobo: null, cpu: '', gpus: [], rams: [null] } }, NO_PARTS_MESSAGE],
    ['parts that are not an object', { name: 'Ok', parts: 'cpu' }, 'parts must be an object of the builder slots (mobo, cpu, cpuCooler, gpus, rams, m2s, storage, psu, case, …).'],
    ['a part that is neither id nor object', { name: 'Ok', parts: { cpu: 5 } }, 'Each part in cpu must be a part id or an object with an id.'],
    ['a part object without an id', { name: 'Ok', parts: { gpus: [{ name: 'RTX' }] } }, 'Each part in gpus must be a part id or an object with an id.'],
    ['a list that is not a list', { name: 'Ok', parts: { gpus: gpu.id } }, 'gpus must be a list of parts.'],
    ['an absurdly long list', { name: 'Ok', parts: { rams: Array(MAX_PARTS_PER_LIST + 1).fill(ram.id) } }, tooManyInListMessage('rams')],
    ['a part id that does not exist', { name: 'Ok', parts: { cpu: 'cpu-made-up-9000' } }, unknownPartMessage('cpu', 'cpu-made-up-9000')],
    ['a part in the wrong slot', { name: 'Ok', parts: { gpus: [goodCpu.id] } }, unknownPartMessage('gpus', goodCpu.id)],
    ['more GPUs than the board has slots', { name: 'Ok', parts: { mobo: board.id, gpus: [gpu.id, gpu.id] } }, slotLimitMessage('gpus', 2, 1, true)],
    ['more RAM than the board has slots', { name: 'Ok', parts: { mobo: board.id, rams: [ram.id, ram.id, ram2.id] } }, slotLimitMessage('rams', 3, 2, true)],
    ['more M.2 drives than the board has slots', { name: 'Ok', parts: { mobo: board.id, m2s: Array(board.m2Slots + 1).fill(m2.id) } }, slotLimitMessage('m2s', board.m2Slots + 1, board.m2Slots, true)],
    ['more GPUs than the default without a board', { name: 'Ok', parts: { gpus: [gpu.id, gpu.id] } }, slotLimitMessage('gpus', 2, DEFAULT_SLOTS.gpus, false)],
    ['a body that is a list', [{ name: 'Ok' }], 'Send the build as a JSON object: {name, description, parts}.'],
    ['a body that is not JSON', '{"name": ', 'The request body is not valid JSON.'],
  ];
  // One app for the whole table (signing up is slow): each case must leave it empty.
  let shared: ReturnType<typeof setup> | undefined;
  it.each(invalid)('400 for %s, with a message, and nothing stored', async (_, body, message) => {
    const { post, list, rows } = await (shared ??= setup());
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect(await list()).toEqual([]);
    expect(await rows()).toBe(0);
  });

  it('415 for a body that is not JSON, 413 for an enormous one; nothing stored', async () => {
    const { app, owner, post, rows } = await setup();
    const form = await app.request('/api/builds', { method: 'POST', headers: { ...owner.auth, 'Content-Type': 'text/plain' }, body: 'name=x' });
    expect(form.status).toBe(415);
    const huge = await post({ name: 'Big', description: 'x'.repeat(100_000), parts: cleanParts() });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rows()).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_BUILDS} builds per user: 409 past it, nothing created`, async () => {
    const { deps, owner, other, post, save, del, rows } = await setup();
    const now = Date.now();
    await deps.db.insert(build).values(
      Array.from({ length: MAX_SAVED_BUILDS - 1 }, (_, i) => ({
        id: `seed-${i}`,
        userId: owner.id,
        name: `Seed ${i}`,
        parts: { ...emptyStored(), gpus: [partSnapshot(gpu)] },
        savedTotal: gpu.price,
        createdAt: new Date(now - 1000),
        updatedAt: new Date(now - 1000),
      })),
    );
    await save(); // the 200th
    const refused = await post({ name: 'One too many', parts: cleanParts() });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ error: TOO_MANY_BUILDS_MESSAGE, code: 'CONFLICT' });
    expect(await rows()).toBe(MAX_SAVED_BUILDS);
    // The cap is per user, and deleting one makes room again.
    await save(undefined, other.auth);
    expect((await del('seed-0')).status).toBe(200);
    await save();
    expect(await rows()).toBe(MAX_SAVED_BUILDS + 1);
  });
});

function emptyStored() {
  return { mobo: null, cpu: null, cpuCooler: null, psu: null, case: null, keyboard: null, mouse: null, headset: null, monitor: null, gpus: [], rams: [], m2s: [], storage: [] };
}

describe('GET /api/builds and /api/builds/{id}', () => {
  it('lists only the caller’s builds, most recently updated first', async () => {
    const { save, list, put, other } = await setup();
    const first = await save({ name: 'First', parts: cleanParts() });
    await tick();
    const second = await save({ name: 'Second', parts: { gpus: [gpu.id] } });
    await save({ name: 'Not yours', parts: cleanParts() }, other.auth);
    expect((await list()).map((b) => b.name)).toEqual(['Second', 'First']);
    await tick();
    expect((await put(first.id, { name: 'First again', parts: cleanParts() })).status).toBe(200);
    expect((await list()).map((b) => b.id)).toEqual([first.id, second.id]);
    expect((await list(other.auth)).map((b) => b.name)).toEqual(['Not yours']);
  });

  it('answers one build to its owner', async () => {
    const { save, get } = await setup();
    const saved = await save();
    const res = await get(saved.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(saved);
  });

  it('404 for an id that does not exist', async () => {
    const { get } = await setup();
    const res = await get('no-such-build');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: BUILD_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
  });
});

describe('PUT /api/builds/{id}', () => {
  it('re-saves name, description and parts; keeps the creation time; recomputes everything', async () => {
    const { save, put, get } = await setup();
    const saved = await save();
    await tick();
    const res = await put(saved.id, {
      name: ' Renamed ',
      description: 'now with a GPU',
      parts: { ...cleanParts(), gpus: [gpu.id] },
      total_price: 5,
      warnings: ['forged'],
      has_issues: true,
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as SavedBuildResponse;
    expect(updated).toMatchObject({
      id: saved.id,
      name: 'Renamed',
      description: 'now with a GPU',
      total_price: cleanTotal + gpu.price,
      saved_total_price: cleanTotal + gpu.price,
      createdAt: saved.createdAt,
    });
    expect(updated.warnings).not.toContain('forged');
    expect(updated.parts.gpus).toEqual([partSnapshot(gpu)]);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect(await (await get(saved.id)).json()).toEqual(updated);
  });

  it('400 for a bad body and the build is unchanged', async () => {
    const { save, put, get } = await setup();
    const saved = await save();
    const res = await put(saved.id, { name: 'X', parts: { gpus: [gpu.id] } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe(BUILD_NAME_TOO_SHORT);
    const unknown = await put(saved.id, { name: 'Fine', parts: { cpu: 'cpu-nope' } });
    expect((await errorOf(unknown)).error).toBe(unknownPartMessage('cpu', 'cpu-nope'));
    expect(await (await get(saved.id)).json()).toEqual(saved);
  });

  it('404 for an id that does not exist', async () => {
    const { put, rows } = await setup();
    const res = await put('no-such-build', { name: 'Ghost', parts: cleanParts() });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: BUILD_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
    expect(await rows()).toBe(0);
  });
});

describe('DELETE /api/builds/{id}', () => {
  it('deletes the owner’s build', async () => {
    const { save, del, get, list } = await setup();
    const keep = await save({ name: 'Keep', parts: cleanParts() });
    const gone = await save({ name: 'Gone', parts: cleanParts() });
    const res = await del(gone.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await get(gone.id)).status).toBe(404);
    expect((await list()).map((b) => b.id)).toEqual([keep.id]);
    expect((await del(gone.id)).status).toBe(404);
  });
});

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
      list: async () => (await (await later.app.request('/api/builds', { headers: t.owner.auth })).json()) as SavedBuildResponse[],
      get: async (id: string) => (await (await later.app.request(`/api/builds/${id}`, { headers: t.owner.auth })).json()) as SavedBuildResponse,
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
    // One stick is left, so the single-channel note comes first; the unlisted part is named last.
    expect(now.warnings.at(-1)).toBe(unlistedWarning(ram2.name));
    expect(now.warnings.at(-1)).toBe(`${ram2.name} is no longer listed in the catalogue`);
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
