/**
 * BIOS readiness: a CPU family that came out after a chipset's first boards needs a newer BIOS
 * than those boards shipped with, or the PC will not start. Which board in a shop still has the
 * old BIOS cannot be known, so this is a note that says how to get it updated.
 */
import type { Component, CpuGeneration } from '../catalogue.ts';
import { shortName } from './labels.ts';
import type { Selection } from './selection.ts';

/**
 * Chipsets whose first boards shipped before each CPU family was supported (makers' CPU support
 * lists and AMD/Intel launch notes). Only pairings known to need an update are listed.
 */
export const BIOS_UPDATE_NEEDED: Partial<Record<CpuGeneration, readonly string[]>> = {
  'Ryzen 4000': ['B450', 'X470', 'X570'],
  'Ryzen 5000': ['A520', 'B450', 'X470', 'B550', 'X570'],
  'Ryzen 7000 X3D': ['B650', 'B650E', 'X670', 'X670E'],
  'Ryzen 8000': ['A620', 'B650', 'B650E', 'X670', 'X670E'],
  'Ryzen 9000': ['A620', 'B650', 'B650E', 'X670', 'X670E'],
  'Ryzen 9000 X3D': ['A620', 'B650', 'B650E', 'X670', 'X670E'],
  'Core 13th Gen': ['H610', 'B660', 'H670', 'Z690'],
  'Core 14th Gen': ['H610', 'B660', 'H670', 'Z690', 'B760', 'H770', 'Z790'],
};

/** What each maker calls its update-without-a-CPU button. */
const FLASHBACK_NAME: Record<string, string> = {
  ASUS: 'BIOS FlashBack',
  MSI: 'Flash BIOS Button',
  Gigabyte: 'Q-Flash Plus',
  ASRock: 'BIOS Flashback',
};

export function needsBiosUpdate(cpu: Component<'cpu'>, board: Component<'mobo'>): boolean {
  const chipsets = cpu.generation ? BIOS_UPDATE_NEEDED[cpu.generation] : undefined;
  return chipsets?.includes(board.chipset.toUpperCase()) ?? false;
}

/** The note for a CPU that may need a newer BIOS on this board, or null. */
export function biosNote(selection: Selection): string | null {
  const { cpu, mobo: board } = selection;
  if (!cpu || !board || !needsBiosUpdate(cpu, board)) return null;
  const name = shortName(cpu);
  const what =
    `BIOS: early ${board.chipset} boards shipped with a BIOS that cannot start a ${cpu.generation} CPU such as the ${name}; ` +
    'the PC stays on a black screen until the BIOS is updated.';
  if (board.biosFlashback === true) {
    const button = FLASHBACK_NAME[board.brand] ?? 'a BIOS flashback button';
    return `${what} This board has ${button}: you can update it from a USB drive without a CPU, or ask the shop to update it.`;
  }
  if (board.biosFlashback === false) {
    return `${what} This board cannot update its BIOS without a working CPU: ask the shop to confirm its BIOS supports the ${name}, or to update it, before you take it home.`;
  }
  return `${what} The catalogue does not say whether this board can update without a CPU: ask the shop to confirm its BIOS supports the ${name}, or to update it, before you take it home.`;
}
