/**
 * Product text as the matcher reads it: a shop's URL handle or a catalogue part's name, reduced
 * to lower-case letters and digits, with a note at every position of how strong a word boundary
 * stands there. Shops write one model many ways ("rtx4060ti", "rtx-4060-ti", "RTX 4060 Ti";
 * "g.skill", "g-skill", "gskill"), so a phrase is looked for in the squashed text, and only where
 * it starts and ends on a boundary: "4060" is found in "rtx4060ti" but not in "14060", and "ii"
 * is not found in "iii".
 */

/** 2: a separator (space, hyphen, dot...) or the end; 1: a letter meets a digit; 0: inside a run. */
export type Boundary = 0 | 1 | 2;

export interface Text {
  /** Words as written, lower case, separators removed (`rtx4060ti`). */
  readonly words: readonly string[];
  /** Words further split where letters meet digits (`rtx`, `4060`, `ti`). */
  readonly pieces: readonly string[];
  /** Letters and digits only. */
  readonly squashed: string;
  /** `bounds[i]` is the boundary before `squashed[i]` (and `bounds[length]` the end). */
  readonly bounds: readonly Boundary[];
}

const isDigit = (c: string) => c >= '0' && c <= '9';

/** Lower case, accents and symbols (® ™ +) dropped, URL escapes decoded. */
export function normalise(raw: string): string {
  let s = raw;
  try {
    s = decodeURIComponent(s);
  } catch {
    // a stray % stays as written
  }
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b80 plus\b/g, '80plus')
    .replace(/\bwi fi\b/g, 'wifi')
    .trim();
}

export function toText(raw: string): Text {
  const words = normalise(raw).split(' ').filter(Boolean);
  let squashed = '';
  const bounds: Boundary[] = [];
  const pieces: string[] = [];
  for (const word of words) {
    let piece = '';
    for (let i = 0; i < word.length; i++) {
      const c = word[i]!;
      if (i === 0) bounds.push(2);
      else if (isDigit(c) !== isDigit(word[i - 1]!)) {
        bounds.push(1);
        pieces.push(piece);
        piece = '';
      } else bounds.push(0);
      piece += c;
      squashed += c;
    }
    pieces.push(piece);
  }
  bounds.push(2);
  return { words, pieces, squashed, bounds };
}

/** The phrase in the squashed form the matcher compares: `B550M-A` → `b550ma`. */
export function squash(phrase: string): string {
  return normalise(phrase).replace(/ /g, '');
}

/** Letters and digits mixed ("CX650", "MP44", "VG27AQ"): a model code, compared whole. */
export function isModelCode(phrase: string): boolean {
  return /[a-z]/.test(phrase) && /\d/.test(phrase);
}

/**
 * Where `phrase` (squashed) occurs in `text` on word boundaries, or -1. A one-character phrase
 * ("a" of "B550M-A" when written apart, "x" of "Gaming X") must stand as a word of its own, and
 * so must a model code: "CX650" is not found in "CX650M", nor "MP44" in "MP44L", nor "VG27AQ"
 * in "VG27AQ3A".
 */
export function findPhrase(text: Text, phrase: string, from = 0): number {
  if (phrase.length === 0) return -1;
  const need: Boundary = phrase.length === 1 || isModelCode(phrase) ? 2 : 1;
  let at = text.squashed.indexOf(phrase, from);
  while (at >= 0) {
    if (text.bounds[at]! >= need && text.bounds[at + phrase.length]! >= need) return at;
    at = text.squashed.indexOf(phrase, at + 1);
  }
  return -1;
}

export function hasPhrase(text: Text, phrase: string): boolean {
  return findPhrase(text, phrase) >= 0;
}

/** True when the text has this word (or letter/digit piece) exactly, e.g. `ti` in `rtx4060ti`. */
export function hasPiece(text: Text, piece: string): boolean {
  return text.pieces.includes(piece) || text.words.includes(piece);
}

/** A URL's product handle: its last non-empty path segment. */
export function handleOf(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
