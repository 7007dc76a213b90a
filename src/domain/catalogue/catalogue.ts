/**
 * The parts catalogue's shape. Every file in `content/catalogue/` is checked against these
 * schemas, so a bad edit by an editor fails the build and the tests with a message that names
 * the file, the part and the field.
 *
 * Field names are the specification's (§3) in one canonical camelCase spelling; the only
 * exception is `frequency_mhz`, which the specification spells in no other way.
 *
 * Every field's comment gives its unit, its source and what leaving it out means. Sources:
 * "maker" is the maker's spec page or manual for this exact model (never a guess: a figure the
 * maker does not print stays out); "shop" is a Philippine shop's listing; "ours" is a label or
 * derivation we own. A required field cannot be left out: the file fails validation (build,
 * tests and server start), naming the part and the field.
 */
import { z } from 'zod';
import type { Offer } from '../pricing/offers.ts';

export {
  BOARD_FORM_FACTORS,
  CATEGORIES,
  RAM_TYPES,
  SOCKETS,
  isCategory,
  type BoardFormFactor,
  type Category,
} from './categories.ts';
import type { Category } from './categories.ts';
import { CPU_GENERATIONS, SOURCED_FIGURES, base, boardFormFactor, mm, positiveInt, ramType, socket, watts } from './part-base.ts';
import { caseFanSchema, osSchema, thermalPasteSchema, upsSchema, wifiCardSchema } from './setup-schemas.ts';
import { headsetSchema, keyboardSchema, monitorSchema, mouseSchema } from './peripheral-schemas.ts';

export { CPU_GENERATIONS, SOURCED_FIGURES, type CpuGeneration, type SourcedFigure } from './part-base.ts';
export { caseFanSchema, osSchema, thermalPasteSchema, upsSchema, wifiCardSchema } from './setup-schemas.ts';
export { headsetSchema, keyboardSchema, monitorSchema, mouseSchema } from './peripheral-schemas.ts';

export const cpuSchema = base.extend({
  /** Socket name as the maker gives it (maker), e.g. `AM5`; pairs it with boards and coolers. Required. */
  socket,
  /** Total cores, performance and efficiency together (maker). Required. */
  cores: z.number().int().min(2).max(64),
  /** Hardware threads (maker). Required. */
  threads: z.number().int().min(2).max(128),
  /** L3 cache in MB (maker). Required. */
  cache: z.number().min(1).max(256),
  /** Base power (AMD TDP, Intel processor base power) in watts (maker). Required. */
  tdp: watts,
  /** Maximum package power (AMD PPT, Intel maximum turbo power) in watts (maker); sizes the PSU and cooler. Required. */
  maxTdp: watts,
  /** Base clock in GHz (maker). Required. */
  baseClock: z.number().min(1).max(6.5),
  /** Maximum boost clock in GHz (maker). Required. */
  boostClock: z.number().min(1).max(6.5),
  /** Highest officially supported memory speed in MHz (MT/s), for the fastest memory type (maker). Required. */
  ramMax: z.number().int().min(1600).max(10000),
  /**
   * CPUs that take both DDR4 and DDR5 (Intel 12th–14th gen): the official DDR4 speed in MHz,
   * which is lower than `ramMax` (then the DDR5 figure), from the maker. Omit for single-type
   * CPUs: DDR4 speed is then judged against `ramMax`.
   */
  ramMaxDdr4: z.number().int().min(1600).max(5000).optional(),
  /** Memory types the memory controller takes (maker), e.g. `["DDR4", "DDR5"]`. Required, at least one. */
  memoryTypes: z.array(ramType).min(1),
  /** Has graphics of its own, so the PC shows a picture without a graphics card (maker). Required. */
  integratedGraphics: z.boolean(),
  /** The maker's retail box contains a cooler (box contents on the maker's page). Required. */
  coolerIncluded: z.boolean(),
  /**
   * Intel hybrid CPUs only: the performance cores (P-cores) among `cores`. Games lean on these;
   * the efficiency cores do not count for the CPU/GPU balance. Count from the maker. Omit for
   * CPUs without efficiency cores: then every core counts.
   */
  performanceCores: z.number().int().min(1).max(32).optional(),
  /**
   * The CPU family as the board makers' BIOS support lists name it (maker); decides which boards
   * need a BIOS update. Optional: left out, no BIOS-update warning is given for the CPU.
   */
  generation: z.enum(CPU_GENERATIONS).optional(),
});

export const moboSchema = base.extend({
  /** CPU socket (maker), e.g. `AM5`. Required. */
  socket,
  /** Chipset name (maker), e.g. `B650`; the BIOS-update check keys on it. Required. */
  chipset: z.string().min(3).max(12),
  /** Board size (maker), e.g. `Micro-ATX`; checked against the case's supported form factors. Required. */
  formFactor: boardFormFactor,
  /** The one memory type the slots take (maker). Required. */
  ramType,
  /** Memory slots (maker). Required. */
  ramSlots: z.number().int().min(1).max(8),
  /** Largest total memory the board supports, in GB (maker). Required. */
  maxMemoryGb: z.number().int().min(16).max(1024),
  /** Physical PCIe x16-length slots a graphics card can use (maker). Required. */
  gpuSlots: z.number().int().min(1).max(7),
  /** M.2 slots that take an NVMe drive (maker); 0 when none. Required. */
  m2Slots: z.number().int().min(0).max(8),
  /** SATA ports (maker); 0 when none. Required. */
  storageSlots: z.number().int().min(0).max(12),
  /** Wi-Fi built in (maker; the "WIFI" in a model name). Required. */
  wifi: z.boolean(),
  /**
   * The maker lists a button that updates the BIOS from a USB drive without a CPU (ASUS BIOS
   * FlashBack, MSI Flash BIOS Button, Gigabyte Q-Flash Plus, ASRock BIOS Flashback). `false`
   * when the maker's page shows the board has none; omit when the page does not say.
   */
  biosFlashback: z.boolean().optional(),
  /**
   * How many slot widths apart the first two x16-length slots sit (e.g. 3 when they are slots 1
   * and 4): a first card thicker than this covers the second slot. Omit unless the maker's
   * layout drawing gives it: then two-card builds say the spacing was not checked.
   */
  gpuSlotSpacing: z.number().int().min(1).max(6).optional(),
});

export const gpuSchema = base
  .extend({
    /** Who designs the graphics chip (ours, from the chip's name); decides which core count is required. Required. */
    chipMaker: z.enum(['nvidia', 'amd', 'intel']),
    /** The graphics chip's product name (chip maker), e.g. `GeForce RTX 4060`. Required. */
    chipset: z.string().min(3).max(40),
    /** Video memory in GB (maker). Required. */
    vram: z.number().int().min(2).max(48),
    /** Total board power in watts (maker): this board partner's figure where it differs from the reference. Required. */
    powerDraw: watts,
    /**
     * The power supply wattage the card's spec page recommends for the whole PC: the chip maker's
     * figure, or the board partner's where it asks for more. Omit when no maker states one.
     */
    recommendedPsuW: z.number().int().min(300).max(2000).optional(),
    /** NVIDIA cards: CUDA cores (chip maker). Required for NVIDIA, left out for the others. */
    cudaCores: positiveInt.optional(),
    /** AMD cards: compute units (chip maker). Required for AMD, left out for the others. */
    computeUnits: positiveInt.optional(),
    /** Intel cards: Xe cores (chip maker). Required for Intel, left out for the others. */
    xeCores: positiveInt.optional(),
    /** Boost clock of this board partner's model in MHz (maker). Required. */
    boostClock: z.number().int().min(500).max(3500),
    /** Card length in mm (board partner's page); checked against the case. Required. */
    lengthMm: z.number().int().min(100).max(400),
    /** Slots the cooler occupies, e.g. 2, 2.5, 3 (board partner's page). Required. */
    slotWidth: z.number().min(1).max(5),
  })
  .refine(
    (gpu) =>
      (gpu.chipMaker === 'nvidia' && gpu.cudaCores !== undefined) ||
      (gpu.chipMaker === 'amd' && gpu.computeUnits !== undefined) ||
      (gpu.chipMaker === 'intel' && gpu.xeCores !== undefined),
    { message: 'NVIDIA cards need cudaCores, AMD computeUnits, Intel xeCores' },
  );

export const ramSchema = base.extend({
  /** Memory type (maker), e.g. `DDR5`; must match the board. Required. */
  ramType,
  /** Rated speed in MHz (MT/s), the kit's XMP/EXPO figure (maker). Required. */
  frequency_mhz: z.number().int().min(1600).max(10000),
  /** Total capacity of the kit in GB (maker). Required. */
  capacityGb: z.number().int().min(4).max(256),
  /** Sticks in the kit (maker). Required. */
  modules: z.number().int().min(1).max(8),
  /** CAS latency in clock cycles at the rated speed (maker). Required. */
  casLatency: z.number().int().min(10).max(60),
  /**
   * Module height in mm including the heat spreader, from the maker's page (what a cooler must
   * clear). Optional: left out, under an air cooler the RAM's fit is said to be not checked.
   */
  heightMm: mm(28, 70).optional(),
});

const driveBase = base.extend({
  /** Capacity in GB as the maker sells it (1 TB = 1000 GB). Required. */
  capacityGb: z.number().int().min(120).max(30000),
  /** Sequential read in MB/s as the maker rates it. Required. */
  readMBps: z.number().int().min(50).max(15000),
});

export const m2Schema = driveBase.extend({
  /** Always `nvme` (ours: the category's fixed value). Required. */
  interface: z.literal('nvme'),
  /** Always `M.2 2280` (ours: the only drive size the catalogue lists). Required. */
  formFactor: z.literal('M.2 2280'),
  /** PCIe generation the drive is built for, 3–5 (maker). Required. */
  pcieGen: z.number().int().min(3).max(5),
  /** Sequential write in MB/s as the maker rates it. Required. */
  writeMBps: z.number().int().min(50).max(15000),
});

export const storageSchema = driveBase.extend({
  /** Always `sata` (ours: the category's fixed value). Required. */
  interface: z.literal('sata'),
  /** Solid-state or hard drive (maker). Required. */
  kind: z.enum(['ssd', 'hdd']),
  /** Drive size in inches (maker). Required. */
  formFactor: z.enum(['2.5"', '3.5"']),
  /** Spindle speed in rpm, HDDs only (maker). Left out for SSDs, and for HDDs whose maker does not state it. */
  rpm: z.number().int().min(5000).max(15000).optional(),
});

export const psuSchema = base.extend({
  /** Rated continuous output in watts (maker). Required. */
  wattage: z.number().int().min(300).max(2000),
  /** 80 PLUS certification level (maker). Required. */
  efficiency: z.enum([
    '80+ White',
    '80+ Bronze',
    '80+ Silver',
    '80+ Gold',
    '80+ Platinum',
    '80+ Titanium',
  ]),
  /** Unit size (maker); checked against the case's PSU form factor. Required. */
  formFactor: z.enum(['ATX', 'SFX', 'SFX-L']),
  /** Which cables detach (maker). Required. */
  modular: z.enum(['full', 'semi', 'none']),
  /** Has a native 12V-2x6 / 12VHPWR connector (ATX 3.x) (maker). Required. */
  pcie5Connector: z.boolean(),
});

export const caseSchema = base.extend({
  /** The case's own size class (maker's naming), e.g. `Mid Tower`. Required. */
  formFactor: z.enum(['Full Tower', 'Mid Tower', 'Mini Tower', 'Small Form Factor']),
  /** Board form factors the maker lists as supported. Required, at least one. */
  supportedFormFactors: z.array(boardFormFactor).min(1),
  /** Longest graphics card in mm, no front radiator (maker). Required. */
  maxGpuLengthMm: z.number().int().min(150).max(500),
  /** Tallest air cooler in mm (maker). Required. */
  maxCoolerHeightMm: z.number().int().min(30).max(220),
  /** The power supply form factor the case is built for (maker; ATX cases usually take SFX too). Required. */
  psuFormFactor: z.enum(['ATX', 'SFX', 'SFX-L']),
  /** Largest radiator the case takes anywhere, in mm (maker; 0 if none). Required. */
  maxRadiatorMm: z.number().int().min(0).max(480),
  /**
   * Thickest graphics card the case takes, in slot widths, where the maker states a limit.
   * Left out: no thickness check (small cases say it was not checked).
   */
  maxGpuSlots: z.number().min(1).max(5).optional(),
  /**
   * Issue 29: fan positions that take a 120 mm fan, in all (maker's spec page). Left out: the
   * builder says the case's room for fans was not checked.
   */
  fanMounts120: z.number().int().min(0).max(20).optional(),
  /** Fans the case ships with (maker). Left out: not counted. */
  includedFans: z.number().int().min(0).max(10).optional(),
  /**
   * Graphics card length in mm that still fits with a radiator in the front mount, where the
   * maker states it. Left out: AIO builds say the card-beside-radiator fit was not checked.
   */
  maxGpuLengthWithFrontRadiatorMm: z.number().int().min(150).max(500).optional(),
});

export const cpuCoolerSchema = base
  .extend({
    /** Tower air cooler or all-in-one liquid cooler (maker). Required. */
    coolerType: z.enum(['air', 'aio']),
    /** Sockets the maker lists the mounting kit for. Required, at least one. */
    sockets: z.array(socket).min(1),
    /** Air coolers: total height in mm, as the maker states it (what the case must clear). Required for air, left out for AIOs. */
    heightMm: mm(20, 200).optional(),
    /**
     * Air coolers: height in mm of RAM that fits under the cooler (fans in their standard
     * place), where the maker states it. Left out: the RAM clearance is said to be not checked.
     */
    ramClearanceMm: mm(20, 100).optional(),
    /**
     * The heat load in watts the maker rates the cooler for (its "TDP" rating), where it gives
     * one. Left out: the build says whether it keeps the CPU cool was not checked, and the
     * optimiser never picks it as rated for a CPU.
     */
    ratedTdpW: z.number().int().min(50).max(500).optional(),
    /** AIOs only: radiator length in mm (120, 240, 280, 360, 420) (maker). Required for AIOs, left out for air. */
    radiatorMm: z.number().int().min(120).max(480).optional(),
    /** Fans in the box (maker); 0 for a passive heatsink. Required. */
    fans: z.number().int().min(0).max(4),
  })
  .refine((c) => (c.coolerType === 'aio') === (c.radiatorMm !== undefined), {
    message: 'radiatorMm is set for AIO coolers and only for them',
  })
  .refine((c) => c.coolerType !== 'air' || c.heightMm !== undefined, {
    message: 'air coolers need heightMm (the case must clear it)',
  });

export const PART_SCHEMAS = {
  cpu: cpuSchema,
  'cpu-cooler': cpuCoolerSchema,
  gpu: gpuSchema,
  psu: psuSchema,
  mobo: moboSchema,
  ram: ramSchema,
  storage: storageSchema,
  m2: m2Schema,
  case: caseSchema,
  keyboard: keyboardSchema,
  mouse: mouseSchema,
  headset: headsetSchema,
  monitor: monitorSchema,
  'case-fan': caseFanSchema,
  'thermal-paste': thermalPasteSchema,
  'wifi-card': wifiCardSchema,
  os: osSchema,
  ups: upsSchema,
} as const satisfies Record<Category, z.ZodType>;

export type Cpu = z.infer<typeof cpuSchema>;
export type Mobo = z.infer<typeof moboSchema>;
export type Gpu = z.infer<typeof gpuSchema>;
export type Ram = z.infer<typeof ramSchema>;
export type M2 = z.infer<typeof m2Schema>;
export type Storage = z.infer<typeof storageSchema>;
export type Psu = z.infer<typeof psuSchema>;
export type Case = z.infer<typeof caseSchema>;
export type CpuCooler = z.infer<typeof cpuCoolerSchema>;
export type CaseFan = z.infer<typeof caseFanSchema>;
export type Ups = z.infer<typeof upsSchema>;
export type PartOf<C extends Category> = z.infer<(typeof PART_SCHEMAS)[C]>;

/** A catalogue file: one category, the month its prices reflect, and its parts. */
export function catalogueFileSchema<C extends Category>(category: C) {
  return z.strictObject({
    /** The category the file holds (ours); must match the file it is in. Required. */
    category: z.literal(category),
    /** Month the parts' estimated prices reflect, `YYYY-MM` (ours). Required. */
    pricesAsOf: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/),
    /** The category's parts, each checked against its schema and its sources. Required, at least one. */
    parts: z.array(PART_SCHEMAS[category].superRefine(checkSources)).min(1),
  });
}

/** Every sourced figure names its source, and every source names a figure the part has. */
function checkSources(part: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const sources = (part.sources ?? {}) as Record<string, string>;
  for (const field of Object.keys(sources)) {
    if (field === 'sources' || part[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sources', field], message: `a source for "${field}", which this part does not have` });
    }
  }
  for (const field of SOURCED_FIGURES) {
    if (part[field] !== undefined && sources[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: `"${field}" needs its maker source in "sources"` });
    }
  }
}

/**
 * Where a part's `price` comes from. With shop offers, it is the lowest credible offer
 * (pricing/credible-price.ts: an offer far below the other shops is listed, flagged, and not
 * used); without, it stays the catalogue's estimate. Every screen and route reads `price`.
 * Computed at load from the newest shop snapshot (src/catalogue/shop-prices.ts), never written
 * in the catalogue files; a field left out means the snapshot gave nothing for it.
 */
export interface PriceFacts {
  /** 'shops': the lowest credible offer seen at Philippine shops; 'estimate': no current offer. */
  priceSource?: 'shops' | 'estimate';
  /** The offers behind the price, cheapest first (shop, price, link, day seen); `flag` marks one far below the others. */
  offers?: Offer[];
  /**
   * How many shops have a credible offer (the ones behind `price` and `priceHigh`). Kept when a
   * page leaves the offers out of its props (the Component Database loads them when a card's
   * offers are opened).
   */
  shopCount?: number;
  /** The highest credible shop price: with `price`, the spread ("₱9,800–₱21,000 at 4 shops"). */
  priceHigh?: number;
  /** The offers far below the other shops (flagged, out of every sum), kept when a page leaves `offers` out. */
  flaggedOffers?: Offer[];
  /** The day the shop prices were seen (`YYYY-MM-DD`), or the month of the estimate (`YYYY-MM`). */
  priceAsOf?: string;
  /** On an estimate: the day of the newest shop snapshot, in which no shop listed the part (`YYYY-MM-DD`). */
  shopsCheckedOn?: string;
}

/** What the API and the pages hand out: a part plus its category, picture and price facts. */
export type Component<C extends Category = Category> = C extends Category
  ? PartOf<C> & { type: C; image: string } & PriceFacts
  : never;

/** The whole catalogue, or the part of it a screen loaded: each category's parts. */
export type PartsByCategory = { [C in Category]: Component<C>[] };
