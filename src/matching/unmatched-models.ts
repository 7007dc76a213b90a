/**
 * The products Philippine shops list that the catalogue lacks, grouped by a normalised model
 * ("msi rtx 5060 gaming oc 8gb", "ryzen 5 5500gt"), with how many shops list each and the
 * median price: the worklist for adding parts. Noise (listings that do not look like a part of
 * their category) is left out.
 */
import { cpuModels, gpuChips, kitLayout, ramSpeeds, ramTypes, sizesGb, wattages, colourOf } from './facts.ts';
import type { SourceCategory } from './listing.ts';
import { median } from '../domain/pricing/price-rules.ts';
import type { Text } from './text.ts';

/** Brands written as two words in handles, joined so the key starts with the maker. */
const TWO_WORD_BRANDS: Record<string, string> = {
  'g skill': 'gskill', 'team group': 'teamgroup', 'cooler master': 'coolermaster', 'western digital': 'wd',
  'be quiet': 'bequiet', 'lian li': 'lianli', 'id cooling': 'idcooling', 'dark flash': 'darkflash',
  'fractal design': 'fractal', 'super flower': 'superflower', 'thermal take': 'thermaltake', '1st player': '1stplayer',
  'jungle leopard': 'jungleleopard', 'pc cooler': 'pccooler', 'north bayou': 'northbayou',
};
const BRAND_ALIASES: Record<string, string> = { tforce: 'teamgroup', team: 'teamgroup', superflower: 'superflower', bequite: 'bequiet', coolermaster: 'coolermaster', idcooling: 'idcooling', gigabyte: 'gigabyte', wd: 'wd', xpg: 'adata' };

const COMMON = [
  'with', 'and', 'for', 'w', 'the', 'of', 'new', 'brand', 'copy', 'edition', 'series', 'gaming', 'black', 'white', 'up', 'to',
  'desktop', 'pc', 'computer', 'internal', 'version', 'model', 'original', 'official', 'html', 'support', 'ready',
];
const GENERIC: Record<SourceCategory, string[]> = {
  cpu: ['processor', 'cpu', 'socket', 'am4', 'am5', 'lga', 'ghz', 'core', 'cores', 'threads', 'thread', 'cache', 'box', 'boxed', 'mpk', 'wof'],
  gpu: ['geforce', 'radeon', 'nvidia', 'amd', 'intel', 'graphics', 'graphic', 'card', 'videocard', 'video', 'gpu', 'bit', 'gddr6', 'gddr6x', 'gddr7', 'gddr5', 'ddr6', 'pcie', 'pci', 'express', 'hdmi', 'dp', 'rtx', 'gtx', 'rx', 'arc'],
  motherboard: ['motherboard', 'mobo', 'socket', 'am4', 'am5', 'lga', 'lga1700', 'lga1851', 'ddr4', 'ddr5', 'd4', 'd5', 'atx', 'matx', 'micro', 'mini', 'itx', 'm', 'amd', 'intel', 'ryzen', 'series', 'csm'],
  ram: ['memory', 'ram', 'desktop', 'dimm', 'udimm', 'module', 'kit', 'ddr4', 'ddr5', 'mhz', 'mt', 's', 'cl', 'rgb', 'intel', 'amd', 'xmp', 'expo', 'heatsink', 'dual', 'single', 'channel', 'pc4', 'pc5', 'v'],
  storage: ['ssd', 'hdd', 'nvme', 'm', 'pcie', 'gen', 'gen4', 'gen3', 'gen5', 'x4', 'sata', 'iii', 'solid', 'state', 'drive', 'hard', 'disk', 'internal', 'inch', 'nand', 'read', 'write', 'mb', 'tlc', 'qlc', '3d', 'rpm', 'cache', 'nas', 'surveillance'],
  psu: ['power', 'supply', 'unit', 'psu', 'watts', 'watt', 'w', '80', '80plus', 'plus', 'bronze', 'gold', 'silver', 'platinum', 'titanium', 'full', 'fully', 'semi', 'non', 'modular', 'atx', 'atx3', 'pcie', 'pcie5', 'certified', 'apfc', 'active', 'pfc'],
  case: ['case', 'casing', 'chassis', 'tower', 'mid', 'midtower', 'full', 'mini', 'micro', 'atx', 'matx', 'itx', 'm', 'tempered', 'glass', 'tg', 'fans', 'fan', 'argb', 'rgb', 'mm', 'usb', 'pc'],
  cpu_cooler: ['cpu', 'cooler', 'air', 'aircooler', 'liquid', 'aio', 'cooling', 'water', 'tower', 'single', 'dual', 'fan', 'fans', 'argb', 'rgb', 'mm', 'lga', 'am5', 'am4', 'all', 'in', 'one', 'system', 'radiator'],
  monitor: ['monitor', 'gaming', 'inch', 'fhd', 'qhd', 'uhd', 'hz', 'ips', 'va', 'tn', 'led', 'curved', 'flat', 'ms', 'hdr', 'freesync', 'adaptive', 'sync', 'display', 'panel', 'full', 'hd'],
};

/** The listing's maker, read from its first words ("cooler-master-…" → coolermaster). */
export function brandOf(words: readonly string[]): { brand: string; rest: string[] } {
  let w = [...words];
  while (w.length && (/^\d+$/.test(w[0]!) || ['copy', 'of', 'brand', 'new'].includes(w[0]!))) w = w.slice(1);
  const two = `${w[0] ?? ''} ${w[1] ?? ''}`;
  if (TWO_WORD_BRANDS[two]) return { brand: TWO_WORD_BRANDS[two], rest: w.slice(2) };
  const first = w[0] ?? '';
  return { brand: BRAND_ALIASES[first] ?? first, rest: w.slice(1) };
}

/** A normalised model for grouping one product's listings across shops. */
export function modelKey(category: SourceCategory, text: Text): string {
  const { brand, rest } = brandOf(text.words);
  const skip = new Set([...COMMON, ...GENERIC[category], brand]);
  const facts: string[] = [];
  if (category === 'cpu') {
    const cpu = cpuModels(text)[0];
    if (cpu) return cpu;
  }
  if (category === 'gpu') facts.push(...gpuChips(text).slice(0, 1));
  const sizes = sizesGb(text);
  if (category === 'gpu' && sizes[0]) facts.push(`${sizes.find((s) => s <= 48) ?? sizes[0]}gb`);
  if (category === 'ram') {
    const kit = kitLayout(text);
    facts.push(...ramTypes(text).slice(0, 1), ...ramSpeeds(text).slice(0, 1).map(String));
    const total = kit?.perModuleGb ? kit.modules * kit.perModuleGb : sizes[0];
    if (total) facts.push(`${total}gb`);
    if (kit?.perModuleGb) facts.push(`${kit.modules}x${kit.perModuleGb}`);
  }
  if (category === 'storage' && sizes.find((s) => s >= 60)) facts.push(`${sizes.find((s) => s >= 60)}gb`);
  if (category === 'psu' && wattages(text)[0]) facts.push(`${wattages(text)[0]}w`);
  if (category === 'cpu_cooler') {
    const radiator = rest.map((w) => w.replace(/mm$/, '')).find((w) => ['120', '240', '280', '360', '420'].includes(w));
    if (radiator) facts.push(`${radiator}mm`);
  }
  if (category === 'monitor') {
    const code = rest.find((w) => /[a-z]/.test(w) && /\d/.test(w) && w.length >= 4 && !/^\d+(hz|ms|inch|p)$|^\d+x\d+$/.test(w));
    if (code) return [brand, code].join(' ');
  }
  const colour = colourOf(text);
  if (colour && colour !== 'both' && ['case', 'cpu_cooler', 'gpu', 'ram', 'psu', 'motherboard'].includes(category)) facts.push(colour);

  const chipWords = new Set(facts.flatMap((f) => f.split(' ')));
  const words = rest.filter(
    (w) => !skip.has(w) && !chipWords.has(w) && !/^\d+(gb|tb|g|mhz|hz|w|mm|ms|v)?$/.test(w) && w.length <= 14 && !/^(o|0)?\d+g$/.test(w),
  );
  return [brand, ...words.slice(0, category === 'motherboard' ? 5 : 3), ...facts].join(' ');
}

export interface UnmatchedListing {
  category: SourceCategory;
  shop: string;
  price: number;
  url: string;
  text: Text;
}

export interface UnmatchedModel {
  category: SourceCategory;
  model: string;
  /** Different shops listing it. */
  shops: number;
  listings: number;
  /** Median of the listed prices, whole pesos. */
  medianPrice: number;
  /** Up to three listings, one per shop, to identify the product by. */
  examples: string[];
}

/** Groups unmatched listings by model, most-listed first (shops, then listings, then name). */
export function groupUnmatched(listings: readonly UnmatchedListing[]): UnmatchedModel[] {
  const groups = new Map<string, UnmatchedListing[]>();
  for (const l of listings) {
    const key = `${l.category}|${modelKey(l.category, l.text)}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const models: UnmatchedModel[] = [];
  for (const [key, group] of groups) {
    const shops = [...new Set(group.map((l) => l.shop))];
    const examples = shops.slice(0, 3).map((shop) => group.find((l) => l.shop === shop)!.url);
    models.push({
      category: group[0]!.category,
      model: key.split('|')[1]!,
      shops: shops.length,
      listings: group.length,
      medianPrice: Math.round(median(group.map((l) => l.price))),
      examples,
    });
  }
  return models.sort((a, b) => b.shops - a.shops || b.listings - a.listings || a.model.localeCompare(b.model));
}
