/**
 * What a build is for — Gaming (the default), Productivity or General use — in one spelling for
 * the code, the API (`purpose`) and the stored builds; the public addresses keep their forms
 * (/prebuilt/generaluse, ?use=). The verdict reads it for the CPU/GPU balance: a gaming build is
 * judged on games (balance.ts), a productivity build on the CPU's multi-core speed (what
 * finishes renders, exports and compiles), a general-use build on whether it works at all, so
 * that neither of the last two is told to "upgrade the GPU" for games it will not play.
 */
import type { Balance, BalanceFigures } from './balance.ts';
import type { Selection } from './selection.ts';

export const PURPOSES = ['gaming', 'productivity', 'generaluse'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PURPOSE_LABELS: Record<Purpose, string> = {
  gaming: 'Gaming',
  productivity: 'Productivity',
  generaluse: 'General use',
};
export const DEFAULT_PURPOSE: Purpose = 'gaming';
export const PURPOSE_INVALID = 'purpose must be gaming, productivity or generaluse';
/** The permalink's key: /builder?cpu=…&use=productivity (a public address: its old form stays). */
export const PURPOSE_QUERY_KEY = 'use';

export function isPurpose(value: unknown): value is Purpose {
  return typeof value === 'string' && (PURPOSES as readonly string[]).includes(value);
}

/** A stored or linked purpose, or the default when it is missing or unknown (old rows: gaming). */
export function purposeFrom(value: unknown): Purpose {
  return isPurpose(value) ? value : DEFAULT_PURPOSE;
}

/**
 * For productivity, a CPU below this share of the fastest desktop CPU's multi-core speed
 * (Cinebench R23, content/performance/cpu.json) gets a note: about a current 6-core's level
 * (Ryzen 5 7600 ≈ 34 %, Core i5-12400F ≈ 29 %, Ryzen 5 5600 ≈ 25 %).
 */
export const PRODUCTIVITY_MULTI_SHARE = 30;

export function productivityBalance(selection: Selection, figures: BalanceFigures): Balance {
  const cpu = selection.cpu;
  if (!cpu) return { verdict: 'no-data', note: null, upgradeRecommendation: null };
  const multi = figures.cpu(cpu)?.multi;
  if (multi === undefined) {
    return { verdict: 'no-data', note: "No reviewers' figures for this CPU yet, so its fit for productivity is not judged.", upgradeRecommendation: null };
  }
  const hasCard = selection.gpus.some((g) => g !== null);
  const share = Math.round(multi);
  if (multi < PRODUCTIVITY_MULTI_SHARE) {
    return {
      verdict: 'cpu-light',
      note: `For productivity, CPU cores finish renders, exports and compiles sooner: this ${cpu.cores}-core CPU does about ${share} % of the work of the fastest desktop CPUs in reviewers' multi-core tests; 8 or more fast cores suit this work better.`,
      upgradeRecommendation: `Consider a CPU with 8 or more cores for productivity work${hasCard ? ', before a bigger graphics card' : ''}.`,
    };
  }
  return {
    verdict: 'balanced',
    note: `Good balance for productivity: the ${cpu.cores}-core CPU does most of the work (about ${share} % of the fastest desktop CPUs in reviewers' multi-core tests)${hasCard ? '; the graphics card speeds up video encoding and GPU rendering' : ''}.`,
    upgradeRecommendation: null,
  };
}

export function generalUseBalance(selection: Selection): Balance {
  const cpu = selection.cpu;
  if (!cpu) return { verdict: 'no-data', note: null, upgradeRecommendation: null };
  const hasCard = selection.gpus.some((g) => g !== null);
  const note = hasCard
    ? 'General use (browsing, office work, video): the gaming balance does not apply; this CPU and graphics card are more than enough.'
    : cpu.integratedGraphics
      ? "General use: the CPU's own graphics are enough for browsing, office work and video; a graphics card is optional."
      : 'General use: this CPU has no graphics of its own, so add any current graphics card; a basic one is enough.';
  return { verdict: 'balanced', note, upgradeRecommendation: null };
}
