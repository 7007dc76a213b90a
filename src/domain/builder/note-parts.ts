/**
 * A note may carry its reason after a fixed mark (issue 25): screens show the line and put the
 * reason behind a "why?" disclosure; plain text (the API's warnings, Copy as text) reads both as
 * sentences: "Ask the shop … usually do. Why: early B450 boards …".
 */
export const NOTE_WHY = ' Why: ';

/** A note of a line and its reason. */
export function withWhy(line: string, why: string): string {
  return `${line}${NOTE_WHY}${why}`;
}

/** A note's line, and its reason when it has one. */
export function noteParts(note: string): { line: string; why: string | null } {
  const at = note.indexOf(NOTE_WHY);
  if (at < 0) return { line: note, why: null };
  return { line: note.slice(0, at), why: note.slice(at + NOTE_WHY.length) };
}
