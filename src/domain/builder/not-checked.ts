/**
 * What the builder could not check for the chosen parts because a maker gives no figure. It says
 * so instead of guessing (issue 11): the summary lists these after the general NOT_CHECKED list.
 */
import { NOT_CHECKED } from './physical.ts';
import { shortName } from './labels.ts';
import type { Selection } from './selection.ts';

export function notCheckedFor(selection: Selection): string[] {
  const items: string[] = [];
  const { cpu, cpuCooler: cooler, mobo: board, psu, case: pcCase } = selection;
  const gpus = selection.gpus.filter((g) => g !== null);
  const rams = selection.rams.filter((r) => r !== null);

  if (psu) {
    for (const gpu of gpus) {
      if (gpu.recommendedPsuW === undefined) items.push(`the PSU wattage the ${shortName(gpu)}'s maker recommends (no maker figure listed)`);
    }
  }
  if (cooler && cpu && cooler.ratedTdpW === undefined) {
    items.push(`whether the ${shortName(cooler)} keeps the ${shortName(cpu)} (up to ${cpu.maxTdp} W) cool (the maker gives no heat rating)`);
  }
  if (cooler?.coolerType === 'air' && rams.length > 0) {
    if (cooler.ramClearanceMm === undefined) {
      items.push(`RAM height under the ${shortName(cooler)} (the maker states no RAM clearance)`);
    } else if (rams.some((r) => r.heightMm === undefined)) {
      items.push(`RAM height under the ${shortName(cooler)} (the RAM maker states no module height)`);
    }
  }
  if (cooler?.coolerType === 'aio' && pcCase && gpus.length > 0 && pcCase.maxGpuLengthWithFrontRadiatorMm === undefined) {
    items.push('whether the graphics card still fits with the radiator in the front (the case maker gives no reduced length)');
  }
  if (pcCase?.formFactor === 'Small Form Factor' && gpus.length > 0 && pcCase.maxGpuSlots === undefined) {
    items.push('graphics card thickness in this small case (the maker states no slot limit)');
  }
  if (board && gpus.length > 1 && board.gpuSlotSpacing === undefined) {
    items.push('whether two graphics cards fit side by side (the board maker gives no slot spacing)');
  }
  return items;
}

/** The whole "not checked" list for a build: the general items, then the ones for its parts. */
export function notChecked(selection: Selection): string[] {
  return [...NOT_CHECKED, ...notCheckedFor(selection)];
}
