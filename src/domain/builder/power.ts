/**
 * Power supply sizing (spec §9): base need = CPU max TDP (or TDP) + the GPUs' power draw;
 * headroom × 1.2; recommended from max(500, base × 1.25) to max(750, base × 1.6).
 */
import type { Selection } from './selection.ts';

export const POWER_HEADROOM = 1.2;
export const PSU_MIN_FACTOR = 1.25;
export const PSU_MAX_FACTOR = 1.6;
export const PSU_MIN_FLOOR_W = 500;
export const PSU_MAX_FLOOR_W = 750;
/** Share of the base need at which one part is said to cause it (spec §9). */
export const POWER_CAUSE_SHARE = 0.65;
export const PSU_NOT_SELECTED = 'PSU not selected.';

export type PowerStatus = 'insufficient' | 'overpowered' | 'recommended' | 'sufficient' | 'no-psu';
export type PowerCause = 'cpu' | 'gpu' | 'both' | 'unknown';

export interface PowerBlock {
  cpuTdp: number;
  gpuPowerTotal: number;
  psuWatt: number | null;
  totalRequired: number;
  requiredWithHeadroom: number;
  minRecommended: number;
  maxRecommended: number;
  insufficient: boolean;
  overpowered: boolean;
  status: PowerStatus;
  cause: PowerCause;
  /** One sentence with the numbers, for the summary. */
  message: string;
}

export function powerCause(cpuWatts: number, gpuWatts: number): PowerCause {
  const total = cpuWatts + gpuWatts;
  if (total <= 0) return 'unknown';
  if (cpuWatts / total >= POWER_CAUSE_SHARE) return 'cpu';
  if (gpuWatts / total >= POWER_CAUSE_SHARE) return 'gpu';
  return 'both';
}

export function evaluatePower(selection: Selection): PowerBlock {
  const cpuTdp = selection.cpu ? (selection.cpu.maxTdp ?? selection.cpu.tdp ?? 0) : 0;
  const gpuPowerTotal = selection.gpus.reduce((sum, gpu) => sum + (gpu?.powerDraw ?? 0), 0);
  const totalRequired = cpuTdp + gpuPowerTotal;
  // Whole watts rounded the safe way (need and minimum up, maximum down), so comparing a PSU's
  // whole wattage with them gives the spec's verdict on the exact products: a 500.4 W need is
  // not met by 500 W.
  const requiredWithHeadroom = Math.ceil(totalRequired * POWER_HEADROOM);
  const minRecommended = Math.ceil(Math.max(PSU_MIN_FLOOR_W, totalRequired * PSU_MIN_FACTOR));
  const maxRecommended = Math.floor(Math.max(PSU_MAX_FLOOR_W, totalRequired * PSU_MAX_FACTOR));
  const psuWatt = selection.psu?.wattage ?? null;
  const cause = powerCause(cpuTdp, gpuPowerTotal);
  const base = { cpuTdp, gpuPowerTotal, psuWatt, totalRequired, requiredWithHeadroom, minRecommended, maxRecommended, cause };

  if (psuWatt === null) {
    return { ...base, insufficient: false, overpowered: false, status: 'no-psu', message: PSU_NOT_SELECTED };
  }
  const insufficient = requiredWithHeadroom > psuWatt;
  const overpowered = !insufficient && psuWatt > maxRecommended;
  const status: PowerStatus = insufficient
    ? 'insufficient'
    : overpowered
      ? 'overpowered'
      : psuWatt >= minRecommended
        ? 'recommended'
        : 'sufficient';
  const need = `CPU ${cpuTdp} W + GPU ${gpuPowerTotal} W = ${totalRequired} W, ${requiredWithHeadroom} W with 20% headroom`;
  const message = {
    insufficient: `The ${psuWatt} W PSU is too small: this build needs ${requiredWithHeadroom} W (${need}). Choose at least ${minRecommended} W.`,
    overpowered: `The ${psuWatt} W PSU is more than this build needs: ${minRecommended}–${maxRecommended} W is recommended (${need}).`,
    recommended: `The ${psuWatt} W PSU is in the recommended ${minRecommended}–${maxRecommended} W range (${need}).`,
    sufficient: `The ${psuWatt} W PSU covers ${requiredWithHeadroom} W but is below the recommended ${minRecommended}–${maxRecommended} W (${need}).`,
  }[status];
  return { ...base, insufficient, overpowered, status, message };
}
