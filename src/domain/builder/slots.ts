/**
 * The slot table: every slot a build has (spec §3 "Build parts object"), once. Everything about
 * slots derives from it — the Selection and parts-object types, the empty build, the single and
 * multi lists, the catalogue category each takes, the names screens and texts use, the order a
 * build is read in, the default counts of spec §9, which slots are peripherals — so adding a slot
 * is one row here plus the rules that concern it.
 *
 * The key is the API's and the permalink's name for the slot (`cpuCooler`, `gpus`, …). The first
 * thirteen rows are the spec's parts object; the setup rows (issue 29) come after them.
 */
import type { Category, Component } from '../catalogue/catalogue.ts';

interface SlotRow {
  /** The catalogue category the slot takes. */
  category: Category;
  /** Holds a list (spec: gpus[], rams[], m2s[], storage[]) rather than one part. */
  many: boolean;
  /** Spec §9: how many the slot allows when the motherboard gives no count (lists only). */
  defaultCount?: number;
  /** The motherboard's count that limits the list (spec §4), when a board does. */
  boardSlots?: 'gpuSlots' | 'ramSlots' | 'm2Slots' | 'storageSlots';
  /** The selector's heading and the spec's empty hint: 'No {title} options loaded.' */
  title: string;
  /** The slot in a sentence or a text list ("Power supply: Corsair CX550 — ₱3,100"). */
  label: string;
  /** The spec §2.11 details-modal group ("GPUs", "M.2 SSDs"). */
  group: string;
  /** Spec §2.11: the details modal shows the group even when empty (cooler and peripherals only when chosen). */
  alwaysGrouped: boolean;
  /** Lower-case plural for sentences ("no CPU coolers fit"). */
  plural: string;
  /**
   * Where the slot belongs: the PC itself; a peripheral (counted apart from the core parts, its
   * own budget in Suggest); or the rest of the setup (issue 29: fans, paste, Wi-Fi, OS, UPS).
   */
  section: 'pc' | 'peripherals' | 'setup';
  /** Where the slot comes when a build is read out (Copy as text, the public page): CPU first, peripherals last. */
  readAt: number;
}

export const SLOT_TABLE = {
  mobo: { category: 'mobo', many: false, title: 'Motherboard', label: 'Motherboard', group: 'Motherboard', alwaysGrouped: true, plural: 'motherboards', section: 'pc', readAt: 2 },
  cpu: { category: 'cpu', many: false, title: 'CPU', label: 'CPU', group: 'CPU', alwaysGrouped: true, plural: 'CPUs', section: 'pc', readAt: 0 },
  cpuCooler: { category: 'cpu-cooler', many: false, title: 'CPU Cooler', label: 'CPU cooler', group: 'CPU Cooler', alwaysGrouped: false, plural: 'CPU coolers', section: 'pc', readAt: 1 },
  gpus: { category: 'gpu', many: true, defaultCount: 1, boardSlots: 'gpuSlots', title: 'GPU', label: 'GPU', group: 'GPUs', alwaysGrouped: true, plural: 'graphics cards', section: 'pc', readAt: 4 },
  rams: { category: 'ram', many: true, defaultCount: 8, boardSlots: 'ramSlots', title: 'RAM', label: 'RAM', group: 'RAM', alwaysGrouped: true, plural: 'RAM kits', section: 'pc', readAt: 3 },
  m2s: { category: 'm2', many: true, defaultCount: 4, boardSlots: 'm2Slots', title: 'M.2 SSD', label: 'M.2 SSD', group: 'M.2 SSDs', alwaysGrouped: true, plural: 'M.2 SSDs', section: 'pc', readAt: 5 },
  storage: { category: 'storage', many: true, defaultCount: 6, boardSlots: 'storageSlots', title: 'Storage', label: 'Storage', group: 'Storage', alwaysGrouped: true, plural: 'SATA drives', section: 'pc', readAt: 6 },
  psu: { category: 'psu', many: false, title: 'PSU', label: 'Power supply', group: 'PSU', alwaysGrouped: true, plural: 'power supplies', section: 'pc', readAt: 7 },
  case: { category: 'case', many: false, title: 'Case', label: 'Case', group: 'Case', alwaysGrouped: true, plural: 'cases', section: 'pc', readAt: 8 },
  keyboard: { category: 'keyboard', many: false, title: 'Keyboard', label: 'Keyboard', group: 'Keyboard', alwaysGrouped: false, plural: 'keyboards', section: 'peripherals', readAt: 10 },
  mouse: { category: 'mouse', many: false, title: 'Mouse', label: 'Mouse', group: 'Mouse', alwaysGrouped: false, plural: 'mice', section: 'peripherals', readAt: 11 },
  headset: { category: 'headset', many: false, title: 'Headset', label: 'Headset', group: 'Headset', alwaysGrouped: false, plural: 'headsets', section: 'peripherals', readAt: 12 },
  monitor: { category: 'monitor', many: false, title: 'Monitor', label: 'Monitor', group: 'Monitor', alwaysGrouped: false, plural: 'monitors', section: 'peripherals', readAt: 9 },
  caseFans: { category: 'case-fan', many: true, defaultCount: 6, title: 'Case fans', label: 'Case fans', group: 'Case fans', alwaysGrouped: false, plural: 'case fans', section: 'setup', readAt: 13 },
  thermalPaste: { category: 'thermal-paste', many: false, title: 'Thermal paste', label: 'Thermal paste', group: 'Thermal paste', alwaysGrouped: false, plural: 'thermal pastes', section: 'setup', readAt: 14 },
  wifi: { category: 'wifi-card', many: false, title: 'Wi-Fi card', label: 'Wi-Fi card', group: 'Wi-Fi card', alwaysGrouped: false, plural: 'Wi-Fi cards', section: 'setup', readAt: 15 },
  os: { category: 'os', many: false, title: 'Operating system', label: 'Operating system', group: 'Operating system', alwaysGrouped: false, plural: 'operating systems', section: 'setup', readAt: 16 },
  ups: { category: 'ups', many: false, title: 'UPS / AVR', label: 'UPS / AVR', group: 'UPS / AVR', alwaysGrouped: false, plural: 'UPS and AVR units', section: 'setup', readAt: 17 },
} as const satisfies Record<string, SlotRow>;

type Table = typeof SLOT_TABLE;
export type Slot = keyof Table;
export type MultiSlot = { [S in Slot]: Table[S]['many'] extends true ? S : never }[Slot];
export type SingleSlot = Exclude<Slot, MultiSlot>;
/** The catalogue category slot `S` takes. */
export type SlotCategory<S extends Slot> = Table[S]['category'];

/** Every slot in the spec's parts-object order. */
export const SLOTS = Object.keys(SLOT_TABLE) as Slot[];
export const SINGLE_SLOTS = SLOTS.filter((s) => !SLOT_TABLE[s].many) as SingleSlot[];
export const MULTI_SLOTS = SLOTS.filter((s) => SLOT_TABLE[s].many) as MultiSlot[];
/** The order a build is read out in: CPU, cooler, board, memory, graphics, drives, PSU, case, then peripherals. */
export const READING_ORDER = [...SLOTS].sort((a, b) => SLOT_TABLE[a].readAt - SLOT_TABLE[b].readAt);
/** The PC's own slots, in the spec's order. */
export const PC_SLOTS = SLOTS.filter((s) => SLOT_TABLE[s].section === 'pc');
/** The peripherals, as a build is read (monitor, keyboard, mouse, headset). */
export const PERIPHERAL_SLOTS = READING_ORDER.filter((s) => SLOT_TABLE[s].section === 'peripherals') as SingleSlot[];
/** The rest of the setup (issue 29): case fans, thermal paste, Wi-Fi card, operating system, UPS / AVR. */
export const SETUP_SLOTS = READING_ORDER.filter((s) => SLOT_TABLE[s].section === 'setup');
/** The spec's fourteen slots (§3 "Build parts object"), the ones its completion figure counts. */
export const SPEC_SLOTS = SLOTS.filter((s) => SLOT_TABLE[s].section !== 'setup');

const column = <K extends keyof SlotRow>(key: K) =>
  Object.fromEntries(SLOTS.map((s) => [s, (SLOT_TABLE[s] as SlotRow)[key]])) as Record<Slot, NonNullable<SlotRow[K]>>;

export const isMultiSlot = (slot: Slot): slot is MultiSlot => SLOT_TABLE[slot].many;

/** The catalogue category each slot takes. */
export const SLOT_CATEGORY = Object.fromEntries(SLOTS.map((s) => [s, SLOT_TABLE[s].category])) as { [S in Slot]: SlotCategory<S> };
export const SLOT_TITLES = column('title');
export const SLOT_LABELS = column('label');
export const SLOT_PLURALS = column('plural');
/** The board's count that limits each list, if any (the case, not the board, has room for fans). */
export const BOARD_LIMITED = Object.fromEntries(MULTI_SLOTS.map((s) => [s, (SLOT_TABLE[s] as SlotRow).boardSlots])) as Record<MultiSlot, SlotRow['boardSlots']>;
/** Spec §9: slot counts when the motherboard gives none. */
export const DEFAULT_SLOTS = Object.fromEntries(MULTI_SLOTS.map((s) => [s, SLOT_TABLE[s].defaultCount])) as Record<MultiSlot, number>;

/** The slot a catalogue category goes in (every category has exactly one). */
export const SLOT_OF_CATEGORY = Object.fromEntries(SLOTS.map((s) => [SLOT_TABLE[s].category, s])) as Record<Category, Slot>;

/** A build being planned: each single slot holds a part or null; each list holds parts or empty (null) selectors. */
export type Selection = { [S in Slot]: S extends MultiSlot ? (Component<SlotCategory<S>> | null)[] : Component<SlotCategory<S>> | null };

/** Spec §3 "Build parts object" as it leaves the builder: lists hold only chosen parts. */
export type PartsOf<T> = { [S in Slot]: S extends MultiSlot ? T[] : T | null };

/** The builder's empty build: every single slot empty, each list with one empty selector. */
export function emptySelection(): Selection {
  return Object.fromEntries(SLOTS.map((s) => [s, SLOT_TABLE[s].many ? [null] : null])) as Selection;
}

/** The empty parts object (API, saved and shared builds): nulls and empty lists. */
export function emptyParts<T = never>(): PartsOf<T> {
  return Object.fromEntries(SLOTS.map((s) => [s, SLOT_TABLE[s].many ? [] : null])) as unknown as PartsOf<T>;
}
