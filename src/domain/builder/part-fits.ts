/**
 * What a part fits (issue 29, the part page): for each kind of part it must work with, what it
 * asks of it in words ("Motherboards with the AM5 socket", "Cases that take cards of 336 mm") and
 * which catalogue parts fit. "Fits" is the builder's own verdict, not a second copy of its rules:
 * a pair fits when evaluateBuild finds no problem in the two together that neither has alone.
 */
import type { Category, Component } from '../catalogue/catalogue.ts';
import { evaluateBuild } from './compatibility.ts';
import { slotFor } from './add-part.ts';
import { PSU_FITS } from './physical.ts';
import { POWER_HEADROOM } from './power.ts';
import { emptySelection, memoryTypesOf, type Selection } from './selection.ts';

/** One kind of partner part: what this part asks of it, and the catalogue parts that fit. */
export interface FitLine {
  category: Category;
  /** What this part asks of the other, from its own specs: "Motherboards with the AM5 socket". */
  rule: string;
  /** Catalogue parts of `category` the builder finds no problem with, cheapest first. */
  fitting: Component[];
  /** How many parts of `category` the catalogue has. */
  of: number;
}

/** A fact that needs no partner list ("Memory: DDR5, rated up to 5200 MHz"). */
export interface FitFact {
  label: string;
  text: string;
}

export interface PartFits {
  lines: FitLine[];
  facts: FitFact[];
}

/** The kinds of part each kind is checked against (the pairs the builder has rules for). */
export const FIT_PARTNERS: Partial<Record<Category, readonly Category[]>> = {
  cpu: ['mobo', 'cpu-cooler'],
  mobo: ['cpu', 'ram', 'case', 'm2', 'storage'],
  gpu: ['case', 'psu'],
  ram: ['mobo', 'cpu-cooler'],
  case: ['mobo', 'gpu', 'cpu-cooler', 'psu'],
  'cpu-cooler': ['cpu', 'case', 'ram'],
  psu: ['case', 'gpu'],
  m2: ['mobo'],
  storage: ['mobo'],
};

function withPart(selection: Selection, part: Component): Selection {
  const slot = slotFor(part.type);
  const value = Array.isArray(selection[slot]) ? [part] : part;
  return { ...selection, [slot]: value };
}

/** The problems the builder finds in a build of this one part (memoised: the catalogue is fixed). */
const aloneMemo = new WeakMap<Component, ReadonlySet<string>>();
export function problemsAlone(part: Component): ReadonlySet<string> {
  let problems = aloneMemo.get(part);
  if (!problems) aloneMemo.set(part, (problems = new Set(evaluateBuild(withPart(emptySelection(), part)).problems)));
  return problems;
}

/** True when the builder finds no problem in the two parts together that neither has alone. */
export function fitsTogether(a: Component, b: Component): boolean {
  const alone = new Set([...problemsAlone(a), ...problemsAlone(b)]);
  return evaluateBuild(withPart(withPart(emptySelection(), a), b)).problems.every((p) => alone.has(p));
}

const mm = (n: number) => `${n} mm`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** What `part` asks of a partner of `category`, in words, from its own specs. */
export function fitRule(part: Component, category: Category): string {
  switch (part.type) {
    case 'cpu':
      if (category === 'mobo') return `Motherboards with the ${part.socket} socket`;
      return `Coolers that list ${part.socket}`;
    case 'mobo':
      if (category === 'cpu') return `CPUs with the ${part.socket} socket`;
      if (category === 'ram') return `${list(memoryTypesOf(part.ramType))} kits, up to ${part.ramSlots} modules and ${part.maxMemoryGb} GB in all`;
      if (category === 'case') return `Cases that take ${part.formFactor} motherboards`;
      if (category === 'm2') return part.m2Slots ? `NVMe drives: ${part.m2Slots} M.2 slots` : 'No M.2 slot';
      return part.storageSlots ? `SATA drives: ${part.storageSlots} SATA ports` : 'No SATA port';
    case 'gpu':
      if (category === 'case') return `Cases that take cards of ${mm(part.lengthMm)} and ${part.slotWidth} slots`;
      return part.recommendedPsuW
        ? `Power supplies of ${part.recommendedPsuW} W or more (the maker's figure for the whole PC)`
        : `Power supplies of ${Math.ceil(part.powerDraw * POWER_HEADROOM)} W or more for the card alone (your CPU adds to it)`;
    case 'ram':
      if (category === 'mobo') return `Motherboards with ${part.ramType} slots`;
      return part.heightMm ? `Air coolers that leave ${mm(part.heightMm)} or more for RAM` : 'Any cooler (no height figure from the maker)';
    case 'case':
      if (category === 'mobo') return `${list(part.supportedFormFactors)} motherboards`;
      if (category === 'gpu') return `Graphics cards up to ${mm(part.maxGpuLengthMm)}${part.maxGpuSlots ? ` and ${part.maxGpuSlots} slots` : ''}`;
      if (category === 'cpu-cooler') {
        const radiator = part.maxRadiatorMm ? `, radiators up to ${mm(part.maxRadiatorMm)}` : ', no radiator mounts';
        return `Air coolers up to ${mm(part.maxCoolerHeightMm)} tall${radiator}`;
      }
      return `${list(PSU_FITS[part.psuFormFactor])} power supplies`;
    case 'cpu-cooler':
      if (category === 'cpu') return `CPUs with the ${list(part.sockets)} socket`;
      if (category === 'case') {
        return part.coolerType === 'aio'
          ? `Cases with a ${part.radiatorMm ? mm(part.radiatorMm) : ''} radiator mount`.replace('a  ', 'a ')
          : part.heightMm
            ? `Cases with room for a ${mm(part.heightMm)} cooler`
            : 'Any case (no height figure from the maker)';
      }
      return part.ramClearanceMm ? `RAM up to ${mm(part.ramClearanceMm)} tall under its fan` : 'Any RAM (no clearance figure from the maker)';
    case 'psu':
      if (category === 'case') return `Cases that take ${part.formFactor} power supplies`;
      return `Graphics cards whose makers recommend ${part.wattage} W or less (your CPU adds to the need)`;
    case 'm2':
      return 'Motherboards with an M.2 slot';
    case 'storage':
      return 'Motherboards with a SATA port';
    default:
      return '';
  }
}

/** Facts about the part that are not a partner list. */
function fitFacts(part: Component): FitFact[] {
  switch (part.type) {
    case 'cpu':
      return [
        {
          label: 'Memory',
          text: part.ramMaxDdr4
            ? `DDR4 rated up to ${part.ramMaxDdr4} MHz, DDR5 up to ${part.ramMax} MHz`
            : `${list(part.memoryTypes)} rated up to ${part.ramMax} MHz`,
        },
        { label: 'Cooler', text: part.coolerIncluded ? 'A cooler comes in the box' : 'No cooler in the box: choose one' },
        { label: 'Graphics', text: part.integratedGraphics ? 'Has its own graphics: a graphics card is optional' : 'No graphics of its own: needs a graphics card' },
      ];
    case 'gpu':
      return [{ label: 'Power', text: `Draws up to ${part.powerDraw} W` }];
    default:
      return [];
  }
}

const fitsMemo = new WeakMap<object, Map<string, PartFits>>();

/**
 * What `part` fits among `catalogue`'s parts. Cached per catalogue object, so a site build that
 * renders every part page asks each pair once in each direction.
 */
export function partFits(part: Component, catalogue: Partial<Record<Category, readonly Component[]>>): PartFits {
  let byId = fitsMemo.get(catalogue);
  if (!byId) fitsMemo.set(catalogue, (byId = new Map()));
  const cached = byId.get(part.id);
  if (cached) return cached;
  const lines = (FIT_PARTNERS[part.type] ?? []).map((category): FitLine => {
    const others = catalogue[category] ?? [];
    const fitting = others.filter((other) => fitsTogether(part, other)).sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
    return { category, rule: fitRule(part, category), fitting, of: others.length };
  });
  const fits = { lines, facts: fitFacts(part) };
  byId.set(part.id, fits);
  return fits;
}
