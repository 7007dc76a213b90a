/**
 * The catalogue as editors leave it: valid against the schema, ids unique, every field a rule
 * reads present, figures in sane ranges, and the coverage the product promises.
 */
import { describe, expect, it } from 'vitest';
import { catalogue, componentsOf, ALL_COMPONENTS, RAW_CATALOGUE_FILES } from './index.ts';
import { CatalogueError, parseCatalogue } from './parse.ts';
import { CATEGORIES, SOCKETS } from '../domain/catalogue.ts';

const count = (list: unknown[], pred: (x: any) => boolean) => list.filter(pred).length;

describe('catalogue coverage', () => {
  it('has at least 450 parts', () => {
    expect(ALL_COMPONENTS.length).toBeGreaterThanOrEqual(450);
  });

  it.each([
    ['cpu', 50], ['mobo', 50], ['gpu', 50], ['ram', 30], ['m2', 25], ['storage', 15], ['psu', 30],
    ['case', 30], ['cpu-cooler', 25], ['keyboard', 12], ['mouse', 12], ['headset', 12], ['monitor', 12],
  ] as const)('has at least the promised number of %s parts (%i)', (category, min) => {
    expect(componentsOf(category).length).toBeGreaterThanOrEqual(min);
  });

  it('has CPUs for every socket: AM4, AM5, LGA1700, LGA1851', () => {
    for (const socket of SOCKETS) expect(count(componentsOf('cpu'), (c) => c.socket === socket)).toBeGreaterThanOrEqual(8);
  });

  it('has boards of every current chipset family, every form factor, DDR4 and DDR5', () => {
    const boards = componentsOf('mobo');
    const chipsets = new Set(boards.map((b) => b.chipset));
    for (const family of ['A520', 'B550', 'X570', 'A620', 'B650', 'X670E', 'B850', 'X870', 'H610', 'B760', 'Z790', 'B860', 'Z890']) {
      expect(chipsets, family).toContain(family);
    }
    for (const ff of ['Mini-ITX', 'Micro-ATX', 'ATX', 'E-ATX']) expect(count(boards, (b) => b.formFactor === ff), ff).toBeGreaterThan(0);
    expect(count(boards, (b) => b.ramType === 'DDR4')).toBeGreaterThan(5);
    expect(count(boards, (b) => b.ramType === 'DDR5')).toBeGreaterThan(5);
    for (const socket of SOCKETS) expect(count(boards, (b) => b.socket === socket), socket).toBeGreaterThan(0);
  });

  it('has NVIDIA, AMD and Intel Arc cards, several board-partner models per popular chip', () => {
    const gpus = componentsOf('gpu');
    for (const maker of ['nvidia', 'amd', 'intel']) expect(count(gpus, (g) => g.chipMaker === maker), maker).toBeGreaterThan(3);
    const perChip = new Map<string, Set<string>>();
    for (const g of gpus) perChip.set(g.chipset, (perChip.get(g.chipset) ?? new Set()).add(g.brand));
    expect([...perChip.values()].filter((brands) => brands.size >= 3).length).toBeGreaterThanOrEqual(5);
  });

  it('has SATA SSDs and hard drives, ATX and SFX power supplies, air and liquid coolers', () => {
    expect(count(componentsOf('storage'), (d) => d.kind === 'ssd')).toBeGreaterThan(3);
    expect(count(componentsOf('storage'), (d) => d.kind === 'hdd')).toBeGreaterThan(3);
    expect(count(componentsOf('psu'), (p) => p.formFactor !== 'ATX')).toBeGreaterThan(2);
    expect(count(componentsOf('cpu-cooler'), (c) => c.coolerType === 'air')).toBeGreaterThan(5);
    expect(count(componentsOf('cpu-cooler'), (c) => c.coolerType === 'aio')).toBeGreaterThan(5);
  });
});

describe('catalogue integrity', () => {
  it('uses ids that are unique across the whole catalogue and start with their category', () => {
    const ids = ALL_COMPONENTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prefix: Record<string, string> = { 'cpu-cooler': 'cooler-' };
    for (const p of ALL_COMPONENTS) expect(p.id.startsWith(prefix[p.type] ?? `${p.type}-`), p.id).toBe(true);
  });

  it('dates every category\'s prices to a month that is not in the future', () => {
    const now = new Date().toISOString().slice(0, 7);
    for (const c of CATEGORIES) expect(catalogue.pricesAsOf[c] <= now, c).toBe(true);
  });

  it('keeps CPU figures consistent: threads ≥ cores, boost ≥ base, max power ≥ base power', () => {
    for (const c of componentsOf('cpu')) {
      expect(c.threads, c.id).toBeGreaterThanOrEqual(c.cores);
      expect(c.boostClock, c.id).toBeGreaterThanOrEqual(c.baseClock);
      expect(c.maxTdp, c.id).toBeGreaterThanOrEqual(c.tdp);
      const expected = { AM4: ['DDR4'], AM5: ['DDR5'], LGA1851: ['DDR5'], LGA1700: ['DDR4', 'DDR5'] }[c.socket];
      expect(c.memoryTypes, c.id).toEqual(expected);
    }
  });

  it('keeps board memory sockets consistent with the platform', () => {
    for (const b of componentsOf('mobo')) {
      if (b.socket === 'AM4') expect(b.ramType, b.id).toBe('DDR4');
      if (b.socket === 'AM5' || b.socket === 'LGA1851') expect(b.ramType, b.id).toBe('DDR5');
    }
  });

  it('keeps RAM kits whole: capacity splits evenly over the modules', () => {
    for (const r of componentsOf('ram')) expect(r.capacityGb % r.modules, r.id).toBe(0);
  });

  it('prices parts plausibly for the Philippine market', () => {
    const range: Record<string, [number, number]> = {
      cpu: [2500, 60000], mobo: [2500, 60000], gpu: [4000, 200000], ram: [800, 30000], m2: [1200, 30000],
      storage: [1000, 20000], psu: [1500, 25000], case: [1200, 25000], 'cpu-cooler': [500, 20000],
    };
    for (const p of ALL_COMPONENTS) {
      const [lo, hi] = range[p.type] ?? [300, 80000];
      expect(p.price, p.id).toBeGreaterThanOrEqual(lo);
      expect(p.price, p.id).toBeLessThanOrEqual(hi);
    }
  });

  it('fits physical sizes in sane ranges: GPU lengths, cooler heights, case clearances', () => {
    for (const g of componentsOf('gpu')) expect(g.lengthMm, g.id).toBeGreaterThanOrEqual(150);
    for (const c of componentsOf('cpu-cooler')) if (c.coolerType === 'air') expect(c.heightMm, c.id).toBeGreaterThanOrEqual(30);
    for (const c of componentsOf('case')) expect(c.maxGpuLengthMm, c.id).toBeGreaterThan(c.maxCoolerHeightMm);
  });
});

describe('catalogue validation catches a bad edit', () => {
  const good = RAW_CATALOGUE_FILES;
  const withCpuParts = (parts: unknown[]) => ({ ...good, cpu: { ...(good.cpu as object), parts } });
  const firstCpu = (good.cpu as { parts: Record<string, unknown>[] }).parts[0]!;

  it('accepts the committed files', () => {
    expect(() => parseCatalogue(good)).not.toThrow();
  });

  it('names the file, the part and the field of a missing field', () => {
    const { cores: _drop, ...broken } = firstCpu;
    expect(() => parseCatalogue(withCpuParts([broken]))).toThrowError(
      new RegExp(`content/catalogue/cpu.json: parts\\[0\\] \\(${firstCpu.id}\\)\\.cores`),
    );
  });

  it('rejects an unknown field, a string where a number belongs, and a bad id', () => {
    expect(() => parseCatalogue(withCpuParts([{ ...firstCpu, colour: 'red' }]))).toThrow(CatalogueError);
    expect(() => parseCatalogue(withCpuParts([{ ...firstCpu, price: '9,999' }]))).toThrow(/price/);
    expect(() => parseCatalogue(withCpuParts([{ ...firstCpu, id: 'Bad Id' }]))).toThrow(/kebab-case/);
  });

  it('rejects a socket outside the list, a negative price and a missing pricesAsOf', () => {
    expect(() => parseCatalogue(withCpuParts([{ ...firstCpu, socket: 'LGA775' }]))).toThrow(/socket/);
    expect(() => parseCatalogue(withCpuParts([{ ...firstCpu, price: -5 }]))).toThrow(/price/);
    const { pricesAsOf: _p, ...noDate } = good.cpu as Record<string, unknown>;
    expect(() => parseCatalogue({ ...good, cpu: noDate })).toThrow(/pricesAsOf/);
  });

  it('rejects the same id twice, even across files, and a missing file', () => {
    expect(() => parseCatalogue(withCpuParts([firstCpu, firstCpu]))).toThrow(/already used/);
    const { gpu: _g, ...noGpu } = good;
    expect(() => parseCatalogue(noGpu)).toThrow(/gpu.json: file is missing/);
  });

  it('needs the height of an air cooler (the case check reads it)', () => {
    const cooler = (good['cpu-cooler'] as { parts: Record<string, unknown>[] }).parts.find((c) => c.coolerType === 'air')!;
    const { heightMm: _h, ...broken } = cooler;
    expect(() => parseCatalogue({ ...good, 'cpu-cooler': { ...(good['cpu-cooler'] as object), parts: [broken] } })).toThrow(/heightMm/);
  });

  it('needs the shader count that matches the GPU maker', () => {
    const gpu = (good.gpu as { parts: Record<string, unknown>[] }).parts.find((g) => g.chipMaker === 'nvidia')!;
    const { cudaCores: _c, ...broken } = gpu;
    expect(() => parseCatalogue({ ...good, gpu: { ...(good.gpu as object), parts: [broken] } })).toThrow(/cudaCores/);
  });
});
