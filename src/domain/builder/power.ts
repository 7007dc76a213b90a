/**
 * Power supply sizing (spec §9): base need = CPU max TDP (or TDP) + the GPUs' power draw;
 * headroom × 1.2; recommended from max(500, base × 1.25) to max(750, base × 1.6).
 *
 * DESIGN.md's deviation adds the graphics card maker's recommended PSU wattage: a PSU below it is
 * insufficient whatever the formula says. And a unit is "more than this build needs"
 * (overpowered) only when it is more than one common size step above the top of the recommended
 * range or the card maker's figure, whichever is higher (issue 22: an 850 W unit for a
 * 603–771 W range is what shops sell next, not an excess). The block's figures stay the spec's,
 * to the watt.
 */
import { shortName } from './labels.ts';
import type { Selection } from './selection.ts';

export const POWER_HEADROOM = 1.2;
export const PSU_MIN_FACTOR = 1.25;
export const PSU_MAX_FACTOR = 1.6;
export const PSU_MIN_FLOOR_W = 500;
export const PSU_MAX_FLOOR_W = 750;
/** Share of the base need at which one part is said to cause it (spec §9). */
export const POWER_CAUSE_SHARE = 0.65;
export const PSU_NOT_SELECTED = 'PSU not selected.';

/** PSU sizes shops commonly stock; "one size step" above a wattage is the next one of these. */
export const COMMON_PSU_SIZES_W = [450, 550, 650, 750, 850, 1000, 1200, 1600] as const;

/** The next common PSU size strictly above a wattage (the wattage itself beyond the list). */
export function nextCommonPsuSize(watts: number): number {
  return COMMON_PSU_SIZES_W.find((size) => size > watts) ?? watts;
}

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
  /** The highest PSU wattage a chosen card's maker recommends, or null when none states one. */
  makerRecommendedW: number | null;
  /** The card that recommendation comes from. */
  makerRecommendedFor: string | null;
  /** The PSU is below the card maker's recommendation (then also `insufficient`). */
  belowMakerRecommendation: boolean;
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
  let makerRecommendedW: number | null = null;
  let makerRecommendedFor: string | null = null;
  for (const gpu of selection.gpus) {
    if (gpu?.recommendedPsuW !== undefined && gpu.recommendedPsuW > (makerRecommendedW ?? 0)) {
      makerRecommendedW = gpu.recommendedPsuW;
      makerRecommendedFor = shortName(gpu);
    }
  }
  const base = {
    cpuTdp,
    gpuPowerTotal,
    psuWatt,
    totalRequired,
    requiredWithHeadroom,
    minRecommended,
    maxRecommended,
    cause,
    makerRecommendedW,
    makerRecommendedFor,
  };

  if (psuWatt === null) {
    return { ...base, insufficient: false, overpowered: false, belowMakerRecommendation: false, status: 'no-psu', message: PSU_NOT_SELECTED };
  }
  const belowMakerRecommendation = makerRecommendedW !== null && psuWatt < makerRecommendedW;
  const formulaInsufficient = requiredWithHeadroom > psuWatt;
  const insufficient = formulaInsufficient || belowMakerRecommendation;
  const formulaOverpowered = !insufficient && psuWatt > maxRecommended;
  // One common size above the higher of the range's top and the card maker's figure is a sensible
  // buy (a maker's 850 W makes a 1000 W unit the next step), not an excess.
  const makerIsHigher = makerRecommendedW !== null && makerRecommendedW > maxRecommended;
  const withinOneStep = psuWatt <= nextCommonPsuSize(Math.max(maxRecommended, makerRecommendedW ?? 0));
  const overpowered = formulaOverpowered && !withinOneStep;
  const status: PowerStatus = insufficient
    ? 'insufficient'
    : overpowered
      ? 'overpowered'
      : psuWatt >= minRecommended
        ? 'recommended'
        : 'sufficient';
  const need = `CPU ${cpuTdp} W + GPU ${gpuPowerTotal} W = ${totalRequired} W, ${requiredWithHeadroom} W with 20% headroom`;
  const maker = `${makerRecommendedW} W that the maker of the ${makerRecommendedFor} recommends for the whole PC`;
  const message = formulaInsufficient
    ? `The ${psuWatt} W PSU is too small: this build needs ${requiredWithHeadroom} W (${need}). Choose at least ${Math.max(minRecommended, makerRecommendedW ?? 0)} W.` +
      (belowMakerRecommendation ? ` It is also below the ${maker}.` : '')
    : belowMakerRecommendation
      ? `The ${psuWatt} W PSU is below the ${maker}; the card can shut the PC down under load. Choose at least ${makerRecommendedW} W (the estimate alone: ${need}).`
      : formulaOverpowered && withinOneStep
        ? makerIsHigher
          ? `The ${psuWatt} W PSU is within one common size of the ${maker}, a sensible choice (by the estimate ${minRecommended}–${maxRecommended} W would do: ${need}).`
          : `The ${psuWatt} W PSU is within one common size above the recommended ${minRecommended}–${maxRecommended} W, a sensible choice with room to spare (${need}).`
        : {
            overpowered: `The ${psuWatt} W PSU is more than this build needs: ${minRecommended}–${maxRecommended} W is recommended (${need}).`,
            recommended: `The ${psuWatt} W PSU is in the recommended ${minRecommended}–${maxRecommended} W range (${need}).`,
            sufficient: `The ${psuWatt} W PSU covers ${requiredWithHeadroom} W but is below the recommended ${minRecommended}–${maxRecommended} W (${need}).`,
            insufficient: '',
          }[status as 'overpowered' | 'recommended' | 'sufficient' | 'insufficient'];
  return { ...base, insufficient, overpowered, belowMakerRecommendation, status, message };
}
