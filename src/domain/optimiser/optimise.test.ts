/**
 * The optimiser against the real catalogue (which grows while we work: no part ids or counts
 * here; parts are picked by their specs). The sweep is issue 14's "measured, not assumed".
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component, PartsByCategory } from '../catalogue/catalogue.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { chosenParts, type Selection } from '../builder/selection.ts';
import { isEstimate } from '../pricing/price-display.ts';
import { boxedCoolerVerdict } from '../builder/boxed-cooler.ts';
import { isSsd } from './measure.ts';
import { keptFromSelection, optimiseBuild } from './optimise.ts';
import { PERFORMANCE_DATA } from './performance-data.ts';
import { createRater } from './performance.ts';
import { PURPOSES, type OptimiseResult, type Purpose } from './types.ts';

const parts = catalogue.parts;
const rater = createRater(PERFORMANCE_DATA, { cpus: parts.cpu, gpus: parts.gpu });
const BUDGETS = Array.from({ length: (300_000 - 20_000) / 10_000 + 1 }, (_, i) => 20_000 + i * 10_000);
const answers = new Map<Purpose, OptimiseResult[]>(PURPOSES.map((purpose) => [purpose, BUDGETS.map((budget) => optimiseBuild(parts, { budget, purpose }, { upgradeHint: false }))]));
const ok = (purpose: Purpose) => answers.get(purpose)!.filter((r) => r.status === 'ok');
const gpuOf = (s: Selection) => s.gpus.find((g) => g !== null) ?? null;
const price = (s: Selection) => chosenParts(s).reduce((sum, p) => sum + p.price, 0);
const memoryGb = (s: Selection) => s.rams.reduce((sum, r) => sum + (r?.capacityGb ?? 0), 0);

describe('defaults a shop would agree with (sweep.test.ts checks the technician’s rules)', () => {
  it.each(PURPOSES)('%s: dual channel, an SSD, a cooler where the box has none, no peripherals unless asked, a reason per part', (purpose) => {
    for (const r of ok(purpose)) {
      const s = r.selection!;
      const label = `${purpose} ₱${r.budget}`;
      expect(memoryGb(s), label).toBeGreaterThanOrEqual(16);
      expect(s.rams.reduce((n, k) => n + (k?.modules ?? 0), 0), label).toBe(2);
      expect([...s.m2s, ...s.storage].some((d) => d !== null && isSsd(d)), label).toBe(true);
      if (!s.cpuCooler) expect(boxedCoolerVerdict(s.cpu!), label).toBe('enough');
      expect(s.case, label).not.toBeNull();
      expect([s.keyboard, s.mouse, s.headset, s.monitor]).toEqual([null, null, null, null]);
      expect(r.lines.length).toBe(new Set(chosenParts(s).map((p) => p.id)).size);
      for (const line of r.lines) expect(line.reason.length, `${label} ${line.slot}`).toBeGreaterThan(20);
      // The card maker's PSU figure, and the spec's recommended minimum.
      const verdict = evaluateBuild(s);
      expect(s.psu!.wattage).toBeGreaterThanOrEqual(Math.max(verdict.power.makerRecommendedW ?? 0, verdict.power.minRecommended));
    }
  });

  it('gaming puts the most money into the graphics card once a card is affordable', () => {
    for (const r of ok('gaming').filter((x) => x.budget >= 60_000)) {
      const s = r.selection!;
      expect(gpuOf(s)!.price).toBeGreaterThan(s.cpu!.price);
    }
  });

  it('answers between the ₱5,000 steps keep every part as good as the step below and no better than the step above', () => {
    for (const purpose of PURPOSES) {
      let before: Selection | null = null;
      for (let budget = 40_000; budget <= 70_000; budget += 1_000) {
        const s = optimiseBuild(parts, { budget, purpose }, { upgradeHint: false }).selection!;
        if (before) {
          const label = `${purpose} ₱${budget}`;
          expect(memoryGb(s), label).toBeGreaterThanOrEqual(memoryGb(before));
          const graphicsOf = (x: Selection) => (gpuOf(x) ? rater.gpu(gpuOf(x)!).value : rater.integrated(x.cpu!).value);
          expect(graphicsOf(s), label).toBeGreaterThanOrEqual(graphicsOf(before));
        }
        before = s;
      }
    }
  });
});

describe('known orderings', () => {
  it('for gaming at equal price, the stronger card wins', () => {
    const r = ok('gaming').find((x) => x.budget === 60_000)!;
    const chosen = gpuOf(r.selection!)!;
    // A twin of the chosen card (same size and power) made a step faster, at the chosen card's price
    // (a step: a much faster card would outrun the chosen CPU, and suggestions are never unbalanced).
    const faster = PERFORMANCE_DATA.gpu.discrete.filter((d) => d.score > rater.gpu(chosen).value).sort((a, b) => a.score - b.score)[0]!;
    const twin = { ...chosen, id: 'gpu-test-faster-twin', chipset: faster.chip, vram: faster.vram ?? chosen.vram };
    const withTwin: Partial<PartsByCategory> = { ...parts, gpu: [...parts.gpu, twin] };
    const again = optimiseBuild(withTwin, { budget: 60_000, purpose: 'gaming' }, { upgradeHint: false });
    expect(gpuOf(again.selection!)!.id).toBe(twin.id);
    // And a slower twin at the same price changes nothing.
    const slower = { ...chosen, id: 'gpu-test-slower-twin', chipset: PERFORMANCE_DATA.gpu.discrete.find((d) => d.score < rater.gpu(chosen).value)!.chip };
    const same = optimiseBuild({ ...parts, gpu: [slower, ...parts.gpu] }, { budget: 60_000, purpose: 'gaming' }, { upgradeHint: false });
    expect(gpuOf(same.selection!)!.id).toBe(chosen.id);
  });

  it('productivity buys more CPU than gaming at the same budget', () => {
    const g = ok('gaming').find((x) => x.budget === 80_000)!.selection!;
    const p = ok('productivity').find((x) => x.budget === 80_000)!.selection!;
    expect(rater.cpuMulti(p.cpu!).value).toBeGreaterThan(rater.cpuMulti(g.cpu!).value);
    expect(rater.gpu(gpuOf(g)!).value).toBeGreaterThanOrEqual(gpuOf(p) ? rater.gpu(gpuOf(p)!).value : 0);
  });

  it('is deterministic for the same inputs and catalogue (also on a copy of the catalogue)', () => {
    const a = optimiseBuild(parts, { budget: 55_000, purpose: 'generaluse' });
    const copy = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, [...v].reverse()])) as unknown as PartsByCategory;
    const b = optimiseBuild(copy, { budget: 55_000, purpose: 'generaluse' });
    const ids = (r: OptimiseResult) => chosenParts(r.selection!).map((p) => p.id);
    expect(ids(b)).toEqual(ids(a));
    expect(b.lines.map((l) => l.reason)).toEqual(a.lines.map((l) => l.reason));
    expect(b.upgrade).toEqual(a.upgrade);
  });
});

describe('kept and owned parts', () => {
  const cheapGpu = [...parts.gpu].sort((a, b) => a.price - b.price).find((g) => rater.gpu(g).value >= 25)!;

  it('a kept part is always in the result', () => {
    const am4 = parts.cpu.filter((c) => c.socket === 'AM4').sort((a, b) => a.price - b.price)[0]!;
    const ddr4 = parts.ram.filter((r) => r.ramType === 'DDR4' && r.modules === 2 && r.capacityGb === 16)[0]!;
    const bigCase = [...parts.case].sort((a, b) => b.maxGpuLengthMm - a.maxGpuLengthMm)[0]!;
    for (const keep of [[am4], [ddr4], [cheapGpu], [bigCase], [am4, ddr4, cheapGpu, bigCase]]) {
      const r = optimiseBuild(parts, { budget: 70_000, purpose: 'gaming', keep: keep.map((part) => ({ part })) });
      expect(r.status).toBe('ok');
      const ids = chosenParts(r.selection!).map((p) => p.id);
      for (const p of keep) expect(ids).toContain(p.id);
      expect(evaluateBuild(r.selection!).problems).toEqual([]);
      expect(r.lines.filter((l) => l.kept).map((l) => l.part.id).sort()).toEqual(keep.map((p) => p.id).sort());
    }
  });

  it('a suggested build kept whole comes back unchanged; owned whole, it costs ₱0', () => {
    const first = optimiseBuild(parts, { budget: 75_000, purpose: 'productivity' });
    const ids = (s: Selection) => chosenParts(s).map((p) => p.id).sort();
    const kept = optimiseBuild(parts, { budget: 75_000, purpose: 'productivity', keep: keptFromSelection(first.selection!) });
    expect(kept.status).toBe('ok');
    expect(ids(kept.selection!)).toEqual(ids(first.selection!));
    expect(kept.total).toBe(first.total);
    const allIds = chosenParts(first.selection!).map((p) => p.id);
    const owned = optimiseBuild(parts, { budget: 10_000, purpose: 'productivity', keep: keptFromSelection(first.selection!, allIds) });
    expect(owned.total).toBe(0);
    expect(owned.lines.every((l) => l.owned && l.cost === 0)).toBe(true);
  });

  it('an owned part costs ₱0, and the money goes to the rest', () => {
    const bought = optimiseBuild(parts, { budget: 60_000, purpose: 'gaming', keep: [{ part: cheapGpu }] });
    const owned = optimiseBuild(parts, { budget: 60_000, purpose: 'gaming', keep: [{ part: cheapGpu, owned: true }] });
    expect(owned.lines.find((l) => l.part.id === cheapGpu.id)).toMatchObject({ cost: 0, owned: true, kept: true });
    expect(owned.total).toBe(price(owned.selection!) - cheapGpu.price);
    expect(owned.total).toBeLessThanOrEqual(60_000);
    expect(owned.score).toBeGreaterThanOrEqual(bought.score);
    expect(owned.summary).toMatch(/own count ₱0/);
  });
});

describe('honest edges', () => {
  it('a budget too small says so, with the cheapest compatible build and its price', () => {
    const r = optimiseBuild(parts, { budget: 5_000, purpose: 'gaming' });
    expect(r.status).toBe('budget-too-small');
    expect(r.selection).toBeNull();
    const cheapest = r.cheapest!;
    expect(evaluateBuild(cheapest.selection).problems).toEqual([]);
    expect(cheapest.total).toBe(price(cheapest.selection));
    expect(r.message).toContain(cheapest.total.toLocaleString('en-PH'));
    // Exactly that price is enough.
    expect(optimiseBuild(parts, { budget: cheapest.total, purpose: 'gaming' }).status).toBe('ok');
    expect(optimiseBuild(parts, { budget: cheapest.total - 1, purpose: 'gaming' }).status).toBe('budget-too-small');
  });

  it('a kept DDR4 kit with a kept AM5 CPU: says which kept parts conflict', () => {
    const am5 = parts.cpu.find((c) => c.socket === 'AM5')!;
    const ddr4 = parts.ram.find((r) => r.ramType === 'DDR4')!;
    const r = optimiseBuild(parts, { budget: 100_000, purpose: 'gaming', keep: [{ part: am5 }, { part: ddr4 }] });
    expect(r.status).toBe('kept-conflict');
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]!.parts.map((p) => p.id).sort()).toEqual([am5.id, ddr4.id].sort());
    expect(r.message).toMatch(/DDR4/);
  });

  it('kept parts our rules reject together (a board and a CPU of another socket) are named', () => {
    const board = parts.mobo.find((b) => b.socket === 'AM4')!;
    const cpu = parts.cpu.find((c) => c.socket === 'LGA1700')!;
    const r = optimiseBuild(parts, { budget: 100_000, purpose: 'generaluse', keep: [{ part: board }, { part: cpu }] });
    expect(r.status).toBe('kept-conflict');
    expect(r.conflicts[0]!.parts.map((p) => p.id).sort()).toEqual([board.id, cpu.id].sort());
    expect(r.message).toContain('CPU socket does not match motherboard');
  });

  it('two kept CPUs: a build takes one', () => {
    const [a, b] = parts.cpu;
    const r = optimiseBuild(parts, { budget: 100_000, purpose: 'gaming', keep: [{ part: a! }, { part: b! }] });
    expect(r.status).toBe('kept-conflict');
    expect(r.message).toMatch(/a build takes one/);
  });

  it('nonsense budgets are read as ₱0, not thrown on', () => {
    for (const budget of [NaN, -5, Infinity]) expect(optimiseBuild(parts, { budget, purpose: 'gaming' }).status).toBe('budget-too-small');
  });
});

describe('explanations', () => {
  it('one line per part, the total against the budget, and the +₱5,000 hint', () => {
    const r = optimiseBuild(parts, { budget: 45_000, purpose: 'gaming' });
    expect(r.summary).toMatch(/^₱[\d,]+ of ₱45,000/);
    expect(r.measure).toMatch(/For gaming we weigh the graphics card most/);
    const gpuLine = r.lines.find((l) => l.slot === 'gpus')!;
    expect(gpuLine.reason).toMatch(/strongest card that the budget, the CPU and our rules allow at ₱45,000 .*: \d+ % of the build, within the 30–50 %/);
    const hint = r.upgrade!;
    const next = optimiseBuild(parts, { budget: 45_000 + hint.extra, purpose: 'gaming' }, { upgradeHint: false });
    expect(hint.score).toBe(next.score);
    expect(hint.score).toBeGreaterThan(r.score);
    expect(hint.changes.length).toBeGreaterThan(0);
    expect(hint.text).toMatch(/^\+₱[\d,]+/);
    expect(hint.text).toMatch(/% stronger for gaming\.$/);
  });

  it('says when more money buys nothing stronger', () => {
    const r = optimiseBuild(parts, { budget: 300_000, purpose: 'generaluse' });
    expect(r.upgrade!.percent).toBe(0);
    expect(r.upgrade!.text).toMatch(/strongest general use build|buys nothing stronger/);
  });

  it('says why money is left: the next step up and what it needs, or why nothing is stronger', () => {
    const top = optimiseBuild(parts, { budget: 300_000, purpose: 'generaluse' });
    expect(top.leftover).toMatch(/we would not spend it: nothing in the catalogue makes this general use build stronger/);
    const mid = optimiseBuild(parts, { budget: 47_300, purpose: 'gaming' });
    if (mid.total < mid.budget) expect(mid.leftover).toMatch(/the next step up — .+ — needs ₱[\d,]+/);
  });
});

describe('parts no shop lists', () => {
  const listed = (p: Component) => !isEstimate(p);
  it('an unlisted card that a listed card matches in speed is never suggested, however cheap', () => {
    const r = optimiseBuild(parts, { budget: 90_000, purpose: 'gaming' }, { upgradeHint: false });
    const chosen = gpuOf(r.selection!)!;
    const twin = { ...chosen, id: 'gpu-test-unlisted-twin', price: chosen.price - 5_000, priceSource: 'estimate' as const, offers: [] };
    const again = optimiseBuild({ ...parts, gpu: [...parts.gpu, twin] }, { budget: 90_000, purpose: 'gaming' }, { upgradeHint: false });
    expect(chosenParts(again.selection!).map((p) => p.id)).not.toContain(twin.id);
    expect(again.unlisted).toEqual([]);
  });

  it('when no listed board takes the CPU, an unlisted one is used and the answer says why', () => {
    // Only AM5 CPUs, and every AM5 board unlisted: the board must be an estimate.
    const am5Only = { ...parts, cpu: parts.cpu.filter((c) => c.socket === 'AM5'), mobo: parts.mobo.map((b) => (b.socket === 'AM5' ? { ...b, priceSource: 'estimate' as const, offers: [] } : b)) };
    const r = optimiseBuild(am5Only, { budget: 80_000, purpose: 'gaming' }, { upgradeHint: false });
    expect(r.status).toBe('ok');
    expect(listed(r.selection!.mobo!)).toBe(false);
    expect(r.unlisted.map((u) => u.part.id)).toEqual([r.selection!.mobo!.id]);
    expect(r.unlisted[0]!.why).toMatch(/no motherboard that shops list completes this build/);
    expect(r.lines.find((l) => l.slot === 'mobo')!.reason).toContain('No shop listed');
    for (const part of chosenParts(r.selection!).filter((p) => p.type !== 'mobo')) expect(listed(part), part.id).toBe(true);
  });
});

describe('peripherals', () => {
  it('only when asked, within their own budget, the monitor first', () => {
    const r = optimiseBuild(parts, { budget: 60_000, purpose: 'gaming', peripheralsBudget: 20_000 });
    const p = r.peripherals!;
    expect(p.total).toBeLessThanOrEqual(20_000);
    expect(p.lines.map((l) => l.slot).sort()).toEqual(['headset', 'keyboard', 'monitor', 'mouse']);
    const s = r.selection!;
    for (const slot of ['keyboard', 'mouse', 'headset', 'monitor'] as const) expect(s[slot]).not.toBeNull();
    expect(r.total).toBeLessThanOrEqual(60_000);
    const cheapestMonitor = Math.min(...parts.monitor.map((m) => m.price));
    expect(s.monitor!.price).toBeGreaterThan(cheapestMonitor);
  });

  it('a peripherals budget too small says so', () => {
    const r = optimiseBuild(parts, { budget: 60_000, purpose: 'gaming', peripheralsBudget: 1_000 });
    expect(r.peripherals!.message).toMatch(/does not buy the peripherals/);
    expect([r.selection!.keyboard, r.selection!.monitor]).toEqual([null, null]);
  });

  it('kept peripherals stay', () => {
    const monitor: Component = parts.monitor[0]!;
    const r = optimiseBuild(parts, { budget: 60_000, purpose: 'gaming', keep: [{ part: monitor, owned: true }] });
    expect(r.selection!.monitor!.id).toBe(monitor.id);
    expect(r.peripherals!.total).toBe(0);
  });
});
