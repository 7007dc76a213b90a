/**
 * Rejection rules applied before matching: what a shop lists that is not the part itself.
 * Each rule names its reason; the import lists every rejected listing with it. Rules read the
 * normalised handle as space-separated words (" amd ryzen 5 5600g gigabyte b550m ... ").
 */
import { cpuModels, gpuChips, kitLayout, ramSpeeds, sizesGb, wattages } from './facts.ts';
import type { SourceCategory } from './listing.ts';
import type { Text } from './text.ts';

export const REJECT_REASONS = {
  used: 'used, refurbished or demo unit',
  bundle: 'bundle or sold only with another item',
  'laptop-memory': 'laptop memory (SO-DIMM), not a desktop kit',
  'not-a-part': 'not a part of this category',
  'wrong-category': 'a part of another category',
  tray: 'tray CPU (no retail box)',
  'several-variants': 'names several variants; the price is for one of them',
  duplicate: 'duplicate listing of one product at one shop',
  outlier: 'price far from the other shops',
  override: 'rejected in the overrides file',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;

export interface Rejection {
  reason: RejectReason;
  /** What exactly, in a few words: "a case fan", "CPU with a motherboard". */
  detail: string;
}

type Test = (s: string, t: Text, category: SourceCategory) => boolean;
interface Rule {
  reason: RejectReason;
  detail: string;
  /** Source categories the rule applies to; all when absent. */
  only?: readonly SourceCategory[];
  test: Test;
}

const re = (pattern: RegExp): Test => (s) => pattern.test(s);
const all = (...tests: Test[]): Test => (s, t, c) => tests.every((f) => f(s, t, c));
const not = (test: Test): Test => (s, t, c) => !test(s, t, c);
/** The listing says plainly that it is its category's part (a "power supply", a "monitor"). */
const ownKind: Test = (s, t, c) => STRONG[c](s, t, c);

/** What each category's real parts say of themselves; used to spot an item filed under the wrong one. */
export const LOOKS_LIKE: Record<SourceCategory, Test> = {
  cpu: (s, t) => cpuModels(t).length > 0 || / (processor|cpu|athlon|pentium|celeron|threadripper|xeon) /.test(s),
  gpu: (s, t) => gpuChips(t).length > 0 || / (graphics card|video ?card|videocard|gpu|quadro|radeon|geforce) /.test(s),
  motherboard: re(/ (motherboard|mobo|mainboard|[abhxzq]\d{3}[a-z]?[0-9]?|[abhxz]\d{3}m[a-z0-9]*|trx\d+|wrx\d+) /),
  ram: re(/ (ddr[2345][a-z0-9]*|d[45]|dimm|udimm|memory|ram) /),
  storage: re(/ (ssd|hdd|nvme|hard (disk|drive)|harddisk|solid state|sata|m 2|2280|\d+ ?rpm) /),
  psu: re(/ (power supply|psu|\d+ ?w|\d+ ?watts?|80plus|modular|bronze|gold|platinum|titanium) /),
  case: re(/ (case|chassis|casing|tower|cube|atx|itx|matx) /),
  cpu_cooler: re(/ (cpu|cooler|aio|liquid|heatsink|tower|lga ?\d+|am[45]|water ?cooler|cooling system) /),
  monitor: re(/ (monitor|display|hz|fhd|qhd|uhd|ips|va|oled|inch|curved) /),
};

const LAPTOP_OR_PC = re(
  / (win ?1[01][a-z]*|w1[01][a-z]*|m365|chromebook|macbook|ideapad|vivobook|zenbook|probook|elitebook|thinkpad|rog ally|legion go|all in one|aio pc|mini pc)( |$)|\d+gb (\d+gb|\d+tb) ssd/,
);
const FAN = re(/ (fans?|case ?fan|chassis ?fan|3 ?in ?1|3in1|triple pack|\d ?pack|single pack|reverse fan|reversed fan) /);
const COOLER = re(/ (cpu|cooler|aio|liquid|tower|heatsink|lga ?\d*|am[45]|water ?cooler|cooling system|radiator|\d{3} ?mm aio) /);

const RULES: Rule[] = [
  {
    reason: 'used',
    detail: 'used, refurbished, open-box or demo unit',
    test: re(/ (used|refurbished|refurb|renewed|open ?box|second ?hand|pre ?owned|ex demo|demo unit|demo set|b stock) | demo $/),
  },
  { reason: 'bundle', detail: 'sold only together with another item', test: re(/ must be (purchased|bought|paired) with | only with (purchase|bundle) /) },
  { reason: 'not-a-part', detail: 'a whole-PC package', test: all(re(/ (package|pc bundle|system unit) /), re(/ (ssd|psu|ram|hdd) /)) },
  { reason: 'bundle', detail: 'a bundle or combo', test: re(/ (bundle|bundled|combo|package|promo pack|kit with) /) },
  {
    reason: 'bundle',
    detail: 'CPU with a motherboard',
    only: ['cpu', 'motherboard'],
    test: (s, t) =>
      cpuModels(t).length > 0 && / (motherboard|mobo|[abhxz]\d{3}[a-z]?\d?|[abhxz]\d{3}m[a-z0-9]*) /.test(s),
  },
  { reason: 'bundle', detail: 'a case sold with a power supply', only: ['case'], test: re(/ (with|w) (\d+ ?w|\d+ ?watts?|psu|power supply) | \d+ ?w(atts?)? (power supply|psu) | (bronze|gold) \d+ ?w /) },
  { reason: 'tray', detail: 'tray CPU', only: ['cpu'], test: re(/ (tray|ttp|oem) /) },
  { reason: 'tray', detail: 'CPU sold without its cooler', only: ['cpu'], test: re(/ (without|w o|no) (fan|cooler|hsf|heatsink) /) },
  { reason: 'not-a-part', detail: 'a laptop or PC', only: ['ram', 'storage', 'cpu', 'gpu', 'monitor', 'cpu_cooler'], test: all(LAPTOP_OR_PC, not(ownKind), not(re(/ (laptop memory|sodimm|so dimm|cooler|cooling pad|stand|mount) /))) },
  { reason: 'laptop-memory', detail: 'laptop memory (SO-DIMM)', only: ['ram'], test: re(/ (so ?dimm|sodimm|laptop|notebook|lpddr\d+x?) /) },
  {
    reason: 'not-a-part',
    detail: 'a memory card, flash drive or card reader',
    only: ['ram', 'storage'],
    test: re(/ (micro ?sd|microsd[a-z]*|sdxc|sdhc|sd card|memory card|cf card|flash ?drive|flashdrive|datatraveler|thumb ?drive|card reader|canvas (select|go|react)|usb drive|pen ?drive|cf|cfexpress) /),
  },
  { reason: 'not-a-part', detail: 'a microphone or audio device', only: ['ram'], test: re(/ (microphone|mic|headset|speaker|earphones?) /) },
  { reason: 'not-a-part', detail: 'an SSD heatsink', test: re(/ (ssd|m 2|2280|nvme) (heat ?sink|heat ?spreader|cooler)| (heat ?sink|heatspreader|heat spreader) (for )?(ssd|m 2|nvme) |heatspreader w led/) },
  {
    reason: 'not-a-part',
    detail: 'an external drive, enclosure or NAS',
    only: ['storage', 'ram'],
    test: re(/ (portable|external|enclosure|docking|dock|caddy|diskstation|diskless|\d ?bays?|nas (system|server|enclosure)|one touch|my passport|passport|canvio|elements|usb ?\d|usb c|type c|thunderbolt|nvr|dvr|magnetic) /),
  },
  { reason: 'not-a-part', detail: 'a UPS or AVR', only: ['psu'], test: re(/ (ups|avr|\d+ ?va|va|battery|inverter|surge|back ups|line interactive) /) },
  { reason: 'not-a-part', detail: 'a cable, adapter or extension', only: ['psu', 'gpu', 'monitor', 'cpu_cooler', 'motherboard', 'case'], test: all(re(/ (cables?|extension|adapter|converter|riser|splitter|sleeved|strimer) /), not(ownKind)) },
  { reason: 'not-a-part', detail: 'a graphics card holder or bracket', only: ['gpu'], test: re(/ (holder|anti sag|support bracket|gpu bracket) /) },
  { reason: 'not-a-part', detail: 'a desktop PC', only: ['gpu', 'cpu'], test: all(re(/ (desktop pc|gaming pc|gaming desktop|system unit) /), not(re(/ (processor|graphics card|video ?card|videocard|gpu) /))) },
  { reason: 'not-a-part', detail: 'thermal paste or pads', only: ['cpu_cooler', 'cpu'], test: all(re(/ (thermal (paste|grease|compound|pads?|putty)|paste|tpgs|liquid metal) /), not(ownKind)) },
  { reason: 'not-a-part', detail: 'a laptop cooler or cooling pad', only: ['cpu_cooler'], test: re(/ (laptop|notebook|cooling pad|notepal|phone cooler|handheld|portable fan|gaming pad) /) },
  { reason: 'not-a-part', detail: 'a fan hub, controller or lighting part', only: ['cpu_cooler'], test: all(re(/ (hub|controller|remote|lighting node|led strip|argb strip|fan splitter) /), not(ownKind)) },
  { reason: 'not-a-part', detail: 'a cooler accessory (fan kit, bracket)', only: ['cpu_cooler'], test: re(/ (upgrade kit|fan kit|mounting kit|mount kit|mounting bracket|bracket kit|contact frame|retention|secufirm|offset bracket|am5 bracket|lga ?1700 bracket|second fan) /) },
  { reason: 'not-a-part', detail: 'a custom-loop part', only: ['cpu_cooler'], test: all(re(/ (reservoir|fittings?|coolant|water ?block|tubing|tubes?|distro plate|distribution plate|pump only) /), not(ownKind)) },
  { reason: 'not-a-part', detail: 'a case fan', only: ['cpu_cooler'], test: all(FAN, not(COOLER)) },
  { reason: 'not-a-part', detail: 'a case for another device', only: ['case'], test: re(/ (bumper|phone|iphone|galaxy|ipad|tablet|sleeve|bags?|backpack|pouch|bottom case|replacement|targus|laptop|ps5|ps4|console|nintendo|switch|airpods|carrying|hard case|hardcase|keyboard case|quest) /) },
  { reason: 'not-a-part', detail: 'a side panel or case accessory', only: ['case'], test: all(re(/ (side panel|panel kit|front panel|dust filter|vertical gpu|gpu mount) /), not(ownKind)) },
  { reason: 'not-a-part', detail: 'a mount, arm or stand', only: ['monitor'], test: all(re(/ (mount|bracket|arm|stand|riser|desk converter|workstation|tv cart|clamp) /), not(re(/ (\d+ ?hz|fhd|qhd|uhd|1080p|1440p|ips|va) /))) },
  { reason: 'not-a-part', detail: 'a TV', only: ['monitor'], test: all(re(/ (tv|television|smart tv|google tv|android tv) /), not(ownKind)) },
  { reason: 'not-a-part', detail: 'a projector', only: ['monitor'], test: re(/ (projector|projection) /) },
  { reason: 'not-a-part', detail: 'a webcam, speaker or other accessory', only: ['monitor'], test: all(re(/ (webcam|camera|speaker|soundbar|hdmi switch|kvm|capture card|screen protector|privacy filter|cleaning) /), not(ownKind)) },
];

/** Listings that name several sizes, speeds or wattages: the price belongs to one of them. */
function severalVariants(category: SourceCategory, t: Text): string | undefined {
  const sizes = sizesGb(t);
  if (category === 'storage') {
    const caps = sizes.filter((s) => s >= 60);
    if (caps.length > 1) return `capacities ${caps.join('/')} GB`;
  }
  if (category === 'psu') {
    const w = wattages(t);
    if (w.length > 1) return `wattages ${w.join('/')} W`;
  }
  if (category === 'gpu') {
    const vram = sizes.filter((s) => [2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 32].includes(s));
    if (vram.length > 1) return `VRAM ${vram.join('/')} GB`;
  }
  if (category === 'motherboard') {
    const chipsets = [...new Set(t.words.flatMap((w) => w.match(/^([abhxzq]\d{3})[a-z]?$/)?.[1] ?? []))];
    if (chipsets.length > 1) return `boards ${chipsets.join('/')}`;
  }
  if (category === 'cpu_cooler') {
    const radiators = [...new Set(t.words.map((w) => w.replace(/mm$/, '')).filter((w) => ['240', '280', '360', '420'].includes(w)))];
    if (radiators.length > 1) return `radiators ${radiators.join('/')} mm`;
  }
  if (category === 'ram') {
    const speeds = ramSpeeds(t);
    if (speeds.length > 1) return `speeds ${speeds.join('/')}`;
    const kit = kitLayout(t);
    const ok = kit?.perModuleGb ? [kit.perModuleGb, kit.modules * kit.perModuleGb] : [];
    const loose = sizes.filter((s) => s >= 2 && s <= 256 && !ok.includes(s));
    if (loose.length > (kit?.perModuleGb ? 0 : 1)) return `sizes ${sizes.join('/')} GB`;
  }
  return undefined;
}

/** The first rule the listing breaks, or undefined when it may be matched. */
export function screen(category: SourceCategory, text: Text): Rejection | undefined {
  const s = ` ${text.words.join(' ')} `;
  for (const rule of RULES) {
    if (rule.only && !rule.only.includes(category)) continue;
    if (rule.test(s, text, category)) return { reason: rule.reason, detail: rule.detail };
  }
  if (!LOOKS_LIKE[category](s, text, category)) {
    for (const other of Object.keys(LOOKS_LIKE) as SourceCategory[]) {
      if (other !== category && STRONG[other](s, text, other)) return { reason: 'wrong-category', detail: `looks like ${LABEL[other]}` };
    }
  }
  const several = severalVariants(category, text);
  if (several) return { reason: 'several-variants', detail: several };
  return undefined;
}

/** Strong signs of another category, for the wrong-category rule (weaker signs would misfire). */
const STRONG: Record<SourceCategory, Test> = {
  cpu: (s, t) => cpuModels(t).length > 0 && / (processor|cpu) /.test(s),
  gpu: (_s, t) => gpuChips(t).length > 0,
  motherboard: re(/ (motherboard|mobo) /),
  ram: all(re(/ ddr[345] /), re(/ (memory|ram|dimm|\d+gb) /)),
  storage: re(/ (ssd|hdd|nvme|hard (disk|drive)|solid state) /),
  psu: re(/ (power supply|psu) /),
  case: all(re(/ (case|chassis|casing|tower) /), re(/ (atx|itx|matx|tower|pc|computer|gaming|glass|tg|mesh|fans?|chassis) /)),
  cpu_cooler: re(/ (cpu cooler|air cooler|liquid cooler|aio) /),
  monitor: re(/ monitor /),
};

const LABEL: Record<SourceCategory, string> = {
  cpu: 'a CPU',
  gpu: 'a graphics card',
  motherboard: 'a motherboard',
  ram: 'memory',
  storage: 'a drive',
  psu: 'a power supply',
  case: 'a case',
  cpu_cooler: 'a CPU cooler',
  monitor: 'a monitor',
};

/** Does an unmatched listing look like a real part of its category (rather than noise)? */
export function looksLikePart(category: SourceCategory, text: Text): boolean {
  return LOOKS_LIKE[category](` ${text.words.join(' ')} `, text, category);
}
