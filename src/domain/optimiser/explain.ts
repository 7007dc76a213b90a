/**
 * What the optimiser says about its answer: one line per part (why this one), the total against
 * the budget, and what the next ₱5,000 would change and how much stronger that is by the measure.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { isBiosNote } from '../builder/bios.ts';
import { shortName } from '../builder/labels.ts';
import type { Selection, Slot } from '../builder/selection.ts';
import { formatPeso } from '../format/money.ts';
import { formatPriceDate } from '../pricing/price-display.ts';
import { coolingNeedW } from '../builder/essentials.ts';
import { boxedCoolerEnough, type Completion } from './complete.ts';
import type { Kept } from './kept.ts';
import { CPU_GAMING_CAP, GPU_SCORE_CAP, MEASURE_WEIGHTS, MEMORY_CAP_GB, STORAGE_CAP_GB, nominalGb } from './measure.ts';
import type { Rater } from './performance.ts';
import { boardClassReason, gpuShareRange, gpuSharePercent, psuMinEfficiency, ratedSpeed, standardsFor } from './rules.ts';
import type { Found } from './search.ts';
import { PURPOSES, PURPOSE_LABELS } from '../builder/purpose.ts';
import type { PartChange, PartLine, UpgradeHint, Purpose } from './types.ts';

/** "gaming", "productivity", "general use": the purpose as a sentence names it. */
const USE_WORD = Object.fromEntries(PURPOSES.map((p) => [p, PURPOSE_LABELS[p].toLowerCase()])) as Record<Purpose, string>;
export const UPGRADE_STEP = 5000;
/** How far the hint looks for the next step up when ₱5,000 buys nothing stronger. */
export const UPGRADE_LOOKAHEAD = 50_000;
/** Money left beyond this share of the budget gets a word on what to do with it. */
export const LARGE_LEFTOVER = 0.1;

const size = (gb: number) => (gb >= 1000 ? `${gb / 1000} TB` : `${gb} GB`);
const round = (n: number) => Math.round(n);

const KIND: Partial<Record<Component['type'], string>> = {
  cpu: 'CPU',
  gpu: 'graphics card',
  mobo: 'motherboard',
  'cpu-cooler': 'cooler',
  psu: 'PSU',
  case: 'case',
  ram: 'memory kit',
  m2: 'SSD',
  storage: 'SSD',
};

/** Why a part no shop lists is in the build all the same (issue 23, item 1). */
export function unlistedWhy(part: Component): string {
  const month = part.priceAsOf ? ` (${formatPriceDate(part.priceAsOf.slice(0, 7))})` : '';
  const kind = KIND[part.type] ?? 'part';
  const job = part.type === 'cpu' || part.type === 'gpu' ? `no ${kind} that shops list is as fast` : `no ${kind} that shops list completes this build`;
  return `No shop listed the ${shortName(part)} when prices were last seen, so its price is the catalogue’s estimate${month} and may be off; it is here because ${job}. Ask a shop before you buy.`;
}

export interface ExplainContext {
  purpose: Purpose;
  budget: number;
  kept: Kept;
  rater: Rater;
  completion: Completion;
  notes: readonly string[];
  /** Ids of the parts no shop lists that the build uses. */
  unlisted: ReadonlySet<string>;
}

function reasonFor(part: Component, ctx: ExplainContext): string {
  const { purpose, budget, rater, completion } = ctx;
  const s = completion.selection;
  const word = USE_WORD[purpose];
  switch (part.type) {
    case 'cpu': {
      const g = round(rater.cpuGaming(part).value);
      const m = round(rater.cpuMulti(part).value);
      const figure = purpose === 'gaming' ? `${g} in games (Ryzen 7 9800X3D = 100)` : purpose === 'productivity' ? `${m} in multi-core work (Ryzen 9 9950X = 100)` : `${g} in games and ${m} in multi-core work`;
      const cooler = completion.boxedCooler ? ` Its boxed cooler handles its ${part.maxTdp} W, so no cooler to buy.` : '';
      const graphics = s.gpus.every((g) => g === null) ? ' Its own graphics show the picture: at this budget a graphics card would cost more than it adds.' : '';
      const general = purpose === 'generaluse' ? ` A ${part.tdp} W CPU: quiet and efficient, as general use wants.` : '';
      return `${part.cores} cores, ${figure}: with the rest of the build, the CPU that gives the strongest ${word} build our rules allow within ${formatPeso(budget)}.${general}${cooler}${graphics}`;
    }
    case 'gpu': {
      const figure = `${round(rater.gpu(part).value)} in games at 1440p, RTX 4090 = 100`;
      if (purpose === 'gaming') {
        const range = gpuShareRange(budget);
        const share = Math.round(gpuSharePercent(part.price, completion.total));
        return `The strongest card that the budget, the CPU and our rules allow at ${formatPeso(budget)} (${figure}): ${share} % of the build, within the ${range.min}–${range.max} % buyers’ guides give the card at this budget.`;
      }
      const encoder = purpose === 'productivity' ? ' Its hardware video encoder speeds up exports and streaming.' : '';
      return `The card that, with the CPU, gives the strongest ${word} build our rules allow within ${formatPeso(budget)} (${figure}).${encoder}`;
    }
    case 'mobo': {
      const bios = ctx.notes.some(isBiosNote) ? ' Ask the shop about its BIOS (see the notes).' : '';
      const why = s.cpu ? `: ${boardClassReason(part, s.cpu)}` : '';
      const room = completion.standards.roomyBoard ? ` At ${formatPeso(budget)}, ${part.ramSlots} memory slots and ${part.m2Slots} M.2 slots: room to add memory and a second SSD later.` : '';
      return `The cheapest ${part.socket} ${part.formFactor} board that takes the CPU, ${part.ramType} memory and the SSD, and fits the case${why}.${room}${bios}`;
    }
    case 'cpu-cooler': {
      const cpu = s.cpu!;
      const st = completion.standards;
      const fans = st.minCoolerFans > 1 ? ` At ${formatPeso(budget)}, one with ${st.minCoolerFans} fans or a liquid cooler, for a CPU that stays quiet under long loads.` : '';
      const boxed = cpu.coolerIncluded && !boxedCoolerEnough(cpu);
      const tier = boxed
        ? ` Its boxed cooler is made for its ${cpu.tdp} W base power, but it may draw up to ${cpu.maxTdp} W: it needs a cooler rated for ${coolingNeedW(cpu)} W.`
        : !fans && cpu.coolerIncluded && !st.boxedCoolerOk
          ? ` At ${formatPeso(budget)} a tower cooler rather than the boxed one: quieter under load.`
          : '';
      return completion.coolerRated
        ? `The cheapest cooler rated for the ${shortName(cpu)} (${part.ratedTdpW} W) that fits the case and clears the RAM.${tier}${fans}`
        : `No cooler in the catalogue states a rating for the ${shortName(cpu)} and fits; this is the cheapest that fits.${tier}${fans}`;
    }
    case 'ram': {
      const total = s.rams.reduce((sum, r) => sum + (r?.capacityGb ?? 0), 0);
      const how = part.modules === 2 ? 'a kit of two modules' : 'two of these modules';
      const why = total <= 16 ? `the least we fit for ${word}` : `for its price, the extra memory lifts the ${word} score`;
      const speed = s.cpu ? `, at or above the CPU’s rated ${ratedSpeed(s.cpu, part.ramType)} MHz` : '';
      return `${total} GB ${part.ramType}-${part.frequency_mhz} as ${how} (dual channel${speed}): ${why}.`;
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
      const grade = psuMinEfficiency(budget) === '80+ Gold' ? `at ${formatPeso(budget)} we fit 80+ Gold or better` : '80+ Bronze or better at every budget';
      return `${part.wattage} W ${part.efficiency}: this build needs at least ${completion.psuNeedW} W (our power check’s recommended minimum${maker}); the cheapest that fits the case (${grade}).`;
    }
    case 'case': {
      const gpu = s.gpus.find((g) => g !== null);
      const what = [`the ${s.mobo?.formFactor} board`, gpu ? `the ${gpu.lengthMm} mm card` : null, s.cpuCooler?.heightMm ? `the ${s.cpuCooler.heightMm} mm cooler` : null, `an ${s.psu?.formFactor} PSU`];
      const st = completion.standards;
      const room = st.caseMinPrice > 0 ? ` At ${formatPeso(budget)}, a roomy tower of at least ${formatPeso(st.caseMinPrice)}: airflow and build quality for these parts.` : st.roomyCase ? ` At ${formatPeso(budget)}, a mid or full tower that takes a 360 mm radiator: room and airflow for these parts.` : '';
      return `The cheapest case that takes ${what.filter(Boolean).join(', ')}.${room}`;
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
    const unlisted = ctx.unlisted.has(part.id) ? ` ${unlistedWhy(part)}` : '';
    lines.push({ slot, part, cost: part.price * Math.max(1, copies), kept: false, owned: false, reason: reasonFor(part, ctx) + unlisted });
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

/**
 * The +₱5,000 hint: the build at budget + ₱5,000, or the next step up within ₱50,000. `at`
 * answers a budget with a build that keeps or betters every part of the current one (the
 * ladder, or a search floored at it), so the hint never proposes a downgrade.
 */
export function upgradeHint(purpose: Purpose, at: (budget: number) => Found | null, current: Found, budget: number, rater: Rater, atTop: boolean): UpgradeHint {
  for (let extra = UPGRADE_STEP; extra <= UPGRADE_LOOKAHEAD; extra += UPGRADE_STEP) {
    const next = at(budget + extra);
    if (!next || next.combo.score <= current.combo.score) continue;
    const from = current.completion.selection;
    const to = next.completion.selection;
    const changes = changesBetween(from, to);
    if (!changes.length) continue;
    const percent = round((next.combo.score / current.combo.score - 1) * 100);
    const what = changes.map((c) => describeChange(c, from, to, rater)).join('; ');
    const prefix = extra === UPGRADE_STEP ? `+${formatPeso(extra)}` : `+${formatPeso(UPGRADE_STEP)} buys nothing stronger by this measure; +${formatPeso(extra)} would`;
    return {
      extra,
      changes,
      score: next.combo.score,
      percent,
      text: `${prefix}: ${what}, ${percent < 1 ? 'under 1 %' : `about ${percent} %`} stronger for ${USE_WORD[purpose]}.`,
    };
  }
  return {
    extra: UPGRADE_STEP,
    changes: [],
    score: current.combo.score,
    percent: 0,
    text: atTop
      ? `This is the strongest ${USE_WORD[purpose]} build the catalogue allows by this measure; more money buys nothing stronger.`
      : `Even +${formatPeso(UPGRADE_LOOKAHEAD)} buys nothing stronger for ${USE_WORD[purpose]} by this measure.`,
  };
}

/** "RTX 5090", "Ryzen 7 9850X3D": a part as the explanations name it. */
const named = (part: Component) => (part.type === 'gpu' ? part.chipset.replace(/^(GeForce|Radeon)\s+/, '') : shortName(part));

/**
 * Why money is left (issue 23, item 3): the next step up and what it needs, or, at the top,
 * why nothing stronger exists for this use. Null when the build takes the whole budget.
 */
export function leftoverText(
  purpose: Purpose,
  budget: number,
  current: Found,
  next: { found: Found; budget: number } | null,
  ctx: { rater: Rater; fastestGpu: number; fastestCpuGaming: number; fastestCpuMulti: number },
): string | null {
  const left = budget - current.completion.total;
  if (left <= 0) return null;
  if (next) {
    const changes = changesBetween(current.completion.selection, next.found.completion.selection);
    const what = changes.length ? changes.map((c) => describeChange(c, current.completion.selection, next.found.completion.selection, ctx.rater)).join('; ') : 'the next set of parts';
    const keep = left >= budget * LARGE_LEFTOVER ? ` Until then, the ${formatPeso(left)} could go to a monitor or peripherals.` : '';
    return `${formatPeso(left)} left: the next step up — ${what} — needs ${formatPeso(next.budget)}, ${formatPeso(next.budget - budget)} more than this budget.${keep}`;
  }
  const s = current.completion.selection;
  const gpu = s.gpus.find((g) => g !== null) ?? null;
  const cpu = s.cpu!;
  const w = MEASURE_WEIGHTS[purpose];
  const why: string[] = [];
  if (gpu) {
    if (ctx.rater.gpu(gpu).value >= ctx.fastestGpu) why.push(`a faster card than the ${named(gpu)} does not exist`);
    else if (ctx.rater.gpu(gpu).value >= GPU_SCORE_CAP[purpose]) why.push(`a faster card than the ${named(gpu)} adds nothing to ${USE_WORD[purpose]}`);
  }
  if (w.games > 0 || w.cpuGaming > 0) {
    if (ctx.rater.cpuGaming(cpu).value >= ctx.fastestCpuGaming) why.push(`no CPU we list is faster in games than the ${named(cpu)}`);
    else if (ctx.rater.cpuGaming(cpu).value >= CPU_GAMING_CAP[purpose]) why.push(`a faster CPU than the ${named(cpu)} would not be noticed in ${USE_WORD[purpose]}`);
  }
  if (w.cpuMulti > 0 && w.games === 0 && ctx.rater.cpuMulti(cpu).value >= ctx.fastestCpuMulti) why.push(`no CPU we list does more multi-core work than the ${named(cpu)}`);
  if (MEMORY_CAP_GB[purpose] !== Infinity || STORAGE_CAP_GB[purpose] !== Infinity) {
    why.push(`${USE_WORD[purpose]} gains nothing from more than ${MEMORY_CAP_GB[purpose]} GB of memory or ${size(STORAGE_CAP_GB[purpose])} of SSD`);
  }
  const standards = standardsFor(purpose, budget);
  const tail = why.length ? `: ${why.join(', ')}` : ': the rules of a balanced build (the card’s share, the CPU that feeds it) allow nothing stronger';
  return `${formatPeso(left)} left, and we would not spend it: nothing in the catalogue makes this ${USE_WORD[purpose]} build stronger${tail}. The case, cooler and PSU already meet the standard for ${formatPeso(budget)}${standards.caseMinPrice ? ` (a case of ${formatPeso(standards.caseMinPrice)} or more)` : ''}; spend the rest on a monitor or peripherals instead.`;
}
