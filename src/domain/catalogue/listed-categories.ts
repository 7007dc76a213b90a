/**
 * The categories the Component Database lists and their names: the spec's nine under its filter
 * buttons, then the peripherals, then the rest of the setup. Apart from the list rules (component-list.ts) so that the facets
 * (component-facets.ts) can name them without the two depending on each other.
 */
import type { Category } from './catalogue.ts';

/** The spec's nine categories (spec §7), in the order of its filter buttons. */
export const DATABASE_CATEGORIES = [
  'mobo',
  'cpu',
  'cpu-cooler',
  'gpu',
  'psu',
  'ram',
  'storage',
  'm2',
  'case',
] as const satisfies readonly Category[];
export type DatabaseCategory = (typeof DATABASE_CATEGORIES)[number];

/**
 * Issue 12: the four peripheral categories the builder offers are listed too, after the spec's
 * nine and under their own buttons, so that the spec's ten filter buttons stay exactly as listed.
 */
export const PERIPHERAL_CATEGORIES = ['monitor', 'keyboard', 'mouse', 'headset'] as const satisfies readonly Category[];
export type PeripheralCategory = (typeof PERIPHERAL_CATEGORIES)[number];

/** Issue 29: the rest of a Filipino setup — fans, paste, Wi-Fi, the OS, a UPS or AVR — under their own buttons. */
export const SETUP_CATEGORIES = ['case-fan', 'thermal-paste', 'wifi-card', 'os', 'ups'] as const satisfies readonly Category[];
export type SetupCategory = (typeof SETUP_CATEGORIES)[number];

/** Every category the page lists, in page order. */
export const LISTED_CATEGORIES = [...DATABASE_CATEGORIES, ...PERIPHERAL_CATEGORIES, ...SETUP_CATEGORIES] as const;
export type ListedCategory = (typeof LISTED_CATEGORIES)[number];

/** Section and filter-button names, exactly as the spec lists the buttons (peripherals after). */
export const CATEGORY_LABELS: Record<ListedCategory, string> = {
  mobo: 'Motherboards',
  cpu: 'CPUs',
  'cpu-cooler': 'CPU Coolers',
  gpu: 'GPUs',
  psu: 'PSUs',
  ram: 'RAM',
  storage: 'Storage',
  m2: 'M.2 / NVMe',
  case: 'Cases',
  monitor: 'Monitors',
  keyboard: 'Keyboards',
  mouse: 'Mice',
  headset: 'Headsets',
  'case-fan': 'Case fans',
  'thermal-paste': 'Thermal paste',
  // Short, so the setup's buttons share a line with the peripherals' (results stay on the first screen).
  'wifi-card': 'Wi-Fi',
  os: 'OS',
  ups: 'UPS / AVR',
};

