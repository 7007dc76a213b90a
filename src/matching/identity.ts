/**
 * What identifies a catalogue part in a shop's listing, worked out from the part's name and
 * fields alone, so that parts added to the catalogue later are matched without code changes:
 *
 * - `brands`: the maker, in every spelling shops use;
 * - `phrases`: the model words the listing must carry ("Dual", "B550M-A", "AK400");
 * - `soft`: words that count when present but are not required ("OC", part numbers);
 * - `facts`: the price-changing variant (chip, CPU model, memory, capacity, wattage, colour,
 *   Wi-Fi, memory type), from the part's fields where it has them.
 */
import type { Category } from '../domain/catalogue/categories.ts';
import { acerConfig, cpuModels, gpuChips, colourOf, rcdTimings } from './facts.ts';
import { squash, toText, type Text } from './text.ts';
import { brandForms, DESCRIPTIVE, SOFT } from './vocabulary.ts';

/** The catalogue fields the matcher reads; every part has the first four. */
export interface CataloguePart {
  id: string;
  name: string;
  brand: string;
  price: number;
  chipset?: string | undefined;
  vram?: number | undefined;
  capacityGb?: number | undefined;
  modules?: number | undefined;
  frequency_mhz?: number;
  casLatency?: number | undefined;
  ramType?: string | undefined;
  wattage?: number | undefined;
  efficiency?: string | undefined;
  wifi?: boolean | undefined;
  kind?: string | undefined;
  formFactor?: string | undefined;
  interface?: string | undefined;
  rpm?: number | undefined;
  refreshHz?: number | undefined;
  coolerType?: string | undefined;
  radiatorMm?: number | undefined;
}

export interface PartFacts {
  cpu?: string | undefined;
  chip?: string | undefined;
  vramGb?: number | undefined;
  capacityGb?: number | undefined;
  modules?: number | undefined;
  speed?: number | undefined;
  casLatency?: number | undefined;
  /** Memory: the second timing (tRCD) the part number states (G.Skill "F5-6000J3648…": 48). */
  rcd?: number | undefined;
  ramType?: string | undefined;
  wattage?: number | undefined;
  /** Power supplies: `bronze`, `gold`...; the ATX revision the name states (`3.0`, `3.1`). */
  efficiency?: string | undefined;
  atx?: string | undefined;
  /**
   * The model year the name states ("H7 Flow (2023)", "SF750 (2024)"): the maker sold an earlier
   * product under the same name, so a listing must say which (the year, the ATX revision or the
   * part number).
   */
  year?: string | undefined;
  /** M.2 drives: the module length (`2280`); a listing for a 2230 or 2242 drive is another product. */
  m2Length?: string | undefined;
  /** Drives: `ssd` or `hdd`, `2.5` or `3.5` inch, `nvme` or `sata`, spindle speed. */
  driveKind?: string | undefined;
  driveSize?: string | undefined;
  driveBus?: string | undefined;
  rpm?: number | undefined;
  /** Monitors: refresh rate in Hz. */
  refreshHz?: number | undefined;
  /** Graphics cards: the maker's factory-overclocked model ("OC" in its name). */
  oc?: boolean | undefined;
  /** `white` etc.; undefined for the default (black or unstated). */
  colour?: string | undefined;
  wifi?: boolean | undefined;
  /**
   * Boards: the name states the memory type ("PRIME B760M-K D4", "B760M DS3H DDR4"), as makers
   * do for the DDR4 twin of a DDR5 board; a listing must then state that type too.
   */
  ramTypeNamed?: boolean | undefined;
}

export interface PartIdentity {
  id: string;
  category: Category;
  name: string;
  /** The catalogue's estimate, a sanity reference only. */
  estimate: number;
  brands: string[];
  phrases: string[];
  soft: string[];
  /** Squashed maker part numbers from the name's brackets, e.g. `kf432c16bb8`. */
  partNumbers: string[];
  facts: PartFacts;
  /** The whole name, for modifier checks ("does the part itself say Ti?"). */
  text: Text;
}

/** Numbers with units and other spec figures that a name states but a listing may write otherwise. */
const SPEC_FIGURES = [
  /\b\d+(?:\.\d+)?\s?(?:gb|tb|g|mhz|mt\/s|w|hz|mm|rpm|ms|ghz)\b/gi,
  /\b\d+(?:\.\d+)?(?:"|''|-inch| inch)/gi,
  /\(\d+x\d+gb\)/gi,
  /\b\d+x\d+gb\b/gi,
  /\bcl\d+\b/gi,
  /\b\d+-core\b/gi,
  /\b(?:am4|am5|lga1700|lga1851)\b/gi,
  /80\+ ?(?:white|bronze|silver|gold|platinum|titanium)\b/gi,
];

const NO_COLOUR_DEFAULT = new Set(['black']);

/** Categories whose makers re-release a model under the same name with a year ("H5 Flow (2024)"). */
export const YEAR_SENSITIVE = new Set<Category>(['case', 'cpu-cooler', 'psu']);

export function identify(category: Category, part: CataloguePart): PartIdentity {
  const brands = brandForms(part.brand);
  const brandWords = new Set(part.brand.toLowerCase().split(/\s+/).map(squash));
  const bracketed = [...part.name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!);
  let bare = part.name.replace(/\([^)]*\)/g, ' ');
  for (const pattern of SPEC_FIGURES) bare = bare.replace(pattern, ' ');

  const descriptive = new Set(DESCRIPTIVE[category].map(squash));
  const softWords = new Set(SOFT[category].map(squash));
  const phrases: string[] = [];
  const soft: string[] = [];
  for (const raw of bare.split(/\s+/)) {
    // "Nitro+": shops write the model word and drop the "+", so "plus" counts but is not required.
    const word = /[a-z]\+$/i.test(raw) ? raw.slice(0, -1) : raw;
    if (word !== raw) soft.push('plus');
    // Acer's configuration letters ("M3bmiipx") are not required: shops often leave them out.
    const config = brands.includes('acer') ? acerConfig(squash(word)) : undefined;
    if (config) soft.push(config.suffix);
    const phrase = config ? config.code : squash(word);
    if (!phrase || brandWords.has(phrase) || brands.includes(phrase) || descriptive.has(phrase)) continue;
    if (NO_COLOUR_DEFAULT.has(phrase) || softWords.has(phrase)) soft.push(phrase);
    else if (phrase === 'white' || phrase === 'snow') continue; // colour is a fact, below
    else phrases.push(phrase);
  }

  const partNumbers: string[] = [];
  for (const inside of bracketed) {
    const s = squash(inside);
    if (/wifi/.test(s)) phrases.push('wifi');
    else if (/[a-z]/.test(s) && /\d/.test(s) && s.length >= 7) partNumbers.push(s);
    else if (s) soft.push(...inside.split(/\s+/).map(squash).filter((w) => w && !descriptive.has(w)));
  }

  const text = toText(part.name);
  const facts: PartFacts = {};
  const colour = colourOf(text);
  if (colour && colour !== 'both') facts.colour = colour;
  if (YEAR_SENSITIVE.has(category)) facts.year = part.name.match(/\b(20[12]\d)\b/)?.[1];
  switch (category) {
    case 'cpu':
      facts.cpu = cpuModels(text)[0];
      phrases.length = 0; // a CPU is its model number; the rest of its name is description
      break;
    case 'gpu':
      facts.chip = gpuChips(toText(part.chipset ?? part.name))[0];
      if (part.vram) facts.vramGb = part.vram;
      facts.oc = text.words.includes('oc');
      removeChipWords(phrases, facts.chip);
      break;
    case 'ram':
      facts.capacityGb = part.capacityGb;
      facts.modules = part.modules;
      facts.speed = part.frequency_mhz;
      facts.casLatency = part.casLatency;
      facts.rcd = rcdTimings(toText(bracketed.join(' ')))[0];
      facts.ramType = part.ramType;
      break;
    case 'storage':
    case 'm2':
      if (category === 'm2') facts.m2Length = part.formFactor?.match(/\b22\d{2,3}\b/)?.[0];
      facts.capacityGb = part.capacityGb;
      facts.driveBus = part.interface;
      facts.driveKind = part.kind ?? 'ssd';
      if (part.formFactor === '2.5"' || part.formFactor === '3.5"') facts.driveSize = part.formFactor.slice(0, 3);
      if (part.rpm) facts.rpm = part.rpm;
      break;
    case 'psu':
      facts.wattage = part.wattage;
      facts.efficiency = part.efficiency?.replace(/^80\+ /, '').toLowerCase();
      facts.atx = part.name.match(/\bATX ?(3\.[01])\b/i)?.[1];
      break;
    case 'monitor':
      facts.refreshHz = part.refreshHz;
      break;
    case 'mobo':
      facts.wifi = part.wifi;
      facts.ramType = part.ramType;
      // "D4" and "DDR4" are one fact, written either way by shops: compared as the memory type.
      for (let i = phrases.length - 1; i >= 0; i--) {
        if (/^d(?:dr)?[345]$/.test(phrases[i]!)) {
          phrases.splice(i, 1);
          facts.ramTypeNamed = true;
        }
      }
      break;
    default:
      break;
  }
  return {
    id: part.id,
    category,
    name: part.name,
    estimate: part.price,
    brands,
    phrases: [...new Set(phrases)],
    soft: [...new Set(soft)],
    partNumbers,
    facts,
    text,
  };
}

/** The chip ("RTX", "4060", "Ti") is compared as a fact, so its words are not phrases too. */
function removeChipWords(phrases: string[], chip: string | undefined): void {
  if (!chip) return;
  const chipWords = new Set([...chip.split(' '), chip.replace(/ /g, ''), ...chipJoins(chip)]);
  for (let i = phrases.length - 1; i >= 0; i--) if (chipWords.has(phrases[i]!)) phrases.splice(i, 1);
}

function chipJoins(chip: string): string[] {
  const w = chip.split(' ');
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) for (let j = i + 1; j <= w.length; j++) out.push(w.slice(i, j).join(''));
  return out;
}
