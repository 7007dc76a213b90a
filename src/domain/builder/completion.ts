/**
 * Issue 12: completion that reads true. Spec §9's percentage counts chosen parts out of 14, so a
 * finished tower without peripherals reads 50–64 %. Beside it the summary says how many of the
 * parts a working PC needs are chosen, and how many peripherals.
 */
import type { Selection } from './selection.ts';
import { PERIPHERAL_SLOTS, SLOT_TABLE } from './slots.ts';

interface Need {
  label: string;
  met: (s: Selection) => boolean;
}

/**
 * What a working PC needs. A CPU's boxed cooler counts as the cooler, and a CPU's own graphics
 * as the graphics: such a PC is complete without buying either.
 */
export const CORE_NEEDS: readonly Need[] = [
  { label: 'Motherboard', met: (s) => s.mobo !== null },
  { label: 'CPU', met: (s) => s.cpu !== null },
  { label: 'CPU cooler', met: (s) => s.cpuCooler !== null || Boolean(s.cpu?.coolerIncluded) },
  { label: 'Graphics', met: (s) => s.gpus.some((g) => g !== null) || Boolean(s.cpu?.integratedGraphics) },
  { label: 'RAM', met: (s) => s.rams.some((r) => r !== null) },
  { label: 'Storage', met: (s) => s.m2s.some((d) => d !== null) || s.storage.some((d) => d !== null) },
  { label: 'PSU', met: (s) => s.psu !== null },
  { label: 'Case', met: (s) => s.case !== null },
];

/** One need per peripheral slot (the slot table), as a build is read: monitor, keyboard, mouse, headset. */
export const PERIPHERAL_NEEDS: readonly Need[] = PERIPHERAL_SLOTS.map((slot) => ({
  label: SLOT_TABLE[slot].label,
  met: (s) => s[slot] !== null,
}));

export interface Completion {
  core: { done: number; total: number; missing: string[] };
  peripherals: { done: number; total: number };
}

export function completionBreakdown(selection: Selection): Completion {
  const missing = CORE_NEEDS.filter((n) => !n.met(selection)).map((n) => n.label);
  return {
    core: { done: CORE_NEEDS.length - missing.length, total: CORE_NEEDS.length, missing },
    peripherals: { done: PERIPHERAL_NEEDS.filter((n) => n.met(selection)).length, total: PERIPHERAL_NEEDS.length },
  };
}

/** "Core parts 8 of 8 · Peripherals 0 of 4" */
export function completionLine(c: Completion): string {
  return `Core parts ${c.core.done} of ${c.core.total} · Peripherals ${c.peripherals.done} of ${c.peripherals.total}`;
}

/** What a working PC still needs, or null when nothing: "Still needed: PSU, Case." */
export function stillNeeded(c: Completion): string | null {
  return c.core.missing.length ? `Still needed: ${c.core.missing.join(', ')}.` : null;
}

/**
 * The completion shown (issue 20): the share of the parts a working PC needs, so a finished
 * tower reads 100 %. Spec §9 counts 14 parts, peripherals included (a deviation, DESIGN.md);
 * peripherals are counted apart in `completionLine`.
 */
export function coreCompletionPercent(c: Completion): number {
  return Math.round((c.core.done / c.core.total) * 100);
}
