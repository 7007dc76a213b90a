/**
 * The whole setup's selectors (issue 29): case fans, thermal paste, Wi-Fi card, OS, UPS / AVR,
 * with the UPS sized from the build. Loaded when the person opens the section (or the build
 * already holds a setup part), so a first view of the builder stays within its budget.
 */
import type { ReactNode } from 'react';
import { SETUP_SLOTS, type Slot } from '../../domain/builder/slots.ts';
import type { Selection } from '../../domain/builder/selection.ts';
import { upsSlotNote } from '../../domain/builder/ups-note.ts';
import type { SelectorNote } from './PartSelector.tsx';

interface Props {
  selection: Selection;
  /** PartList's own rendering of a slot, with the note to show under its selector. */
  render: (slot: Slot, note?: SelectorNote | null) => ReactNode;
}

export function SetupSection({ selection, render }: Props) {
  return <>{SETUP_SLOTS.map((slot) => render(slot, slot === 'ups' ? { text: upsSlotNote(selection), tone: 'info' } : null))}</>;
}
