/**
 * The compatibility result of spec §3, from the rules of spec §5 and §9 plus the physical checks
 * of DESIGN.md. Pure and fast: the builder runs it on every change, the API on every save.
 */
import { combinedGpuIndex, cpuIndex, evaluateBalance, type BalanceVerdict } from './balance.ts';
import { memoryTypesOf } from './part-filters.ts';
import { physicalWarnings } from './physical.ts';
import { evaluatePower, type PowerBlock } from './power.ts';
import { GPU_SLOTS_CHECK_FALLBACK, socketsMatch, type Selection } from './selection.ts';

export const SOCKET_MISMATCH = 'CPU socket does not match motherboard';
export const MEMORY_TYPE_MISMATCH = 'Memory type incompatible with motherboard';
export const TOO_MANY_GPUS = 'More GPUs than motherboard supports';
/** Spec §9: RAM may run this far above the CPU's rated speed before it counts as a bottleneck. */
export const RAM_TOLERANCE_MHZ = 50;

export function ramSpeedWarning(ramMhz: number, cpuMhz: number): string {
  return `RAM speed ${ramMhz}MHz exceeds CPU supported ${cpuMhz}MHz. Consider a CPU with higher memory support or lower-speed RAM.`;
}

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
  /** 'info' for NO DATA: nothing is wrong, there is just nothing to judge yet. */
  tone: Severity | 'info';
}

export interface RamBlock {
  highestRamMhz: number | null;
  cpuMaxMhz: number | null;
  bottleneck: boolean;
  note: string | null;
}

export interface CompatibilityResult {
  warnings: string[];
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

export function evaluateRam(selection: Selection): RamBlock {
  const speeds = selection.rams.flatMap((r) => (r ? [r.frequency_mhz] : []));
  const highestRamMhz = speeds.length ? Math.max(...speeds) : null;
  const cpuMaxMhz = selection.cpu?.ramMax ?? null;
  const bottleneck = highestRamMhz !== null && cpuMaxMhz !== null && highestRamMhz > cpuMaxMhz + RAM_TOLERANCE_MHZ;
  return {
    highestRamMhz,
    cpuMaxMhz,
    bottleneck,
    note: bottleneck ? ramSpeedWarning(highestRamMhz!, cpuMaxMhz!) : null,
  };
}

export function evaluateBuild(selection: Selection): CompatibilityResult {
  const hard: string[] = [];
  const soft: string[] = [];
  const board = selection.mobo;
  const gpuCount = selection.gpus.filter((g) => g !== null).length;

  if (board && selection.cpu && !socketsMatch(selection.cpu.socket, board.socket)) hard.push(SOCKET_MISMATCH);
  if (board) {
    const types = memoryTypesOf(board.ramType);
    if (types.length && selection.rams.some((r) => r && !types.includes(r.ramType.toUpperCase()))) {
      hard.push(MEMORY_TYPE_MISMATCH);
    }
    if (gpuCount > (board.gpuSlots ?? GPU_SLOTS_CHECK_FALLBACK)) hard.push(TOO_MANY_GPUS);
  }

  const ram = evaluateRam(selection);
  if (ram.note) soft.push(ram.note);

  const power = evaluatePower(selection);
  if (power.insufficient) hard.push(power.message);
  if (power.overpowered) soft.push(power.message);

  hard.push(...physicalWarnings(selection));

  const balance = evaluateBalance(selection);
  if (balance.verdict === 'gpu-bottlenecked' || balance.verdict === 'cpu-overpowered') soft.push(balance.note!);

  const warnings = [...hard, ...soft];
  const badges: Badge[] = [BALANCE_BADGE[balance.verdict]];
  const powerBadge = POWER_BADGE[power.status];
  if (powerBadge) badges.push(powerBadge);
  if (ram.bottleneck) badges.push({ label: 'RAM BOTTLENECK', tone: 'warn' });
  if (balance.upgradeRecommendation) badges.push({ label: 'RECOMMENDATION', tone: 'warn' });

  return {
    warnings,
    hasIssues: warnings.length > 0,
    cpuIndex: cpuIndex(selection.cpu),
    combinedGpuIndex: combinedGpuIndex(selection.gpus),
    compatSeverity: hard.length ? 'bad' : soft.length ? 'warn' : 'good',
    bottleneckNote: balance.note,
    upgradeRecommendation: balance.upgradeRecommendation,
    balance: balance.verdict,
    ram,
    power,
    badges,
  };
}
