/**
 * The catalogue as editors leave it: valid against the schema, ids unique, every field a rule
 * reads present, figures in sane ranges, and the coverage the product promises.
 */
import { describe, expect, it } from 'vitest';
import { catalogue, componentsOf, ALL_COMPONENTS, RAW_CATALOGUE_FILES } from './index.ts';
import { CatalogueError, parseCatalogue } from './parse.ts';
import { CATEGORIES, SOCKETS } from '../domain/catalogue/catalogue.ts';

const count = <T,>(list: readonly T[], pred: (x: T) => boolean) => list.filter(pred).length;

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
    const prefix: Record<string, string> = { 'cpu-cooler': 'cooler-', 'case-fan': 'fan-', 'thermal-paste': 'paste-', 'wifi-card': 'wifi-' };
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
    // Shop prices of April 2026: an RTX 5090 near ₱236,000, 32 GB of DDR5 near ₱33,000, a 96 GB kit near ₱92,000.
    const range: Record<string, [number, number]> = {
      cpu: [2500, 60000], mobo: [2500, 60000], gpu: [4000, 300000], ram: [800, 100000], m2: [1200, 60000],
      storage: [1000, 40000], psu: [1500, 25000], case: [1200, 25000], 'cpu-cooler': [500, 20000],
      // Issue 29: a single fan from ₱140, paste from ₱100, a free OS, UPS units from ₱2,000.
      'case-fan': [100, 8000], 'thermal-paste': [100, 2000], 'wifi-card': [500, 10000], os: [0, 20000], ups: [1500, 60000],
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

describe('maker figures behind the builder’s verdicts (issue 11)', () => {
  const model = (name: string) => name.replace(/\s+\d+-Core\b.*$/, '');

  it('says which CPUs have graphics of their own: Intel without "F", AMD "G" on AM4, AM5 without "F"', () => {
    for (const c of componentsOf('cpu')) {
      const m = model(c.name);
      const expected = c.brand === 'Intel' ? !/\d+K?F$/.test(m) : c.socket === 'AM4' ? /\d{4}GT?$/.test(m) : !/\d{4}F$/.test(m);
      expect(c.integratedGraphics, c.id).toBe(expected);
    }
  });

  it('never puts a cooler in the box of an unlocked Intel K/KF or a Ryzen 9000', () => {
    for (const c of componentsOf('cpu')) {
      if (/\d+KF?$/.test(model(c.name)) || c.generation?.startsWith('Ryzen 9000')) expect(c.coolerIncluded, c.id).toBe(false);
    }
  });

  it('gives every CPU its generation, consistent with its model number', () => {
    for (const c of componentsOf('cpu')) {
      const m = model(c.name);
      const expected = /Ryzen \d (\d)\d{3}(X3D)?/.exec(m)
        ? `Ryzen ${/Ryzen \d (\d)/.exec(m)![1]}000${/X3D$/.test(m) && /Ryzen \d [79]/.test(m) ? ' X3D' : ''}`
        : /Core i\d-(1[234])\d{3}/.exec(m)
          ? `Core ${/Core i\d-(1[234])/.exec(m)![1]}th Gen`
          : 'Core Ultra 200S';
      expect(c.generation, c.id).toBe(expected);
    }
  });

  it('gives Intel 12th–14th gen their DDR4 rating (3200) apart from the DDR5 one, and no one else', () => {
    for (const c of componentsOf('cpu')) {
      if (c.socket === 'LGA1700') {
        expect(c.ramMaxDdr4, c.id).toBe(3200);
        expect(c.ramMax, c.id).toBeGreaterThan(3200);
      } else expect(c.ramMaxDdr4, c.id).toBeUndefined();
    }
  });

  it('counts performance cores exactly on Intel hybrid CPUs (threads = 2 × P-cores + E-cores on LGA1700)', () => {
    for (const c of componentsOf('cpu')) {
      if (c.socket === 'LGA1700') {
        const hybrid = c.threads < 2 * c.cores;
        expect(c.performanceCores !== undefined, c.id).toBe(hybrid);
        if (hybrid) expect(2 * c.performanceCores! + (c.cores - c.performanceCores!), c.id).toBe(c.threads);
      } else if (c.socket === 'LGA1851') {
        expect(c.performanceCores, c.id).toBeLessThan(c.cores);
        expect(c.threads, c.id).toBe(c.cores);
      } else expect(c.performanceCores, c.id).toBeUndefined();
    }
  });

  it('keeps recommended PSU wattages plausible: whole 50 W steps, at least 1.5 × the card’s board power, one figure per chip unless a partner asks more', () => {
    const lowest = new Map<string, number>();
    for (const g of componentsOf('gpu')) {
      if (g.recommendedPsuW === undefined) continue;
      expect(g.recommendedPsuW % 50, g.id).toBe(0);
      expect(g.recommendedPsuW, g.id).toBeGreaterThanOrEqual(g.powerDraw * 1.5);
      lowest.set(g.chipset, Math.min(lowest.get(g.chipset) ?? Infinity, g.recommendedPsuW));
    }
    expect(lowest.get('GeForce RTX 4090')).toBe(850);
    expect(lowest.get('Radeon RX 7900 XTX')).toBe(800);
    const raised = componentsOf('gpu').filter((g) => g.recommendedPsuW !== undefined && g.recommendedPsuW > lowest.get(g.chipset)!);
    expect(raised.map((g) => g.id).sort()).toEqual(['gpu-asus-rog-strix-rtx-4090-oc-24gb', 'gpu-asus-tuf-rtx-4080-super-oc-16gb']);
  });

  it('gives factory-overclocked cards their own board power where the maker states it', () => {
    const nitro = componentsOf('gpu').find((g) => g.id === 'gpu-sapphire-nitro-plus-rx-7900-xtx-vapor-x-24gb')!;
    expect(nitro.powerDraw).toBe(420);
  });

  it('lists LGA1851 on every cooler that mounts on LGA1700 (same mounting holes), and the Hyper 212 Black Edition at 158.8 mm', () => {
    for (const c of componentsOf('cpu-cooler')) if (c.sockets.includes('LGA1700')) expect(c.sockets, c.id).toContain('LGA1851');
    expect(componentsOf('cpu-cooler').find((c) => c.id === 'cooler-cooler-master-hyper-212-black-edition')!.heightMm).toBe(158.8);
  });

  it('keeps cooler, RAM, case and board fit figures in sane ranges', () => {
    for (const c of componentsOf('cpu-cooler')) {
      if (c.ratedTdpW !== undefined) expect(c.ratedTdpW, c.id).toBeGreaterThanOrEqual(100);
      if (c.ramClearanceMm !== undefined) {
        expect(c.coolerType, c.id).toBe('air');
        expect(c.ramClearanceMm, c.id).toBeLessThan(c.heightMm!);
      }
    }
    for (const r of componentsOf('ram')) if (r.heightMm !== undefined) expect(r.heightMm, r.id).toBeGreaterThanOrEqual(30);
    for (const c of componentsOf('case')) {
      if (c.maxGpuSlots !== undefined) expect(c.maxGpuSlots, c.id).toBeGreaterThanOrEqual(2);
      if (c.maxGpuLengthWithFrontRadiatorMm !== undefined) expect(c.maxGpuLengthWithFrontRadiatorMm, c.id).toBeLessThan(c.maxGpuLengthMm);
    }
    for (const b of componentsOf('mobo')) if (b.gpuSlotSpacing !== undefined) expect(b.gpuSlots, b.id).toBeGreaterThanOrEqual(2);
  });

  it('rejects a length with more than one decimal', () => {
    const cooler = (RAW_CATALOGUE_FILES['cpu-cooler'] as { parts: Record<string, unknown>[] }).parts.find((c) => c.coolerType === 'air')!;
    const bad = { ...RAW_CATALOGUE_FILES, 'cpu-cooler': { ...(RAW_CATALOGUE_FILES['cpu-cooler'] as object), parts: [{ ...cooler, heightMm: 158.85 }] } };
    expect(() => parseCatalogue(bad)).toThrow(/one decimal/);
  });
});
