import { describe, expect, it } from 'vitest';
import { lookupIn } from '../../catalogue/lookup.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { SOCKET_MISMATCH, evaluateBuild } from '../builder/compatibility.ts';
import { problemTopic } from '../builder/problem-topics.ts';
import { fromPartsObject } from '../builder/persistence.ts';
import { DEFAULT_SLOTS, MULTI_SLOTS, type MultiSlot } from '../builder/selection.ts';
import { board, cpu, part } from '../builder/test-parts.ts';
import {
  MAX_PARTS_PER_LIST,
  MAX_SAVED_BUILDS,
  NO_PARTS_MESSAGE,
  checkSave,
  readStoredParts,
  savedBuildResponse,
  slotLimitMessage,
  snapshotParts,
  storedVerdict,
  tooManyInListMessage,
  unknownPartMessage,
  unlistedWarning,
  viewStoredParts,
  type PartIds,
  type StoredParts,
} from './saved-build.ts';
import { aBuild } from '../../../worker/testing/factories.ts';

const noIds = (): PartIds => aBuild<string>();
const ids = (over: Partial<PartIds>): PartIds => ({ ...noIds(), ...over });

// A small catalogue: a board with few slots, an AM5 and an AM4 CPU, and several of each list kind.
const tightBoard = board({ id: 'mobo-tight', price: 8000, gpuSlots: 1, ramSlots: 2, m2Slots: 1, storageSlots: 2 });
const am5 = cpu('AM5', { id: 'cpu-am5', price: 12000 });
const am4 = cpu('AM4', { id: 'cpu-am4', price: 5000 });
const many = <C extends 'gpu' | 'ram' | 'm2' | 'storage' | 'case-fan'>(type: C, n: number, over: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => part(type, { id: `${type}-${i}`, price: 1000 + i, ...over })) as Component<C>[];
const gpus = many('gpu', 3);
const rams = many('ram', 20, { ramType: 'DDR5', frequency_mhz: 5200 });
const m2s = many('m2', 6);
const storage = many('storage', 8);
const caseFans = many('case-fan', 8, { fansInPack: 1 });
const catalogue = { mobo: [tightBoard], cpu: [am5, am4], gpu: gpus, ram: rams, m2: m2s, storage, 'case-fan': caseFans };
const lookup = lookupIn(catalogue);
const idsOf = (list: readonly { id: string }[], n: number) => list.slice(0, n).map((p) => p.id);

const LIST_KIND: Record<MultiSlot, readonly Component[]> = { gpus, rams, m2s, storage, caseFans };
// The case, not the board, has room for fans: their limit is the same with a board.
const BOARD_LIMIT: Record<MultiSlot, number> = { gpus: 1, rams: 2, m2s: 1, storage: 2, caseFans: 6 };

describe('checkSave: what a save may hold', () => {
  it('needs at least one part, with the builder’s own text', () => {
    expect(checkSave(noIds(), lookup)).toEqual({ ok: false, message: NO_PARTS_MESSAGE });
    expect(NO_PARTS_MESSAGE).toBe('Please select at least one component before saving your build.');
  });

  it('names an id the catalogue does not have, in a single slot or a list', () => {
    expect(checkSave(ids({ cpu: 'cpu-nope' }), lookup)).toEqual({ ok: false, message: unknownPartMessage('cpu', 'cpu-nope') });
    expect(unknownPartMessage('cpu', 'cpu-nope')).toContain('"cpu-nope"');
    const res = checkSave(ids({ rams: ['ram-0', 'ram-gone'] }), lookup);
    expect(res).toEqual({ ok: false, message: unknownPartMessage('rams', 'ram-gone') });
  });

  it('looks an id up in its slot’s category only (a CPU id is not a GPU)', () => {
    expect(checkSave(ids({ gpus: ['cpu-am5'] }), lookup)).toEqual({ ok: false, message: unknownPartMessage('gpus', 'cpu-am5') });
  });

  it.each(MULTI_SLOTS)('keeps %s within the board’s slots', (slot) => {
    const limit = BOARD_LIMIT[slot];
    expect(checkSave(ids({ mobo: tightBoard.id, [slot]: idsOf(LIST_KIND[slot], limit) }), lookup).ok).toBe(true);
    const over = checkSave(ids({ mobo: tightBoard.id, [slot]: idsOf(LIST_KIND[slot], limit + 1) }), lookup);
    expect(over).toEqual({ ok: false, message: slotLimitMessage(slot, limit + 1, limit, true) });
  });

  it.each(MULTI_SLOTS)('without a board, keeps %s within the spec §9 defaults', (slot) => {
    const limit = DEFAULT_SLOTS[slot];
    expect(LIST_KIND[slot].length).toBeGreaterThan(limit);
    expect(checkSave(ids({ [slot]: idsOf(LIST_KIND[slot], limit) }), lookup).ok).toBe(true);
    const over = checkSave(ids({ [slot]: idsOf(LIST_KIND[slot], limit + 1) }), lookup);
    expect(over).toEqual({ ok: false, message: slotLimitMessage(slot, limit + 1, limit, false) });
  });

  it('says how many were chosen and how many the board takes', () => {
    expect(slotLimitMessage('gpus', 3, 2, true)).toBe('Too many GPUs: 3 chosen, but the motherboard has 2 GPU slots.');
    expect(slotLimitMessage('rams', 9, 8, false)).toContain('without a motherboard');
  });

  it('refuses absurdly long lists before looking anything up', () => {
    const res = checkSave(ids({ rams: idsOf(rams, MAX_PARTS_PER_LIST + 1) }), lookup);
    expect(res).toEqual({ ok: false, message: tooManyInListMessage('rams') });
  });

  it('on success: the resolved selection, {id, name, price} snapshots and the total', () => {
    const res = checkSave(ids({ mobo: tightBoard.id, cpu: am5.id, rams: ['ram-0', 'ram-1'] }), lookup);
    if (!res.ok) throw new Error(res.message);
    expect(res.selection.cpu).toBe(am5);
    expect(res.parts.cpu).toEqual({ id: am5.id, name: am5.name, price: 12000 });
    expect(res.parts.rams).toEqual([
      { id: 'ram-0', name: rams[0]!.name, price: 1000 },
      { id: 'ram-1', name: rams[1]!.name, price: 1001 },
    ]);
    expect(res.parts.gpus).toEqual([]);
    expect(res.parts.psu).toBeNull();
    expect(res.savedTotal).toBe(8000 + 12000 + 1000 + 1001);
  });

  it('caps saved builds per user at 200', () => {
    expect(MAX_SAVED_BUILDS).toBe(200);
  });
});

function saved(over: Partial<PartIds>): StoredParts {
  const res = checkSave(ids(over), lookup);
  if (!res.ok) throw new Error(res.message);
  return res.parts;
}

describe('viewStoredParts: a saved build against today’s catalogue', () => {
  it('shows today’s parts, total and the builder’s warnings', () => {
    const view = viewStoredParts(saved({ mobo: tightBoard.id, cpu: am4.id }), lookup);
    expect(view.parts.cpu).toEqual({ id: am4.id, name: am4.name, price: 5000 });
    expect(view.parts.mobo).toEqual({ id: tightBoard.id, name: tightBoard.name, price: 8000 });
    expect(view.total_price).toBe(13000);
    expect(view.warnings).toContainEqual(expect.stringMatching(`^${SOCKET_MISMATCH}: `));
    expect(view.has_issues).toBe(true);
    expect(view.unlisted_parts).toEqual([]);
  });

  it('a build with no warnings has no issues', () => {
    const view = viewStoredParts(saved({ mobo: tightBoard.id, cpu: am5.id }), lookup);
    expect(view.warnings).toEqual([]);
    expect(view.has_issues).toBe(false);
  });

  it('prices move: today’s price and total, not the saved ones', () => {
    const stored = saved({ cpu: am5.id, gpus: ['gpu-0'] });
    const today = lookupIn({ ...catalogue, cpu: [{ ...am5, price: 10500 }, am4] });
    const view = viewStoredParts(stored, today);
    expect(stored.cpu!.price).toBe(12000);
    expect(view.parts.cpu).toEqual({ id: am5.id, name: am5.name, price: 10500 });
    expect(view.total_price).toBe(10500 + 1000);
  });

  it('a part that left the catalogue keeps its saved name and price, is marked, warned about and an issue', () => {
    const stored = saved({ mobo: tightBoard.id, cpu: am5.id, rams: ['ram-0', 'ram-1'] });
    const today = lookupIn({ ...catalogue, ram: rams.filter((r) => r.id !== 'ram-1') });
    const view = viewStoredParts(stored, today);
    expect(view.parts.rams).toEqual([
      { id: 'ram-0', name: rams[0]!.name, price: 1000 },
      { id: 'ram-1', name: rams[1]!.name, price: 1001, unlisted: true },
    ]);
    expect(view.parts.cpu).not.toHaveProperty('unlisted');
    expect(view.total_price).toBe(8000 + 12000 + 1000 + 1001);
    expect(view.warnings).toEqual([unlistedWarning(rams[1]!.name)]);
    expect(unlistedWarning('Kit X')).toBe('Kit X is no longer listed in the catalogue');
    expect(view.has_issues).toBe(true);
    expect(view.unlisted_parts).toEqual([rams[1]!.name]);
  });

  it('an unlisted single part is kept too, and the rest is still judged', () => {
    const stored = saved({ mobo: tightBoard.id, cpu: am4.id });
    const view = viewStoredParts(stored, lookupIn({ ...catalogue, mobo: [] }));
    expect(view.parts.mobo).toEqual({ id: tightBoard.id, name: tightBoard.name, price: 8000, unlisted: true });
    // Without the board there is nothing to mismatch the CPU's socket against.
    expect(view.warnings).toEqual([unlistedWarning(tightBoard.name)]);
    expect(view.total_price).toBe(8000 + 5000);
  });
});

describe('readStoredParts', () => {
  it('returns every slot, whatever the database holds', () => {
    const empty = readStoredParts(null);
    expect(empty.cpu).toBeNull();
    expect(empty.gpus).toEqual([]);
    const junk = readStoredParts({ cpu: 'x', gpus: 'nope', rams: [null, { id: 'ram-0' }, { name: 'no id' }], psu: { id: 'p', price: 'NaN' } });
    expect(junk.cpu).toBeNull();
    expect(junk.gpus).toEqual([]);
    expect(junk.rams).toEqual([{ id: 'ram-0', name: 'ram-0', price: 0 }]);
    expect(junk.psu).toEqual({ id: 'p', name: 'p', price: 0 });
  });
  it('keeps where and when a price was seen, and drops anything malformed there', () => {
    const good = { id: 'c', name: 'C', price: 5, priceSource: 'shops', shopCount: 4, priceAsOf: '2026-04-23' };
    expect(readStoredParts({ cpu: good }).cpu).toEqual(good);
    const estimate = { id: 'c', name: 'C', price: 5, priceSource: 'estimate', priceAsOf: '2025-06' };
    expect(readStoredParts({ cpu: estimate }).cpu).toEqual(estimate);
    const bad = { id: 'c', name: 'C', price: 5, priceSource: '<b>', shopCount: 1.5, priceAsOf: 'yesterday', offers: [{ url: 'javascript:1' }] };
    expect(readStoredParts({ cpu: bad }).cpu).toEqual({ id: 'c', name: 'C', price: 5 });
    expect(readStoredParts({ cpu: { ...good, shopCount: -2 } }).cpu).not.toHaveProperty('shopCount');
  });
  it('keeps the spread, the flagged offers and an estimate’s check day (issue 21), and drops them when malformed', () => {
    const flagged = { shop: 'Bermor Techzone', price: 3, url: 'https://bermor.example/p', observedOn: '2026-04-23', flag: 'far-below-others' };
    const good = { id: 'c', name: 'C', price: 5, priceSource: 'shops', shopCount: 2, priceAsOf: '2026-04-23', priceHigh: 12, flaggedOffers: [flagged] };
    expect(readStoredParts({ cpu: good }).cpu).toEqual(good);
    const estimate = { id: 'k', name: 'K', price: 5, priceSource: 'estimate', priceAsOf: '2025-06', shopsCheckedOn: '2026-04-23' };
    expect(readStoredParts({ keyboard: estimate }).keyboard).toEqual(estimate);
    const bad = {
      ...good,
      priceHigh: 4, // below the price
      flaggedOffers: [{ ...flagged, url: 'javascript:alert(1)' }],
      shopsCheckedOn: 'Apr 2026',
    };
    expect(readStoredParts({ cpu: bad }).cpu).toEqual({ id: 'c', name: 'C', price: 5, priceSource: 'shops', shopCount: 2, priceAsOf: '2026-04-23' });
    expect(readStoredParts({ cpu: { ...good, flaggedOffers: [{ ...flagged, flag: 'cheap' }] } }).cpu).not.toHaveProperty('flaggedOffers');
    expect(readStoredParts({ cpu: { ...good, flaggedOffers: [] } }).cpu).not.toHaveProperty('flaggedOffers');
  });
  it('round-trips what snapshotParts stores', () => {
    const res = checkSave(ids({ mobo: tightBoard.id, storage: ['storage-0'] }), lookup);
    if (!res.ok) throw new Error(res.message);
    expect(readStoredParts(JSON.parse(JSON.stringify(snapshotParts(res.selection))))).toEqual(res.parts);
  });
});

describe('savedBuildResponse', () => {
  it('answers the spec’s saved-build fields, both date spellings and the saved total', () => {
    const created = new Date('2025-01-02T03:04:05.000Z');
    const updated = new Date('2025-02-03T04:05:06.000Z');
    const parts = saved({ cpu: am5.id });
    const res = savedBuildResponse(
      { id: 'b1', name: 'Mine', description: 'desc', parts, savedTotal: 12345, purpose: 'productivity', createdAt: created, updatedAt: updated },
      lookupIn({ ...catalogue, cpu: [{ ...am5, price: 11000 }] }),
    );
    expect(res).toEqual({
      id: 'b1',
      name: 'Mine',
      description: 'desc',
      parts: { ...parts, cpu: { id: am5.id, name: am5.name, price: 11000 } },
      total_price: 11000,
      saved_total_price: 12345,
      purpose: 'productivity',
      warnings: [],
      problems: [],
      problem_topics: [],
      notes: [],
      has_issues: false,
      badges: [{ label: 'NO DATA', tone: 'info' }],
      unlisted_parts: [],
      createdAt: created.toISOString(),
      created_at: created.toISOString(),
      updatedAt: updated.toISOString(),
      updated_at: updated.toISOString(),
    });
  });
  it('a row saved before purposes were stored (or holding anything else) reads as gaming', () => {
    const record = { id: 'b1', name: 'Old', description: '', parts: saved({ cpu: am5.id }), savedTotal: 1, createdAt: new Date(0), updatedAt: new Date(0) };
    expect(savedBuildResponse({ ...record, purpose: null }, lookup).purpose).toBe('gaming');
    expect(savedBuildResponse({ ...record, purpose: 'mining' }, lookup).purpose).toBe('gaming');
  });
});

describe('one verdict: a stored build reads exactly as the builder’s verdict for its purpose (issue 22)', () => {
  it.each(['gaming', 'productivity', 'generaluse'] as const)('%s', (purpose) => {
    const stored = saved({ mobo: tightBoard.id, cpu: am4.id, rams: ['ram-0'] });
    const view = viewStoredParts(stored, lookup, purpose);
    const builder = evaluateBuild(fromPartsObject(stored, lookup).selection, purpose);
    expect(view).toMatchObject({ purpose, problems: builder.problems, notes: builder.notes, warnings: builder.warnings, has_issues: builder.hasIssues, badges: builder.badges });
    expect(storedVerdict(stored, lookup, purpose)).toEqual({
      purpose,
      problems: view.problems,
      problem_topics: view.problems.map(problemTopic),
      notes: view.notes,
      warnings: view.warnings,
      has_issues: view.has_issues,
      badges: view.badges,
    });
  });
  it('notes alone are not issues; an unlisted part is a problem, listed before the notes', () => {
    const stored = saved({ mobo: tightBoard.id, cpu: am5.id, rams: ['ram-0', 'ram-1'] });
    const today = lookupIn({ ...catalogue, ram: rams.filter((r) => r.id !== 'ram-1') });
    const view = viewStoredParts(stored, today);
    expect(view.problems).toEqual([unlistedWarning(rams[1]!.name)]);
    expect(view.warnings[0]).toBe(unlistedWarning(rams[1]!.name));
    expect(view.has_issues).toBe(true);
  });
});
