/**
 * A shop technician's rules for a suggested build (issue 23), each named, with its thresholds
 * and where they come from. The search (search.ts, complete.ts) builds only what they allow, and
 * `ruleBreaches` checks a finished build against all of them (the tests' sweep uses it).
 *
 * Rules that depend on the budget move in ₱5,000 steps (RULE_STEP): a budget is judged by the
 * step at or below it, so the answer can only grow as the budget does (ladder.ts).
 */
import { BUDGET_SPLITS } from '../guides/budget.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { gameCores } from '../builder/balance.ts';
import { boxedCoolerVerdict } from '../builder/boxed-cooler.ts';
import { coolingNeedW } from '../builder/essentials.ts';
import { normalizeSocket, type Selection } from '../builder/selection.ts';
import { formatPeso } from '../format/money.ts';
import { isEstimate } from '../pricing/price-display.ts';
import type { Purpose } from './types.ts';

type Cpu = Component<'cpu'>;
type Gpu = Component<'gpu'>;
type Board = Component<'mobo'>;
type Cooler = Component<'cpu-cooler'>;
type Psu = Component<'psu'>;
type Case = Component<'case'>;
type Ram = Component<'ram'>;

export const RULE_STEP = 5_000;
/** The budget a budget is judged by: the ₱5,000 step at or below it. */
export const ruleTier = (budget: number): number => Math.max(0, Math.floor(budget / RULE_STEP) * RULE_STEP);

export const RULE_NAMES = [
  'listed-parts',
  'board-for-cpu',
  'memory-size',
  'memory-speed',
  'dual-channel',
  'ssd-size',
  'psu-quality',
  'cooler',
  'case',
  'board-room',
  'video-encoder',
  'card-link',
  'gpu-share',
  'gaming-card',
  'quiet-general',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface RuleBreach {
  rule: RuleName;
  message: string;
}

// ── Board class for the CPU's power: board-rules.ts ────────────────────────────────────────────

export * from './board-rules.ts';
import { boardSuitsCpu, cpuPowerClass } from './board-rules.ts';

// ── Memory and storage that fit the budget ─────────────────────────────────────────────────────

const splitShare = (split: 'Gaming' | 'Productivity', part: string) => BUDGET_SPLITS.find((s) => s.use === split)!.shares.find((s) => s.part === part)!.percent;

/**
 * The spec's budget split (§9) for memory and storage, in percent: gaming 10 and 10,
 * productivity 18 and 18. From ₱30,000, a gaming or productivity build gets 32 GB once the
 * cheapest 32 GB kit for its memory type fits that share of the budget, and 1 TB once the
 * cheapest 1 TB SSD does.
 */
export const MEMORY_SHARE: Record<Purpose, number> = { gaming: splitShare('Gaming', 'RAM'), productivity: splitShare('Productivity', 'RAM'), generaluse: 0 };
export const STORAGE_SHARE: Record<Purpose, number> = { gaming: splitShare('Gaming', 'Storage'), productivity: splitShare('Productivity', 'Storage'), generaluse: 0 };
export const BASE_MEMORY_GB = 16;
export const FULL_MEMORY_GB = 32;
export const BASE_SSD_GB = 500;
export const FULL_SSD_GB = 1000;

/** Below this budget every peso goes to a PC that works: the size rules start here. */
export const SIZE_RULES_FROM = 30_000;

/** Rule "memory-size": the least memory for the use at this budget (the cheapest 32 GB option's price given). */
export function memoryFloorGb(purpose: Purpose, budget: number, cheapest32: number | undefined): number {
  if (purpose === 'generaluse' || cheapest32 === undefined || ruleTier(budget) < SIZE_RULES_FROM) return BASE_MEMORY_GB;
  return cheapest32 <= (ruleTier(budget) * MEMORY_SHARE[purpose]) / 100 ? FULL_MEMORY_GB : BASE_MEMORY_GB;
}

/** Rule "ssd-size": the least SSD for the use at this budget (the cheapest 1 TB SSD's price given). */
export function ssdFloorGb(purpose: Purpose, budget: number, cheapest1tb: number | undefined): number {
  if (purpose === 'generaluse' || cheapest1tb === undefined || ruleTier(budget) < SIZE_RULES_FROM) return BASE_SSD_GB;
  return cheapest1tb <= (ruleTier(budget) * STORAGE_SHARE[purpose]) / 100 ? FULL_SSD_GB : BASE_SSD_GB;
}

/** The CPU's official memory speed for a memory type (Intel 12th–14th gen rate DDR4 apart). */
export function ratedSpeed(cpu: Pick<Cpu, 'ramMax' | 'ramMaxDdr4' | 'memoryTypes'>, type: string): number {
  return type.toUpperCase() === 'DDR4' && cpu.ramMaxDdr4 !== undefined ? cpu.ramMaxDdr4 : cpu.ramMax;
}

/**
 * Rule "memory-speed": memory at least as fast as the CPU is rated for (DDR4-3200 on a Ryzen 5000
 * or Core 12th–14th gen, DDR5-5200 or more on AM5). Slower kits cost about the same and lose
 * speed in games and on the CPU's own graphics.
 */
export function ramSpeedFits(kit: Pick<Ram, 'ramType' | 'frequency_mhz'>, cpu: Pick<Cpu, 'ramMax' | 'ramMaxDdr4' | 'memoryTypes'>): boolean {
  return kit.frequency_mhz >= ratedSpeed(cpu, kit.ramType);
}

// ── PSU quality ────────────────────────────────────────────────────────────────────────────────

export const EFFICIENCY_RANK: Record<Psu['efficiency'], number> = {
  '80+ White': 0,
  '80+ Bronze': 1,
  '80+ Silver': 2,
  '80+ Gold': 3,
  '80+ Platinum': 4,
  '80+ Titanium': 5,
};
/**
 * Rule "psu-quality": 80+ Bronze or better at every budget (the shops' cheapest Bronze 550 W
 * units cost what a White one does), 80+ Gold or better from ₱100,000, where a Gold 750–850 W
 * unit is about 5–6 % of the budget.
 */
export const PSU_GOLD_FROM = 100_000;
export function psuMinEfficiency(budget: number): Psu['efficiency'] {
  return ruleTier(budget) >= PSU_GOLD_FROM ? '80+ Gold' : '80+ Bronze';
}

// ── Cooler and case ────────────────────────────────────────────────────────────────────────────

/**
 * Rule "cooler": always one rated for the CPU's heat (essentials.ts, coolingNeedW), the boxed
 * one only where the builder calls it enough (boxed-cooler.ts) and only below ₱60,000 (from there a tower cooler is quieter and costs about 2 % of the
 * budget; for general use, where quiet is the point, from ₱40,000), and from ₱150,000 one with
 * two fans or a liquid cooler, for a CPU that stays quiet under long loads.
 */
export const TOWER_COOLER_FROM: Record<Purpose, number> = { gaming: 60_000, productivity: 60_000, generaluse: 40_000 };
export const TWO_FAN_COOLER_FROM = 150_000;

/**
 * Rule "case": it fits every part (physical.ts); from ₱80,000 a mid or full tower that takes a
 * 360 mm radiator (room and airflow for a hot card); from ₱120,000 one of at least 2.5 % of
 * the budget (₱3,000 at ₱120,000, ₱7,500 at ₱300,000): a ₱2,300 case around a ₱100,000 card
 * is where a shop would say no (up to ₱8,000: past that a case buys looks).
 */
export const ROOMY_CASE_FROM = 80_000;
export const CASE_SPEND_FROM = 120_000;
export const CASE_SPEND_SHARE = 2.5;
/** Past ₱8,000 a case buys looks, not room or airflow: the spend rule stops there. */
export const CASE_SPEND_MAX = 8_000;
/** No standard changes above this budget (the case spend reaches its cap at ₱320,000). */
export const STANDARDS_SATURATE = (CASE_SPEND_MAX * 100) / CASE_SPEND_SHARE;
export const ROOMY_RADIATOR_MM = 360;
/**
 * Rule "board-room": from the same ₱80,000, a board with four memory slots and two M.2 slots
 * (the maker's figures), so memory and a second SSD can be added later; a two-slot board in a
 * build of this price leaves the owner nowhere to grow. The board's class still follows the CPU.
 */
export const ROOMY_BOARD_RAM_SLOTS = 4;
export const ROOMY_BOARD_M2_SLOTS = 2;

/** What a completion must meet at a budget: the PSU, cooler and case standards above. */
export interface Standards {
  psuMin: Psu['efficiency'];
  boxedCoolerOk: boolean;
  minCoolerFans: number;
  roomyCase: boolean;
  roomyBoard: boolean;
  caseMinPrice: number;
  /** One key per distinct standard (the completer caches by it). */
  key: string;
}

export function standardsFor(purpose: Purpose, budget: number): Standards {
  const tier = ruleTier(budget);
  const psuMin = psuMinEfficiency(tier);
  const boxedCoolerOk = tier < TOWER_COOLER_FROM[purpose];
  const minCoolerFans = tier >= TWO_FAN_COOLER_FROM ? 2 : 1;
  const roomyCase = tier >= ROOMY_CASE_FROM;
  const caseMinPrice = tier >= CASE_SPEND_FROM ? Math.min(CASE_SPEND_MAX, Math.floor((tier * CASE_SPEND_SHARE) / 100 / 500) * 500) : 0;
  return { psuMin, boxedCoolerOk, minCoolerFans, roomyCase, roomyBoard: roomyCase, caseMinPrice, key: `${psuMin}|${boxedCoolerOk}|${minCoolerFans}|${roomyCase}|${caseMinPrice}` };
}

export const psuMeets = (psu: Pick<Psu, 'efficiency'>, s: Standards): boolean => EFFICIENCY_RANK[psu.efficiency] >= EFFICIENCY_RANK[s.psuMin];

/** A liquid cooler has its fans on the radiator; a tower counts its own. */
export const coolerMeets = (cooler: Pick<Cooler, 'fans'> | null, s: Standards): boolean => (cooler === null ? s.boxedCoolerOk : cooler.fans >= s.minCoolerFans);

export const boardMeets = (board: Pick<Board, 'ramSlots' | 'm2Slots'>, s: Pick<Standards, 'roomyBoard'>): boolean =>
  !s.roomyBoard || (board.ramSlots >= ROOMY_BOARD_RAM_SLOTS && board.m2Slots >= ROOMY_BOARD_M2_SLOTS);

export function caseMeets(pcCase: Pick<Case, 'formFactor' | 'maxRadiatorMm' | 'price'>, s: Standards): boolean {
  if (s.roomyCase && !((pcCase.formFactor === 'Mid Tower' || pcCase.formFactor === 'Full Tower') && pcCase.maxRadiatorMm >= ROOMY_RADIATOR_MM)) return false;
  return pcCase.price >= s.caseMinPrice;
}

// ── What the use needs from the CPU and card ───────────────────────────────────────────────────

/**
 * Graphics chips with no hardware video encoder (their makers' spec pages list decode only):
 * AMD's Navi 24 (RX 6500 XT, RX 6400) and NVIDIA's GT 1030. Every other current card has one
 * (NVENC, AMD's VCN, Intel's media engine), and so do the CPUs' own graphics (Quick Sync, VCN).
 */
export const NO_VIDEO_ENCODER_CHIPS: readonly string[] = ['Radeon RX 6500 XT', 'Radeon RX 6400', 'GeForce GT 1030'];

/** Rule "video-encoder" (productivity): the card's encoder, or the CPU's own graphics. */
export function hasVideoEncoder(cpu: Pick<Cpu, 'integratedGraphics'> | null, gpus: readonly Pick<Gpu, 'chipset'>[]): boolean {
  return (cpu?.integratedGraphics ?? false) || gpus.some((g) => !NO_VIDEO_ENCODER_CHIPS.includes(g.chipset));
}

/**
 * Rule "gaming-card": a gaming CPU has at least 6 cores games use (Intel: performance cores;
 * recent games stutter on 4) and a gaming card at least 6 GB of memory (4 GB cards run out in
 * current games at 1080p).
 */
export const MIN_GAMING_CORES = 6;
export const MIN_GAMING_VRAM_GB = 6;

/**
 * Rule "quiet-general": general use (browsing, office, video, light games) is a quiet, efficient
 * PC: a 65 W-class CPU (the entry boards' class above) and a card of at most 150 W (the RTX
 * 4060/5060 and RX 6600 class, quiet on two fans), or none.
 */
export const GENERAL_MAX_GPU_W = 150;
export const generalCpuFits = (cpu: Pick<Cpu, 'tdp' | 'maxTdp'>): boolean => cpuPowerClass(cpu) === 'light';
export const generalGpuFits = (gpu: Pick<Gpu, 'powerDraw'>): boolean => gpu.powerDraw <= GENERAL_MAX_GPU_W;

/**
 * Rule "gpu-share": the card's share of a gaming build's price, by budget. Guides agree the card
 * takes the largest share and that it grows with the budget: spec §9 gives 35 %; buyers' guides
 * give 25–40 % for budget builds (PC Mecca, https://pcmecca.com/how-much-should-you-spend-on-a-gpu/),
 * 35–40 % at 1080p/60 rising to 50–55 % for 4K builds (https://calcmin.pro/GamingPCBudgetAllocator)
 * and 40–50 % (Evetech, https://evezone.evetech.co.za/deep-dives/what-specs-matter-most-in-a-gaming-pc-under-a-set-zar-budget).
 * The bands span those figures; the top band reaches 80 % because one flagship card costs most of
 * a ₱300,000 budget in the Philippines. Below ₱40,000 a build may go without a card (the CPU's
 * own graphics carry light games at 1080p) when no card fits.
 */
export const GPU_SHARE_BANDS: readonly { from: number; min: number; max: number }[] = [
  { from: 0, min: 0, max: 50 },
  { from: 40_000, min: 30, max: 50 },
  { from: 60_000, min: 35, max: 55 },
  { from: 120_000, min: 40, max: 65 },
  { from: 200_000, min: 45, max: 80 },
];

export function gpuShareRange(budget: number): { min: number; max: number } {
  const tier = ruleTier(budget);
  const band = [...GPU_SHARE_BANDS].reverse().find((b) => tier >= b.from)!;
  return { min: band.min, max: band.max };
}

/** The cards' share of the build's price in percent (0 without a card). */
export function gpuSharePercent(gpuPrice: number, total: number): number {
  return total > 0 ? (100 * gpuPrice) / total : 0;
}

// ── The card's link ────────────────────────────────────────────────────────────────────────────

/**
 * Rule "card-link": AMD's Navi 24 cards (RX 6500 XT, RX 6400) connect over four PCIe lanes
 * (PCIe 4.0 x4 on AMD's spec pages), so in a PCIe 3.0 slot they get half the link and lose speed
 * (TechPowerUp's RX 6500 XT PCI-Express scaling test:
 * https://www.techpowerup.com/review/amd-radeon-rx-6500-xt-pci-express-scaling/). AM5 and
 * LGA1700/LGA1851 give the card PCIe 4.0 or 5.0; on AM4 only a B550/X570 board with a Ryzen 5000
 * that is not an APU does, so these cards go only with the newer sockets.
 */
export const NARROW_LINK_CHIPS: readonly string[] = ['Radeon RX 6500 XT', 'Radeon RX 6400'];
export const PCIE4_SOCKETS: readonly string[] = ['AM5', 'LGA1700', 'LGA1851'];
export function cardLinkFits(gpu: Pick<Gpu, 'chipset'>, cpu: Pick<Cpu, 'socket'>): boolean {
  return !NARROW_LINK_CHIPS.includes(gpu.chipset) || PCIE4_SOCKETS.some((socket) => normalizeSocket(socket) === normalizeSocket(cpu.socket));
}

// ── All of them, for a finished build ──────────────────────────────────────────────────────────

/** What the rules need from the catalogue: the cheapest listed 32 GB kit of a type and 1 TB SSD. */
export interface RuleContext {
  cheapestMemory(type: string, gb: number): number | undefined;
  cheapestSsd(gb: number): number | undefined;
}


/**
 * Every rule a finished build breaks, for a use and budget. Parts the person keeps are theirs:
 * `keptIds` leaves out what only they decide. `unlistedAllowed` names the estimate-priced parts
 * the answer explains (no listed part does their job).
 */
export function ruleBreaches(
  s: Selection,
  purpose: Purpose,
  budget: number,
  ctx: RuleContext,
  options: { keptIds?: ReadonlySet<string>; unlistedAllowed?: ReadonlySet<string>; total?: number } = {},
): RuleBreach[] {
  const kept = options.keptIds ?? new Set<string>();
  const isKept = (p: Component | null) => p !== null && kept.has(p.id);
  const out: RuleBreach[] = [];
  const add = (rule: RuleName, message: string) => out.push({ rule, message });
  const { cpu, mobo: board, psu, case: pcCase } = s;
  const gpus = s.gpus.filter((g): g is Gpu => g !== null);
  const rams = s.rams.filter((r): r is Ram => r !== null);
  const drives = [...s.m2s, ...s.storage].filter((d): d is Component<'m2'> | Component<'storage'> => d !== null);
  const parts = ([cpu, board, s.cpuCooler, psu, pcCase, ...gpus, ...rams, ...drives] as (Component | null)[]).filter((p): p is Component => p !== null);
  const total = options.total ?? parts.reduce((sum, p) => sum + (isKept(p) ? 0 : p.price), 0);

  for (const p of parts) {
    if (isEstimate(p) && !isKept(p) && !options.unlistedAllowed?.has(p.id)) add('listed-parts', `${p.name} has no shop offer and the answer does not say why it is used.`);
  }
  if (cpu && board && !isKept(cpu) && !isKept(board) && !boardSuitsCpu(board, cpu)) {
    add('board-for-cpu', `A ${board.chipset} board for the ${cpu.name} (${cpu.tdp} W, up to ${cpu.maxTdp} W).`);
  }
  if (cpu && rams.length && !rams.some(isKept)) {
    const gb = rams.reduce((sum, r) => sum + r.capacityGb, 0);
    const type = rams[0]!.ramType.toUpperCase();
    const floor = memoryFloorGb(purpose, budget, ctx.cheapestMemory(type, FULL_MEMORY_GB));
    if (gb < floor) add('memory-size', `${gb} GB of memory where ${formatPeso(budget)} allows ${floor} GB.`);
    if (rams.some((r) => !ramSpeedFits(r, cpu))) add('memory-speed', `Memory below the ${cpu.name}'s rated ${ratedSpeed(cpu, type)} MHz.`);
    if (rams.reduce((n, r) => n + r.modules, 0) !== 2) add('dual-channel', 'Memory is not two modules (dual channel).');
  }
  if (rams.length === 0 && !isKept(cpu)) add('dual-channel', 'No memory.');
  const ssdGb = drives.filter((d) => d.type === 'm2' || d.kind === 'ssd').reduce((sum, d) => sum + d.capacityGb, 0);
  if (!drives.some(isKept)) {
    const floor = ssdFloorGb(purpose, budget, ctx.cheapestSsd(FULL_SSD_GB));
    // Drives are sold as 480/500/512 GB and 960 GB/1 TB: 90 % of the nominal size counts.
    if (ssdGb < floor * 0.9) add('ssd-size', `${ssdGb} GB of SSD where ${formatPeso(budget)} allows ${floor} GB.`);
  }
  const standards = standardsFor(purpose, budget);
  if (psu && !isKept(psu) && !psuMeets(psu, standards)) add('psu-quality', `An ${psu.efficiency} PSU where ${formatPeso(budget)} calls for ${standards.psuMin} or better.`);
  if (cpu && !isKept(cpu) && !isKept(s.cpuCooler)) {
    const cooler = s.cpuCooler;
    if (!coolerMeets(cooler, standards)) add('cooler', cooler ? `A ${cooler.fans}-fan cooler where ${formatPeso(budget)} calls for ${standards.minCoolerFans}.` : `The boxed cooler at ${formatPeso(budget)}.`);
    // The builder's own verdict on the boxed cooler (one rule for both).
    if (!cooler && boxedCoolerVerdict(cpu) !== 'enough') add('cooler', `The ${cpu.name}'s boxed cooler, which the builder does not call enough (it needs ${coolingNeedW(cpu)} W).`);
    if (cooler?.ratedTdpW !== undefined && cooler.ratedTdpW < coolingNeedW(cpu)) add('cooler', `The cooler is rated for ${cooler.ratedTdpW} W; the CPU needs ${coolingNeedW(cpu)} W.`);
  }
  if (board && !isKept(board) && !boardMeets(board, standards)) add('board-room', `The ${board.name} (${board.ramSlots} memory slots, ${board.m2Slots} M.2) at ${formatPeso(budget)}.`);
  if (pcCase && !isKept(pcCase) && !caseMeets(pcCase, standards)) add('case', `The ${pcCase.name} (${formatPeso(pcCase.price)}, ${pcCase.formFactor}) at ${formatPeso(budget)}.`);
  if (cpu) for (const g of gpus) if (!isKept(g) && !cardLinkFits(g, cpu)) add('card-link', `The ${g.chipset} (four PCIe lanes) on a ${cpu.socket} CPU, which gives it PCIe 3.0 at best.`);
  if (purpose === 'productivity' && !hasVideoEncoder(cpu, gpus)) add('video-encoder', 'No hardware video encoder (neither the card nor the CPU has one).');
  if (purpose === 'gaming') {
    if (cpu && !isKept(cpu) && gameCores(cpu) < MIN_GAMING_CORES) add('gaming-card', `A ${gameCores(cpu)}-core CPU for gaming.`);
    for (const g of gpus) if (!isKept(g) && g.vram < MIN_GAMING_VRAM_GB) add('gaming-card', `A ${g.vram} GB card for gaming.`);
    if (!gpus.some(isKept)) {
      const range = gpuShareRange(budget);
      const share = gpuSharePercent(gpus.reduce((sum, g) => sum + g.price, 0), total);
      if (share < range.min - 1e-9 || share > range.max + 1e-9) add('gpu-share', `The card is ${Math.round(share)} % of the build; at ${formatPeso(budget)} it should be ${range.min}–${range.max} %.`);
    }
  }
  if (purpose === 'generaluse') {
    if (cpu && !isKept(cpu) && !generalCpuFits(cpu)) add('quiet-general', `The ${cpu.name} (up to ${cpu.maxTdp} W) for general use.`);
    for (const g of gpus) if (!isKept(g) && !generalGpuFits(g)) add('quiet-general', `A ${g.powerDraw} W card for general use.`);
  }
  return out;
}
