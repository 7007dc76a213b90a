import { describe, expect, it } from 'vitest';
import { board, part, cpu, pcCase, filled } from './test-parts.ts';
import {
  COMPLETION_PARTS,
  DEFAULT_SLOTS,
  GPU_SLOTS_CHECK_FALLBACK,
  PRICE_RANGE_FACTOR,
  caseFitsBoard,
  emptySelection,
  normalizeSocket,
  selectMulti,
  selectSingle,
  socketsMatch,
} from './selection.ts';

describe('constants (spec §9)', () => {
  it('slot defaults when the board gives none: RAM 8, M.2 4, storage 6, GPU 1', () => {
    // Issue 29: up to 6 fan packs (the case, not the board, has room for fans; the verdict checks it).
    expect(DEFAULT_SLOTS).toEqual({ rams: 8, m2s: 4, storage: 6, gpus: 1, caseFans: 6 });
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
      caseFans: [null],
      thermalPaste: null,
      wifi: null,
      os: null,
      ups: null,
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

describe('choosing a motherboard (spec §4, with the DESIGN.md deviation: board swaps keep what still fits)', () => {
  it("no longer resets RAM, GPUs, M.2 and storage: a board that takes them all keeps them all", () => {
    const before = filled();
    const next = selectSingle(before, 'mobo', board());
    expect(next.gpus).toEqual(before.gpus);
    expect(next.rams).toEqual(before.rams);
    expect(next.m2s).toEqual(before.m2s);
    expect(next.storage.filter(Boolean)).toEqual(before.storage.filter(Boolean));
    expect(next.cpu).toBe(before.cpu);
  });

  it('removes RAM of another memory type, and keeps the kits of the board\'s type', () => {
    const ddr4 = part('ram', { ramType: 'DDR4', modules: 2 });
    const ddr5 = part('ram', { ramType: 'DDR5', modules: 2 });
    const next = selectSingle({ ...emptySelection(), rams: [ddr4, ddr5] }, 'mobo', board({ ramType: 'DDR5' }));
    expect(next.rams).toEqual([ddr5]);
    expect(selectSingle({ ...emptySelection(), rams: [ddr4] }, 'mobo', board({ ramType: 'DDR5' })).rams).toEqual([null]);
  });

  it('keeps RAM kits while their modules fit the memory slots, in order', () => {
    const kits = [part('ram', { ramType: 'DDR5', modules: 2 }), part('ram', { ramType: 'DDR5', modules: 2 }), part('ram', { ramType: 'DDR5', modules: 1 })];
    expect(selectSingle({ ...emptySelection(), rams: kits }, 'mobo', board({ ramSlots: 2 })).rams).toEqual([kits[0]]);
    expect(selectSingle({ ...emptySelection(), rams: kits }, 'mobo', board({ ramSlots: 4 })).rams).toEqual([kits[0], kits[1]]);
  });

  it('keeps as many GPUs, M.2 drives and SATA drives as the board has slots and ports, and no more selectors', () => {
    const before = { ...filled(), storage: [part('storage'), part('storage'), null, part('storage')] };
    const next = selectSingle(before, 'mobo', board({ gpuSlots: 1, m2Slots: 1, storageSlots: 2 }));
    expect(next.gpus).toEqual([before.gpus[0]]);
    expect(next.m2s).toEqual([before.m2s[0]]);
    expect(next.storage).toEqual([before.storage[0], before.storage[1]]);
    // A board without M.2 slots keeps one empty selector (the screen says it has none).
    expect(selectSingle(before, 'mobo', board({ m2Slots: 0 })).m2s).toEqual([null]);
  });

  it('empty selectors beyond the new board\'s slots go; the ones within stay', () => {
    const before = { ...emptySelection(), rams: [null, null, null, null] };
    expect(selectSingle(before, 'mobo', board({ ramSlots: 2 })).rams).toEqual([null, null]);
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
