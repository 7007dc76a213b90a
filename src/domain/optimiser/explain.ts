/**
 * What the optimiser says about its answer: one line per part (why this one), the total against
 * the budget, and what the next ₱5,000 would change and how much stronger that is by the measure.
 */
import type { Component } from '../catalogue.ts';
import { shortName } from '../builder/labels.ts';
import type { Selection, Slot } from '../builder/selection.ts';
import { formatPeso } from '../money.ts';
import type { Completion } from './complete.ts';
import type { Kept } from './kept.ts';
import { nominalGb } from './measure.ts';
import type { Rater } from './performance.ts';
import type { Found, Search } from './search.ts';
import type { PartChange, PartLine, UpgradeHint, Use } from './types.ts';

const USE_WORD: Record<Use, string> = { gaming: 'gaming', productivity: 'productivity', general: 'general use' };
export const UPGRADE_STEP = 5000;
/** How far the hint looks for the next step up when ₱5,000 buys nothing stronger. */
export const UPGRADE_LOOKAHEAD = 50_000;

const size = (gb: number) => (gb >= 1000 ? `${gb / 1000} TB` : `${gb} GB`);
const round = (n: number) => Math.round(n);

function estimateNote(part: Component): string {
  return part.priceSource === 'estimate' ? ' Its price is the catalogue’s estimate: no shop listed it when prices were last seen.' : '';
}

export interface ExplainContext {
  use: Use;
  budget: number;
  kept: Kept;
  rater: Rater;
  completion: Completion;
  notes: readonly string[];
}

function reasonFor(part: Component, ctx: ExplainContext): string {
  const { use, budget, rater, completion } = ctx;
  const s = completion.selection;
  const word = USE_WORD[use];
  switch (part.type) {
    case 'cpu': {
      const g = round(rater.cpuGaming(part).value);
      const m = round(rater.cpuMulti(part).value);
      const figure = use === 'gaming' ? `${g} in games (Ryzen 7 9800X3D = 100)` : use === 'productivity' ? `${m} in multi-core work (Ryzen 9 9950X = 100)` : `${g} in games and ${m} in multi-core work`;
      const cooler = completion.boxedCooler ? ` Its boxed cooler handles its ${part.maxTdp} W, so no cooler to buy.` : '';
      const graphics = s.gpus.every((g) => g === null) ? ' Its own graphics show the picture: at this budget a graphics card would cost more than it adds.' : '';
      return `${part.cores} cores, ${figure}: with the rest of the build, the CPU that gives the highest ${word} score within ${formatPeso(budget)}.${cooler}${graphics}`;
    }
    case 'gpu': {
      const figure = `${round(rater.gpu(part).value)} in games at 1440p, RTX 4090 = 100`;
      return use === 'gaming'
        ? `The strongest card that fits ${formatPeso(budget)} with a ${s.psu?.wattage} W PSU (${figure}).`
        : `The card that, with the CPU, gives the highest ${word} score within ${formatPeso(budget)} (${figure}).`;
    }
    case 'mobo': {
      const bios = ctx.notes.some((n) => n.startsWith('BIOS:')) ? ' Ask the shop about its BIOS (see the notes).' : '';
      return `The cheapest ${part.socket} ${part.formFactor} board that takes the CPU, ${part.ramType} memory and the SSD, and fits the case.${bios}`;
    }
    case 'cpu-cooler': {
      const cpu = s.cpu!;
      return completion.coolerRated
        ? `The cheapest cooler rated for the ${shortName(cpu)}’s ${cpu.maxTdp} W (${part.ratedTdpW} W) that fits the case and clears the RAM.`
        : `No cooler in the catalogue states a rating for the ${shortName(cpu)}’s ${cpu.maxTdp} W and fits; this is the cheapest that fits.`;
    }
    case 'ram': {
      const total = s.rams.reduce((sum, r) => sum + (r?.capacityGb ?? 0), 0);
      const how = part.modules === 2 ? 'a kit of two modules' : 'two of these modules';
      const why = total <= 16 ? `the least we fit for ${word}` : `for its price, the extra memory lifts the ${word} score`;
      return `${total} GB ${part.ramType}-${part.frequency_mhz} as ${how} (dual channel): ${why}.`;
    }
    case 'm2':
    case 'storage': {
      const gb = nominalGb(part.capacityGb);
      const kind = part.type === 'm2' ? 'NVMe' : 'SATA';
      const why = gb <= 500 ? 'the smallest SSD we fit' : `for its price, the extra room lifts the ${word} score`;
      return `${size(gb)} ${kind} SSD: ${why}.`;
    }
    case 'psu': {
      const gpu = s.gpus.find((g) => g !== null);
      const maker = gpu?.recommendedPsuW ? `, the card maker asks for ${gpu.recommendedPsuW} W` : '';
      return `${part.wattage} W ${part.efficiency}: this build needs at least ${completion.psuNeedW} W (our power check’s recommended minimum${maker}); the cheapest that fits the case.`;
    }
    case 'case': {
      const gpu = s.gpus.find((g) => g !== null);
      const what = [`the ${s.mobo?.formFactor} board`, gpu ? `the ${gpu.lengthMm} mm card` : null, s.cpuCooler?.heightMm ? `the ${s.cpuCooler.heightMm} mm cooler` : null, `an ${s.psu?.formFactor} PSU`];
      return `The cheapest case that takes ${what.filter(Boolean).join(', ')}.`;
    }
    default:
      return '';
  }
}

/** One line per chosen PC part, in builder order. */
export function explainParts(ctx: ExplainContext): PartLine[] {
  const s = ctx.completion.selection;
  const slots: [Slot, Component | null][] = [
    ['mobo', s.mobo],
    ['cpu', s.cpu],
    ['cpuCooler', s.cpuCooler],
    ...s.gpus.map((p): [Slot, Component | null] => ['gpus', p]),
    ...dedupe(s.rams).map((p): [Slot, Component | null] => ['rams', p]),
    ...s.m2s.map((p): [Slot, Component | null] => ['m2s', p]),
    ...s.storage.map((p): [Slot, Component | null] => ['storage', p]),
    ['psu', s.psu],
    ['case', s.case],
  ];
  const lines: PartLine[] = [];
  const used = new Set<object>();
  for (const [slot, part] of slots) {
    if (!part) continue;
    const entry = ctx.kept.entries.find((e) => !used.has(e) && (e.part === part || e.part.id === part.id));
    if (entry) {
      used.add(entry);
      lines.push({ slot, part, cost: ctx.kept.costOf(entry), kept: true, owned: entry.owned === true, reason: entry.owned ? 'Yours already: it costs ₱0 and stays in the build.' : 'Kept, as you chose.' });
      continue;
    }
    const copies = slot === 'rams' ? s.rams.filter((r) => r?.id === part.id).length - ctx.kept.rams.filter((r) => r.id === part.id).length : 1;
    lines.push({ slot, part, cost: part.price * Math.max(1, copies), kept: false, owned: false, reason: reasonFor(part, ctx) + estimateNote(part) });
  }
  return lines;
}

/** RAM kits bought twice (two single modules) get one line. */
function dedupe<T extends { id: string } | null>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((p) => (p ? !seen.has(p.id) && (seen.add(p.id), true) : true));
}

export function budgetSummary(total: number, budget: number, kept: Kept): string {
  const owned = kept.entries.some((e) => e.owned) ? ' (parts you own count ₱0)' : '';
  const left = budget - total;
  return `${formatPeso(total)} of ${formatPeso(budget)}${owned}: ${left > 0 ? `${formatPeso(left)} left` : 'the whole budget'}.`;
}

function label(part: Component | null): string {
  if (!part) return 'no card';
  if (part.type === 'gpu') return `${part.chipset} ${part.vram}GB`;
  return shortName(part);
}

function memoryOf(s: Selection): string {
  const gb = s.rams.reduce((sum, r) => sum + (r?.capacityGb ?? 0), 0);
  return `${gb} GB`;
}

function ssdOf(s: Selection): number {
  return [...s.m2s, ...s.storage].reduce((sum, d) => sum + (d ? nominalGb(d.capacityGb) : 0), 0);
}

/** What differs between two builds, by the parts a person asks about. */
export function changesBetween(from: Selection, to: Selection): PartChange[] {
  const changes: PartChange[] = [];
  const gpuFrom = from.gpus.find((g) => g !== null) ?? null;
  const gpuTo = to.gpus.find((g) => g !== null) ?? null;
  if (gpuFrom?.id !== gpuTo?.id) changes.push({ slot: 'gpus', from: gpuFrom, to: gpuTo });
  if (from.cpu?.id !== to.cpu?.id) changes.push({ slot: 'cpu', from: from.cpu, to: to.cpu });
  if (memoryOf(from) !== memoryOf(to)) changes.push({ slot: 'rams', from: from.rams[0] ?? null, to: to.rams[0] ?? null });
  if (ssdOf(from) !== ssdOf(to)) changes.push({ slot: 'm2s', from: from.m2s[0] ?? from.storage[0] ?? null, to: to.m2s[0] ?? to.storage[0] ?? null });
  return changes;
}

function describeChange(change: PartChange, from: Selection, to: Selection, rater: Rater): string {
  if (change.slot === 'rams') return `memory ${memoryOf(from)} → ${memoryOf(to)}`;
  if (change.slot === 'm2s') return `SSD ${size(ssdOf(from))} → ${size(ssdOf(to))}`;
  const text = `${label(change.from)} → ${label(change.to)}`;
  if (change.slot === 'gpus' && change.from?.type === 'gpu' && change.to?.type === 'gpu') {
    const pct = round((rater.gpu(change.to).value / rater.gpu(change.from).value - 1) * 100);
    return `${text} (the card about ${Math.abs(pct)} % ${pct >= 0 ? 'faster' : 'slower'} in games)`;
  }
  return text;
}

/** The +₱5,000 hint: the build at budget + ₱5,000, or the next step up within ₱50,000. */
export function upgradeHint(search: Search, current: Found, budget: number, rater: Rater): UpgradeHint {
  const use = search.use;
  for (let extra = UPGRADE_STEP; extra <= UPGRADE_LOOKAHEAD; extra += UPGRADE_STEP) {
    const next = search.best(budget + extra);
    if (!next || next.combo.score <= current.combo.score) continue;
    const from = current.completion.selection;
    const to = next.completion.selection;
    const changes = changesBetween(from, to);
    const percent = round((next.combo.score / current.combo.score - 1) * 100);
    const what = changes.map((c) => describeChange(c, from, to, rater)).join('; ') || 'a better-balanced set of parts';
    const prefix = extra === UPGRADE_STEP ? `+${formatPeso(extra)}` : `+${formatPeso(UPGRADE_STEP)} buys nothing stronger by this measure; +${formatPeso(extra)} would`;
    return {
      extra,
      changes,
      score: next.combo.score,
      percent,
      text: `${prefix}: ${what}, ${percent < 1 ? 'under 1 %' : `about ${percent} %`} stronger for ${USE_WORD[use]}.`,
    };
  }
  const atTop = current.combo.score >= search.topScore();
  return {
    extra: UPGRADE_STEP,
    changes: [],
    score: current.combo.score,
    percent: 0,
    text: atTop
      ? `This is the strongest ${USE_WORD[use]} build the catalogue allows by this measure; more money buys nothing stronger.`
      : `Even +${formatPeso(UPGRADE_LOOKAHEAD)} buys nothing stronger for ${USE_WORD[use]} by this measure.`,
  };
}
