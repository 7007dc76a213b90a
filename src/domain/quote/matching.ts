/**
 * Reading one quote line into a catalogue part, on top of the shop-listing matcher. This file is
 * the quote checker's door to the matcher (src/matching/; shorthand.ts beside it borrows its
 * text helper): the lint boundaries let no other runtime file import it, so only the quote
 * checker's Web Worker bundles the matcher.
 *
 * A quote line is shorter than a shop's product title: it often leaves out the maker ("B550M
 * DS3H", "NV3 1TB") and details the matcher insists on (a kit's latency, a card's "OC"). So a
 * line is read in three steps, each less sure than the one before:
 *
 * 1. **sure / likely** — the matcher's own rules (matcher.judge) pass, with the maker stated
 *    (sure) or, when the line names no maker, with each part's maker supplied, provided the line
 *    carries one of the part's own model words (likely);
 * 2. **likely** — the line carries every model code of one part ("SN580", "24MR400") and states
 *    nothing against it; what it leaves unstated is filled from the part's name and listed;
 * 3. **choose** — the line states only specs ("2x16 6000 CL36", "650W Bronze", "RTX 4060 8GB"):
 *    every part those specs fit is offered, cheapest first; the reader never picks one.
 *
 * Anything else — a maker or model the catalogue does not have — is a custom line.
 */
import type { Category } from '../catalogue/categories.ts';
import { breakTie, buildIndex, judge, listingFacts, listingText, type MatchIndex } from '../../matching/matcher.ts';
import type { CataloguePart, PartIdentity } from '../../matching/identity.ts';
import type { ListingFacts } from '../../matching/fact-rules.ts';
import { hasPhrase, isModelCode, squash, toText, type Text } from '../../matching/text.ts';
import { COLOUR_WORDS, DESCRIPTIVE, MODIFIERS, SOFT } from '../../matching/vocabulary.ts';
import { CATEGORY_WORDS, FACT_WORD, NOTE_WORDS, QUOTE_STOPWORDS, expandShorthand } from './shorthand.ts';

export type { CataloguePart };

export interface QuoteIndex {
  match: MatchIndex;
  parts: readonly PartIdentity[];
  byId: ReadonlyMap<string, PartIdentity>;
  /** Every squashed spelling of every maker in the catalogue. */
  brandForms: readonly string[];
  /** Words a spec-only line may use without naming something the catalogue lacks. */
  knownWords: ReadonlySet<string>;
  /** Bare CPU model codes ("7800x3d", "14400f") and what the matcher reads them as ("ryzen 7 7800x3d"). */
  cpuCodes: ReadonlyMap<string, string>;
  chipsetOf: ReadonlyMap<string, string>;
  radiatorOf: ReadonlyMap<string, number>;
  /**
   * Model words that point to one part line without its maker: a model code of three or more
   * characters ("UD750GM", "SN580"), or a word or number only one maker uses ("Ripjaws", "Ventus",
   * "990"). Words many makers use ("Pro", "Gaming", "V2") tie nothing.
   */
  distinctive: ReadonlySet<string>;
  /** Where to look first: parts by maker spelling, by distinctive model word, by CPU model. */
  byBrand: ReadonlyMap<string, readonly PartIdentity[]>;
  byPhrase: ReadonlyMap<string, readonly PartIdentity[]>;
  byCpu: ReadonlyMap<string, readonly PartIdentity[]>;
}

function groupBy<K>(parts: readonly PartIdentity[], keys: (p: PartIdentity) => readonly K[]): Map<K, PartIdentity[]> {
  const map = new Map<K, PartIdentity[]>();
  for (const p of parts) for (const k of keys(p)) map.set(k, [...(map.get(k) ?? []), p]);
  return map;
}

export function quoteIndex(parts: readonly { category: Category; part: CataloguePart }[]): QuoteIndex {
  const match = buildIndex(parts);
  const all = [...match.parts.values()].flat();
  const brandForms = [...new Set(all.flatMap((p) => p.brands))].sort((a, b) => b.length - a.length);
  const knownWords = new Set<string>([...CATEGORY_WORDS, ...NOTE_WORDS, ...QUOTE_STOPWORDS, ...brandForms]);
  for (const list of [DESCRIPTIVE, SOFT, MODIFIERS]) for (const words of Object.values(list)) for (const w of words) for (const piece of w.split(' ')) knownWords.add(squash(piece));
  for (const p of all) for (const w of p.text.words) knownWords.add(w);
  for (const w of Object.keys(COLOUR_WORDS)) knownWords.add(w);
  const cpuCodes = new Map<string, string>();
  for (const p of all) {
    const cpu = p.facts.cpu;
    if (cpu) cpuCodes.set(cpu.split(' ').at(-1)!, cpu);
  }
  const generic = new Set<string>(CATEGORY_WORDS);
  for (const list of [DESCRIPTIVE, SOFT]) for (const words of Object.values(list)) for (const w of words) generic.add(squash(w));
  const makersOf = new Map<string, Set<string>>();
  for (const p of all) for (const phrase of p.phrases) makersOf.set(phrase, (makersOf.get(phrase) ?? new Set()).add(p.brands[0]!));
  const distinctive = new Set(
    [...makersOf].filter(([phrase, makers]) => !generic.has(phrase) && phrase.length >= 3 && (isModelCode(phrase) || makers.size === 1)).map(([phrase]) => phrase),
  );
  const chipsetOf = new Map<string, string>();
  const radiatorOf = new Map<string, number>();
  for (const { part } of parts) {
    if (part.chipset) chipsetOf.set(part.id, squash(part.chipset));
    if (part.radiatorMm) radiatorOf.set(part.id, part.radiatorMm);
  }
  return {
    match,
    parts: all,
    byId: new Map(all.map((p) => [p.id, p])),
    brandForms,
    knownWords,
    cpuCodes,
    chipsetOf,
    radiatorOf,
    distinctive,
    byBrand: groupBy(all, (p) => p.brands),
    byPhrase: groupBy(all, (p) => p.phrases.filter((x) => distinctive.has(x))),
    byCpu: groupBy(all, (p) => (p.facts.cpu ? [p.facts.cpu] : [])),
  };
}

export type Confidence = 'sure' | 'likely';

export type PartReading =
  | {
      kind: 'part';
      partId: string;
      category: Category;
      confidence: Confidence;
      /** What the part's name states that the line does not ("CL16", "OC", "Blue"). */
      unstated: string[];
    }
  /** Several parts fit what the line states: the person chooses (candidates cheapest first). */
  | { kind: 'choose'; category: Category; candidates: string[] }
  /** Nothing in the catalogue is this line; `category` when the line says what kind of part it is. */
  | { kind: 'custom'; category?: Category; similar?: string[] };

/** Most candidates a "choose" reading offers (cheapest first). */
export const MAX_CANDIDATES = 12;

interface Line {
  text: Text;
  facts: ListingFacts;
  /** Makers the line names. */
  brands: string[];
  /** Per kind of part: the makers named that are makers of that kind, not a chip maker it describes ("AMD Radeon"). */
  brandsFor: Map<Category, string[]>;
}

function namedFor(part: PartIdentity, line: Line): string[] {
  let named = line.brandsFor.get(part.category);
  if (!named) {
    const descriptive = new Set(DESCRIPTIVE[part.category].map(squash));
    named = line.brands.filter((b) => !descriptive.has(b));
    line.brandsFor.set(part.category, named);
  }
  return named;
}

/** Reads one item's words (price, quantity, labels and notes already taken out). */
export function readPart(words: string, index: QuoteIndex, hint?: Category): PartReading {
  const expanded = expandShorthand(words, index.cpuCodes);
  const text = listingText(expanded);
  if (text.words.length === 0) return hint ? { kind: 'custom', category: hint } : { kind: 'custom' };
  const line: Line = { text, facts: listingFacts(text), brands: index.brandForms.filter((b) => hasPhrase(text, b)), brandsFor: new Map() };

  const strict: { part: PartIdentity; score: number }[] = [];
  const lenient: PartIdentity[] = [];
  const withBrand = new Map<string, Text>();
  for (const part of candidatesFor(line, index)) {
    if (!brandAllowed(part, line)) continue;
    const named = namedFor(part, line).length > 0;
    if (!named && !anchoredByWord(part, line, index)) continue;
    let strictText = text;
    if (!named) {
      const brand = part.brands[0]!;
      strictText = withBrand.get(brand) ?? toText(`${brand} ${text.words.join(' ')}`);
      withBrand.set(brand, strictText);
    }
    const verdict = judge(part, strictText, line.facts, index.match);
    if (typeof verdict === 'number') strict.push({ part, score: verdict });
    else if (anchoredForLenient(part, line, named, index) && passesWithName(part, line, index)) lenient.push(part);
  }

  if (strict.length) {
    const top = Math.max(...strict.map((s) => s.score));
    const best = decide(strict.filter((s) => s.score === top).map((s) => s.part), line, hint);
    // A CPU is known by its model alone ("R5 7600"); other parts by maker and model.
    const sure = (p: PartIdentity) => p.category === 'cpu' || namedFor(p, line).length > 0;
    if (best.length === 1) return partReading(best[0]!, line, sure(best[0]!) ? 'sure' : 'likely');
    return choose(best, index, hint);
  }
  if (lenient.length) {
    const best = decide(lenient, line, hint);
    if (best.length === 1) return partReading(best[0]!, line, 'likely');
    return choose(best, index, hint);
  }
  const categories = statedCategories(line, hint);
  if (categories.length === 0) return hint ? { kind: 'custom', category: hint } : { kind: 'custom' };
  const fits = index.parts.filter((p) => categories.includes(p.category) && brandAllowed(p, line) && roughFit(p, line) && specsFit(p, line, index));
  const unknown = text.words.some((w) => !index.knownWords.has(w) && !FACT_WORD.test(w));
  if (fits.length === 0 || unknown) {
    const category = categories[0]!;
    return fits.length ? { kind: 'custom', category, similar: cheapestFirst(fits, index).slice(0, MAX_CANDIDATES) } : { kind: 'custom', category };
  }
  return choose(fits, index, hint ?? categories[0]);
}

/** The parts worth judging: those of a maker the line names, with a distinctive word it has, or its CPU model. */
function candidatesFor(line: Line, index: QuoteIndex): PartIdentity[] {
  const found = new Set<PartIdentity>();
  const add = (parts: readonly PartIdentity[] | undefined) => parts?.forEach((p) => found.add(p));
  for (const brand of line.brands) add(index.byBrand.get(brand));
  for (const cpu of line.facts.cpus) add(index.byCpu.get(cpu));
  for (const [phrase, parts] of index.byPhrase) if (line.text.squashed.includes(phrase) && phraseIn(line.text, phrase)) add(parts);
  return index.parts.filter((p) => found.has(p));
}

/** A quick look at the specs a spec-only line states, before the full rules run on what is left. */
function roughFit(part: PartIdentity, line: Line): boolean {
  const f = part.facts;
  const lf = line.facts;
  if (f.chip && !lf.chips.includes(f.chip)) return false;
  if (f.speed && lf.speeds.length && !lf.speeds.includes(f.speed)) return false;
  if (f.ramType && lf.ramTypes.length && !lf.ramTypes.includes(f.ramType)) return false;
  if (f.casLatency && lf.cls.length && !lf.cls.includes(f.casLatency)) return false;
  if (f.wattage && !lf.watts.includes(f.wattage)) return false;
  if ((part.category === 'm2' || part.category === 'storage') && !lf.sizes.some((s) => Math.abs(s - f.capacityGb!) / Math.max(s, f.capacityGb!) <= 0.03)) return false;
  return true;
}

/** A line naming a maker reads only as that maker's parts (CPUs are known by their model alone). */
function brandAllowed(part: PartIdentity, line: Line): boolean {
  const named = namedFor(part, line);
  return named.length === 0 || part.brands.some((b) => named.includes(b));
}

/** Without a maker, a part needs one of its distinctive model words in the line (a CPU, its model). */
function anchoredByWord(part: PartIdentity, line: Line, index: QuoteIndex): boolean {
  if (part.facts.cpu) return line.facts.cpus.includes(part.facts.cpu);
  return part.phrases.some((p) => index.distinctive.has(p) && phraseIn(line.text, p));
}

/**
 * Whether a line that leaves details out may still be this part: its maker named or a
 * distinctive model word present; every model code of the part in the line ("SN580", "GX-750";
 * a maker's one-letter suffix may be left out, "24MR400" for "24MR400-B"); for a part without
 * model codes, at least half of its model words; a graphics card's chip stated. A part with no
 * model words at all ("Crucial 8GB DDR4 3200") is its maker and its specs: the line must name
 * both.
 */
function anchoredForLenient(part: PartIdentity, line: Line, makerNamed: boolean, index: QuoteIndex): boolean {
  if (part.facts.chip && !line.facts.chips.includes(part.facts.chip)) return false;
  if (part.phrases.length === 0) return makerNamed && statedCategories(line, undefined).includes(part.category);
  if (!makerNamed && !anchoredByWord(part, line, index)) return false;
  const codes = part.phrases.filter(isModelCode);
  const codeIn = (code: string) => phraseIn(line.text, code) || (/\d[a-z]$/.test(code) && phraseIn(line.text, code.slice(0, -1)));
  if (codes.length) return codes.every(codeIn);
  const present = part.phrases.filter((p) => phraseIn(line.text, p)).length;
  return present >= 1 && present * 2 >= part.phrases.length;
}

function phraseIn(text: Text, phrase: string): boolean {
  return hasPhrase(text, phrase);
}

/** The matcher's rules pass once what the line leaves unstated is taken from the part's own name. */
function passesWithName(part: PartIdentity, line: Line, index: QuoteIndex): boolean {
  const filled = toText(`${line.text.words.join(' ')} ${nameWithoutPartNumber(part)}`);
  return typeof judge(part, filled, listingFacts(filled), index.match) === 'number';
}

/**
 * The part's name as filling for what a line leaves unstated: without its maker part number
 * (which would vouch for the line by itself) and without its colour (a line that names no colour
 * is the maker's default, black).
 */
function nameWithoutPartNumber(part: PartIdentity): string {
  const bare = part.name.replace(/\(([^)]*)\)/g, (whole, inside: string) => (part.partNumbers.includes(squash(inside)) ? ' ' : whole));
  return bare
    .split(/\s+/)
    .filter((w) => COLOUR_WORDS[w.toLowerCase()] === undefined)
    .join(' ');
}

/** Spec-only lines: the matcher's variant rules with the part's name filling the rest, plus chipset and radiator. */
function specsFit(part: PartIdentity, line: Line, index: QuoteIndex): boolean {
  if (part.category === 'mobo') {
    const chipset = index.chipsetOf.get(part.id);
    const stated = line.text.words.map((w) => /^([abhxzq]\d{3}e?)m?$/.exec(w)?.[1]).find(Boolean);
    if (!stated || !chipset || chipset !== stated) return false;
  }
  if (part.category === 'cpu-cooler') {
    const radiator = line.text.words.map((w) => /^(120|240|280|360|420)(?:mm)?$/.exec(w)?.[1]).find(Boolean);
    if (!radiator || index.radiatorOf.get(part.id) !== Number(radiator)) return false;
  }
  return passesWithName(part, line, index);
}

/**
 * Which kinds of part a spec-only line can be: it must state a spec that kind is chosen by
 * (a chip, a kit, a drive's size and kind, a wattage, a chipset, a radiator). A label wins.
 */
function statedCategories(line: Line, hint: Category | undefined): Category[] {
  const f = line.facts;
  const w = new Set(line.text.words);
  const out: Category[] = [];
  if (f.chips.length) out.push('gpu');
  const memory = f.ramTypes.length > 0 || w.has('ram') || w.has('memory');
  if (!f.chips.length && ((memory && (f.speeds.length > 0 || f.sizes.length > 0)) || (f.kit?.perModuleGb && (f.speeds.length > 0 || f.ramTypes.length > 0)) || (f.speeds.length > 0 && f.cls.length > 0))) out.push('ram');
  const capacity = f.sizes.some((s) => s >= 60);
  if (capacity && !memory && (f.driveBuses.includes('nvme') || w.has('m2'))) out.push('m2');
  if (capacity && !memory && (f.driveKinds.length > 0 || f.driveBuses.includes('sata') || f.driveSizes.length > 0) && !f.driveBuses.includes('nvme')) out.push('storage');
  if (f.watts.length && (f.efficiencies.length > 0 || w.has('psu') || w.has('modular'))) out.push('psu');
  if (line.text.words.some((x) => /^[abhxzq]\d{3}e?m?$/.test(x)) && !f.cpus.length) out.push('mobo');
  if (line.text.words.some((x) => /^(240|280|360|420)(mm)?$/.test(x)) && (w.has('aio') || w.has('liquid'))) out.push('cpu-cooler');
  if (hint && out.includes(hint)) return [hint];
  return out;
}

/** Equal candidates across kinds: a label or the kinds the line's specs point to settle it, then the matcher's tie-break. */
function decide(parts: readonly PartIdentity[], line: Line, hint: Category | undefined): PartIdentity[] {
  let left = [...parts];
  const preferred = hint ? [hint] : statedCategories(line, undefined);
  const inPreferred = left.filter((p) => preferred.includes(p.category));
  if (inPreferred.length) left = inPreferred;
  return left.length > 1 ? breakTie(left, line.text, line.facts) : left;
}

function choose(parts: readonly PartIdentity[], index: QuoteIndex, hint: Category | undefined): PartReading {
  const ids = cheapestFirst(parts, index);
  const category = hint && parts.some((p) => p.category === hint) ? hint : index.byId.get(ids[0]!)!.category;
  return { kind: 'choose', category, candidates: ids.filter((id) => index.byId.get(id)!.category === category).slice(0, MAX_CANDIDATES) };
}

function cheapestFirst(parts: readonly PartIdentity[], index: QuoteIndex): string[] {
  const ids = [...parts].sort((a, b) => a.estimate - b.estimate || (a.id < b.id ? -1 : 1)).map((p) => p.id);
  return [...new Set(ids)].filter((id) => index.byId.has(id));
}

function partReading(part: PartIdentity, line: Line, confidence: Confidence): PartReading {
  const unstated = unstatedOf(part, line);
  return { kind: 'part', partId: part.id, category: part.category, confidence: unstated.length && confidence === 'sure' ? 'likely' : confidence, unstated };
}

/** The details of the part's name the line leaves out, as the name writes them. */
function unstatedOf(part: PartIdentity, line: Line): string[] {
  const f = part.facts;
  const lf = line.facts;
  const out: string[] = [];
  for (const p of part.phrases) if (!phraseIn(line.text, p)) out.push(wordAsWritten(part, p));
  // A board's memory type follows from its chipset unless its name states it ("… DDR4").
  if (f.ramType && !lf.ramTypes.length && (part.category === 'ram' || f.ramTypeNamed)) out.push(f.ramType);
  if (f.speed && !lf.speeds.length) out.push(`${f.speed} MT/s`);
  if (f.casLatency && !lf.cls.length) out.push(`CL${f.casLatency}`);
  if (f.vramGb && !lf.sizes.length && part.category === 'gpu') out.push(`${f.vramGb} GB`);
  if (f.oc && !lf.oc) out.push('OC');
  if (f.atx && !lf.atx.length) out.push(`ATX ${f.atx}`);
  if (f.year && !lf.years.length) out.push(`the ${f.year} model`);
  if (f.rpm && !lf.rpms.length) out.push(`${f.rpm} rpm`);
  return out;
}

function wordAsWritten(part: PartIdentity, phrase: string): string {
  const word = part.name.split(/\s+/).find((w) => squash(w) === phrase);
  return word ?? phrase.toUpperCase();
}
