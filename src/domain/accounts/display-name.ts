/**
 * Display names are shown to other people (headers, the community gallery), so they follow the
 * rule for every text written for others (visible-text.ts): NFC, nothing hidden, no stacked
 * marks, at least one letter or digit. Names are not unique; the member tag
 * (member-tag.ts) tells two people of one name apart.
 */
import { stripHiddenText, textFault, textFaultMessage, writtenTextProblem } from './visible-text.ts';

export const FULL_NAME_MAX = 80;
const FIELD = 'Full Name';
export const FULL_NAME_TOO_LONG = `${FIELD} must be ${FULL_NAME_MAX} characters or less`;
export const FULL_NAME_INVISIBLE = textFaultMessage(FIELD, 'hidden');
export const FULL_NAME_STACKED_MARKS = textFaultMessage(FIELD, 'stacked-marks');
export const FULL_NAME_NOTHING_VISIBLE = textFaultMessage(FIELD, 'nothing-visible');

/** Unicode NFC, trimmed, runs of spaces folded to one. */
export function normaliseDisplayName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The problem with a typed name (already normalised), or null; `emptyMessage` is the form's own text. */
export function displayNameProblem(name: string, emptyMessage: string): string | null {
  return writtenTextProblem(name, { field: FIELD, max: FULL_NAME_MAX, tooLong: FULL_NAME_TOO_LONG, required: emptyMessage });
}

/**
 * A name from somewhere we cannot ask to retype it (an identity provider): the hidden
 * characters dropped, normalised and cut to length; `fallback` when nothing readable is left.
 */
export function sanitiseDisplayName(raw: string | null | undefined, fallback: string): string {
  const cleaned = normaliseDisplayName(stripHiddenText(raw ?? ''));
  const cut = [...cleaned].slice(0, FULL_NAME_MAX).join('').trim();
  return cut && textFault(cut) === null ? cut : fallback;
}
