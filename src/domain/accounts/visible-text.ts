/**
 * One rule for every text people write for others to read (display names, community titles,
 * descriptions and comments; issue 24): nothing hidden, nothing drawn over its neighbours, and
 * something to read. Texts are stored in NFC; marks are counted decomposed, so an accent typed
 * as a separate mark and one typed precomposed count the same.
 */

/** Why a text cannot be shown as written. */
export type TextFault = 'hidden' | 'stacked-marks' | 'nothing-visible';

/** At most this many combining marks on one letter (Vietnamese and Thai need two; more is drawn over the line). */
export const MAX_MARKS_PER_LETTER = 2;

/**
 * Characters that draw nothing or change what the rest looks like: control (Cc), format (Cf:
 * bidi marks and overrides, zero-width space and joiners, soft hyphen), private-use and lone
 * surrogates, line and paragraph separators, and every default-ignorable code point (variation
 * selectors, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the combining grapheme
 * joiner, tags), plus the Braille blank U+2800, which is a symbol that shows as a space.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

/**
 * The one variation selector a phone keyboard types: U+FE0F right after an emoji asks for its
 * colour form (the heart in "❤️"). It hides nothing, so it is read as part of the emoji.
 */
const EMOJI_PRESENTATION = /(\p{Extended_Pictographic})\uFE0F/gu;

const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_PER_LETTER + 1},}`, 'u');
const STACKED_MARKS_ALL = new RegExp(`(\\p{M}{${MAX_MARKS_PER_LETTER}})\\p{M}+`, 'gu');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * What is wrong with a normalised, non-empty text, or null. `lineBreaks`: descriptions and
 * comments may run over several lines ("\n"); names and titles are one line.
 */
export function textFault(text: string, { lineBreaks = false }: { lineBreaks?: boolean } = {}): TextFault | null {
  const shown = (lineBreaks ? text.replace(/\n/g, ' ') : text).replace(EMOJI_PRESENTATION, '$1');
  if (HIDDEN.test(shown)) return 'hidden';
  // Counted decomposed: a precomposed accent is a mark too (ễ is e and two marks).
  if (STACKED_MARKS.test(shown.normalize('NFD'))) return 'stacked-marks';
  if (!LETTER_OR_DIGIT.test(shown)) return 'nothing-visible';
  return null;
}

/** The message for a fault, naming the field as the form does ("Full Name", "Title", ...). */
export function textFaultMessage(field: string, fault: TextFault): string {
  switch (fault) {
    case 'hidden':
      return `${field} cannot contain control, direction or invisible characters`;
    case 'stacked-marks':
      return `${field} cannot stack more than ${MAX_MARKS_PER_LETTER} accents on one letter`;
    case 'nothing-visible':
      return `${field} must contain at least one letter or digit`;
  }
}

/**
 * Text from somewhere we cannot ask to retype it (an identity provider's name): hidden
 * characters dropped and stacks of marks cut to the limit. The caller decides what to do when
 * nothing readable is left (textFault says 'nothing-visible').
 */
export function stripHiddenText(raw: string): string {
  return raw.normalize('NFD').replace(HIDDEN_ALL, '').replace(STACKED_MARKS_ALL, '$1').normalize('NFC');
}

/** How one field is written: its name in messages, its length cap, and its text when left empty. */
export interface WrittenTextRule {
  field: string;
  max: number;
  tooLong: string;
  /** The message for an empty text; without one the field is optional. */
  required?: string;
  lineBreaks?: boolean;
}

/** The problem with a normalised text under its field's rule, or null. */
export function writtenTextProblem(text: string, rule: WrittenTextRule): string | null {
  if (text === '') return rule.required ?? null;
  const fault = textFault(text, rule);
  if (fault) return textFaultMessage(rule.field, fault);
  return [...text].length > rule.max ? rule.tooLong : null;
}
