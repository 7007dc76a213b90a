/**
 * The compatibility result of spec §3, from the rules of spec §5 and §9 plus the checks of
 * DESIGN.md and issue 11. Pure and fast: the builder runs it on every change, the API on every
 * save. One verdict a person can act on: problems first (the PC will not work or the parts do
 * not fit), then notes (it works, with a cost or a step to take); each says what to do.
 */
import { combinedGpuIndex, cpuIndex, evaluateBalance, type BalanceVerdict } from './balance.ts';
import { biosNote } from './bios.ts';
import { essentialNotes, essentialProblems } from './essentials.ts';
import { notChecked } from './not-checked.ts';
import { memoryTypesOf } from './part-filters.ts';
import { physicalNotes, physicalWarnings } from './physical.ts';
import { evaluatePower, type PowerBlock } from './power.ts';
import { evaluateRam, type RamBlock } from './ram-speed.ts';
import { GPU_SLOTS_CHECK_FALLBACK, socketsMatch, type Selection } from './selection.ts';

export { RAM_TOLERANCE_MHZ, evaluateRam, ramSpeedNote, ramSpeedWarning, type RamBlock } from './ram-speed.ts';

export const SOCKET_MISMATCH = 'CPU socket does not match motherboard';
export const MEMORY_TYPE_MISMATCH = 'Memory type incompatible with motherboard';
export const TOO_MANY_GPUS = 'More GPUs than motherboard supports';

export type Severity = 'good' | 'warn' | 'bad';
export type BadgeLabel =
  | 'BALANCED'
  | 'WARNING'
  | 'BOTTLENECK'
  | 'NO DATA'
  | 'INSUFFICIENT'
  | 'OVERPOWERED'
  | 'RECOMMENDED'
  | 'SUFFICIENT'
  | 'RAM BOTTLENECK'
  | 'RECOMMENDATION';

export interface Badge {
  label: BadgeLabel;
  /** 'info' for NO DATA (nothing to judge yet) and RAM BOTTLENECK (a kit above the CPU's rating: a note). */
  tone: Severity | 'info';
}

export interface CompatibilityResult {
  /** Spec §3's warnings: every problem, then every note. */
  warnings: string[];
  /** What stops the build from working or fitting (severity bad). */
  problems: string[];
  /** What works with a cost, or needs a step from the owner (severity warn). */
  notes: string[];
  /** What the builder does not check: the general list, then what lacks a maker figure for these parts. */
  notChecked: string[];
  hasIssues: boolean;
  cpuIndex: number;
  combinedGpuIndex: number;
  compatSeverity: Severity;
  bottleneckNote: string | null;
  upgradeRecommendation: string | null;
  balance: BalanceVerdict;
  ram: RamBlock;
  power: PowerBlock;
  badges: Badge[];
}

const BALANCE_BADGE: Record<BalanceVerdict, Badge> = {
  balanced: { label: 'BALANCED', tone: 'good' },
  'cpu-overpowered': { label: 'WARNING', tone: 'warn' },
  'gpu-bottlenecked': { label: 'BOTTLENECK', tone: 'warn' },
  'no-data': { label: 'NO DATA', tone: 'info' },
};

const POWER_BADGE: Partial<Record<PowerBlock['status'], Badge>> = {
  insufficient: { label: 'INSUFFICIENT', tone: 'bad' },
  overpowered: { label: 'OVERPOWERED', tone: 'warn' },
  recommended: { label: 'RECOMMENDED', tone: 'good' },
  sufficient: { label: 'SUFFICIENT', tone: 'good' },
};

export function evaluateBuild(selection: Selection): CompatibilityResult {
  const problems: string[] = [];
  const notes: string[] = [];
  const board = selection.mobo;
  const gpuCount = selection.gpus.filter((g) => g !== null).length;

  if (board && selection.cpu && !socketsMatch(selection.cpu.socket, board.socket)) problems.push(SOCKET_MISMATCH);
  if (board) {
    const types = memoryTypesOf(board.ramType);
    if (types.length && selection.rams.some((r) => r && !types.includes(r.ramType.toUpperCase()))) {
      problems.push(MEMORY_TYPE_MISMATCH);
    }
    if (gpuCount > (board.gpuSlots ?? GPU_SLOTS_CHECK_FALLBACK)) problems.push(TOO_MANY_GPUS);
  }

  const power = evaluatePower(selection);
  if (power.insufficient) problems.push(power.message);
  problems.push(...essentialProblems(selection), ...physicalWarnings(selection));

  const ram = evaluateRam(selection);
  if (ram.note) notes.push(ram.note);
  if (power.overpowered) notes.push(power.message);
  const bios = biosNote(selection);
  if (bios) notes.push(bios);
  notes.push(...essentialNotes(selection), ...physicalNotes(selection));

  const balance = evaluateBalance(selection);
  if (balance.verdict === 'gpu-bottlenecked' || balance.verdict === 'cpu-overpowered') notes.push(balance.note!);

  const warnings = [...problems, ...notes];
  const badges: Badge[] = [BALANCE_BADGE[balance.verdict]];
  const powerBadge = POWER_BADGE[power.status];
  if (powerBadge) badges.push(powerBadge);
  // A kit above the CPU's rating is a note, not a fault (DESIGN.md): the spec's badge, told calmly.
  if (ram.bottleneck) badges.push({ label: 'RAM BOTTLENECK', tone: 'info' });
  if (balance.upgradeRecommendation) badges.push({ label: 'RECOMMENDATION', tone: 'warn' });

  return {
    warnings,
    problems,
    notes,
    notChecked: notChecked(selection),
    hasIssues: warnings.length > 0,
    cpuIndex: cpuIndex(selection.cpu),
    combinedGpuIndex: combinedGpuIndex(selection.gpus),
    compatSeverity: problems.length ? 'bad' : notes.length ? 'warn' : 'good',
    bottleneckNote: balance.note,
    upgradeRecommendation: balance.upgradeRecommendation,
    balance: balance.verdict,
    ram,
    power,
    badges,
  };
}
