/**
 * When a part's chip first went on sale (content/launches/chips.json, which names its source):
 * the Component Database's "Newest" sort (issue 20). CPUs by model, graphics cards by their chip,
 * motherboards by their chipset. Parts of other kinds, and chips the table lacks, have no month.
 * The table is checked against LAUNCHES_SCHEMA (launches-schema.ts) by launches.test.ts, not at
 * run time: the Component Database page should not ship the validator.
 */
import chips from '../../../content/launches/chips.json' with { type: 'json' };
import type { Component } from './catalogue.ts';
import { cpuModel } from '../optimiser/performance.ts';

/** Months as "YYYY-MM", by CPU model (as cpuModel names it), graphics chip and board chipset. */
export interface Launches {
  cpus: Record<string, string>;
  gpuChips: Record<string, string>;
  chipsets: Record<string, string>;
}
export const LAUNCHES: Launches = chips;

/** The month ("2024-08") the part's chip first went on sale, or null when the table has none. */
export function launchMonth(part: Component, launches: Launches = LAUNCHES): string | null {
  if (part.type === 'cpu') return launches.cpus[cpuModel(part)] ?? null;
  if (part.type === 'gpu') return launches.gpuChips[part.chipset] ?? null;
  if (part.type === 'mobo') return launches.chipsets[part.chipset] ?? null;
  return null;
}

/** A month as a number that orders months: 2024-08 → 2024 × 12 + 8. */
export function monthOrder(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return year * 12 + m;
}

export const NEWEST_NOTE =
  'Newest: when the chip first went on sale (a motherboard: its chipset), from AMD’s, Intel’s and NVIDIA’s launch announcements, newest first. ' +
  'Parts whose chip is not in that list come last.';
