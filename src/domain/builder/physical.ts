/**
 * Physical checks the spec leaves out (DESIGN.md): will the parts fit in and on each other?
 * Each warning names the numbers, so the reader knows how far off it is.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { shortName } from './labels.ts';
import { caseFitsBoard, socketsMatch, type Selection } from './selection.ts';

type Psu = Component<'psu'>;
type Case = Component<'case'>;

/** Which power supply sizes a case built for a given one takes (ATX cases take SFX with a bracket). */
export const PSU_FITS: Record<Case['psuFormFactor'], readonly Psu['formFactor'][]> = {
  ATX: ['ATX', 'SFX', 'SFX-L'],
  'SFX-L': ['SFX', 'SFX-L'],
  SFX: ['SFX'],
};

/**
 * Who a figure in a sentence comes from, when the catalogue cites the maker's page for it:
 * " (Lian Li's figure)"; nothing when the part has no source for that field.
 */
export function figureSource(part: Pick<Component, 'brand' | 'sources'>, field: string): string {
  return part.sources?.[field] ? ` (${part.brand}'s figure)` : '';
}

/**
 * What this builder never checks, said plainly on the summary. What it cannot check for the
 * chosen parts, for want of a maker's figure, is `notCheckedFor` in not-checked.ts.
 */
export const NOT_CHECKED = [
  'which BIOS version a board in the shop has (the notes say when a CPU needs a newer one)',
  'PCIe lane sharing (some M.2 slots disable SATA ports or slow the GPU slot)',
  'radiator and fan placement inside the case beyond the maker figures named in the notes',
  'PSU connectors and cable lengths',
  'whether a part is in stock at a shop today',
] as const;

export function physicalWarnings(selection: Selection): string[] {
  const warnings: string[] = [];
  const { mobo: board, cpu, cpuCooler: cooler, case: pcCase, psu } = selection;
  const gpus = selection.gpus.filter((g) => g !== null);
  const rams = selection.rams.filter((r) => r !== null);
  const m2s = selection.m2s.filter((d) => d !== null);
  const sata = selection.storage.filter((d) => d !== null);

  if (pcCase && board && !caseFitsBoard(pcCase, board)) {
    warnings.push(
      `This case takes ${pcCase.supportedFormFactors.join(', ')} motherboards; the chosen motherboard is ${board.formFactor}. Choose a case that lists ${board.formFactor}.`,
    );
  }
  if (pcCase) {
    for (const gpu of gpus) {
      if (gpu.lengthMm > pcCase.maxGpuLengthMm) {
        warnings.push(
          `GPU is ${gpu.lengthMm} mm; this case fits ${pcCase.maxGpuLengthMm} mm (${shortName(gpu)}). Choose a card of ${pcCase.maxGpuLengthMm} mm or less, or a bigger case.`,
        );
      }
      if (pcCase.maxGpuSlots !== undefined && gpu.slotWidth > pcCase.maxGpuSlots) {
        warnings.push(
          `The ${shortName(gpu)} is ${gpu.slotWidth} slots thick${figureSource(gpu, 'slotWidth')}; the ${shortName(pcCase)} takes cards up to ${pcCase.maxGpuSlots} slots${figureSource(pcCase, 'maxGpuSlots')}. ` +
            `Choose a card of ${pcCase.maxGpuSlots} slots or less, or a bigger case.`,
        );
      }
    }
    if (cooler?.coolerType === 'air' && cooler.heightMm !== undefined && cooler.heightMm > pcCase.maxCoolerHeightMm) {
      warnings.push(
        `CPU cooler is ${cooler.heightMm} mm tall; this case fits ${pcCase.maxCoolerHeightMm} mm. Choose a cooler of ${pcCase.maxCoolerHeightMm} mm or less, or an AIO.`,
      );
    }
    if (cooler?.coolerType === 'aio' && cooler.radiatorMm !== undefined && cooler.radiatorMm > pcCase.maxRadiatorMm) {
      warnings.push(
        pcCase.maxRadiatorMm === 0
          ? `The cooler's ${cooler.radiatorMm} mm radiator has no place in this case (no radiator mounts). Choose an air cooler.`
          : `The cooler's ${cooler.radiatorMm} mm radiator is too long; this case fits up to ${pcCase.maxRadiatorMm} mm. Choose a ${pcCase.maxRadiatorMm} mm or smaller AIO, or an air cooler.`,
      );
    }
    if (psu && !PSU_FITS[pcCase.psuFormFactor].includes(psu.formFactor)) {
      warnings.push(
        `This case takes ${pcCase.psuFormFactor} power supplies; the chosen PSU is ${psu.formFactor}. Choose an ${PSU_FITS[pcCase.psuFormFactor].join(' or ')} PSU.`,
      );
    }
  }

  if (cooler && cpu?.socket && !cooler.sockets.some((s) => socketsMatch(s, cpu.socket))) {
    warnings.push(
      `CPU cooler does not support socket ${cpu.socket} (it lists ${cooler.sockets.join(', ')}). Choose a cooler that lists ${cpu.socket}.`,
    );
  }
  if (cooler?.coolerType === 'air' && cooler.ramClearanceMm !== undefined) {
    const tallest = rams.reduce<Component<'ram'> | null>((top, r) => ((r.heightMm ?? 0) > (top?.heightMm ?? 0) ? r : top), null);
    if (tallest?.heightMm !== undefined && tallest.heightMm > cooler.ramClearanceMm) {
      warnings.push(
        `The RAM is ${tallest.heightMm} mm tall${figureSource(tallest, 'heightMm')}; the ${shortName(cooler)} leaves ${cooler.ramClearanceMm} mm for RAM under its fan${figureSource(cooler, 'ramClearanceMm')}. ` +
          `Choose RAM of ${cooler.ramClearanceMm} mm or less, or a cooler that clears it.`,
      );
    }
  }
  const [first, second] = gpus;
  if (board?.gpuSlotSpacing !== undefined && first && second && first.slotWidth > board.gpuSlotSpacing) {
    warnings.push(
      `The first graphics card (${shortName(first)}) is ${first.slotWidth} slots thick${figureSource(first, 'slotWidth')}, but the ${shortName(board)}'s first two graphics slots are ${board.gpuSlotSpacing} slots apart${figureSource(board, 'gpuSlotSpacing')}, ` +
        `so the first card covers the second slot. Choose cards of ${board.gpuSlotSpacing} slots or less, or a board with wider slot spacing.`,
    );
  }

  if (board) {
    const totalGb = rams.reduce((sum, r) => sum + r.capacityGb, 0);
    if (totalGb > board.maxMemoryGb) {
      warnings.push(`RAM totals ${totalGb} GB; this motherboard supports up to ${board.maxMemoryGb} GB. Choose ${board.maxMemoryGb} GB or less.`);
    }
    const modules = rams.reduce((sum, r) => sum + r.modules, 0);
    if (modules > board.ramSlots) {
      warnings.push(`RAM kits add up to ${modules} modules; this motherboard has ${board.ramSlots} RAM slots. Choose kits of ${board.ramSlots} modules in all.`);
    }
    if (m2s.length > board.m2Slots) {
      warnings.push(`${m2s.length} M.2 drives chosen; this motherboard has ${board.m2Slots} M.2 slots. Remove ${m2s.length - board.m2Slots} or choose a board with more.`);
    }
    if (sata.length > board.storageSlots) {
      warnings.push(`${sata.length} SATA drives chosen; this motherboard has ${board.storageSlots} SATA ports. Remove ${sata.length - board.storageSlots} or choose a board with more.`);
    }
  }
  // Two cards of one model would say the same thing twice.
  return [...new Set(warnings)];
}

/** Fit that depends on how the owner builds it: a front radiator shortens the room for the card. */
export function physicalNotes(selection: Selection): string[] {
  const notes: string[] = [];
  const { cpuCooler: cooler, case: pcCase } = selection;
  const limit = pcCase?.maxGpuLengthWithFrontRadiatorMm;
  if (cooler?.coolerType === 'aio' && limit !== undefined) {
    for (const gpu of selection.gpus) {
      if (gpu && gpu.lengthMm > limit && gpu.lengthMm <= pcCase!.maxGpuLengthMm) {
        notes.push(
          `With the ${cooler.radiatorMm} mm radiator in the front, the ${shortName(pcCase!)} fits cards up to ${limit} mm${figureSource(pcCase!, 'maxGpuLengthWithFrontRadiatorMm')}; ` +
            `the ${shortName(gpu)} is ${gpu.lengthMm} mm${figureSource(gpu, 'lengthMm')}. Mount the radiator at the top instead, or choose a shorter card.`,
        );
      }
    }
  }
  return notes;
}
