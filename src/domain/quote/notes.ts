/**
 * What shops write beside a part that is not the part: Taglish notes and trade shorthand
 * ("tray", "MPK", "w/ fan", "bnew", "pa-deliver", "order basis"). Each becomes a short note the
 * reader shows with the line, and its words are taken out before the part is read.
 */

export interface QuoteNote {
  id: NoteId;
  /** What it means, in the words shown beside the line. */
  text: string;
}

export type NoteId =
  | 'tray'
  | 'mpk'
  | 'with-cooler'
  | 'no-cooler'
  | 'brand-new'
  | 'used'
  | 'delivery'
  | 'on-hand'
  | 'order-basis'
  | 'last-stock'
  | 'warranty';

interface NoteRule {
  id: NoteId;
  pattern: RegExp;
  text: string | ((m: RegExpMatchArray) => string);
}

/** Order matters: "w/o fan" must be read before "w/ fan". */
const RULES: readonly NoteRule[] = [
  { id: 'no-cooler', pattern: /\b(?:w\/o|w\/out|without|no)\s*(?:stock\s*)?(?:fan|hsf|cooler|heatsink)\b/i, text: 'without a cooler' },
  {
    id: 'with-cooler',
    pattern: /(?:\bw\/\s*|\bwith\s+)(?:stock\s+|the\s+)?(?:fan|hsf|cooler|heatsink|wraith(?:\s+(?:stealth|spire|prism))?|stock\s+fan)\b/i,
    text: 'with the stock cooler',
  },
  { id: 'tray', pattern: /\b(?:tray|ttp)\b/i, text: 'tray: no cooler, shorter warranty' },
  {
    id: 'mpk',
    pattern: /\bmpk\b/i,
    text: 'MPK (multi-pack): from a bulk pack, not the retail box; ask whether a cooler comes with it and who honours the warranty',
  },
  { id: 'brand-new', pattern: /\b(?:bnew|brand\s*new|sealed)\b/i, text: 'brand new' },
  { id: 'used', pattern: /\b(?:2nd\s*hand|second[\s-]*hand|used|pre-?owned|refurbished)\b/i, text: 'second-hand: other shops’ prices are for new ones' },
  { id: 'delivery', pattern: /\bpa-?deliver\b|\bfor\s+delivery\b/i, text: 'for delivery' },
  { id: 'on-hand', pattern: /\bon[\s-]?hand\b/i, text: 'in stock at the shop' },
  { id: 'order-basis', pattern: /\border[\s-]?basis\b|\bpre-?order\b/i, text: 'order basis: the shop orders it for you — ask how long it takes' },
  { id: 'last-stock', pattern: /\blast\s+(?:stock|piece|pc)\b|\blimited\s+stock\b/i, text: 'last stock' },
  {
    id: 'warranty',
    pattern: /\b(\d{1,2})\s*(?:-\s*)?(?:yr|yrs|year|years|taon)\s*(?:warranty|warr?)\b/i,
    text: (m) => `${m[1]}-year warranty`,
  },
];

/** The notes a piece of text carries, and the text without their words. */
export function takeNotes(text: string): { notes: QuoteNote[]; rest: string } {
  const notes: QuoteNote[] = [];
  let rest = text;
  for (const rule of RULES) {
    const m = rest.match(rule.pattern);
    if (!m) continue;
    notes.push({ id: rule.id, text: typeof rule.text === 'string' ? rule.text : rule.text(m) });
    rest = rest.replace(rule.pattern, ' ');
  }
  return { notes, rest: rest.replace(/\(\s*\)/g, ' ').replace(/\s+/g, ' ').trim() };
}

/** Each note's words without the particulars (a shared quote keeps note ids only). */
export const NOTE_TEXTS: Record<NoteId, string> = Object.fromEntries(
  RULES.map((rule) => [rule.id, typeof rule.text === 'string' ? rule.text : 'warranty stated']),
) as Record<NoteId, string>;

export const NOTE_IDS: readonly NoteId[] = RULES.map((rule) => rule.id);

/** Notes that only make sense on a CPU ("tray", "MPK", "w/ fan"): dropped when the line is read as something else. */
export const CPU_NOTES: ReadonlySet<NoteId> = new Set(['tray', 'mpk', 'with-cooler', 'no-cooler']);
