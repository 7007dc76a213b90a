/**
 * Prices in the guides (content/learn, content/wiki), computed from the catalogue when the pages
 * are built, so a guide never quotes a fixed old figure (issue 21). Editors write a token where a
 * price goes; the pages replace it (src/components/wiki/GuidePrices.astro):
 *
 * - `{price:<part id>}` — that part's price (its lowest credible shop offer, pricing/credible-price.ts).
 * - `{price:<class>}` — the prices of a class of parts below, as a range "₱4,300–₱6,400", rounded
 *   to ₱100: the cheapest to the dearest for a class of named models, the middle half (lower to
 *   upper quartile) for a broad class such as every 32 GB DDR5 kit.
 * - `{from:<part id or class>}` — the cheapest ("₱20,385"), for "and up".
 * - `{typical:<part id or class>}` — a class's median (the middle model), rounded to ₱100; a
 *   part's own price. The cheapest of a broad class is often one shop's stale page, so sums use this.
 * - `{sum:a + b + c}` — the typical price of each term added up; `{more:a + b - c - d}` the same
 *   with terms taken away, read "₱7,000 more" or "₱2,000 less".
 * - `{pricesSeen}` — the day the shop prices were seen ("23 Apr 2026").
 *
 * Only shop prices count where a class has any; a class or part no shop listed gives the
 * catalogue's estimates and says so with their month: "₱1,300–₱2,500 (estimates, Jan 2025)".
 * An unknown token or an empty class is an error, so the build (and `npm run test:unit`) fails.
 */
import type { Category, Component, PartsByCategory } from '../catalogue/catalogue.ts';
import { CATEGORIES } from '../catalogue/categories.ts';
import { formatPeso } from '../format/money.ts';
import { formatPriceDate } from '../pricing/price-age.ts';

type Span = 'all' | 'middle-half';

interface PriceClass<C extends Category = Category> {
  category: C;
  /** 'all': cheapest to dearest (a list of named models); 'middle-half': lower to upper quartile. */
  span: Span;
  test: (part: Component<C>) => boolean;
}

const cls = <C extends Category>(category: C, span: Span, test: (part: Component<C>) => boolean): PriceClass =>
  ({ category, span, test }) as unknown as PriceClass;
const chips = (...names: string[]) => (g: Component<'gpu'>) => names.includes(g.chipset);
const named = (pattern: RegExp) => (p: { name: string }) => pattern.test(p.name);
const between = (gb: number, low: number, high: number) => gb >= low && gb <= high;

/** The classes the guides quote, by what the parts are (not by id, so catalogue edits keep them filled). */
export const GUIDE_PRICE_CLASSES: Record<string, PriceClass> = {
  'cpu-budget': cls('cpu', 'all', named(/^AMD Ryzen 5 5(500|600) |^Intel Core i3-12100F |^Intel Core i5-12400F /)),
  'cpu-mid': cls('cpu', 'all', named(/^AMD Ryzen 5 (7600|9600X) |^Intel Core i5-14400F /)),
  'cpu-high': cls('cpu', 'all', named(/^AMD Ryzen 7 (7800X3D|9800X3D) |^Intel Core i7-14700K |^Intel Core Ultra 7 265K /)),
  'cpu-5600-12400f': cls('cpu', 'all', named(/^AMD Ryzen 5 5600 |^Intel Core i5-12400F /)),
  'gpu-budget': cls('gpu', 'all', chips('GeForce RTX 3050', 'GeForce RTX 3050 6GB', 'Radeon RX 6600')),
  'gpu-mid': cls('gpu', 'all', chips('GeForce RTX 5060', 'Radeon RX 9060 XT')),
  'gpu-high': cls('gpu', 'all', chips('GeForce RTX 5070 Ti', 'Radeon RX 9070 XT')),
  'gpu-flagship': cls('gpu', 'all', chips('GeForce RTX 5090')),
  'gpu-4060-b580-5060': cls('gpu', 'all', chips('GeForce RTX 4060', 'Arc B580', 'GeForce RTX 5060')),
  'gpu-5060ti-16gb': cls('gpu', 'all', (g) => g.chipset === 'GeForce RTX 5060 Ti' && g.vram === 16),
  'gpu-5070': cls('gpu', 'all', chips('GeForce RTX 5070')),
  'mobo-budget': cls('mobo', 'all', (b) => ['A520', 'H610'].includes(b.chipset)),
  'mobo-mid': cls('mobo', 'middle-half', (b) => ['B550', 'B650', 'B760'].includes(b.chipset)),
  'mobo-high': cls('mobo', 'all', (b) => ['X870', 'X870E', 'Z890'].includes(b.chipset)),
  'mobo-b550m': cls('mobo', 'all', (b) => b.chipset === 'B550' && b.formFactor === 'Micro-ATX'),
  'mobo-b650m': cls('mobo', 'all', (b) => b.chipset === 'B650' && b.formFactor === 'Micro-ATX'),
  'mobo-x870e': cls('mobo', 'all', (b) => b.chipset === 'X870E'),
  'ram-16gb-ddr4-kit': cls('ram', 'middle-half', (r) => r.ramType === 'DDR4' && r.capacityGb === 16 && r.modules === 2),
  'ram-16gb-ddr4-3200-kit': cls('ram', 'middle-half', (r) => r.ramType === 'DDR4' && r.capacityGb === 16 && r.modules === 2 && r.frequency_mhz === 3200),
  'ram-16gb-ddr4-3200-single': cls('ram', 'all', (r) => r.ramType === 'DDR4' && r.capacityGb === 16 && r.modules === 1 && r.frequency_mhz === 3200),
  'ram-32gb-ddr4-kit': cls('ram', 'middle-half', (r) => r.ramType === 'DDR4' && r.capacityGb === 32 && r.modules === 2),
  'ram-32gb-ddr5-kit': cls('ram', 'middle-half', (r) => r.ramType === 'DDR5' && r.capacityGb === 32 && r.modules === 2),
  'ram-32gb-ddr5-6000-kit': cls('ram', 'middle-half', (r) => r.ramType === 'DDR5' && r.capacityGb === 32 && r.modules === 2 && r.frequency_mhz === 6000),
  'ram-64gb-kit': cls('ram', 'middle-half', (r) => r.capacityGb === 64),
  'nvme-500gb': cls('m2', 'middle-half', (d) => between(d.capacityGb, 480, 512)),
  'nvme-1tb': cls('m2', 'middle-half', (d) => between(d.capacityGb, 960, 1024)),
  'nvme-1tb-gen4': cls('m2', 'middle-half', (d) => between(d.capacityGb, 960, 1024) && d.pcieGen === 4),
  'nvme-2tb-gen4': cls('m2', 'middle-half', (d) => between(d.capacityGb, 1920, 2048) && d.pcieGen === 4),
  'sata-ssd-1tb': cls('storage', 'middle-half', (d) => d.kind === 'ssd' && between(d.capacityGb, 960, 1024)),
  'psu-550-bronze': cls('psu', 'all', (p) => p.wattage === 550 && p.efficiency === '80+ Bronze'),
  'psu-550-650-bronze': cls('psu', 'middle-half', (p) => p.wattage >= 550 && p.wattage <= 650 && p.efficiency === '80+ Bronze'),
  'psu-750-850-gold': cls('psu', 'middle-half', (p) => p.wattage >= 750 && p.wattage <= 850 && p.efficiency === '80+ Gold'),
  'cooler-budget-tower': cls('cpu-cooler', 'all', named(/^(Deepcool AK400|Thermalright Peerless Assassin 120 SE|Cooler Master Hyper 212)/)),
  'case-budget-airflow': cls('case', 'all', named(/^(Deepcool CC560|Cooler Master TD500 Mesh|Montech AIR 903|Corsair 3000D Airflow)/)),
  'case-mid': cls('case', 'all', named(/^(Lian Li Lancool 216|NZXT H5 Flow|Corsair 4000D Airflow|NZXT H6 Flow|Jonsbo D41)/)),
  'case-premium': cls('case', 'all', named(/^(Lian Li O11 Dynamic EVO|Fractal Design Torrent|Hyte Y60|NZXT H9 Flow)/)),
  'monitor-24-1080p-high-refresh-ips': cls('monitor', 'middle-half', (m) => between(m.sizeInch, 23.5, 25) && m.resolution === '1920x1080' && between(m.refreshHz, 144, 180) && m.panel === 'IPS'),
  'monitor-27-1440p-high-refresh': cls('monitor', 'middle-half', (m) => between(m.sizeInch, 26.5, 27.5) && m.resolution === '2560x1440' && between(m.refreshHz, 144, 180)),
  'keyboard-membrane': cls('keyboard', 'all', (k) => /membrane/i.test(k.switchType)),
  'keyboard-entry-mechanical': cls('keyboard', 'all', named(/^(Redragon K552|Redragon K617|Royal Kludge RK61)/)),
  'keyboard-hot-swap-wireless': cls('keyboard', 'all', named(/^(Keychron K2|Akko 5075B|Aula F75|Royal Kludge RK84)/)),
  'mouse-wired-gaming': cls('mouse', 'all', named(/^(Logitech G102|Razer DeathAdder Essential|Razer Viper Mini|Razer Cobra|HyperX Pulsefire Haste)/)),
  'mouse-wireless': cls('mouse', 'all', named(/^(Logitech G304|Razer Viper V3 HyperSpeed|Attack Shark X3|VXE Dragonfly R1 Pro|Fantech Aria XD7)/)),
  'mouse-premium-wireless': cls('mouse', 'all', named(/^Logitech G Pro X Superlight/)),
};

/** `{price:…}`, `{from:…}`, `{typical:…}`, `{sum:…}`, `{more:…}` and `{pricesSeen}`. */
export const GUIDE_PRICE_TOKEN = /\{(price|from|typical|sum|more):([^{}]+)\}|\{pricesSeen\}/g;

export class GuidePriceError extends Error {
  override name = 'GuidePriceError';
}

interface Priced {
  prices: number[];
  /** The estimates' months (`YYYY-MM`) when no member has a shop price. */
  estimateMonths: string[];
}

function byId(parts: Partial<PartsByCategory>): Map<string, Component> {
  return new Map(CATEGORIES.flatMap((c) => (parts[c] ?? []) as Component[]).map((p) => [p.id, p]));
}

/** The prices a name stands for: a part's own, or a class's members' (shop prices where any). */
function pricesOf(name: string, parts: Partial<PartsByCategory>, ids: Map<string, Component>): Priced & { span: Span } {
  const part = ids.get(name);
  const klass = GUIDE_PRICE_CLASSES[name];
  const members = part ? [part] : klass ? ((parts[klass.category] ?? []) as Component[]).filter((p) => klass.test(p as never)) : undefined;
  if (!members) throw new GuidePriceError(`No catalogue part or guide price class is called "${name}" (classes: src/domain/guides/guide-prices.ts).`);
  if (members.length === 0) throw new GuidePriceError(`The guide price class "${name}" matches no catalogue part.`);
  const shop = members.filter((p) => p.priceSource !== 'estimate');
  const used = shop.length > 0 ? shop : members;
  return {
    prices: used.map((p) => p.price).sort((a, b) => a - b),
    estimateMonths: shop.length > 0 ? [] : [...new Set(members.map((p) => (p.priceAsOf ?? '').slice(0, 7)).filter(Boolean))].sort(),
    span: klass?.span ?? 'all',
  };
}

const roundTo100 = (n: number) => Math.round(n / 100) * 100;
/** Nearest-rank quantile of sorted values. */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

/** " (estimate, Jun 2025)", " (estimates, Jan–Jun 2025)"; empty for shop prices. */
function estimateNote(months: readonly string[], count: number): string {
  if (months.length === 0) return '';
  const first = formatPriceDate(months[0]!);
  const last = formatPriceDate(months[months.length - 1]!);
  return ` (${count === 1 ? 'estimate' : 'estimates'}, ${first === last ? first : `${first}–${last}`})`;
}

function range(priced: Priced & { span: Span }, exact: boolean): string {
  const { prices, span } = priced;
  const note = estimateNote(priced.estimateMonths, prices.length);
  if (prices.length === 1) return formatPeso(prices[0]!) + note;
  const [low, high] = span === 'middle-half' ? [quantile(prices, 0.25), quantile(prices, 0.75)] : [prices[0]!, prices[prices.length - 1]!];
  const [a, b] = exact ? [low, high] : [roundTo100(low), roundTo100(high)];
  return (a === b ? formatPeso(a) : `${formatPeso(a)}–${formatPeso(b)}`) + note;
}

/** A part's own price; a class's median model, rounded to ₱100. */
function typical(name: string, parts: Partial<PartsByCategory>, ids: Map<string, Component>): { value: number; estimateMonths: string[]; count: number } {
  const priced = pricesOf(name, parts, ids);
  const value = ids.has(name) ? priced.prices[0]! : roundTo100(quantile(priced.prices, 0.5));
  return { value, estimateMonths: priced.estimateMonths, count: priced.prices.length };
}

/** `a + b - c`: each term's typical price, added or taken away; whether any term is an estimate. */
function total(expression: string, parts: Partial<PartsByCategory>, ids: Map<string, Component>): { value: number; estimates: string[] } {
  const terms = expression.trim().split(/\s+([+-])\s+/);
  let value = 0;
  const estimates: string[] = [];
  for (let i = 0; i < terms.length; i += 2) {
    const sign = i === 0 || terms[i - 1] === '+' ? 1 : -1;
    const term = typical(terms[i]!.trim(), parts, ids);
    value += sign * term.value;
    estimates.push(...term.estimateMonths);
  }
  return { value, estimates: [...new Set(estimates)].sort() };
}

/** Replaces every price token in a guide's text (or HTML) with figures from the catalogue. */
export function fillGuidePrices(text: string, parts: Partial<PartsByCategory>, shopsSeenOn: string): string {
  const ids = byId(parts);
  return text.replace(GUIDE_PRICE_TOKEN, (_token, kind: string | undefined, argument: string | undefined) => {
    if (!kind || argument === undefined) return formatPriceDate(shopsSeenOn);
    const name = argument.trim();
    if (kind === 'price') return range(pricesOf(name, parts, ids), ids.has(name));
    if (kind === 'from') {
      const priced = pricesOf(name, parts, ids);
      return formatPeso(priced.prices[0]!) + estimateNote(priced.estimateMonths, 1);
    }
    if (kind === 'typical') {
      const term = typical(name, parts, ids);
      return formatPeso(term.value) + estimateNote(term.estimateMonths, term.count);
    }
    const { value, estimates } = total(argument, parts, ids);
    const note = estimates.length ? ' (with estimates)' : '';
    if (kind === 'sum') return formatPeso(value) + note;
    return `${formatPeso(Math.abs(value))} ${value >= 0 ? 'more' : 'less'}${note}`;
  });
}

/** Every token in a text, for checking guides before they are built. */
export function guidePriceTokens(text: string): string[] {
  return [...text.matchAll(GUIDE_PRICE_TOKEN)].map((m) => m[0]);
}
