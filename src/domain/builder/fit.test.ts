/**
 * The physical checks issue 11 adds where makers give figures, and the "not checked" list where
 * they do not: card thickness vs case, front radiator vs card length, RAM height vs cooler, two
 * thick cards vs slot spacing.
 */
import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import { evaluateBuild } from './compatibility.ts';
import { notChecked, notCheckedFor } from './not-checked.ts';
import { NOT_CHECKED, physicalNotes, physicalWarnings } from './physical.ts';

const pcCase = (over: Record<string, unknown> = {}) =>
  part('case', { name: 'Compact Case', brand: 'CaseMaker', formFactor: 'Mid Tower', supportedFormFactors: ['ATX'], maxGpuLengthMm: 360, maxCoolerHeightMm: 170, maxRadiatorMm: 360, psuFormFactor: 'ATX', ...over });
const gpu = (slotWidth: number, lengthMm = 300, name = 'Thick Card') => part('gpu', { name, slotWidth, lengthMm, cudaCores: 8000 });
const air = (over: Record<string, unknown> = {}) => part('cpu-cooler', { name: 'Big Dual-Tower CPU Cooler', brand: 'CoolerMaker', coolerType: 'air', heightMm: 165, sockets: ['AM5'], ...over });
const aio = (radiatorMm = 360) => part('cpu-cooler', { name: 'Liquid 360', brand: 'CoolerMaker', coolerType: 'aio', radiatorMm, sockets: ['AM5'] });
const ram = (heightMm?: number) => part('ram', { heightMm, modules: 2, capacityGb: 32, ramType: 'DDR5', frequency_mhz: 6000 });
const board = (over: Record<string, unknown> = {}) =>
  part('mobo', { name: 'Board X', brand: 'BoardMaker', socket: 'AM5', formFactor: 'ATX', ramType: 'DDR5', ramSlots: 4, maxMemoryGb: 192, gpuSlots: 2, m2Slots: 2, storageSlots: 4, ...over });

describe('card thickness against the case’s stated limit', () => {
  it('a 3.5-slot card in a 3-slot case is a problem naming both', () => {
    const w = physicalWarnings(sel({ case: pcCase({ maxGpuSlots: 3 }), gpus: [gpu(3.5)] }));
    expect(w).toEqual(['The Thick Card is 3.5 slots thick; the Compact Case takes cards up to 3 slots. Choose a card of 3 slots or less, or a bigger case.']);
  });
  it('two cards of one model that are too thick are named once, not twice', () => {
    const card = gpu(3.5);
    expect(physicalWarnings(sel({ case: pcCase({ maxGpuSlots: 3 }), gpus: [card, card] }))).toHaveLength(1);
  });
  it('boundary: a 3-slot card fits a 3-slot limit; a 3.125-slot card does not', () => {
    expect(physicalWarnings(sel({ case: pcCase({ maxGpuSlots: 3 }), gpus: [gpu(3)] }))).toEqual([]);
    expect(physicalWarnings(sel({ case: pcCase({ maxGpuSlots: 3 }), gpus: [gpu(3.125)] }))).toHaveLength(1);
  });
  it('a case without a stated limit is not judged; a small one says so in the not-checked list', () => {
    expect(physicalWarnings(sel({ case: pcCase(), gpus: [gpu(4)] }))).toEqual([]);
    expect(notCheckedFor(sel({ case: pcCase({ formFactor: 'Small Form Factor' }), gpus: [gpu(2)] }))).toContain(
      'whether the Thick Card (2 slots thick) fits the Compact Case: we have no thickness limit from CaseMaker',
    );
    expect(notCheckedFor(sel({ case: pcCase(), gpus: [gpu(2)] }))).toEqual([]);
  });
});

describe('a front radiator against the card’s length', () => {
  const withLimit = pcCase({ maxGpuLengthMm: 360, maxGpuLengthWithFrontRadiatorMm: 330 });
  it('a 336 mm card with an AIO, where the front radiator leaves 330 mm, is a note with the fix', () => {
    const notes = physicalNotes(sel({ case: withLimit, cpuCooler: aio(), gpus: [gpu(2.5, 336, 'Long Card')] }));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('330 mm');
    expect(notes[0]).toContain('336 mm');
    expect(notes[0]).toContain('Mount the radiator at the top');
  });
  it('boundary: a 330 mm card fits; an air cooler leaves the full length', () => {
    expect(physicalNotes(sel({ case: withLimit, cpuCooler: aio(), gpus: [gpu(2.5, 330)] }))).toEqual([]);
    expect(physicalNotes(sel({ case: withLimit, cpuCooler: air(), gpus: [gpu(2.5, 336)] }))).toEqual([]);
  });
  it('a card too long even without a radiator gets the length problem only', () => {
    const r = evaluateBuild(sel({ case: withLimit, cpuCooler: aio(), gpus: [gpu(2.5, 365)] }));
    expect(r.problems.filter((p) => p.startsWith('GPU is 365 mm'))).toHaveLength(1);
    expect(r.notes.filter((n) => n.includes('radiator in the front'))).toEqual([]);
  });
  it('without the case maker’s reduced figure: not checked, said so', () => {
    expect(notCheckedFor(sel({ case: pcCase(), cpuCooler: aio(), gpus: [gpu(2.5)] }))).toContain(
      'whether the graphics card still fits in the Compact Case with the radiator in the front: we have no figure from CaseMaker for that',
    );
  });
});

describe('RAM height against the air cooler’s RAM clearance', () => {
  it('44 mm RAM under a cooler that clears 32 mm is a problem naming both', () => {
    const w = physicalWarnings(sel({ cpuCooler: air({ ramClearanceMm: 32 }), rams: [ram(44)] }));
    expect(w).toEqual([
      'The RAM is 44 mm tall; the Big leaves 32 mm for RAM under its fan. Choose RAM of 32 mm or less, or a cooler that clears it.',
    ]);
  });
  it('boundary: 32 mm RAM fits 32 mm; 32.1 mm does not; the tallest kit counts', () => {
    expect(physicalWarnings(sel({ cpuCooler: air({ ramClearanceMm: 32 }), rams: [ram(32)] }))).toEqual([]);
    expect(physicalWarnings(sel({ cpuCooler: air({ ramClearanceMm: 32 }), rams: [ram(32.1)] }))).toHaveLength(1);
    expect(physicalWarnings(sel({ cpuCooler: air({ ramClearanceMm: 32 }), rams: [ram(31), null, ram(34.1)] }))[0]).toContain('34.1 mm');
  });
  it('a missing figure on either side is not checked, and the list says which', () => {
    expect(physicalWarnings(sel({ cpuCooler: air(), rams: [ram(56)] }))).toEqual([]);
    expect(notCheckedFor(sel({ cpuCooler: air(), rams: [ram(56)] }))).toContain('whether tall RAM fits under the Big: we have no RAM clearance figure from CoolerMaker');
    expect(physicalWarnings(sel({ cpuCooler: air({ ramClearanceMm: 32 }), rams: [ram(undefined)] }))).toEqual([]);
    expect(notCheckedFor(sel({ cpuCooler: air({ ramClearanceMm: 32 }), rams: [ram(undefined)] }))).toContain(
      'whether the RAM fits under the Big: we have no module height from the RAM maker',
    );
    expect(notCheckedFor(sel({ cpuCooler: aio(), rams: [ram(56)] }))).toEqual([]);
  });
});

describe('two thick cards against the board’s slot spacing', () => {
  it('a 3.5-slot first card on a board whose slots are 3 apart is a problem', () => {
    const w = physicalWarnings(sel({ mobo: board({ gpuSlotSpacing: 3 }), gpus: [gpu(3.5), gpu(3.5)] }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('3.5 slots thick');
    expect(w[0]).toContain('3 slots apart');
  });
  it('boundary: 3-slot cards on 3-slot spacing fit; one card alone is never judged', () => {
    expect(physicalWarnings(sel({ mobo: board({ gpuSlotSpacing: 3 }), gpus: [gpu(3), gpu(3)] }))).toEqual([]);
    expect(physicalWarnings(sel({ mobo: board({ gpuSlotSpacing: 2 }), gpus: [gpu(3.5)] }))).toEqual([]);
  });
  it('without the board maker’s spacing: not checked, said so', () => {
    expect(physicalWarnings(sel({ mobo: board(), gpus: [gpu(3.5), gpu(3.5)] }))).toEqual([]);
    expect(notCheckedFor(sel({ mobo: board(), gpus: [gpu(3.5), gpu(3.5)] }))).toContain(
      'whether two graphics cards fit side by side on the Board X: we have no slot spacing from BoardMaker',
    );
  });
});

describe('the not-checked list', () => {
  it('starts with the general items, then what lacks a maker figure for these parts', () => {
    const s = sel({ psu: part('psu', { wattage: 650 }), gpus: [part('gpu', { name: 'Arc B580 Card 12GB' })] });
    expect(notChecked(s)).toEqual([...NOT_CHECKED, "the PSU wattage the Arc B580 Card's maker recommends (no maker figure listed)"]);
    expect(evaluateBuild(s).notChecked).toEqual(notChecked(s));
  });
  it('an empty build lists the general items only', () => {
    expect(evaluateBuild(sel({})).notChecked).toEqual([...NOT_CHECKED]);
  });
});
