/**
 * The catalogue's fixed vocabularies, kept apart from the zod schemas so that browser code can
 * use them without shipping the validator.
 */
/** Every category a build can hold, in the order the API and builder list them. */
export const CATEGORIES = [
  'cpu',
  'cpu-cooler',
  'gpu',
  'psu',
  'mobo',
  'ram',
  'storage',
  'm2',
  'case',
  'keyboard',
  'mouse',
  'headset',
  'monitor',
  // The whole setup (issue 29).
  'case-fan',
  'thermal-paste',
  'wifi-card',
  'os',
  'ups',
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export const SOCKETS = ['AM4', 'AM5', 'LGA1700', 'LGA1851'] as const;
export const BOARD_FORM_FACTORS = ['Mini-ITX', 'Micro-ATX', 'ATX', 'E-ATX'] as const;
export const RAM_TYPES = ['DDR4', 'DDR5'] as const;
export type BoardFormFactor = (typeof BOARD_FORM_FACTORS)[number];

