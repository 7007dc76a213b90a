/**
 * Display names are shown to other people (headers, the community gallery), so they are
 * normalised and may not hide anything: no control characters (NUL, newlines), no bidi
 * overrides that reverse what follows, no zero-width characters.
 */
export const FULL_NAME_MAX = 80;
export const FULL_NAME_TOO_LONG = `Full Name must be ${FULL_NAME_MAX} characters or less`;
export const FULL_NAME_INVISIBLE = 'Full Name cannot contain control, direction or invisible characters';

/** Control (Cc), format (Cf: bidi marks and overrides, zero-width), private-use and surrogates, line separators. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

/** Unicode NFC, trimmed, runs of spaces folded to one. */
export function normaliseDisplayName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The problem with a typed name (already normalised), or null; `emptyMessage` is the form's own text. */
export function displayNameProblem(name: string, emptyMessage: string): string | null {
  if (HIDDEN.test(name)) return FULL_NAME_INVISIBLE;
  if (name.length === 0) return emptyMessage;
  if ([...name].length > FULL_NAME_MAX) return FULL_NAME_TOO_LONG;
  return null;
}

/**
 * A name from somewhere we cannot ask to retype it (an identity provider): the hidden
 * characters dropped, normalised and cut to length; `fallback` when nothing is left.
 */
export function sanitiseDisplayName(raw: string | null | undefined, fallback: string): string {
  const cleaned = normaliseDisplayName((raw ?? '').replace(HIDDEN_ALL, ''));
  const cut = [...cleaned].slice(0, FULL_NAME_MAX).join('').trim();
  return cut || fallback;
}
