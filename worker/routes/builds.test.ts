/** Saved builds (spec §7 /api/builds): saving, reading, re-saving and deleting one's own builds. */
import { describe, expect, it } from 'vitest';
import { partSnapshot } from '../testing/test-app.ts';
import { build } from '../db/schema.ts';
import { BODY_LIMITS } from '../http.ts';
import { SOCKET_MISMATCH } from '../../src/domain/builder/compatibility.ts';
import { DEFAULT_SLOTS } from '../../src/domain/builder/selection.ts';
import { BUILD_NAME_REQUIRED, BUILD_NAME_TOO_LONG, BUILD_NAME_TOO_SHORT } from '../../src/domain/saved-builds/build-name.ts';
import { BUILD_NOT_FOUND_MESSAGE, MAX_PARTS_PER_LIST, MAX_SAVED_BUILDS, NO_PARTS_MESSAGE, TOO_MANY_BUILDS_MESSAGE, slotLimitMessage, tooManyInListMessage, unknownPartMessage } from '../../src/domain/saved-builds/saved-build.ts';
import { board, goodCpu, wrongCpu, ram, ram2, gpu, m2, cleanParts, cleanTotal, emptyStored, setup, errorOf, tick } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';

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
    const saved = await readAnswer('POST /api/builds', res);
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
    // Every slot of the slot table answers: empty ones as null or [].
    expect(saved.parts).toEqual({ ...emptyStored(), mobo: partSnapshot(board), cpu: partSnapshot(goodCpu), rams: [partSnapshot(ram), partSnapshot(ram2)] });
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
    expect(bad.warnings).toContainEqual(expect.stringMatching(`^${SOCKET_MISMATCH}: `));
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
    ['a body that is a list', [{ name: 'Ok' }], 'Send the build as a JSON object: {name, description, parts, purpose}.'],
    ['an unknown purpose', { name: 'Ok', parts: cleanParts(), purpose: 'mining' }, 'purpose must be gaming, productivity or generaluse'],
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

  it('a build body over 64 KB meets the global limit (worker/http.ts), on save and on update', async () => {
    const { save, post, put, get, rows } = await setup();
    const saved = await save({ name: 'Kept', parts: cleanParts() });
    const big = { name: 'Big', description: 'x'.repeat(BODY_LIMITS.build), parts: cleanParts() };
    for (const res of [await post(big), await put(saved.id, big)]) {
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(await errorOf(res)).toEqual({ error: 'The request body is larger than 64 KB.', code: 'PAYLOAD_TOO_LARGE' });
    }
    expect((await readAnswer('GET /api/builds/:id', await get(saved.id))).name).toBe('Kept');
    expect(await rows()).toBe(1);
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

  it('lists with each build the gallery posts made from it, newest first, the caller’s own only (issue 25)', async () => {
    const { save, list, other, app: api, owner } = await setup();
    const shared = await save({ name: 'Shared twice', parts: cleanParts() });
    const never = await save({ name: 'Never shared', parts: cleanParts() });
    const share = async (title: string, headers: Record<string, string>, savedId: string) => {
      const res = await api.request('/api/community/builds', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ title, parts: cleanParts(), saved_build_id: savedId }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return await readAnswer('POST /api/community/builds', res);
    };
    const first = await share('First post', owner.auth, shared.id);
    await tick();
    const second = await share('Second post', owner.auth, shared.id);
    const byName = Object.fromEntries((await list()).map((b) => [b.name, b.shared_posts]));
    expect(byName['Shared twice']).toEqual([
      { id: second.id, title: 'Second post', created_at: second.created_at },
      { id: first.id, title: 'First post', created_at: first.created_at },
    ]);
    expect(byName['Never shared']).toEqual([]);
    expect(never.id).not.toBe(shared.id);
    // Someone else's list carries none of them.
    await save({ name: 'Theirs', parts: cleanParts() }, other.auth);
    expect((await list(other.auth)).map((b) => b.shared_posts)).toEqual([[]]);
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
    const updated = await readAnswer('PUT /api/builds/:id', res);
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
