/**
 * What the budget optimiser takes and gives back (issue 14). The entry point is
 * `optimiseBuild(parts, request)` in optimise.ts.
 */
import type { Component } from '../catalogue/catalogue.ts';
import type { CompatibilityResult } from '../builder/compatibility.ts';
import type { Selection, Slot } from '../builder/selection.ts';

import type { Purpose } from '../builder/purpose.ts';

/** What the PC is for: the builder's purpose, in its one spelling (gaming, productivity, generaluse). */
export { PURPOSES, type Purpose } from '../builder/purpose.ts';

/** A part the person keeps: it is always in the result; an owned part costs ₱0. */
export interface KeptPart {
  part: Component;
  owned?: boolean;
}

export interface OptimiseRequest {
  /** Pesos for the PC itself (peripherals have their own budget). */
  budget: number;
  purpose: Purpose;
  /** Parts to keep (chosen in the builder or already owned). */
  keep?: readonly KeptPart[];
  /** Pesos for keyboard, mouse, headset and monitor; leave out (or 0) for none. */
  peripheralsBudget?: number | null;
}

export interface PartLine {
  slot: Slot;
  part: Component;
  /** What it costs in this build: 0 for an owned part. */
  cost: number;
  kept: boolean;
  owned: boolean;
  /** One sentence: why this part. */
  reason: string;
}

export interface Conflict {
  /** The kept parts that cannot go together (usually two). */
  parts: Component[];
  /** What our rules say about them. */
  problem: string;
}

export interface PartChange {
  slot: Slot;
  from: Component | null;
  to: Component | null;
}

export interface UpgradeHint {
  /** The extra pesos looked at (₱5,000, or the next step up when ₱5,000 buys nothing stronger). */
  extra: number;
  changes: PartChange[];
  /** Score at budget + extra. */
  score: number;
  /** How much stronger by the measure, in percent (0 when nothing changes). */
  percent: number;
  text: string;
}

export type OptimiseStatus =
  /** A build within the budget. */
  | 'ok'
  /** No build fits the budget: `cheapest` is the cheapest one and its price. */
  | 'budget-too-small'
  /** Kept parts cannot go together: `conflicts` says which. */
  | 'kept-conflict'
  /** The catalogue has no parts that complete the kept ones (`message` says which kind is missing). */
  | 'no-build';

export interface Priced {
  selection: Selection;
  /** Pesos to spend (owned parts count ₱0). */
  total: number;
  score: number;
}

export interface PeripheralsResult {
  budget: number;
  total: number;
  lines: PartLine[];
  /** Set when the budget cannot buy the cheapest set. */
  message: string | null;
}

export interface OptimiseResult {
  status: OptimiseStatus;
  purpose: Purpose;
  budget: number;
  /** The build to load into the builder (peripherals included), or null. */
  selection: Selection | null;
  /** One line per part, in builder order. */
  lines: PartLine[];
  /** Pesos to spend on the PC (owned parts ₱0; peripherals not included). */
  total: number;
  /** The measure's score for this use (see measure.ts). */
  score: number;
  /** The measure, in words, for the UI. */
  measure: string;
  /** "₱44,380 of ₱45,000 (₱620 left)", or what went wrong. */
  summary: string;
  /** For the edges: why there is no build, in words. */
  message: string | null;
  /** Why money is left, or null when the build takes the whole budget: the next step up and its price, or why nothing stronger exists. */
  leftover: string | null;
  /**
   * Why this build's CPU is weaker than a smaller budget's (or which rule it cannot meet), when
   * it is: a larger budget never makes the CPU, card, memory or SSD worse without saying why.
   */
  steady: string | null;
  /** Parts priced by the catalogue's estimate (no shop lists them), each with why it is used all the same. */
  unlisted: { part: Component; why: string }[];
  /** Status 'budget-too-small': the cheapest compatible build and its price. */
  cheapest: Priced | null;
  conflicts: Conflict[];
  upgrade: UpgradeHint | null;
  peripherals: PeripheralsResult | null;
  /** Our rules' verdict on the result (no problems; notes may remain). */
  compatibility: CompatibilityResult | null;
  /** Parts whose performance figure is an estimate from specs (not in content/performance). */
  estimated: Component[];
}
