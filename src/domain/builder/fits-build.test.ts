import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { fitsDraft, hidingText, narrowToFit } from './fits-build.ts';
import { emptySelection, memoryTypesOf, socketsMatch, type Selection } from './selection.ts';
import { board, cpu, part, sel } from './test-parts.ts';

const all = Object.values(catalogue.parts).flat() as Component[];
const byId = (id: string) => all.find((p) => p.id === id)!;

describe('fitsDraft: the builder rules decide what fits the draft', () => {
  it('lets everything through for an empty draft', () => {
    const fits = fitsDraft(emptySelection());
    expect(all.every(fits)).toBe(true);
  });

  it('keeps CPUs of the board socket, kits of its memory type and cases that take it', () => {
    const mobo = (catalogue.parts.mobo as Component<'mobo'>[]).find((b) => b.socket === 'AM5' && b.formFactor === 'ATX')!;
    const fits = fitsDraft(sel({ mobo }));
    const cpus = catalogue.parts.cpu as Component<'cpu'>[];
    expect(cpus.filter(fits).length).toBeGreaterThan(0);
    expect(cpus.filter(fits).every((c) => socketsMatch(c.socket, 'AM5'))).toBe(true);
    expect(cpus.filter((c) => !socketsMatch(c.socket, 'AM5')).some(fits)).toBe(false);
    const rams = catalogue.parts.ram as Component<'ram'>[];
    expect(rams.filter(fits).every((r) => memoryTypesOf(mobo.ramType).includes(r.ramType.toUpperCase()))).toBe(true);
    expect(rams.filter((r) => r.ramType.toUpperCase() === 'DDR4').some(fits)).toBe(false);
    const cases = catalogue.parts.case as Component<'case'>[];
    expect(cases.filter((c) => !c.supportedFormFactors.includes('ATX')).some(fits)).toBe(false);
    expect(cases.filter((c) => c.supportedFormFactors.includes('ATX')).length).toBeGreaterThan(0);
  });

  it('reads a chosen part as one to replace: another CPU of the same socket fits, a board that would remove parts does not', () => {
    const am5 = board({ socket: 'AM5' });
    const draft: Selection = sel({ mobo: am5, cpu: cpu('AM5', { integratedGraphics: true, coolerIncluded: true }) });
    const fits = fitsDraft(draft);
    expect(fits(cpu('AM5', { integratedGraphics: true, coolerIncluded: true }))).toBe(true);
    expect(fits(cpu('AM4', { integratedGraphics: true, coolerIncluded: true }))).toBe(false);
    // An AM4 board would take the AM5 CPU out of the build.
    expect(fits(board({ socket: 'AM4' }))).toBe(false);
  });

  it('measures a card against the chosen case, and keeps peripherals', () => {
    const pcCase = part('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: 300, maxCoolerHeightMm: 160, psuFormFactor: 'ATX' });
    const fits = fitsDraft(sel({ case: pcCase }));
    const gpu = (lengthMm: number) => part('gpu', { lengthMm, slotWidth: 2, powerDraw: 150, chipMaker: 'nvidia', chipset: 'GeForce RTX 4060', vram: 8 });
    expect(fits(gpu(300))).toBe(true);
    expect(fits(gpu(301))).toBe(false);
    expect(fits(byId((catalogue.parts.keyboard as Component[])[0]!.id))).toBe(true);
  });

  it('does not blame a part for what it lacks alone (a CPU with no cooler in the box)', () => {
    const fits = fitsDraft(sel({ mobo: board({ socket: 'AM5' }) }));
    expect(fits(cpu('AM5', { integratedGraphics: false, coolerIncluded: false, tdp: 105, maxTdp: 120 }))).toBe(true);
  });

  it('checks the whole catalogue against a full draft, keeping some and not all', () => {
    const draft = sel({
      mobo: byId('mobo-asus-tuf-gaming-b650-plus-wifi') ?? (catalogue.parts.mobo as Component<'mobo'>[]).find((b) => b.socket === 'AM5')!,
      cpu: byId('cpu-amd-ryzen-5-7600') as Component<'cpu'>,
    } as Partial<Selection>);
    const kept = all.filter(fitsDraft(draft)).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(all.length);
  });
});

describe('narrowToFit and its count', () => {
  const a = part('cpu');
  const b = part('cpu');
  const c = part('ram');
  it('hides what does not fit, counts it and drops sections left empty', () => {
    const out = narrowToFit(
      [
        { category: 'cpu', parts: [a, b] },
        { category: 'ram', parts: [c] },
      ],
      (p) => p === a,
    );
    expect(out.hidden).toBe(2);
    expect(out.sections).toEqual([{ category: 'cpu', parts: [a] }]);
  });
  it('says what it hides', () => {
    expect(hidingText(143)).toBe("hiding 143 that don't fit your build");
    expect(hidingText(1)).toBe("hiding 1 that doesn't fit your build");
  });
});
