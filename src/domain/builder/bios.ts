/**
 * BIOS readiness: a CPU family that came out after a chipset's first boards needs a newer BIOS
 * than those boards shipped with, or the PC will not start. Which board in a shop still has the
 * old BIOS cannot be known, so this is a note: ask the shop, and from when boards usually have it.
 */
import type { Component, CpuGeneration } from '../catalogue/catalogue.ts';
import { LAUNCHES, launchMonth, type Launches } from '../catalogue/launches.ts';
import { cpuModel } from '../optimiser/performance.ts';
import { withWhy } from './note-parts.ts';
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

/** What starts the BIOS note: how the dashboard and the optimiser's reasons know it. */
export const BIOS_NOTE_LEAD = "Ask the shop to confirm this board's BIOS supports the";

export const isBiosNote = (note: string): boolean => note.startsWith(BIOS_NOTE_LEAD);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The year from which boards in shops usually carry a BIOS that starts this CPU: the year after
 * it first went on sale (content/launches/chips.json). Boards made before a launch sell for
 * months after it, so the launch year itself would promise too much. Null when the table lacks it.
 */
export function biosReadyYear(cpu: Component<'cpu'>, launches: Launches = LAUNCHES): number | null {
  const month = launchMonth(cpu, launches);
  return month ? Number(month.slice(0, 4)) + 1 : null;
}

/**
 * The note for a CPU that may need a newer BIOS on this board, or null (issue 25): one short
 * line to act on, then why (after NOTE_WHY, shown behind a "why?" disclosure). It never says what
 * the catalogue lacks: a board whose flashback button is not recorded just gets the shop's step.
 */
export function biosNote(selection: Selection, launches: Launches = LAUNCHES): string | null {
  const { cpu, mobo: board } = selection;
  if (!cpu || !board || !needsBiosUpdate(cpu, board)) return null;
  const model = cpuModel(cpu);
  const year = biosReadyYear(cpu, launches);
  const line = `${BIOS_NOTE_LEAD} ${model}${year === null ? '' : ` — boards sold since ${year} usually do`}.`;
  const month = launchMonth(cpu, launches);
  const launched = month ? ` The ${model} first went on sale in ${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}; boards made since then usually carry a BIOS that starts it.` : '';
  const older =
    board.biosFlashback === true
      ? ` This board has ${FLASHBACK_NAME[board.brand] ?? 'a BIOS flashback button'}: an older BIOS can be updated from a USB drive without a CPU.`
      : board.biosFlashback === false
        ? ' This board cannot update its BIOS without a CPU it already supports, so ask the shop to update it before you pay.'
        : ' If its BIOS is older, the shop can update it before you take it home.';
  const why = `Early ${board.chipset} boards shipped with a BIOS that cannot start ${cpu.generation} CPUs: the PC stays on a black screen until the BIOS is updated.${launched}${older}`;
  return withWhy(line, why);
}
