/**
 * The rest of the setup (issue 29): case fans against the case's room for them, a Wi-Fi card
 * beside a board that has Wi-Fi, and what these checks cannot judge. The UPS is ups.ts.
 */
import type { CaseFan, Component } from '../catalogue/catalogue.ts';
import type { Selection } from './selection.ts';

/** Fans chosen, counting each pack's fans. */
export const fansChosen = (fans: readonly (CaseFan | Component<'case-fan'> | null)[]): number => fans.reduce((n, f) => n + (f?.fansInPack ?? 0), 0);

/** Problems with the fans: more than the case has room for, a 140 mm fan where the maker lists 120 mm positions only. */
export function fanProblems(selection: Pick<Selection, 'caseFans' | 'case'>): string[] {
  const pcCase = selection.case;
  const chosen = fansChosen(selection.caseFans);
  if (!pcCase || chosen === 0 || pcCase.fanMounts120 === undefined) return [];
  const room = pcCase.fanMounts120 - (pcCase.includedFans ?? 0);
  if (chosen <= room) return [];
  const included = pcCase.includedFans ? `, ${pcCase.includedFans} of them taken by the fans it ships with` : '';
  return [`Too many fans: ${chosen} chosen, but the ${pcCase.name} has ${pcCase.fanMounts120} fan positions${included}. Choose ${Math.max(0, room)} or fewer.`];
}

/** Notes: a Wi-Fi card beside a board with Wi-Fi. */
export function setupNotes(selection: Pick<Selection, 'wifi' | 'mobo'>): string[] {
  const notes: string[] = [];
  if (selection.wifi && selection.mobo?.wifi) {
    notes.push(`The ${selection.mobo.name} has Wi-Fi built in: the ${selection.wifi.name} is only worth it for a newer Wi-Fi standard or better reception.`);
  }
  return notes;
}

/** What the setup's checks could not judge, for the "not checked" list. */
export function setupNotChecked(selection: Pick<Selection, 'caseFans' | 'case' | 'ups'>): string[] {
  const out: string[] = [];
  if (selection.case && fansChosen(selection.caseFans) > 0 && selection.case.fanMounts120 === undefined) {
    out.push(`room for fans in the ${selection.case.name} (no maker figure in our data)`);
  }
  if (selection.ups?.kind === 'UPS' && !selection.ups.runtime) out.push(`minutes on battery for the ${selection.ups.name} (the maker's runtime chart is not in our data)`);
  return out;
}
