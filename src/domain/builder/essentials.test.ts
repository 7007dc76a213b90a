import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import { evaluateBuild } from './compatibility.ts';
import { coolingNeedW, essentialNotes, essentialProblems } from './essentials.ts';

const cpu = (over: Record<string, unknown> = {}) =>
  part('cpu', { name: 'Intel Core i5-12400F 6-Core 2.5GHz LGA1700 Processor', socket: 'LGA1700', cores: 6, maxTdp: 117, integratedGraphics: false, coolerIncluded: true, ...over });
const gpu = (chipMaker = 'nvidia') => part('gpu', { chipMaker, cudaCores: 3072, computeUnits: 32 });
const ram = (modules: number, ramType = 'DDR5', capacityGb = 16 * modules, frequency_mhz = 6000) =>
  part('ram', { modules, ramType, capacityGb, frequency_mhz });
const cooler = (ratedTdpW?: number) => part('cpu-cooler', { name: 'Budget Single-Tower CPU Air Cooler', coolerType: 'air', heightMm: 150, ratedTdpW, sockets: ['LGA1700'] });

describe('no picture: a CPU without integrated graphics and no graphics card', () => {
  it('an "F" CPU with no GPU is a problem that says what to do', () => {
    const [problem] = essentialProblems(sel({ cpu: cpu() }));
    expect(problem).toContain('No picture');
    expect(problem).toContain('Intel Core i5-12400F');
    expect(problem).toContain('Add a graphics card');
    const r = evaluateBuild(sel({ cpu: cpu() }));
    expect(r.problems).toEqual([problem]);
    expect(r.compatSeverity).toBe('bad');
  });
  it('near misses: the same CPU with a GPU, or a CPU with graphics and no GPU', () => {
    expect(essentialProblems(sel({ cpu: cpu(), gpus: [gpu()] }))).toEqual([]);
    expect(essentialProblems(sel({ cpu: cpu({ integratedGraphics: true }) }))).toEqual([]);
  });
  it('an empty GPU selector is no GPU', () => {
    expect(essentialProblems(sel({ cpu: cpu(), gpus: [null, null] }))).toHaveLength(1);
  });
});

describe('a CPU sold without a cooler, and no cooler chosen', () => {
  it('is a problem naming the socket and the CPU’s maximum power', () => {
    const [problem] = essentialProblems(sel({ cpu: cpu({ name: 'AMD Ryzen 7 7700X 8-Core', socket: 'AM5', tdp: 105, maxTdp: 142, coolerIncluded: false }), gpus: [gpu()] }));
    expect(problem).toContain('AMD Ryzen 7 7700X is sold without a cooler');
    expect(problem).toContain('supports AM5');
    expect(problem).toContain('at least 105 W');
  });
  it('near misses: a cooler chosen, or a CPU with a cooler in the box', () => {
    expect(essentialProblems(sel({ cpu: cpu({ coolerIncluded: false }), cpuCooler: cooler(), gpus: [gpu()] }))).toEqual([]);
    expect(essentialProblems(sel({ cpu: cpu({ coolerIncluded: true }), gpus: [gpu()] }))).toEqual([]);
  });
});

describe('graphics cards from different chip makers', () => {
  it('NVIDIA with AMD is a problem', () => {
    const [problem] = essentialProblems(sel({ gpus: [gpu('nvidia'), gpu('amd')] }));
    expect(problem).toContain('NVIDIA and AMD');
    expect(problem).toContain('Keep one card');
  });
  it('two cards of one maker are fine', () => {
    expect(essentialProblems(sel({ gpus: [gpu('amd'), null, gpu('amd')] }))).toEqual([]);
  });
});

describe('one RAM stick: the dual-channel note', () => {
  it('one module is a note with the fix', () => {
    const notes = essentialNotes(sel({ rams: [ram(1, 'DDR4', 16, 3200)] }));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('single channel');
    expect(notes[0]).toContain('16 GB');
    expect(notes[0]).toContain('2 × 8 GB');
    const r = evaluateBuild(sel({ rams: [ram(1, 'DDR4', 16, 3200)] }));
    expect(r.problems).toEqual([]);
    expect(r.compatSeverity).toBe('warn');
  });
  it('near misses: a two-module kit, or two single modules', () => {
    expect(essentialNotes(sel({ rams: [ram(2, 'DDR4', 16, 3200)] }))).toEqual([]);
    expect(essentialNotes(sel({ rams: [ram(1, 'DDR4', 8, 3200), ram(1, 'DDR4', 8, 3200)] }))).toEqual([]);
  });
});

describe('four DDR5 modules run below the kit’s rated speed', () => {
  it('two 2-module DDR5 kits on AM5 give the note with AMD’s figure and the fix', () => {
    const notes = essentialNotes(sel({ cpu: cpu({ socket: 'AM5' }), rams: [ram(2), ram(2)] }));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('4 DDR5 modules');
    expect(notes[0]).toContain('6000 MHz');
    expect(notes[0]).toContain('DDR5-3600');
    expect(notes[0]).toContain('2 × 32 GB');
  });
  it('on Intel 12th–14th gen it gives Intel’s figure; without a CPU, no figure', () => {
    expect(essentialNotes(sel({ cpu: cpu(), rams: [ram(4)] }))[0]).toContain('DDR5-4000 to 4400');
    const bare = essentialNotes(sel({ rams: [ram(4)] }))[0]!;
    expect(bare).toContain('well below');
    expect(bare).not.toContain('rates');
  });
  it('three modules already put two on a channel', () => {
    expect(essentialNotes(sel({ rams: [ram(2), ram(1)] }))).toHaveLength(1);
  });
  it('near misses: two DDR5 modules, or four DDR4 modules', () => {
    expect(essentialNotes(sel({ rams: [ram(2)] }))).toEqual([]);
    expect(essentialNotes(sel({ rams: [ram(2, 'DDR4', 32, 3200), ram(2, 'DDR4', 32, 3200)] }))).toEqual([]);
  });
});

describe('the cooler’s rated heat load against the CPU', () => {
  it('cooler ratings are read against the TDP, and the peak power read the way AMD relates it to TDP', () => {
    expect(coolingNeedW({ tdp: 170, maxTdp: 230 })).toBe(170); // Ryzen 9 7950X
    expect(coolingNeedW({ tdp: 65, maxTdp: 88 })).toBe(65); // Ryzen 5 7600
    expect(coolingNeedW({ tdp: 125, maxTdp: 253 })).toBe(187); // Core i9-14900K
  });
  it('a 150 W cooler on a 170 W CPU is a note naming both, with the rating to choose', () => {
    const notes = essentialNotes(sel({ cpu: cpu({ tdp: 170, maxTdp: 230 }), cpuCooler: cooler(150) }));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('rated for 150 W');
    expect(notes[0]).toContain('a 170 W CPU that draws up to 230 W');
    expect(notes[0]).toContain('at least 170 W');
  });
  it('boundary: rated exactly at the need is fine, one watt under is not', () => {
    expect(essentialNotes(sel({ cpu: cpu({ tdp: 170, maxTdp: 230 }), cpuCooler: cooler(170) }))).toEqual([]);
    expect(essentialNotes(sel({ cpu: cpu({ tdp: 170, maxTdp: 230 }), cpuCooler: cooler(169) }))).toHaveLength(1);
  });
  it('a cooler without a maker rating is not judged (it goes to the not-checked list)', () => {
    expect(essentialNotes(sel({ cpu: cpu({ tdp: 125, maxTdp: 253 }), cpuCooler: cooler(undefined) }))).toEqual([]);
    const r = evaluateBuild(sel({ cpu: cpu({ tdp: 125, maxTdp: 253 }), cpuCooler: cooler(undefined) }));
    expect(r.notChecked.some((item) => item.includes('Budget') && item.includes('a 125 W CPU, up to 253 W') && item.includes('no heat rating'))).toBe(true);
  });
});
