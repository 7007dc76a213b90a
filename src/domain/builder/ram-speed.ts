/**
 * RAM speed against the CPU's rated memory speed (spec §5, §9, and DESIGN.md's deviation).
 *
 * The spec hides kits faster than the CPU's rating and calls them a bottleneck. Such kits are
 * normal (XMP/EXPO): they run at the CPU's rated speed until XMP/EXPO is enabled in the BIOS.
 * So the RAM list offers them in a group of their own, and the spec's warning text is kept word
 * for word as a note that says what actually happens.
 */
import type { Component } from '../catalogue/catalogue.ts';
import type { Selection } from './selection.ts';

type Cpu = Component<'cpu'>;
type Ram = Component<'ram'>;

/** Spec §9: RAM may run this far above the CPU's rated speed before it counts as a bottleneck. */
export const RAM_TOLERANCE_MHZ = 50;

/** The RAM list's group for kits faster than the CPU's rating. */
export const ABOVE_RATED_HEADING = "Above this CPU's rated speed (XMP/EXPO)";

/** Spec §5: the RAM warning, word for word. */
export function ramSpeedWarning(ramMhz: number, cpuMhz: number): string {
  return `RAM speed ${ramMhz}MHz exceeds CPU supported ${cpuMhz}MHz. Consider a CPU with higher memory support or lower-speed RAM.`;
}

/** The spec's warning plus what it means for the owner: a note, not a fault. */
export function ramSpeedNote(ramMhz: number, cpuMhz: number): string {
  return (
    `${ramSpeedWarning(ramMhz, cpuMhz)} This kit still works: it runs at ${cpuMhz} MHz, the CPU's rated speed, ` +
    `unless you enable XMP/EXPO in the BIOS to run it at ${ramMhz} MHz, which most boards offer but the CPU maker does not guarantee.`
  );
}

/**
 * The CPU's official speed for a memory type: Intel 12th–14th gen rate DDR4 lower than DDR5
 * (`ramMaxDdr4`); otherwise `ramMax`. Undefined when the CPU gives no figure.
 */
export function ratedRamMhz(cpu: Pick<Cpu, 'ramMax'> & Partial<Pick<Cpu, 'ramMaxDdr4'>>, ramType: string): number | undefined {
  if (ramType.toUpperCase() === 'DDR4' && cpu.ramMaxDdr4 !== undefined) return cpu.ramMaxDdr4;
  return cpu.ramMax;
}

export interface RamBlock {
  highestRamMhz: number | null;
  /** The CPU's rated speed for the fastest kit's memory type. */
  cpuMaxMhz: number | null;
  /** Spec §9's flag: the fastest kit is more than 50 MHz above the CPU's rating. */
  bottleneck: boolean;
  note: string | null;
}

export function evaluateRam(selection: Selection): RamBlock {
  let fastest: Ram | null = null;
  for (const ram of selection.rams) if (ram && (!fastest || ram.frequency_mhz > fastest.frequency_mhz)) fastest = ram;
  const highestRamMhz = fastest?.frequency_mhz ?? null;
  const cpu = selection.cpu;
  const cpuMaxMhz = (cpu && (fastest ? ratedRamMhz(cpu, fastest.ramType) : cpu.ramMax)) ?? null;
  const bottleneck = highestRamMhz !== null && cpuMaxMhz !== null && highestRamMhz > cpuMaxMhz + RAM_TOLERANCE_MHZ;
  return {
    highestRamMhz,
    cpuMaxMhz,
    bottleneck,
    note: bottleneck ? ramSpeedNote(highestRamMhz!, cpuMaxMhz!) : null,
  };
}

/** Whether a kit is faster than the chosen CPU's rating for its type (false without a CPU). */
export function aboveRatedSpeed(ram: Ram, selection: Selection): boolean {
  const rated = selection.cpu ? ratedRamMhz(selection.cpu, ram.ramType) : undefined;
  return rated !== undefined && ram.frequency_mhz > rated;
}

/** The RAM selector's group label for a kit: null for kits within the rating. */
export function ramGroupLabel(selection: Selection): (part: Component) => string | null {
  return (part) => (part.type === 'ram' && aboveRatedSpeed(part, selection) ? ABOVE_RATED_HEADING : null);
}
