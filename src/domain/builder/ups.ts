/**
 * A UPS or AVR for the build (issue 29): sized from the build's power, the chosen unit judged
 * against it, and its runtime where the maker gives a chart. Brownouts are common in the
 * Philippines, so the UPS is part of a build here, not an afterthought.
 */
import type { Ups } from '../catalogue/catalogue.ts';
import type { PowerBlock } from './power.ts';
import type { Selection } from './selection.ts';

/** Watts for the rest of the PC beyond CPU and graphics (board, memory, drives, fans): the low end of the wiki's PSU rule (spec §9: "plus about 100–150 W"). */
export const REST_OF_PC_W = 100;
/** The usual power factor of a line-interactive home UPS: its watts are about 0.6 × its VA. */
export const UPS_POWER_FACTOR = 0.6;

export interface UpsSizing {
  /** What the PC draws at full load, in watts (CPU + graphics + the rest of the PC). */
  loadW: number;
  /** The smallest VA rating that carries it at the usual power factor, rounded up to 50 VA. */
  neededVA: number;
  /** The sentence the UPS slot shows. */
  text: string;
}

/** The UPS a build needs, from its power block; null until a CPU or graphics card is chosen. */
export function upsSizing(power: Pick<PowerBlock, 'totalRequired'>): UpsSizing | null {
  if (power.totalRequired <= 0) return null;
  const loadW = Math.round(power.totalRequired + REST_OF_PC_W);
  const neededVA = Math.ceil(loadW / UPS_POWER_FACTOR / 50) * 50;
  return {
    loadW,
    neededVA,
    text: `This PC draws up to about ${loadW} W at full load: choose a UPS rated at least ${loadW} W (about ${neededVA} VA), more if the monitor plugs into it too.`,
  };
}

/** What a unit can carry in watts: the maker's rating, else its VA at the usual power factor. */
export function upsWatts(ups: Pick<Ups, 'capacityVA' | 'capacityW'>): { watts: number; fromVA: boolean } {
  return ups.capacityW ? { watts: ups.capacityW, fromVA: false } : { watts: Math.round(ups.capacityVA * UPS_POWER_FACTOR), fromVA: true };
}

/** Minutes on battery at a load, read off the maker's runtime points (straight lines between them); null outside them or without them. */
export function runtimeMinutes(ups: Pick<Ups, 'runtime'>, loadW: number): number | null {
  const points = [...(ups.runtime ?? [])].sort((a, b) => a.loadW - b.loadW);
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1]!, points[i]!];
    if (loadW >= a.loadW && loadW <= b.loadW) return Math.round((a.minutes + ((loadW - a.loadW) / (b.loadW - a.loadW)) * (b.minutes - a.minutes)) * 10) / 10;
  }
  return null;
}

/** The chosen unit against the build: a problem when it cannot carry the PC at full load. */
export function upsProblem(selection: Pick<Selection, 'ups'>, power: Pick<PowerBlock, 'totalRequired'>): string | null {
  const ups = selection.ups;
  const sizing = upsSizing(power);
  if (!ups || !sizing || ups.kind !== 'UPS') return null;
  const { watts, fromVA } = upsWatts(ups);
  if (watts >= sizing.loadW) return null;
  const rating = fromVA ? `${ups.capacityVA} VA (about ${watts} W at the usual 0.6 power factor)` : `${watts} W`;
  return `UPS too small: the ${ups.name} carries ${rating}, but this PC draws up to about ${sizing.loadW} W; on battery it would switch off under load. Choose one rated at least ${sizing.loadW} W (about ${sizing.neededVA} VA).`;
}

/** The chosen unit's runtime at this build's load, when the maker gives a runtime chart. */
export function upsRuntimeNote(selection: Pick<Selection, 'ups'>, power: Pick<PowerBlock, 'totalRequired'>): string | null {
  const ups = selection.ups;
  const sizing = upsSizing(power);
  if (!ups || !sizing || ups.kind !== 'UPS') return null;
  const minutes = runtimeMinutes(ups, sizing.loadW);
  return minutes === null ? null : `About ${minutes} minutes on battery at ${sizing.loadW} W (the maker's runtime chart): enough to save and shut down.`;
}


