import { describe, expect, it } from 'vitest';
import { board, part, cpu, pcCase, filled } from './test-parts.ts';
import {
  addSlot,
  canAddSlot,
  canRemoveSlot,
  chosenParts,
  completionPercent,
  emptySelection,
  isEmptySelection,
  priceRange,
  removeSlot,
  slotLimit,
  type Selection,
} from './selection.ts';

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
