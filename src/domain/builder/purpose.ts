/**
 * Issue 12: a purpose for the build — Gaming (the default), Productivity or General use — that
 * the CPU/GPU balance reads. Spec §9's balance bands are about games: a gaming build keeps them
 * and their texts exactly (evaluateBuild's result, untouched). A productivity build is judged by
 * what finishes renders, exports and compiles (CPU cores), and a general-use build by whether it
 * works at all, so neither is told to "upgrade the GPU" for games it will not play.
 */
import { BUILD_USES, BUILD_USE_LABELS, isBuildUse, type BuildUse } from '../community.ts';
import type { Badge, CompatibilityResult } from './compatibility.ts';
import type { Selection } from './selection.ts';

export type Purpose = BuildUse;
/** The same three uses the community gallery files builds under (/prebuilt/gaming, …). */
export const PURPOSES: readonly Purpose[] = BUILD_USES;
export const PURPOSE_LABELS: Record<Purpose, string> = BUILD_USE_LABELS;
export const DEFAULT_PURPOSE: Purpose = 'gaming';
/** The permalink's key: /builder?cpu=…&use=productivity (the gallery's ?use= spelling). */
export const PURPOSE_QUERY_KEY = 'use';

/** A stored or linked purpose, or the default when it is missing or unknown. */
export function purposeFrom(value: unknown): Purpose {
  return isBuildUse(value) ? value : DEFAULT_PURPOSE;
}

/** Cores that make a CPU a sound choice for rendering, video export and compiling. */
export const PRODUCTIVITY_CORES = 8;

const BALANCE_LABELS = new Set(['BALANCED', 'WARNING', 'BOTTLENECK', 'NO DATA', 'RECOMMENDATION']);

interface PurposeBalance {
  note: string | null;
  recommendation: string | null;
  /** True when the note is something to act on (listed with the notes). */
  actionable: boolean;
}

function productivityBalance(selection: Selection): PurposeBalance {
  const cpu = selection.cpu;
  if (!cpu) return { note: null, recommendation: null, actionable: false };
  const hasCard = selection.gpus.some((g) => g !== null);
  if (cpu.cores < PRODUCTIVITY_CORES) {
    return {
      note: `For productivity, CPU cores finish renders, exports and compiles sooner: this CPU has ${cpu.cores}; ${PRODUCTIVITY_CORES} or more suit this work better.`,
      recommendation: `Consider a CPU with ${PRODUCTIVITY_CORES} or more cores for productivity work${hasCard ? ', before a bigger graphics card' : ''}.`,
      actionable: true,
    };
  }
  return {
    note: `Good balance for productivity: the ${cpu.cores}-core CPU does most of the work${hasCard ? '; the graphics card speeds up video encoding and GPU rendering' : ''}.`,
    recommendation: null,
    actionable: false,
  };
}

function generalUseBalance(selection: Selection): PurposeBalance {
  const cpu = selection.cpu;
  if (!cpu) return { note: null, recommendation: null, actionable: false };
  const hasCard = selection.gpus.some((g) => g !== null);
  const note = hasCard
    ? 'General use (browsing, office work, video): the gaming balance bands do not apply; this CPU and graphics card are more than enough.'
    : cpu.integratedGraphics
      ? "General use: the CPU's own graphics are enough for browsing, office work and video; a graphics card is optional."
      : 'General use: this CPU has no graphics of its own, so add any current graphics card; a basic one is enough.';
  return { note, recommendation: null, actionable: false };
}

/** The compatibility result read for the build's purpose. Gaming: the result itself. */
export function forPurpose(result: CompatibilityResult, selection: Selection, purpose: Purpose): CompatibilityResult {
  if (purpose === 'gaming') return result;
  const gamingNote = result.balance === 'gpu-bottlenecked' || result.balance === 'cpu-overpowered' ? result.bottleneckNote : null;
  const balance = purpose === 'productivity' ? productivityBalance(selection) : generalUseBalance(selection);
  const notes = result.notes.filter((n) => n !== gamingNote);
  if (balance.actionable && balance.note) notes.push(balance.note);
  const badges: Badge[] = result.badges.filter((b) => !BALANCE_LABELS.has(b.label));
  badges.unshift(
    balance.note === null
      ? { label: 'NO DATA', tone: 'info' }
      : balance.actionable
        ? { label: 'WARNING', tone: 'warn' }
        : { label: 'BALANCED', tone: 'good' },
  );
  if (balance.recommendation) badges.push({ label: 'RECOMMENDATION', tone: 'warn' });
  const warnings = [...result.problems, ...notes];
  return {
    ...result,
    notes,
    warnings,
    hasIssues: warnings.length > 0,
    compatSeverity: result.problems.length ? 'bad' : notes.length ? 'warn' : 'good',
    bottleneckNote: balance.note,
    upgradeRecommendation: balance.recommendation,
    badges,
  };
}
