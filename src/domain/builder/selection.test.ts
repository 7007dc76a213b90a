import { describe, expect, it } from 'vitest';
import type { Category, Component } from '../catalogue.ts';
import {
  COMPLETION_PARTS,
  DEFAULT_SLOTS,
  GPU_SLOTS_CHECK_FALLBACK,
  PRICE_RANGE_FACTOR,
  addSlot,
  canAddSlot,
  canRemoveSlot,
  caseFitsBoard,
  chosenParts,
  completionPercent,
  emptySelection,
  isEmptySelection,
  normalizeSocket,
  priceRange,
  removeSlot,
  selectMulti,
  selectSingle,
  slotLimit,
  socketsMatch,
  type Selection,
} from './selection.ts';

// Small synthetic parts with exactly the fields a rule reads; loosely typed on purpose.
let seq = 0;
function part<C extends Category>(type: C, over: Record<string, unknown> = {}): Component<C> {
  seq += 1;
  return { id: `${type}-test-${seq}`, name: `Test ${type} ${seq}`, brand: 'Test', price: 1000, type, image: '', ...over } as never;
}
const board = (over: Record<string, unknown> = {}) =>
  part('mobo', {
    socket: 'AM5',
    formFactor: 'ATX',
    ramType: 'DDR5',
    ramSlots: 4,
    gpuSlots: 2,
    m2Slots: 3,
    storageSlots: 4,
    maxMemoryGb: 192,
    ...over,
  });
const cpu = (socket: string | undefined, over: Record<string, unknown> = {}) => part('cpu', { socket, cores: 6, ...over });
const pcCase = (supportedFormFactors: string[]) => part('case', { supportedFormFactors });

/** A selection with several slotted parts already chosen. */
function filled(): Selection {
  return {
    ...emptySelection(),
    mobo: board(),
    cpu: cpu('AM5'),
    cpuCooler: part('cpu-cooler'),
    gpus: [part('gpu'), part('gpu')],
    rams: [part('ram'), part('ram'), null],
    m2s: [part('m2'), part('m2')],
    storage: [part('storage'), null, part('storage')],
    psu: part('psu'),
    case: pcCase(['ATX', 'Micro-ATX', 'Mini-ITX']),
    keyboard: part('keyboard'),
  };
}

describe('constants (spec §9)', () => {
  it('slot defaults when the board gives none: RAM 8, M.2 4, storage 6, GPU 1', () => {
    expect(DEFAULT_SLOTS).toEqual({ rams: 8, m2s: 4, storage: 6, gpus: 1 });
  });
  it('the GPU-count check falls back to 2 slots', () => {
    expect(GPU_SLOTS_CHECK_FALLBACK).toBe(2);
  });
  it('completion counts out of 14 parts; the price range factor is 1.2', () => {
    expect(COMPLETION_PARTS).toBe(14);
    expect(PRICE_RANGE_FACTOR).toBe(1.2);
  });
});

describe('emptySelection (spec §3 build parts object)', () => {
  it('has every single slot empty and one empty selector for each slotted kind', () => {
    expect(emptySelection()).toEqual({
      mobo: null,
      cpu: null,
      cpuCooler: null,
      gpus: [null],
      rams: [null],
      m2s: [null],
      storage: [null],
      psu: null,
      case: null,
      keyboard: null,
      mouse: null,
      headset: null,
      monitor: null,
    });
  });
  it('returns a fresh object each time', () => {
    const a = emptySelection();
    a.gpus.push(part('gpu'));
    expect(emptySelection().gpus).toEqual([null]);
  });
});

describe('socket normalisation (spec §4)', () => {
  it('lower-cases and strips everything but letters and digits', () => {
    expect(normalizeSocket('LGA 1700')).toBe('lga1700');
    expect(normalizeSocket('lga1700')).toBe('lga1700');
    expect(normalizeSocket('AM-5')).toBe('am5');
    expect(normalizeSocket(' Socket_AM4 ')).toBe('socketam4');
    expect(normalizeSocket(null)).toBe('');
    expect(normalizeSocket(undefined)).toBe('');
  });
  it("'LGA 1700' matches 'lga1700'; different sockets do not", () => {
    expect(socketsMatch('LGA 1700', 'lga1700')).toBe(true);
    expect(socketsMatch('AM5', 'am-5')).toBe(true);
    expect(socketsMatch('AM4', 'AM5')).toBe(false);
    expect(socketsMatch('LGA1700', 'LGA1851')).toBe(false);
  });
  it('matches loosely when one contains the other, either way (spec §5)', () => {
    expect(socketsMatch('Socket AM5', 'AM5')).toBe(true);
    expect(socketsMatch('AM5', 'Socket AM5')).toBe(true);
  });
  it('never matches a missing or empty socket', () => {
    expect(socketsMatch('', 'AM5')).toBe(false);
    expect(socketsMatch('AM5', undefined)).toBe(false);
    expect(socketsMatch(null, null)).toBe(false);
    expect(socketsMatch('--', 'AM5')).toBe(false);
  });
});

describe('choosing a motherboard (spec §4)', () => {
  it('resets RAM, GPUs, M.2 and storage to one empty selector each', () => {
    const next = selectSingle(filled(), 'mobo', board());
    expect(next.rams).toEqual([null]);
    expect(next.gpus).toEqual([null]);
    expect(next.m2s).toEqual([null]);
    expect(next.storage).toEqual([null]);
  });

  it('keeps the other single parts', () => {
    const before = filled();
    const next = selectSingle(before, 'mobo', board());
    expect(next.cpuCooler).toBe(before.cpuCooler);
    expect(next.psu).toBe(before.psu);
    expect(next.keyboard).toBe(before.keyboard);
    expect(next.case).toBe(before.case);
  });

  it('clears a CPU whose socket differs from the new board', () => {
    const start = { ...filled(), cpu: cpu('AM4') };
    expect(selectSingle(start, 'mobo', board({ socket: 'AM5' })).cpu).toBeNull();
  });

  it('keeps a CPU whose socket matches after normalising (LGA 1700 vs lga1700)', () => {
    const keep = cpu('LGA 1700');
    const start = { ...emptySelection(), cpu: keep };
    const next = selectSingle(start, 'mobo', board({ socket: 'lga1700' }));
    expect(next.cpu).toBe(keep);
    expect(next.mobo?.socket).toBe('lga1700');
  });

  it('clears a CPU with no socket data', () => {
    const start = { ...emptySelection(), cpu: cpu(undefined) };
    expect(selectSingle(start, 'mobo', board()).cpu).toBeNull();
  });

  it('does not change the selection it was given', () => {
    const before = filled();
    const rams = before.rams;
    selectSingle(before, 'mobo', board({ socket: 'LGA1851' }));
    expect(before.rams).toBe(rams);
    expect(before.rams).toHaveLength(3);
    expect(before.cpu).not.toBeNull();
  });

  it('choosing another single part does not reset the slotted parts', () => {
    const before = filled();
    const next = selectSingle(before, 'psu', part('psu'));
    expect(next.rams).toBe(before.rams);
    expect(next.gpus).toBe(before.gpus);
    expect(next.cpu).toBe(before.cpu);
  });

  it('a CPU chosen on its own is kept even without a board', () => {
    const c = cpu('AM4');
    expect(selectSingle(emptySelection(), 'cpu', c).cpu).toBe(c);
  });
});

describe('case and board form factor (spec §4, DESIGN.md deviation: the case lists what it takes)', () => {
  it('caseFitsBoard reads the case\'s supportedFormFactors', () => {
    expect(caseFitsBoard(pcCase(['ATX', 'Micro-ATX']) as never, board({ formFactor: 'Micro-ATX' }) as never)).toBe(true);
    expect(caseFitsBoard(pcCase(['Mini-ITX']) as never, board({ formFactor: 'ATX' }) as never)).toBe(false);
  });

  it('a new board clears a case that cannot take it', () => {
    const start = { ...emptySelection(), case: pcCase(['Mini-ITX']) };
    expect(selectSingle(start, 'mobo', board({ formFactor: 'ATX' })).case).toBeNull();
  });

  it('an ATX board in a Mini-ITX-only case is cleared (the spec table allowed it; DESIGN.md does not)', () => {
    const start = { ...emptySelection(), mobo: board({ formFactor: 'ATX' }) };
    expect(selectSingle(start, 'case', pcCase(['Mini-ITX'])).case).toBeNull();
  });

  it('a new board keeps a case that takes it', () => {
    const c = pcCase(['ATX', 'Micro-ATX', 'Mini-ITX']);
    const start = { ...emptySelection(), case: c };
    expect(selectSingle(start, 'mobo', board({ formFactor: 'Micro-ATX' })).case).toBe(c);
  });

  it('choosing a case the board fits keeps it', () => {
    const c = pcCase(['E-ATX', 'ATX']);
    const start = { ...emptySelection(), mobo: board({ formFactor: 'E-ATX' }) };
    expect(selectSingle(start, 'case', c).case).toBe(c);
  });

  it('a case without a board is kept whatever it supports', () => {
    const c = pcCase(['Mini-ITX']);
    expect(selectSingle(emptySelection(), 'case', c).case).toBe(c);
  });
});

describe('selectMulti', () => {
  it('sets the part at an index without touching the others', () => {
    const g = part('gpu');
    const start = { ...emptySelection(), rams: [part('ram'), null] };
    const next = selectMulti(start, 'rams', 1, part('ram', { id: 'ram-new' }));
    expect(next.rams[0]).toBe(start.rams[0]);
    expect(next.rams[1]?.id).toBe('ram-new');
    expect(start.rams[1]).toBeNull();
    expect(selectMulti(emptySelection(), 'gpus', 0, g).gpus).toEqual([g]);
  });
  it('clears with null', () => {
    const start = { ...emptySelection(), m2s: [part('m2')] };
    expect(selectMulti(start, 'm2s', 0, null).m2s).toEqual([null]);
  });
  it('ignores an index outside the selectors', () => {
    const start = emptySelection();
    expect(selectMulti(start, 'rams', 1, part('ram'))).toBe(start);
    expect(selectMulti(start, 'rams', -1, part('ram'))).toBe(start);
  });
});

describe('slot limits (spec §4, §9)', () => {
  it('a board without slot data allows RAM 8, M.2 4, storage 6, GPU 1', () => {
    const bare = { ...emptySelection(), mobo: board({ ramSlots: undefined, gpuSlots: undefined, m2Slots: undefined, storageSlots: undefined }) };
    expect(slotLimit(bare, 'rams')).toBe(8);
    expect(slotLimit(bare, 'm2s')).toBe(4);
    expect(slotLimit(bare, 'storage')).toBe(6);
    expect(slotLimit(bare, 'gpus')).toBe(1);
  });

  it('no board at all uses the same defaults', () => {
    const none = emptySelection();
    expect([slotLimit(none, 'rams'), slotLimit(none, 'm2s'), slotLimit(none, 'storage'), slotLimit(none, 'gpus')]).toEqual([8, 4, 6, 1]);
  });

  it("a board's own counts win", () => {
    const s = { ...emptySelection(), mobo: board({ ramSlots: 2, gpuSlots: 3, m2Slots: 1, storageSlots: 0 }) };
    expect([slotLimit(s, 'rams'), slotLimit(s, 'gpus'), slotLimit(s, 'm2s'), slotLimit(s, 'storage')]).toEqual([2, 3, 1, 0]);
  });

  it('GPU selectors can be added while below gpuSlots, and not beyond', () => {
    let s: Selection = { ...emptySelection(), mobo: board({ gpuSlots: 2 }) };
    expect(canAddSlot(s, 'gpus')).toBe(true);
    s = addSlot(s, 'gpus');
    expect(s.gpus).toEqual([null, null]);
    expect(canAddSlot(s, 'gpus')).toBe(false);
    expect(addSlot(s, 'gpus')).toBe(s);
  });

  it('without gpuSlots data only one GPU selector is offered', () => {
    const s = { ...emptySelection(), mobo: board({ gpuSlots: undefined }) };
    expect(canAddSlot(s, 'gpus')).toBe(false);
    expect(addSlot(s, 'gpus').gpus).toHaveLength(1);
    expect(canAddSlot(emptySelection(), 'gpus')).toBe(false);
  });

  it('RAM selectors go up to ramSlots', () => {
    let s: Selection = { ...emptySelection(), mobo: board({ ramSlots: 4 }) };
    for (let i = 0; i < 10; i += 1) s = addSlot(s, 'rams');
    expect(s.rams).toHaveLength(4);
  });

  it('board without slot data: up to 8 RAM, 4 M.2, 6 storage selectors', () => {
    let s: Selection = { ...emptySelection(), mobo: board({ ramSlots: undefined, m2Slots: undefined, storageSlots: undefined }) };
    for (let i = 0; i < 12; i += 1) {
      s = addSlot(s, 'rams');
      s = addSlot(s, 'm2s');
      s = addSlot(s, 'storage');
    }
    expect(s.rams).toHaveLength(8);
    expect(s.m2s).toHaveLength(4);
    expect(s.storage).toHaveLength(6);
  });

  it('a board with 0 M.2 slots allows no extra M.2 selector', () => {
    const s = { ...emptySelection(), mobo: board({ m2Slots: 0 }) };
    expect(canAddSlot(s, 'm2s')).toBe(false);
  });

  it('added selectors keep the parts already chosen', () => {
    const r = part('ram');
    const s = addSlot({ ...emptySelection(), rams: [r] }, 'rams');
    expect(s.rams).toEqual([r, null]);
  });

  it('a selector can be removed only when more than one exists', () => {
    const one = emptySelection();
    expect(canRemoveSlot(one, 'storage')).toBe(false);
    expect(removeSlot(one, 'storage', 0)).toBe(one);

    const a = part('storage');
    const b = part('storage');
    const c = part('storage');
    const three = { ...emptySelection(), storage: [a, b, c] };
    expect(canRemoveSlot(three, 'storage')).toBe(true);
    expect(removeSlot(three, 'storage', 1).storage).toEqual([a, c]);
    expect(three.storage).toEqual([a, b, c]);
  });

  it('removing at an index out of range changes nothing', () => {
    const two = { ...emptySelection(), gpus: [part('gpu'), part('gpu')] };
    expect(removeSlot(two, 'gpus', 2)).toBe(two);
    expect(removeSlot(two, 'gpus', -1)).toBe(two);
  });
});

describe('chosen parts and completion (spec §9: chosen parts / 14, capped at 100)', () => {
  it('an empty selection is empty and 0%', () => {
    expect(chosenParts(emptySelection())).toEqual([]);
    expect(isEmptySelection(emptySelection())).toBe(true);
    expect(completionPercent(emptySelection())).toBe(0);
  });

  it('counts parts in every slot, skipping empty selectors', () => {
    const s = filled();
    // mobo, cpu, cooler, 2 gpus, 2 rams, 2 m2s, 2 storage, psu, case, keyboard = 14
    expect(chosenParts(s)).toHaveLength(14);
    expect(isEmptySelection(s)).toBe(false);
    expect(completionPercent(s)).toBe(100);
  });

  it('one part of 14 is 7% and seven parts are 50%', () => {
    expect(completionPercent({ ...emptySelection(), monitor: part('monitor') })).toBe(7);
    const seven: Selection = {
      ...emptySelection(),
      mobo: board(),
      cpu: cpu('AM5'),
      psu: part('psu'),
      case: pcCase(['ATX']),
      mouse: part('mouse'),
      headset: part('headset'),
      rams: [part('ram')],
    };
    expect(chosenParts(seven)).toHaveLength(7);
    expect(completionPercent(seven)).toBe(50);
  });

  it('13 of 14 parts is 93%', () => {
    const s = { ...filled(), keyboard: null };
    expect(chosenParts(s)).toHaveLength(13);
    expect(completionPercent(s)).toBe(93);
  });

  it('is capped at 100 when more than 14 parts are chosen', () => {
    const s = { ...filled(), mouse: part('mouse'), headset: part('headset'), monitor: part('monitor'), rams: [part('ram'), part('ram'), part('ram'), part('ram')] };
    expect(chosenParts(s).length).toBeGreaterThan(14);
    expect(completionPercent(s)).toBe(100);
  });

  it('a single part alone is not an empty selection', () => {
    expect(isEmptySelection({ ...emptySelection(), storage: [null, part('storage')] })).toBe(false);
  });
});

describe('price range (spec §9: sum to round(sum × 1.2))', () => {
  it('runs from the sum of prices to the sum × 1.2', () => {
    const s = { ...emptySelection(), cpu: cpu('AM5', { price: 10000 }), gpus: [part('gpu', { price: 2345 }), null] };
    expect(priceRange(s)).toEqual({ total: 12345, low: 12345, high: 14814 });
  });

  it('rounds the upper bound to the peso', () => {
    expect(priceRange({ ...emptySelection(), psu: part('psu', { price: 1001 }) }).high).toBe(1201); // 1201.2
    expect(priceRange({ ...emptySelection(), psu: part('psu', { price: 1004 }) }).high).toBe(1205); // 1204.8
  });

  it('sums every slotted part', () => {
    const s = {
      ...emptySelection(),
      rams: [part('ram', { price: 100 }), part('ram', { price: 200 })],
      m2s: [part('m2', { price: 300 })],
      storage: [part('storage', { price: 400 })],
      gpus: [part('gpu', { price: 500 }), part('gpu', { price: 600 })],
      monitor: part('monitor', { price: 900 }),
    };
    expect(priceRange(s)).toEqual({ total: 3000, low: 3000, high: 3600 });
  });

  it('is zero for an empty build', () => {
    expect(priceRange(emptySelection())).toEqual({ total: 0, low: 0, high: 0 });
  });

  it('treats a part without a usable price as free rather than poisoning the sum', () => {
    const s = { ...emptySelection(), cpu: cpu('AM5', { price: 5000 }), psu: part('psu', { price: Number.NaN }) };
    expect(priceRange(s)).toEqual({ total: 5000, low: 5000, high: 6000 });
  });
});
