/**
 * What the builder could not check for the chosen parts because the catalogue has no maker's
 * figure for it (the maker publishes none, or none was found with a source). It says so instead
 * of guessing (issues 11, 22): the summary lists these after the general NOT_CHECKED list.
 */
import { NOT_CHECKED } from './physical.ts';
import { shortName } from './labels.ts';
import type { Selection } from './selection.ts';
import { setupNotChecked } from './setup.ts';

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
    items.push(`whether the ${shortName(cooler)} keeps the ${shortName(cpu)} (a ${cpu.tdp} W CPU, up to ${cpu.maxTdp} W) cool under long full loads: we have no heat rating from ${cooler.brand} for it`);
  }
  if (cooler?.coolerType === 'air' && rams.length > 0) {
    if (cooler.ramClearanceMm === undefined) {
      items.push(`whether tall RAM fits under the ${shortName(cooler)}: we have no RAM clearance figure from ${cooler.brand}`);
    } else if (rams.some((r) => r.heightMm === undefined)) {
      items.push(`whether the RAM fits under the ${shortName(cooler)}: we have no module height from the RAM maker`);
    }
  }
  if (cooler?.coolerType === 'aio' && pcCase && gpus.length > 0 && pcCase.maxGpuLengthWithFrontRadiatorMm === undefined) {
    items.push(`whether the graphics card still fits in the ${shortName(pcCase)} with the radiator in the front: we have no figure from ${pcCase.brand} for that`);
  }
  if (pcCase?.formFactor === 'Small Form Factor' && gpus.length > 0 && pcCase.maxGpuSlots === undefined) {
    const thickest = gpus.reduce((a, b) => (b.slotWidth > a.slotWidth ? b : a));
    items.push(`whether the ${shortName(thickest)} (${thickest.slotWidth} slots thick) fits the ${shortName(pcCase)}: we have no thickness limit from ${pcCase.brand}`);
  }
  if (board && gpus.length > 1 && board.gpuSlotSpacing === undefined) {
    items.push(`whether two graphics cards fit side by side on the ${shortName(board)}: we have no slot spacing from ${board.brand}`);
  }
  return items;
}

/** The whole "not checked" list for a build: the general items, then the ones for its parts. */
export function notChecked(selection: Selection): string[] {
  return [...NOT_CHECKED, ...notCheckedFor(selection), ...setupNotChecked(selection)];
}
