/**
 * Issue 23's sweep: every answer from ₱20,000 to ₱300,000 in ₱5,000 steps, for each use, against
 * the five promises of a suggestion a technician would hand over:
 * 1. prices a buyer can pay: every part listed by shops, or explained (and then no listed part
 *    does its job);
 * 2. the technician's rules (rules.ts) all hold;
 * 3. money left is explained;
 * 4. a larger budget never makes the CPU, card, memory or SSD worse (or the answer says why), and
 *    the +₱5,000 hint never proposes a downgrade;
 * 5. the builder's verdict shows no problem and no imbalance for it.
 * The real catalogue grows while we work: no part ids here.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { chosenParts, type Selection } from '../builder/selection.ts';
import { isEstimate } from '../pricing/price-display.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { boxedCoolerVerdict } from '../builder/boxed-cooler.ts';
import { coolingNeedW } from '../builder/essentials.ts';
import { cpuParts, isSsd, nominalGb } from './measure.ts';
import { optimiseBuild } from './optimise.ts';
import { PERFORMANCE_DATA } from './performance-data.ts';
import { createRater } from './performance.ts';
import { EFFICIENCY_RANK, boardSuitsCpu, ramSpeedFits, ruleBreaches } from './rules.ts';
import { ruleContextOf } from './search.ts';
import { PURPOSES, type OptimiseResult, type Purpose } from './types.ts';
import { suggestionVerdict } from './verdict.ts';

const parts = catalogue.parts;
const rater = createRater(PERFORMANCE_DATA, { cpus: parts.cpu, gpus: parts.gpu });
const ruleContext = ruleContextOf(indexCatalogue(parts));
const BUDGETS = Array.from({ length: (300_000 - 20_000) / 5_000 + 1 }, (_, i) => 20_000 + i * 5_000);
const sweep = new Map<Purpose, OptimiseResult[]>(PURPOSES.map((purpose) => [purpose, BUDGETS.map((budget) => optimiseBuild(parts, { budget, purpose }))]));
const ok = (purpose: Purpose) => sweep.get(purpose)!.filter((r) => r.status === 'ok');

const gpuOf = (s: Selection) => s.gpus.find((g) => g !== null) ?? null;
const memoryGb = (s: Selection) => s.rams.reduce((sum, r) => sum + (r?.capacityGb ?? 0), 0);
const ssdGb = (s: Selection) => [...s.m2s, ...s.storage].reduce((sum, d) => sum + (d && isSsd(d) ? nominalGb(d.capacityGb) : 0), 0);
const graphics = (s: Selection) => (gpuOf(s) ? rater.gpu(gpuOf(s)!).value : rater.integrated(s.cpu!).value);
/**
 * The CPU figures each use is judged by ("worse" means lower in one of them), as the use counts
 * them: general use stops counting at a Ryzen 5 7600's level (measure.ts).
 */
const cpuFigures = (purpose: Purpose, cpu: Component<'cpu'>) => {
  const { cpuGaming, cpuMulti } = cpuParts(purpose, rater, cpu);
  return [purpose !== 'productivity' ? cpuGaming : null, purpose !== 'gaming' ? cpuMulti : null].filter((v): v is number => v !== null);
};

/**
 * Listed parts that would do an estimate-priced part's job in a build: a CPU or card at least as
 * fast (a CPU of the same socket, with graphics where the build has no card), a board that takes
 * the CPU and memory and suits its power, memory of the same type and size, an SSD as large, a
 * PSU as strong and efficient, a cooler rated for the CPU, a case of the same size class.
 */
function listedStandIns(part: Component, s: Selection): Component[] {
  const cpu = s.cpu!;
  const noCard = s.gpus.every((g) => g === null);
  const listed = <T extends Component>(list: readonly T[]) => list.filter((p) => !isEstimate(p) && p.id !== part.id);
  switch (part.type) {
    case 'gpu':
      return listed(parts.gpu).filter((g) => rater.gpu(g).value >= rater.gpu(part).value);
    case 'cpu':
      return listed(parts.cpu).filter(
        (c) => c.socket === part.socket && (!noCard || c.integratedGraphics) && rater.cpuGaming(c).value >= rater.cpuGaming(part).value && rater.cpuMulti(c).value >= rater.cpuMulti(part).value,
      );
    case 'mobo':
      return listed(parts.mobo).filter((b) => b.socket === part.socket && b.ramType === part.ramType && boardSuitsCpu(b, cpu) && b.formFactor === part.formFactor);
    case 'ram':
      return listed(parts.ram).filter((k) => k.ramType === part.ramType && k.capacityGb === part.capacityGb && k.modules === part.modules && ramSpeedFits(k, cpu));
    case 'm2':
    case 'storage':
      return listed([...parts.m2, ...parts.storage]).filter((d) => isSsd(d) && nominalGb(d.capacityGb) >= nominalGb(part.capacityGb));
    case 'psu':
      return listed(parts.psu).filter((p) => p.formFactor === part.formFactor && p.wattage >= part.wattage && EFFICIENCY_RANK[p.efficiency] >= EFFICIENCY_RANK[part.efficiency]);
    case 'cpu-cooler':
      return listed(parts['cpu-cooler']).filter((c) => c.ratedTdpW !== undefined && c.ratedTdpW >= coolingNeedW(cpu) && c.fans >= part.fans && c.coolerType === part.coolerType);
    case 'case':
      return listed(parts.case).filter((c) => c.formFactor === part.formFactor && s.mobo !== null && c.supportedFormFactors.includes(s.mobo.formFactor) && c.price <= part.price);
    default:
      return [];
  }
}

describe('the sweep: ₱20,000 to ₱300,000 in ₱5,000 steps × gaming, productivity, general use', () => {
  it.each(PURPOSES)('%s: an answer for every budget: a build within it, or the honest "too small" below the cheapest build', (purpose) => {
    for (const r of sweep.get(purpose)!) {
      if (r.status === 'budget-too-small') {
        expect(r.cheapest!.total).toBeGreaterThan(r.budget);
        continue;
      }
      expect(r.status, `${purpose} ₱${r.budget}`).toBe('ok');
      expect(r.total).toBeLessThanOrEqual(r.budget);
      expect(r.total).toBe(chosenParts(r.selection!).reduce((sum, p) => sum + p.price, 0));
      expect(r.lines.reduce((sum, l) => sum + l.cost, 0)).toBe(r.total);
    }
    expect(ok(purpose).length).toBeGreaterThan(BUDGETS.length * 0.9);
  });

  it.each(PURPOSES)('%s — 1. priced at what shops ask: a part no shop lists only when no listed part does its job, and the answer says so', (purpose) => {
    for (const r of ok(purpose)) {
      const unlisted = new Map(r.unlisted.map((u) => [u.part.id, u.why]));
      const s = r.selection!;
      for (const part of chosenParts(s)) {
        if (!isEstimate(part)) continue;
        const label = `${purpose} ₱${r.budget} ${part.id}`;
        expect(unlisted.get(part.id), label).toMatch(/No shop listed .* estimate/);
        expect(r.lines.find((l) => l.part.id === part.id)!.reason, label).toContain('No shop listed');
        expect(listedStandIns(part, s), label).toEqual([]);
      }
    }
  });

  it.each(PURPOSES)('%s — 2. every technician’s rule holds (board class, memory and SSD, PSU, cooler, case, encoder, card share, quiet general use)', (purpose) => {
    for (const r of ok(purpose)) {
      const breaches = ruleBreaches(r.selection!, purpose, r.budget, ruleContext, { unlistedAllowed: new Set(r.unlisted.map((u) => u.part.id)), total: r.total });
      expect(breaches, `${purpose} ₱${r.budget}`).toEqual([]);
      expect(r.steady ?? '', `${purpose} ₱${r.budget}`).not.toMatch(/misses/);
    }
  });

  it.each(PURPOSES)('%s — 2. the cooler: the boxed one only where the builder calls it enough; a bought one rated for what the builder asks', (purpose) => {
    for (const r of ok(purpose)) {
      const { cpu, cpuCooler } = r.selection!;
      const label = `${purpose} ₱${r.budget} ${cpu!.id}`;
      if (!cpuCooler) {
        expect(boxedCoolerVerdict(cpu!), label).toBe('enough');
        expect(r.lines.find((l) => l.part.id === cpu!.id)!.reason, label).toContain('Its boxed cooler handles');
      } else {
        expect(cpuCooler.ratedTdpW, label).toBeGreaterThanOrEqual(coolingNeedW(cpu!));
        if (boxedCoolerVerdict(cpu!) === 'unsure') expect(r.lines.find((l) => l.part.id === cpuCooler.id)!.reason, label).toContain(`rated for ${coolingNeedW(cpu!)} W`);
      }
    }
  });

  it.each(PURPOSES)('%s — 3. money left is spent or explained', (purpose) => {
    for (const r of ok(purpose)) {
      const left = r.budget - r.total;
      if (left === 0) expect(r.leftover).toBeNull();
      else expect(r.leftover, `${purpose} ₱${r.budget}`).toMatch(/^₱[\d,]+ left(: the next step up — .+ — needs ₱[\d,]+, ₱[\d,]+ more than this budget|, and we would not spend it: nothing in the catalogue makes this .+ build stronger)/);
    }
  });

  it.each(PURPOSES)('%s — 4. a larger budget never makes the CPU, card, memory or SSD worse without saying why', (purpose) => {
    const answers = ok(purpose);
    for (let i = 1; i < answers.length; i++) {
      const [a, b] = [answers[i - 1]!.selection!, answers[i]!.selection!];
      const label = `${purpose} ₱${answers[i - 1]!.budget} → ₱${answers[i]!.budget}`;
      expect(graphics(b), label).toBeGreaterThanOrEqual(graphics(a));
      expect(memoryGb(b), label).toBeGreaterThanOrEqual(memoryGb(a));
      expect(ssdGb(b), label).toBeGreaterThanOrEqual(ssdGb(a));
      const cpuWorse = cpuFigures(purpose, b.cpu!).some((v, k) => v < cpuFigures(purpose, a.cpu!)[k]! - 1e-9);
      if (cpuWorse) expect(answers[i]!.steady, label).toMatch(/CPU steps down/);
      expect(answers[i]!.score, label).toBeGreaterThanOrEqual(answers[i - 1]!.score - 0.05);
    }
  });

  it.each(PURPOSES)('%s — 4. the +₱5,000 hint never proposes a downgrade', (purpose) => {
    for (const r of ok(purpose)) {
      const hint = r.upgrade!;
      const label = `${purpose} ₱${r.budget}: ${hint.text}`;
      if (hint.changes.length === 0) {
        expect(hint.text, label).toMatch(/strongest .* build the catalogue allows|buys nothing stronger/);
        continue;
      }
      const next = optimiseBuild(parts, { budget: r.budget + hint.extra, purpose }, { upgradeHint: false }).selection!;
      expect(hint.score, label).toBeGreaterThan(r.score);
      expect(graphics(next), label).toBeGreaterThanOrEqual(graphics(r.selection!));
      expect(memoryGb(next), label).toBeGreaterThanOrEqual(memoryGb(r.selection!));
      expect(ssdGb(next), label).toBeGreaterThanOrEqual(ssdGb(r.selection!));
      for (const [k, v] of cpuFigures(purpose, next.cpu!).entries()) expect(v, label).toBeGreaterThanOrEqual(cpuFigures(purpose, r.selection!.cpu!)[k]! - 1e-9);
      expect(hint.text, label).not.toMatch(/slower/);
      // The hint names the parts the larger budget's answer really has.
      for (const change of hint.changes) if (change.to) expect(chosenParts(next).map((p) => p.id), label).toContain(change.to.id);
    }
  });

  it.each(PURPOSES)('%s — 5. the builder’s verdict for the same use: no problem, no imbalance', (purpose) => {
    for (const r of ok(purpose)) {
      const verdict = suggestionVerdict(r.selection!, purpose);
      expect(verdict.result.problems, `${purpose} ₱${r.budget}`).toEqual([]);
      expect(verdict.imbalance, `${purpose} ₱${r.budget}`).toBeNull();
      expect(r.compatibility).toEqual(verdict.result);
    }
  });
});
