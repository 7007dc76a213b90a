import { describe, expect, it, vi } from 'vitest';
import type { Category, Component } from '../catalogue/catalogue.ts';
import { componentsOf } from '../../catalogue/index.ts';
import { evaluateBuild } from './compatibility.ts';
import {
  STORAGE_KEYS,
  fromPartsObject,
  fromPermalinkQuery,
  hasPermalink,
  toPartsObject,
  toPermalinkQuery,
  storedPartNames,
  nameFromId,
  toStoredParts,
  unlistedLine,
  unlistedNotice,
  type Lookup,
} from './persistence.ts';
import { buildAsText } from './build-text.ts';
import { emptySelection, type Selection } from './selection.ts';

/** Lookup over the real catalogue (ids only; no prices asserted from it). */
const catalogueLookup: Lookup = (category, id) => componentsOf(category).find((p) => p.id === id);
const first = <C extends Category>(category: C, n = 0) => componentsOf(category)[n]!;

/** A full selection of real parts, one of each slot and two of some slotted kinds. */
function realSelection(): Selection {
  return {
    mobo: first('mobo'),
    cpu: first('cpu'),
    cpuCooler: first('cpu-cooler'),
    gpus: [first('gpu'), first('gpu')],
    rams: [first('ram'), first('ram', 1)],
    m2s: [first('m2')],
    storage: [first('storage'), first('storage', 2)],
    psu: first('psu'),
    case: first('case'),
    keyboard: first('keyboard'),
    mouse: first('mouse'),
    headset: first('headset'),
    monitor: first('monitor'),
    caseFans: [first('case-fan'), first('case-fan', 1)],
    thermalPaste: first('thermal-paste'),
    wifi: first('wifi-card'),
    os: first('os'),
    ups: first('ups'),
  };
}

function synthetic<C extends Category>(type: C, id: string, name: string, price: number): Component<C> {
  return { id, name, brand: 'Test', price, type, image: '' } as never;
}

describe('storage keys (spec §3)', () => {
  it('uses the spec browser storage keys', () => {
    expect(STORAGE_KEYS).toEqual({
      draft: 'builderDraft',
      loadedBuild: 'loadedBuild',
      editingId: 'editingBuildId',
      editingName: 'editingBuildName',
      editingDescription: 'editingBuildDescription',
    });
  });
});

describe('toPartsObject (spec §3 build parts object)', () => {
  it('has exactly the spec keys, then the setup slots of issue 29', () => {
    expect(Object.keys(toPartsObject(emptySelection())).sort()).toEqual(
      [
        ...['mobo', 'cpu', 'cpuCooler', 'gpus', 'rams', 'm2s', 'storage', 'psu', 'case', 'keyboard', 'mouse', 'headset', 'monitor'],
        ...['caseFans', 'thermalPaste', 'wifi', 'os', 'ups'],
      ].sort(),
    );
  });
  it('keeps single parts whole and drops empty selectors from the lists', () => {
    const s = { ...realSelection(), gpus: [null, first('gpu')], m2s: [null], monitor: null };
    const parts = toPartsObject(s);
    expect(parts.cpu).toEqual(first('cpu'));
    expect(parts.gpus).toEqual([first('gpu')]);
    expect(parts.m2s).toEqual([]);
    expect(parts.monitor).toBeNull();
  });
  it('an empty selection gives nulls and empty lists', () => {
    const parts = toPartsObject(emptySelection());
    expect(parts.mobo).toBeNull();
    expect(parts.rams).toEqual([]);
    expect(parts.storage).toEqual([]);
  });
  it('survives JSON (what local storage and the API carry)', () => {
    const parts = JSON.parse(JSON.stringify(toPartsObject(realSelection())));
    expect(fromPartsObject(parts, catalogueLookup)).toEqual({ selection: realSelection(), missing: [] });
  });
});

const names = (r: { missing: { name: string }[] }) => r.missing.map((m) => m.name);

describe('fromPartsObject', () => {
  it('round-trips a full selection', () => {
    const s = realSelection();
    const back = fromPartsObject(toPartsObject(s), catalogueLookup);
    expect(back.missing).toEqual([]);
    expect(back.selection).toEqual(s);
  });

  it('round-trips an empty selection', () => {
    expect(fromPartsObject(toPartsObject(emptySelection()), catalogueLookup)).toEqual({ selection: emptySelection(), missing: [] });
  });

  it('restores parts from the current catalogue, not the stored copy', () => {
    const stale = { ...first('cpu'), price: 1, name: 'stale copy' };
    const back = fromPartsObject({ cpu: stale }, catalogueLookup);
    expect(back.selection.cpu).toEqual(first('cpu'));
  });

  it('accepts bare ids as well as part objects', () => {
    const back = fromPartsObject({ cpu: first('cpu').id, rams: [first('ram').id] }, catalogueLookup);
    expect(back.selection.cpu).toEqual(first('cpu'));
    expect(back.selection.rams).toEqual([first('ram')]);
  });

  it('asks the lookup for the category of each slot', () => {
    const lookup = vi.fn<Lookup>(() => undefined);
    fromPartsObject({ mobo: 'a', cpuCooler: 'b', gpus: ['c'], rams: ['d'], m2s: ['e'], storage: ['f'], psu: 'g', case: 'h', monitor: 'i' }, lookup);
    expect(lookup.mock.calls).toEqual([
      ['mobo', 'a'],
      ['cpu-cooler', 'b'],
      ['psu', 'g'],
      ['case', 'h'],
      ['monitor', 'i'],
      ['gpu', 'c'],
      ['ram', 'd'],
      ['m2', 'e'],
      ['storage', 'f'],
    ]);
  });

  it('reports unknown ids in missing, by name when the stored part has one', () => {
    const back = fromPartsObject(
      {
        cpu: { id: 'cpu-gone', name: 'Old CPU' },
        gpus: [first('gpu'), { id: 'gpu-gone', model: 'Old GPU' }],
        rams: ['ram-gone'],
        psu: { id: 'psu-gone', title: 'Old PSU' },
        case: { id: 'case-gone', part_name: 'Old Case' },
        storage: [{ id: 'storage-gone' }],
      },
      catalogueLookup,
    );
    expect(names(back)).toEqual(['Old CPU', 'Old PSU', 'Old Case', 'Old GPU', 'the RAM “gone”', 'the storage drive “gone”']);
    expect(back.missing.map((m) => m.slot)).toEqual(['cpu', 'psu', 'case', 'gpus', 'rams', 'storage']);
    expect(back.selection.cpu).toBeNull();
    expect(back.selection.gpus).toEqual([first('gpu')]);
    expect(back.selection.rams).toEqual([null]);
    expect(back.selection.storage).toEqual([null]);
  });

  it('an id of the wrong category is missing, not misplaced', () => {
    const back = fromPartsObject({ cpu: first('gpu').id }, catalogueLookup);
    expect(back.selection.cpu).toBeNull();
    expect(names(back)).toEqual([`the CPU “${first('gpu').id.replace(/-/g, ' ')}”`]);
  });

  it('empty values are simply empty, not missing', () => {
    const back = fromPartsObject({ cpu: null, mobo: '', psu: undefined, gpus: [], rams: [null] }, catalogueLookup);
    expect(back).toEqual({ selection: emptySelection(), missing: [] });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'cpu-amd-ryzen-5-7600'],
    ['a boolean', true],
    ['an array', [1, 2, 3]],
    ['an empty object', {}],
  ])('never throws on junk: %s', (_label, junk) => {
    expect(fromPartsObject(junk, catalogueLookup)).toEqual({ selection: emptySelection(), missing: [] });
  });

  it('never throws on junk inside the object, and reports what it could not place', () => {
    const junk = {
      mobo: 42,
      cpu: { id: 7 },
      cpuCooler: [],
      gpus: 'gpu-x',
      rams: { 0: 'ram' },
      m2s: [42, null, { nope: true }],
      storage: null,
      psu: true,
      keyboard: { name: 'Nameless' },
    };
    let back: ReturnType<typeof fromPartsObject> | undefined;
    expect(() => {
      back = fromPartsObject(junk, catalogueLookup);
    }).not.toThrow();
    expect(back!.selection).toEqual(emptySelection());
    expect(back!.missing).toHaveLength(7);
    expect(names(back!)).toContain('Nameless');
    expect(names(back!)).toContain('an unknown part');
  });
});

describe('unlisted parts (issue 20: named, priced, kept until replaced)', () => {
  const gone = { id: 'gpu-gone', name: 'Old GPU', price: 18500, brand: 'X' };

  it('keep their name, the price stored with them and the stored copy', () => {
    const back = fromPartsObject({ gpus: [first('gpu'), gone], psu: { id: 'psu-gone', name: 'Old PSU', price: 'free' } }, catalogueLookup);
    expect(back.missing).toEqual([
      { slot: 'psu', name: 'Old PSU', price: null, stored: { id: 'psu-gone', name: 'Old PSU', price: 'free' } },
      { slot: 'gpus', name: 'Old GPU', price: 18500, stored: gone },
    ]);
  });

  it('go back into their slots when the draft is stored, so a reload finds them again', () => {
    const back = fromPartsObject({ cpu: { id: 'cpu-gone', name: 'Old CPU', price: 9000 }, gpus: [first('gpu'), gone] }, catalogueLookup);
    const stored = toStoredParts(back.selection, back.missing);
    expect(stored.cpu).toEqual({ id: 'cpu-gone', name: 'Old CPU', price: 9000 });
    expect(stored.gpus).toEqual([first('gpu'), gone]);
    expect(fromPartsObject(JSON.parse(JSON.stringify(stored)), catalogueLookup)).toEqual(back);
  });

  it('are named with their last price in their slot, or without a price when none was stored', () => {
    expect(unlistedLine({ name: 'Old GPU', price: 18500 })).toBe('Old GPU (₱18,500 when saved) is no longer listed — choose a replacement');
    expect(unlistedLine({ name: 'Old PSU', price: null })).toBe('Old PSU is no longer listed — choose a replacement');
  });

  it('are announced once, by name', () => {
    expect(unlistedNotice([{ name: 'Old GPU' }])).toBe(
      'Old GPU is no longer listed in the catalogue; it is marked in its slot, where you can choose a replacement.',
    );
    expect(unlistedNotice([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe(
      'A, B and C are no longer listed in the catalogue; each is marked in its slot, where you can choose a replacement.',
    );
  });

  it('a stored build is named part by part (short names, an id in words where no name was stored), junk skipped', () => {
    const cpu = first('cpu');
    expect(storedPartNames({ cpu, gpus: [{ id: 'gpu-x', name: 'Old GPU 8GB GDDR6' }, 'gpu-asus-rtx-5090-ti', 42], psu: null, mobo: { nope: 1 } })).toEqual([
      cpu.name.replace(/\s+\d+-Core\b.*$/, ''),
      'Old GPU',
      'The GPU “asus rtx 5090 ti”',
    ]);
    expect(storedPartNames(null)).toEqual([]);
    expect(storedPartNames('junk')).toEqual([]);
  });

  it('a chosen part in a single slot wins over an unlisted one left there', () => {
    const missing = [{ slot: 'cpu' as const, name: 'Old CPU', price: 9000, stored: { id: 'cpu-gone' } }];
    expect(toStoredParts({ ...emptySelection(), cpu: first('cpu') }, missing).cpu).toEqual(first('cpu'));
  });
});

describe('a permalink naming parts the catalogue lacks (issue 25: in words, not raw ids)', () => {
  it('names each by its kind and the words of its id', () => {
    const back = fromPermalinkQuery('cpu=cpu-amd-ryzen-9-9999x&mobo=mobo-asus-rog-x999&gpus=gpu-nvidia-rtx-6090,%3Cscript%3E&psu=psu-', catalogueLookup);
    expect(back.missing.map((m) => m.name)).toEqual([
      'the motherboard “asus rog x999”',
      'the CPU “amd ryzen 9 9999x”',
      'a power supply from the link',
      'the GPU “nvidia rtx 6090”',
      'a GPU from the link',
    ]);
    expect(back.missing.every((m) => !/\b(cpu|mobo|gpu|psu)-/.test(m.name))).toBe(true);
  });
  it('reads as a sentence in its slot and in the notice', () => {
    const [cpu] = fromPermalinkQuery('cpu=cpu-amd-ryzen-9-9999x', catalogueLookup).missing;
    expect(unlistedLine(cpu!)).toBe('The CPU “amd ryzen 9 9999x” is no longer listed — choose a replacement');
    expect(unlistedNotice([cpu!])).toBe(
      'The CPU “amd ryzen 9 9999x” is no longer listed in the catalogue; it is marked in its slot, where you can choose a replacement.',
    );
  });
  it('an id without its category prefix keeps all its words', () => {
    expect(nameFromId('storage', 'seagate-barracuda-9tb')).toBe('the storage drive “seagate barracuda 9tb”');
    expect(nameFromId('cpuCooler', 'cpu-cooler-noctua-nh-d99')).toBe('the CPU cooler “noctua nh d99”');
  });
});

describe('permalink', () => {
  it('round-trips a full selection through the query', () => {
    const s = realSelection();
    const query = toPermalinkQuery(s);
    expect(hasPermalink(query)).toBe(true);
    expect(fromPermalinkQuery(query, catalogueLookup)).toEqual({ selection: s, missing: [] });
  });

  it('writes one key per slot and comma-separated ids for slotted kinds', () => {
    const s = { ...emptySelection(), cpu: first('cpu'), rams: [first('ram'), null, first('ram', 1)] };
    const params = new URLSearchParams(toPermalinkQuery(s));
    expect(params.get('cpu')).toBe(first('cpu').id);
    expect(params.get('rams')).toBe(`${first('ram').id},${first('ram', 1).id}`);
    expect([...params.keys()].sort()).toEqual(['cpu', 'rams']);
  });

  it('an empty selection gives an empty query, which carries no build', () => {
    expect(toPermalinkQuery(emptySelection())).toBe('');
    expect(hasPermalink('')).toBe(false);
    expect(hasPermalink('?utm_source=fb&x=1')).toBe(false);
    expect(hasPermalink('?gpus=a')).toBe(true);
  });

  it('reports unknown ids and ignores empty ones', () => {
    const back = fromPermalinkQuery(`cpu=nope&gpus=${first('gpu').id},,gpu-nope&rams=`, catalogueLookup);
    expect(back.selection.cpu).toBeNull();
    expect(back.selection.gpus).toEqual([first('gpu')]);
    expect(back.selection.rams).toEqual([null]);
    expect(names(back)).toEqual(['the CPU “nope”', 'the GPU “nope”']);
  });

  it('never throws on a garbled query', () => {
    expect(() => fromPermalinkQuery('%%%&&==,,,&cpu', catalogueLookup)).not.toThrow();
  });
});

describe('buildAsText (plain-text export)', () => {
  const s: Selection = {
    ...emptySelection(),
    cpu: synthetic('cpu', 'cpu-a', 'AMD Ryzen 5 7600', 12345),
    gpus: [synthetic('gpu', 'gpu-a', 'RTX 4060 Dual', 18000), synthetic('gpu', 'gpu-b', 'RTX 4060 Eagle', 17500)],
    rams: [null, synthetic('ram', 'ram-a', 'Fury Beast 32GB', 5655)],
    psu: synthetic('psu', 'psu-a', 'CX650', 3500),
  };
  const noIssues = evaluateBuild(emptySelection());

  it('lists each part with its peso price', () => {
    const text = buildAsText(s, noIssues);
    expect(text).toContain('CPU: AMD Ryzen 5 7600 — ₱12,345');
    expect(text).toContain('GPU: RTX 4060 Dual — ₱18,000');
    expect(text).toContain('GPU: RTX 4060 Eagle — ₱17,500');
    expect(text).toContain('RAM: Fury Beast 32GB — ₱5,655');
    expect(text).toContain('Power supply: CX650 — ₱3,500');
  });

  it('gives the total and the ×1.2 estimate', () => {
    // 12345 + 18000 + 17500 + 5655 + 3500 = 57000; × 1.2 = 68400
    const text = buildAsText(s, noIssues);
    expect(text).toContain('Total: ₱57,000');
    expect(text).toContain('₱57,000 – ₱68,400');
  });

  it('lists the warnings, or says there are none', () => {
    expect(buildAsText(s, noIssues)).toContain('No compatibility issues detected!');
    const withWarnings = { ...noIssues, warnings: ['CPU socket does not match motherboard'] };
    const text = buildAsText(s, withWarnings);
    expect(text).toContain('- CPU socket does not match motherboard');
    expect(text).not.toContain('No compatibility issues detected!');
  });

  it('appends the link when given', () => {
    const text = buildAsText(s, noIssues, 'https://example.test/builder?cpu=cpu-a');
    expect(text.split('\n').at(-1)).toBe('https://example.test/builder?cpu=cpu-a');
  });

  it('is empty for an empty build', () => {
    expect(buildAsText(emptySelection(), noIssues)).toBe('');
  });

  it('lists every part of a real build', () => {
    const real = realSelection();
    const text = buildAsText(real, evaluateBuild(real));
    for (const part of [real.mobo!, real.cpu!, real.case!, ...real.gpus, ...real.storage]) {
      expect(text).toContain(part!.name);
    }
    expect(text.match(/₱/g)!.length).toBeGreaterThanOrEqual(16 + 3);
  });
});

describe('buildAsText names the shop and the day of each price (issue 25)', () => {
  const offer = (shop: string, price: number, observedOn: string) => ({ shop, price, url: `https://${shop.toLowerCase()}.example/p`, observedOn });
  const cpu = { ...synthetic('cpu', 'cpu-a', 'AMD Ryzen 5 7600', 10950), priceSource: 'shops' as const, offers: [offer('Alpha', 10950, '2026-11-20'), offer('Beta', 11400, '2026-11-19')] };
  const psu = { ...synthetic('psu', 'psu-a', 'CX650', 3500), priceSource: 'estimate' as const, priceAsOf: '2025-06' };
  const s: Selection = { ...emptySelection(), cpu, psu };

  it('a shop price says where and when; an estimate says so; the sum adds them up', () => {
    const text = buildAsText(s, evaluateBuild(emptySelection()));
    expect(text).toContain('CPU: AMD Ryzen 5 7600 — ₱10,950 at Alpha, seen 20 Nov 2026');
    expect(text).toContain('Power supply: CX650 — ₱3,500, estimate: no shop listed it (Jun 2025)');
    expect(text).toContain('Cheapest mix of shops: ₱10,950 at 1 shop for 1 part + ₱3,500 estimated for 1 part no shop listed = ₱14,450');
  });
});
