/**
 * The words the matcher treats specially, per catalogue category. Data, not logic: when a new
 * part's name carries a word that is description rather than model (a "Mid-Tower", a "240mm"),
 * or shops write a variant the matcher does not yet tell apart, this is the file to edit.
 */
import type { Category } from '../domain/catalogue/categories.ts';
import { squash } from './text.ts';

/** Other ways shops write a brand (squashed). The brand's own name always counts. */
export const BRAND_ALIASES: Record<string, readonly string[]> = {
  'western digital': ['wd'],
  teamgroup: ['teamgroup', 'tforce', 'team'],
  adata: ['xpg'],
  'cooler master': ['coolermaster'],
  'be quiet!': ['bequiet'],
  'fractal design': ['fractal'],
  gigabyte: ['aorus'],
  seasonic: ['seasonic'],
};

/** Every squashed way of writing a part's brand. */
export function brandForms(brand: string): string[] {
  const key = brand.toLowerCase();
  return [...new Set([squash(brand), ...(BRAND_ALIASES[key] ?? [])])];
}

/**
 * Words of a part's name that describe rather than identify it, so a listing need not repeat
 * them. Numbers with units (8GB, 750W, 3200MHz, 23.8") are dropped by pattern, not listed here.
 */
export const DESCRIPTIVE: Record<Category, readonly string[]> = {
  cpu: [],
  gpu: ['oc', 'geforce', 'radeon', 'amd', 'nvidia', 'intel', 'gddr6', 'gddr6x', 'gddr7', 'graphics', 'card', 'rev', '2.0'],
  mobo: ['ddr5'],
  ram: ['ddr4', 'ddr5', 'expo', 'xmp', 'black', 'kit'],
  storage: ['ssd', 'hdd', 'sata', 'nas', '2.5"', '3.5"', 'rpm'],
  m2: ['ssd', 'nvme', 'm.2', 'pcie', '3.0', '4.0', '5.0', 'x4', 'x2', '/'],
  psu: ['80+', 'fully', 'full', 'semi', 'non-modular', 'modular', 'atx', '3.0', '3.1', 'sfx', 'sfx-l', 'pcie', '5.0'],
  case: ['mid-tower', 'full-tower', 'micro-atx', 'mini-itx', 'atx', 'case', 'tempered', 'glass', 'dual-chamber'],
  'cpu-cooler': ['single-tower', 'dual-tower', 'low-profile', 'cpu', 'air', 'cooler', 'aio', 'liquid', 'argb'],
  monitor: ['fhd', 'qhd', 'uhd', '4k', 'ips', 'va', 'tn', 'oled', 'nano', 'fast', 'rapid', 'ss', 'curved', 'gaming', 'monitor', 'oc'],
  keyboard: [],
  mouse: [],
  headset: [],
  // Issue 29: the setup's listings are matched by hand (content/prices/overrides.json) for now.
  'case-fan': [],
  'thermal-paste': [],
  'wifi-card': [],
  os: [],
  ups: [],
};

/**
 * Words that help when a listing has them but are not required: shops drop "OC" and "Edition"
 * from their handles, and the matcher does not hold a listing to them.
 */
export const SOFT: Record<Category, readonly string[]> = {
  cpu: [],
  gpu: ['edition', 'gaming', 'speedster', 'black'],
  mobo: ['gaming'],
  ram: [],
  storage: [],
  m2: [],
  psu: ['gaming', 'edition'],
  case: ['black', 'masterbox', 'edition', 'gaming'],
  'cpu-cooler': ['black', 'rgb', 'masterliquid'],
  monitor: ['ultragear', 'odyssey', 'tuf', 'nitro'],
  keyboard: [],
  mouse: [],
  headset: [],
  // Issue 29: the setup's listings are matched by hand (content/prices/overrides.json) for now.
  'case-fan': [],
  'thermal-paste': [],
  'wifi-card': [],
  os: [],
  ups: [],
};

/**
 * Words that mark another product when a listing has them and the part's name does not:
 * "RTX 4060 Ti" is not an "RTX 4060", an "AK400 Digital" not an "AK400", a "Pro RS WiFi" board
 * not a "Pro RS". Each is looked for as a phrase on word boundaries (see text.ts).
 *
 * Words that are a model name for one maker and a shop's description for another are left out
 * here: the matcher treats every model word of a brand's catalogue parts as a modifier for that
 * brand's other parts (see `vocab` in matcher.ts). So a case listing saying "Compact", "Mesh" or
 * "Airflow" is another model for Fractal (Meshify 2 Compact), Lian Li, Cooler Master, Jonsbo
 * (… Mesh) and Corsair (4000D Airflow), and a description for NZXT ("compact mid-tower airflow
 * case"), ASUS or Deepcool.
 */
export const MODIFIERS: Record<Category, readonly string[]> = {
  cpu: [],
  gpu: ['plus', 'max', 'lc', 'eva', 'non oc', 'sff', 'lp', 'low profile', 'evo', 'v2', 'v3', 'ultra', 'mini', 'slim', 'x3', 'trio', 'eagle', 'aero', 'elite', 'master', 'vision', 'strix', 'tuf', 'prime', 'dual', 'astral', 'ventus', 'gaming x', 'shadow', 'inspire', 'suprim', 'expert', 'vanguard', 'windforce', 'twin edge', 'amp', 'solo', 'trinity', 'pulse', 'nitro', 'hellhound', 'reaper', 'red devil', 'fighter', 'challenger', 'steel legend', 'phantom', 'taichi', 'swft', 'merc', 'qick', 'oc 2x', 'jetstream', 'stormx', 'infinity', 'ex', 'verto', 'epic', 'guardian', 'titan', 'orc', 'ice', 'pink', 'spider', 'monster hunter', 'limited', '2x e', '3x e'],
  mobo: ['ii', 'iii', 'max', 'plus', 'pro', 'v2', 'v3', 'elite', 'ice', 'prime', 'tuf', 'strix', 'rog', 'mag', 'mpg', 'meg', 'aorus', 'eagle', 'aero', 'master', 'tomahawk', 'mortar', 'edge', 'carbon', 'steel legend', 'lightning', 'riptide', 'hdv', 'ds3h', 's2h', 'creator', 'hero', 'apex', 'extreme', 'ace', 'godlike', 'pg', 'silver', 'gaming x', 'r2', 'gen5'],
  ram: ['rgb', 'ballistix', 'royal', 'sl', 'eco', 'create', 'classic', 'beast', 'renegade', 'impact', 'lpx', 'pro', 'neo', 'elite', 'delta', 'vulcan', 'xtreem', 'dark', 'lancer', 'gammix', 'spectrix', 'blade', 'ares', 'thor', 'viper', 'venom', 'steel', 'signature', 'dominator', 'titanium', 'platinum', 'sodimm'],
  storage: ['scorpio', 'pro', 'plus', 'evo', 'qvo', 'max', 'portable', 'external'],
  m2: ['pro', 'plus', 'evo', 'max', 'heatsink', 'se', 'qvo'],
  psu: ['ii', 'shift', 'plus', 'pro', 'v2', 'v3', 'core', 'gx', 'px', 'tx', 'atx3', 'pcie5'],
  case: ['digital', 'touch', 'infinite', 'xl', 'mini', 'nano', 'mesh c', 'max', 'base', 'rgb', 'elite', 'flow', 'evo', 'plus', 'pro', 'v2', 'rs', 'silent', 'solid', 'wood'],
  'cpu-cooler': ['digital', 'zero dark', 'zerodark', 'se', 'pro', 'plus', 'max', 'v2', 'v3', 'vision', 'elite', 'lcd', 'display', 'xt', 'xts', 'lite', 'mini', 'black edition', 'refined', 'chromax', 'trinity performance', 'g2', 'led', 'link', 'rgb', 'argb', 'a rgb', 'zoria'],
  monitor: ['pro', 'plus', 'e2', 'e3', 'x2', 'v2'],
  keyboard: [],
  mouse: [],
  headset: [],
  // Issue 29: the setup's listings are matched by hand (content/prices/overrides.json) for now.
  'case-fan': [],
  'thermal-paste': [],
  'wifi-card': [],
  // An OEM key is tied to the first PC it activates: not the retail licence the catalogue lists.
  os: ['oem', 'home', 'pro'],
  ups: [],
};

/**
 * Phrases of a listing that describe and are not read for modifiers: a board size ("Mini-ITX",
 * "mini ATX tower" is no "Mini" model), a colour ("dark grey" is no "Dark" kit), a maker's
 * feature name (ASUS "Eye Care Plus" is no "Plus" monitor). Written as normalised words.
 */
export const DESCRIPTIVE_PHRASES: readonly string[] = ['mini itx', 'mini atx', 'mini tower', 'mini dtx', 'dark grey', 'dark gray', 'eye care plus'];

/** Colour words: a listing that names one (and not black) is that colour's product. */
export const COLOUR_WORDS: Record<string, string> = {
  white: 'white',
  snow: 'white',
  wh: 'white',
  wht: 'white',
  ice: 'white',
  pink: 'pink',
};

/** Maker abbreviations shops write as one word, and what they stand for (squashed word → words). */
export const CODE_SPELLINGS: Record<string, string> = {
  o11d: 'o11 dynamic',
};
