/**
 * The verdict (spec §3's compatibility result) for a selection and a purpose: the one function
 * the builder, saved and community builds, the API and the optimiser all call, so a build reads
 * the same wherever it appears. From the rules of spec §5 and §9 plus the checks of DESIGN.md.
 * Pure and fast: the builder runs it on every change, the API on every read.
 *
 * Problems stop the PC from working or the parts from fitting; only they make `hasIssues` and
 * a red badge (DESIGN.md "Notes are not issues"). Notes say what works with a cost or needs a
 * step from the owner (BIOS, single channel, XMP/EXPO, balance); each says what to do.
 */
import { combinedGpuIndex, cpuIndex, gamingBalance, type Balance, type BalanceFigures, type BalanceVerdict } from './balance.ts';
import { biosNote } from './bios.ts';
import { essentialNotes, essentialProblems } from './essentials.ts';
import { notChecked } from './not-checked.ts';
import { memoryTypesOf } from './part-filters.ts';
import { physicalNotes, physicalWarnings } from './physical.ts';
import { evaluatePower, type PowerBlock } from './power.ts';
import { DEFAULT_PURPOSE, generalUseBalance, productivityBalance, type Purpose } from './purpose.ts';
import { evaluateRam, type RamBlock } from './ram-speed.ts';
import { REVIEW_FIGURES } from './review-figures.ts';
import { GPU_SLOTS_CHECK_FALLBACK, isEmptySelection, socketsMatch, type Selection } from './selection.ts';
import { fanProblems, setupNotes } from './setup.ts';
import { upsProblem, upsRuntimeNote } from './ups.ts';

export { RAM_TOLERANCE_MHZ, evaluateRam, ramSpeedNote, ramSpeedWarning, type RamBlock } from './ram-speed.ts';

export const SOCKET_MISMATCH = 'CPU socket does not match motherboard';
export const MEMORY_TYPE_MISMATCH = 'Memory type incompatible with motherboard';
export const TOO_MANY_GPUS = 'More GPUs than motherboard supports';

/**
 * "an AM4", "an LGA1700", "a DDR4": sockets and memory types are read letter by letter, so the
 * article follows the first letter's name (ay, ef, aitch, el, em, en, oh, ar, es, ex).
 */
export function withArticle(code: string): string {
  return `${/^[AEFHILMNORSX]/i.test(code) ? 'an' : 'a'} ${code}`;
}

/** Spec §5's text, then both sides and the way out (issue 25): "… motherboard: AM5 CPU on an AM4 board. …" */
export function socketMismatch(cpuSocket: string, boardSocket: string): string {
  return `${SOCKET_MISMATCH}: ${cpuSocket} CPU on ${withArticle(boardSocket)} board. Choose ${withArticle(boardSocket)} CPU, or ${withArticle(cpuSocket)} board.`;
}

/** Spec §5's text, then both sides and the way out: "… motherboard: DDR5 memory on a DDR4 board. …" */
export function memoryTypeMismatch(ramTypes: readonly string[], boardTypes: readonly string[]): string {
  const ram = ramTypes.join(' and ');
  const board = boardTypes.join(' or ');
  return `${MEMORY_TYPE_MISMATCH}: ${ram} memory on ${withArticle(board)} board. Choose ${board} memory, or ${withArticle(ramTypes[0] ?? ram)} board.`;
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
  /** 'info' for NO DATA (nothing to judge yet) and RAM BOTTLENECK (a kit above the CPU's rating: a note). */
  tone: Severity | 'info';
}

export interface CompatibilityResult {
  /** What the build is for: the balance is judged for it. */
  purpose: Purpose;
  /** Nothing is chosen yet: nothing to judge (the summary says what to do first). */
  empty: boolean;
  /** Spec §3's warnings: every problem, then every note. */
  warnings: string[];
  /** What stops the build from working or fitting (severity bad). */
  problems: string[];
  /** What works with a cost, or needs a step from the owner (severity warn). */
  notes: string[];
  /** What the builder does not check: the general list, then what lacks a maker figure for these parts. */
  notChecked: string[];
  /** A problem that stops the PC working (notes are not issues). */
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
  'cpu-light': { label: 'WARNING', tone: 'warn' },
  'gpu-bottlenecked': { label: 'BOTTLENECK', tone: 'warn' },
  'no-data': { label: 'NO DATA', tone: 'info' },
};

const POWER_BADGE: Partial<Record<PowerBlock['status'], Badge>> = {
  insufficient: { label: 'INSUFFICIENT', tone: 'bad' },
  overpowered: { label: 'OVERPOWERED', tone: 'warn' },
  recommended: { label: 'RECOMMENDED', tone: 'good' },
  sufficient: { label: 'SUFFICIENT', tone: 'good' },
};

/** The balance notes that are something to act on (listed with the notes). */
const ACTIONABLE: ReadonlySet<BalanceVerdict> = new Set(['gpu-bottlenecked', 'cpu-overpowered', 'cpu-light']);

function balanceFor(selection: Selection, purpose: Purpose, figures: BalanceFigures): Balance {
  if (purpose === 'productivity') return productivityBalance(selection, figures);
  if (purpose === 'generaluse') return generalUseBalance(selection);
  return gamingBalance(selection, figures);
}

export function evaluateBuild(selection: Selection, purpose: Purpose = DEFAULT_PURPOSE, figures: BalanceFigures = REVIEW_FIGURES): CompatibilityResult {
  const problems: string[] = [];
  const notes: string[] = [];
  const board = selection.mobo;
  const gpuCount = selection.gpus.filter((g) => g !== null).length;

  if (board && selection.cpu && !socketsMatch(selection.cpu.socket, board.socket)) problems.push(socketMismatch(selection.cpu.socket, board.socket));
  if (board) {
    const types = memoryTypesOf(board.ramType);
    const wrong = [...new Set(selection.rams.flatMap((r) => (r && !types.includes(r.ramType.toUpperCase()) ? [r.ramType.toUpperCase()] : [])))];
    if (types.length && wrong.length) problems.push(memoryTypeMismatch(wrong, types));
    if (gpuCount > (board.gpuSlots ?? GPU_SLOTS_CHECK_FALLBACK)) problems.push(TOO_MANY_GPUS);
  }

  const power = evaluatePower(selection);
  if (power.insufficient) problems.push(power.message);
  problems.push(...essentialProblems(selection), ...physicalWarnings(selection));
  // Issue 29: the rest of the setup — a UPS that cannot carry the PC, more fans than the case takes.
  const ups = upsProblem(selection, power);
  if (ups) problems.push(ups);
  problems.push(...fanProblems(selection));

  const ram = evaluateRam(selection);
  if (ram.note) notes.push(ram.note);
  if (power.overpowered) notes.push(power.message);
  const bios = biosNote(selection);
  if (bios) notes.push(bios);
  notes.push(...essentialNotes(selection), ...physicalNotes(selection), ...setupNotes(selection));
  const runtime = upsRuntimeNote(selection, power);
  if (runtime) notes.push(runtime);

  const balance = balanceFor(selection, purpose, figures);
  if (ACTIONABLE.has(balance.verdict) && balance.note) notes.push(balance.note);

  const warnings = [...problems, ...notes];
  const badges: Badge[] = [BALANCE_BADGE[balance.verdict]];
  const powerBadge = POWER_BADGE[power.status];
  if (powerBadge) badges.push(powerBadge);
  // A kit above the CPU's rating is a note, not a fault (DESIGN.md): the spec's badge, told calmly.
  if (ram.bottleneck) badges.push({ label: 'RAM BOTTLENECK', tone: 'info' });
  if (balance.upgradeRecommendation) badges.push({ label: 'RECOMMENDATION', tone: 'warn' });

  return {
    purpose,
    empty: isEmptySelection(selection),
    warnings,
    problems,
    notes,
    notChecked: notChecked(selection),
    hasIssues: problems.length > 0,
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

// ---- The verdict in words (the summary's head, the phone bar) ---------------------------------

export const VERDICT_TEXT: Record<Severity, string> = { good: 'Compatible', warn: 'Compatible, with notes', bad: 'Problems found' };
/** Issue 20: an empty build is not "Compatible"; it says what to do first. */
export const EMPTY_BUILD_TEXT = 'Start with a CPU or a motherboard';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The verdict in a word or two: what to do first, or Compatible / with notes / Problems found. */
export function verdictHeadline(result: Pick<CompatibilityResult, 'empty' | 'compatSeverity'>): string {
  return result.empty ? EMPTY_BUILD_TEXT : VERDICT_TEXT[result.compatSeverity];
}

/** The verdict with its counts: "Problems found: 2 problems, 1 note", "Compatible, with 2 notes". */
export function verdictLine(result: Pick<CompatibilityResult, 'empty' | 'compatSeverity' | 'problems' | 'notes'>): string {
  if (result.empty) return EMPTY_BUILD_TEXT;
  if (result.problems.length) {
    const counts = [plural(result.problems.length, 'problem'), ...(result.notes.length ? [plural(result.notes.length, 'note')] : [])];
    return `${VERDICT_TEXT.bad}: ${counts.join(', ')}`;
  }
  return result.notes.length ? `Compatible, with ${plural(result.notes.length, 'note')}` : VERDICT_TEXT.good;
}
