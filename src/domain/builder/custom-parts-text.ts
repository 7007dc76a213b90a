/**
 * Custom lines and quoted prices in words and sums (issue 29 item 4): each kind's name, "your
 * total" (the build priced as the person will pay: each quoted part at its quote, which replaces
 * its price, each custom line at its price, the rest at today's prices) and the lines of Copy as
 * text. Apart from custom-parts.ts so that the builder's first view does not load them.
 */
import { formatPeso } from '../format/money.ts';
import type { CustomCategory, CustomPart } from './custom-parts.ts';
import { chosenParts, priceRange, type Selection } from './selection.ts';
import type { Quotes } from './your-quote.ts';

/** What each kind of custom line is called. */
export const CUSTOM_CATEGORIES: Record<CustomCategory, string> = {
  ups: 'UPS / AVR',
  'case-fan': 'Case fans',
  wifi: 'Wi-Fi card',
  os: 'Operating system',
  'thermal-paste': 'Thermal paste',
  cable: 'Cables and adapters',
  cpu: 'CPU',
  'cpu-cooler': 'CPU cooler',
  mobo: 'Motherboard',
  ram: 'RAM',
  gpu: 'Graphics card',
  storage: 'Storage',
  m2: 'M.2 SSD',
  psu: 'Power supply',
  case: 'Case',
  monitor: 'Monitor',
  keyboard: 'Keyboard',
  mouse: 'Mouse',
  headset: 'Headset',
  other: 'Other',
};
export interface YourTotal {
  /** Today's prices with each quote in place of its part's price, plus the custom lines. */
  total: number;
  /** Today's catalogue total of the chosen parts. */
  today: number;
  quoted: number;
  custom: number;
}

/** The build priced as the person will pay; null when nothing is quoted or custom. */
export function yourTotal(selection: Selection, quotes: Quotes, custom: readonly CustomPart[]): YourTotal | null {
  const today = priceRange(selection).total;
  let total = today;
  let quoted = 0;
  for (const part of chosenParts(selection)) {
    const quote = quotes[part.id];
    if (!quote) continue;
    total += quote.price - part.price;
    quoted += 1;
  }
  total += custom.reduce((sum, c) => sum + c.price, 0);
  return quoted || custom.length ? { total, today, quoted, custom: custom.length } : null;
}

/** "₱52,300 with 2 quoted prices and 1 custom part" */
export function yourTotalText(t: YourTotal): string {
  const what = [t.quoted && `${t.quoted} quoted ${t.quoted === 1 ? 'price' : 'prices'}`, t.custom && `${t.custom} custom ${t.custom === 1 ? 'part' : 'parts'}`].filter(Boolean).join(' and ');
  return `${formatPeso(t.total)} with ${what}`;
}

/** A custom line in Copy as text: "UPS / AVR: APC BX700 — ₱4,200 (custom part)". */
export const customLineText = (c: CustomPart) => `${CUSTOM_CATEGORIES[c.category]}: ${c.name} — ${formatPeso(c.price)} (custom part)`;

