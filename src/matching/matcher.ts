/**
 * Matching a listing to one catalogue part by model identity. A part matches when the listing
 * names its brand and every model phrase, states no other variant (chip, CPU model, VRAM, kit,
 * speed, capacity, wattage, colour, Wi-Fi, memory type), and carries no word that marks another
 * product of the line (see MODIFIERS). Among the parts that match, the one whose name the
 * listing covers most wins; an even tie is reported as ambiguous, for the overrides file.
 */
import type { Category } from '../domain/catalogue/categories.ts';
import { CATALOGUE_CATEGORIES_OF, type SourceCategory } from './listing.ts';
import { checkFacts, listingFacts, otherMakerCode, otherPartNumber, type ListingFacts } from './fact-rules.ts';
import { impliedWords, respelled } from './facts.ts';
import { identify, YEAR_SENSITIVE, type CataloguePart, type PartIdentity } from './identity.ts';
import { hasPhrase, toText, type Text } from './text.ts';
import { COLOUR_WORDS, DESCRIPTIVE, DESCRIPTIVE_PHRASES, MODIFIERS, SOFT } from './vocabulary.ts';
import { squash } from './text.ts';

export interface MatchIndex {
  parts: Map<Category, PartIdentity[]>;
  /** Per category and brand: model words of that brand's parts, each a modifier for the others. */
  vocab: Map<string, Set<string>>;
  /** Chips the catalogue holds in more than one memory size (a listing must state its VRAM). */
  multiVramChips: Set<string>;
}

export function buildIndex(parts: readonly { category: Category; part: CataloguePart }[]): MatchIndex {
  const index: MatchIndex = { parts: new Map(), vocab: new Map(), multiVramChips: new Set(MULTI_VRAM_CHIPS) };
  const vramsByChip = new Map<string, Set<number>>();
  for (const { category, part } of parts) {
    const id = identify(category, part);
    index.parts.set(category, [...(index.parts.get(category) ?? []), id]);
    const key = `${category}|${id.brands[0]}`;
    const words = index.vocab.get(key) ?? new Set<string>();
    const skip = new Set([...DESCRIPTIVE[category], ...SOFT[category], ...Object.keys(COLOUR_WORDS)].map(squash));
    for (const p of id.phrases) if (!/^\d+$/.test(p) && !FACT_WORDS.test(p) && !skip.has(p)) words.add(p);
    index.vocab.set(key, words);
    if (id.facts.chip && id.facts.vramGb) {
      vramsByChip.set(id.facts.chip, (vramsByChip.get(id.facts.chip) ?? new Set()).add(id.facts.vramGb));
    }
  }
  for (const [chip, sizes] of vramsByChip) if (sizes.size > 1) index.multiVramChips.add(chip);
  return index;
}

/** Words compared as facts (memory type, Wi-Fi), never as another model's mark. */
const FACT_WORDS = /^(ddr\d|d\d|wifi|ax|oc)$/;

/** Chips sold in two memory sizes, whether or not the catalogue has both yet. */
const MULTI_VRAM_CHIPS = ['rtx 3050', 'rtx 3060', 'rtx 4060 ti', 'rtx 5060 ti', 'rx 9060 xt', 'arc a770', 'rx 6500 xt'];

export type MatchOutcome =
  | { kind: 'match'; part: PartIdentity }
  | { kind: 'ambiguous'; parts: PartIdentity[] }
  /** `nearest`: the part whose brand and model words the listing has, and why it still failed. */
  | { kind: 'none'; nearest?: { part: PartIdentity; why: string } };

/** The listing as the matcher reads it: its handle, maker suffixes split off, plus the words its maker codes imply. */
export function listingText(handle: string): Text {
  const text = toText(handle);
  return toText([...respelled(text), ...impliedWords(text)].join(' '));
}

export function matchHandle(handle: string, category: SourceCategory, index: MatchIndex): MatchOutcome {
  const text = listingText(handle);
  const facts = listingFacts(text);
  let best: { part: PartIdentity; score: number }[] = [];
  let nearest: { part: PartIdentity; why: string; covered: number } | undefined;
  for (const cat of CATALOGUE_CATEGORIES_OF[category]) {
    for (const part of index.parts.get(cat) ?? []) {
      const verdict = judge(part, text, facts, index);
      if (typeof verdict === 'string') {
        const covered = verdict.startsWith('-') ? -1 : part.phrases.length;
        if (covered >= 0 && (!nearest || covered > nearest.covered)) nearest = { part, why: verdict, covered };
        continue;
      }
      if (best.length === 0 || verdict > best[0]!.score) best = [{ part, score: verdict }];
      else if (verdict === best[0]!.score) best.push({ part, score: verdict });
    }
  }
  const tied = best.length > 1 ? breakTie(best.map((b) => b.part), text, facts) : best.map((b) => b.part);
  if (tied.length === 1) return { kind: 'match', part: tied[0]! };
  if (tied.length > 1) return { kind: 'ambiguous', parts: tied };
  return nearest ? { kind: 'none', nearest: { part: nearest.part, why: nearest.why } } : { kind: 'none' };
}

/**
 * Among parts that match equally well, the one whose name the listing covers most: each word of
 * letters in the name (brand and colour words aside) the listing has counts for it, each it
 * lacks against it. "Deepcool AG400" beats "Deepcool AG400 ARGB" for a listing without "ARGB", and an OC
 * card beats its non-OC twin for a listing that says OC (one without OC never matches the OC
 * part). A listing naming both colours ("black / white") is the base part, not the White one.
 * What is still even is a tie, for the overrides file.
 */
export function breakTie(parts: readonly PartIdentity[], text: Text, facts: ListingFacts): PartIdentity[] {
  const coverage = (part: PartIdentity) => {
    const skip = new Set([...part.brands, ...Object.keys(COLOUR_WORDS), 'black']);
    // Words of letters only: sizes, speeds, latencies and part numbers are facts, compared above.
    const words = [...new Set(part.text.words)].filter((w) => /^[a-z]+$/.test(w) && !skip.has(w));
    return words.reduce((sum, w) => sum + (hasPhrase(text, w) ? 1 : -1), 0);
  };
  const scored = parts.map((part) => ({ part, cover: coverage(part) }));
  const top = Math.max(...scored.map((s) => s.cover));
  let left = scored.filter((s) => s.cover === top).map((s) => s.part);
  if (left.length > 1 && facts.colour === 'both') {
    const base = left.filter((p) => !p.facts.colour);
    if (base.length > 0) left = base;
  }
  return left;
}

/**
 * A score when the part matches, or why not. Reasons starting with "-" mean the listing is not
 * near this part at all (no brand, a model word missing) and are not worth reporting.
 */
export function judge(part: PartIdentity, text: Text, facts: ListingFacts, index: MatchIndex): number | string {
  if (part.category !== 'cpu' && !part.brands.some((b) => hasPhrase(text, b))) return '-brand';
  const missing = part.phrases.filter((p) => !hasPhrase(text, p));
  if (missing.length > 0) return `-missing ${missing.join(' ')}`;
  const byNumber = part.partNumbers.some((pn) => text.squashed.includes(pn));
  const factProblem = checkFacts(part, facts, index.multiVramChips, byNumber);
  if (factProblem) return factProblem;
  const otherCode = part.category === 'ram' ? (otherMakerCode(part, text) ?? otherPartNumber(part, facts.codes)) : undefined;
  if (otherCode) return `another maker part number: ${otherCode}`;
  const other = conflictingModifier(part, text, index);
  if (other) return `listing says "${other}", the part does not`;
  const soft = part.soft.filter((p) => hasPhrase(text, p)).length;
  return part.phrases.length * 4 + soft + (byNumber ? 8 : 0);
}

function conflictingModifier(part: PartIdentity, listing: Text, index: MatchIndex): string | undefined {
  const own = (m: string) => hasPhrase(part.text, m) || part.soft.includes(m) || part.phrases.includes(m);
  const text = withoutDescriptivePhrases(listing);
  for (const m of MODIFIERS[part.category]) {
    const phrase = squash(m);
    if (hasPhrase(text, phrase) && !own(phrase)) return m;
  }
  const year = YEAR_SENSITIVE.has(part.category) ? text.words.find((w) => /^20[12]\d$/.test(w) && !own(w)) : undefined;
  if (year) return year;
  for (const word of index.vocab.get(`${part.category}|${part.brands[0]}`) ?? []) {
    if (hasPhrase(text, word) && !own(word) && !namesOwnChipset(part, word)) return word;
  }
  return undefined;
}

/** The listing without the phrases that only describe ("Mini-ITX", "dark grey", "Eye Care Plus"). */
function withoutDescriptivePhrases(text: Text): Text {
  const s = ` ${text.words.join(' ')} `;
  const plain = DESCRIPTIVE_PHRASES.reduce((acc, phrase) => acc.replaceAll(` ${phrase} `, ' '), s);
  return plain === s ? text : toText(plain);
}

/** "MSI MAG B550M Mortar … AMD B550": the chipset the board's own model code starts with is description. */
function namesOwnChipset(part: PartIdentity, word: string): boolean {
  return part.category === 'mobo' && /^[abhxzq]\d{3}$/.test(word) && part.phrases.some((p) => p.startsWith(word));
}

export { listingFacts };
