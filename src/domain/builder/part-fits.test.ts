import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { fitRule, fitsTogether, partFits } from './part-fits.ts';
import { board, cpu, part } from './test-parts.ts';
import { caseFitsBoard, socketsMatch } from './selection.ts';

const gpu = (lengthMm: number, over: Record<string, unknown> = {}) =>
  part('gpu', { lengthMm, slotWidth: 2, powerDraw: 200, chipMaker: 'nvidia', chipset: 'GeForce RTX 4060', vram: 8, ...over });
const pcCase = (over: Record<string, unknown> = {}) =>
  part('case', { supportedFormFactors: ['ATX', 'Micro-ATX'], maxGpuLengthMm: 330, maxCoolerHeightMm: 160, maxRadiatorMm: 280, psuFormFactor: 'ATX', ...over });

describe('fitsTogether: the builder finds no new problem in the pair', () => {
  it('takes a board of the CPU socket and refuses another', () => {
    const am5 = cpu('AM5', { integratedGraphics: true, coolerIncluded: true, maxTdp: 88, tdp: 65 });
    expect(fitsTogether(am5, board({ socket: 'AM5' }))).toBe(true);
    expect(fitsTogether(am5, board({ socket: 'AM4' }))).toBe(false);
  });

  it('does not blame the pair for what one part lacks alone (a CPU with no cooler and no graphics)', () => {
    const bare = cpu('AM5', { integratedGraphics: false, coolerIncluded: false, maxTdp: 120, tdp: 105 });
    expect(fitsTogether(bare, board({ socket: 'AM5' }))).toBe(true);
  });

  it('measures a card against the case: 330 mm fits a 330 mm case, 331 mm does not', () => {
    expect(fitsTogether(gpu(330), pcCase())).toBe(true);
    expect(fitsTogether(gpu(331), pcCase())).toBe(false);
    expect(fitsTogether(pcCase(), gpu(331))).toBe(false);
  });

  it('holds a power supply to the card maker recommendation', () => {
    const card = gpu(250, { recommendedPsuW: 650 });
    expect(fitsTogether(card, part('psu', { wattage: 650, formFactor: 'ATX' }))).toBe(true);
    expect(fitsTogether(card, part('psu', { wattage: 550, formFactor: 'ATX' }))).toBe(false);
  });
});

describe('partFits', () => {
  it('lists the fitting partners cheapest first with the catalogue count', () => {
    const am5 = cpu('AM5', { integratedGraphics: true, coolerIncluded: true, maxTdp: 88, tdp: 65, memoryTypes: ['DDR5'], ramMax: 5200 });
    const dear = board({ socket: 'AM5', price: 9000 });
    const cheap = board({ socket: 'AM5', price: 5000 });
    const am4 = board({ socket: 'AM4', price: 3000 });
    const fits = partFits(am5, { mobo: [dear, am4, cheap], 'cpu-cooler': [] });
    const boards = fits.lines.find((l) => l.category === 'mobo')!;
    expect(boards.fitting.map((b) => b.id)).toEqual([cheap.id, dear.id]);
    expect(boards.of).toBe(3);
    expect(boards.rule).toBe('Motherboards with the AM5 socket');
  });

  it('has no partner lines for peripherals', () => {
    expect(partFits(part('mouse'), {}).lines).toEqual([]);
  });

  it('says what a CPU brings: memory, cooler, graphics', () => {
    const facts = partFits(cpu('AM4', { memoryTypes: ['DDR4'], ramMax: 3200, coolerIncluded: false, integratedGraphics: false }), {}).facts;
    expect(facts.map((f) => f.text)).toEqual([
      'DDR4 rated up to 3200 MHz',
      'No cooler in the box: choose one',
      'No graphics of its own: needs a graphics card',
    ]);
  });
});

describe('fitRule words come from the part itself', () => {
  it('names lengths, form factors and sockets', () => {
    expect(fitRule(gpu(336, { slotWidth: 2.5 }), 'case')).toBe('Cases that take cards of 336 mm and 2.5 slots');
    expect(fitRule(pcCase({ maxGpuSlots: 3 }), 'gpu')).toBe('Graphics cards up to 330 mm and 3 slots');
    expect(fitRule(pcCase(), 'mobo')).toBe('ATX or Micro-ATX motherboards');
    expect(fitRule(pcCase({ psuFormFactor: 'SFX-L' }), 'psu')).toBe('SFX or SFX-L power supplies');
    expect(fitRule(part('cpu-cooler', { coolerType: 'air', sockets: ['AM4', 'AM5'], heightMm: 155 }), 'case')).toBe('Cases with room for a 155 mm cooler');
    expect(fitRule(part('cpu-cooler', { coolerType: 'aio', sockets: ['AM5'], radiatorMm: 360 }), 'case')).toBe('Cases with a 360 mm radiator mount');
  });
});

describe('on the real catalogue', () => {
  const all = catalogue.parts;
  it('a CPU fits exactly the boards of its socket', () => {
    for (const c of all.cpu.slice(0, 20)) {
      const line = partFits(c as Component, all).lines.find((l) => l.category === 'mobo')!;
      expect(line.fitting.length).toBe(all.mobo.filter((b) => socketsMatch(b.socket, c.socket)).length);
    }
  });

  it('a board fits exactly the cases that list its form factor, and a card the cases long enough', () => {
    for (const b of all.mobo.slice(0, 10)) {
      const line = partFits(b as Component, all).lines.find((l) => l.category === 'case')!;
      expect(line.fitting.length).toBe(all.case.filter((c) => caseFitsBoard(c, b)).length);
    }
    for (const g of all.gpu.slice(0, 10)) {
      const line = partFits(g as Component, all).lines.find((l) => l.category === 'case')!;
      const long = all.case.filter((c) => g.lengthMm <= c.maxGpuLengthMm && (c.maxGpuSlots === undefined || g.slotWidth <= c.maxGpuSlots));
      expect(line.fitting.length).toBe(long.length);
    }
  });
});
