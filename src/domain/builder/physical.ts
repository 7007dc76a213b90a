/**
 * Physical checks the spec leaves out (DESIGN.md): will the parts fit in and on each other?
 * Each warning names the numbers, so the reader knows how far off it is.
 */
import type { Component } from '../catalogue.ts';
import { caseFitsBoard, socketsMatch, type Selection } from './selection.ts';

type Psu = Component<'psu'>;
type Case = Component<'case'>;

/** Which power supply sizes a case built for a given one takes (ATX cases take SFX with a bracket). */
export const PSU_FITS: Record<Case['psuFormFactor'], readonly Psu['formFactor'][]> = {
  ATX: ['ATX', 'SFX', 'SFX-L'],
  'SFX-L': ['SFX', 'SFX-L'],
  SFX: ['SFX'],
};

/** What this builder does not check, said plainly on the summary. */
export const NOT_CHECKED = [
  'BIOS updates a newer CPU may need on an older motherboard',
  'PCIe lane sharing (some M.2 slots disable SATA ports or slow the GPU slot)',
  'clearance between RAM heatsinks and large air coolers',
  'radiator and fan placement inside the case',
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
      `This case takes ${pcCase.supportedFormFactors.join(', ')} motherboards; the chosen motherboard is ${board.formFactor}.`,
    );
  }
  if (pcCase) {
    for (const gpu of gpus) {
      if (gpu.lengthMm > pcCase.maxGpuLengthMm) {
        warnings.push(`GPU is ${gpu.lengthMm} mm; this case fits ${pcCase.maxGpuLengthMm} mm (${gpu.name}).`);
      }
    }
    if (cooler?.coolerType === 'air' && cooler.heightMm !== undefined && cooler.heightMm > pcCase.maxCoolerHeightMm) {
      warnings.push(`CPU cooler is ${cooler.heightMm} mm tall; this case fits ${pcCase.maxCoolerHeightMm} mm.`);
    }
    if (cooler?.coolerType === 'aio' && cooler.radiatorMm !== undefined && cooler.radiatorMm > pcCase.maxRadiatorMm) {
      warnings.push(
        pcCase.maxRadiatorMm === 0
          ? `The cooler's ${cooler.radiatorMm} mm radiator has no place in this case (no radiator mounts).`
          : `The cooler's ${cooler.radiatorMm} mm radiator is too long; this case fits up to ${pcCase.maxRadiatorMm} mm.`,
      );
    }
    if (psu && !PSU_FITS[pcCase.psuFormFactor].includes(psu.formFactor)) {
      warnings.push(`This case takes ${pcCase.psuFormFactor} power supplies; the chosen PSU is ${psu.formFactor}.`);
    }
  }

  if (cooler && cpu?.socket && !cooler.sockets.some((s) => socketsMatch(s, cpu.socket))) {
    warnings.push(`CPU cooler does not support socket ${cpu.socket} (it lists ${cooler.sockets.join(', ')}).`);
  }

  if (board) {
    const totalGb = rams.reduce((sum, r) => sum + r.capacityGb, 0);
    if (totalGb > board.maxMemoryGb) {
      warnings.push(`RAM totals ${totalGb} GB; this motherboard supports up to ${board.maxMemoryGb} GB.`);
    }
    const modules = rams.reduce((sum, r) => sum + r.modules, 0);
    if (modules > board.ramSlots) {
      warnings.push(`RAM kits add up to ${modules} modules; this motherboard has ${board.ramSlots} RAM slots.`);
    }
    if (m2s.length > board.m2Slots) {
      warnings.push(`${m2s.length} M.2 drives chosen; this motherboard has ${board.m2Slots} M.2 slots.`);
    }
    if (sata.length > board.storageSlots) {
      warnings.push(`${sata.length} SATA drives chosen; this motherboard has ${board.storageSlots} SATA ports.`);
    }
  }
  return warnings;
}
