/**
 * The whole setup's parts (issue 29): case fans, thermal paste, Wi-Fi cards, operating systems
 * and UPS / AVR units. Many makers of these publish little; a figure stays out unless the maker's
 * model name or spec page states it, and `sources` says where each figure was read.
 */
import { z } from 'zod';
import { base } from './part-base.ts';


export const caseFanSchema = base.extend({
  /** Frame size in mm, as the maker's model name states it (120 mm, 140 mm). Left out when the name does not say: the fan-size check says it was not checked. */
  sizeMm: z.union([z.literal(120), z.literal(140)]).optional(),
  /** Fans in the box (maker's pack naming: single, 3-in-1). Required: the builder counts fans by it. */
  fansInPack: z.number().int().min(1).max(6),
  /** Lighting as the maker names it. Optional. */
  rgb: z.enum(['none', 'RGB', 'ARGB']).optional(),
  /** Fan connector (maker). Optional. */
  connector: z.enum(['3-pin', '4-pin PWM']).optional(),
});

export const thermalPasteSchema = base.extend({
  /** Grams in the tube, as the maker's product name states it. Optional. */
  grams: z.number().min(0.5).max(50).optional(),
  /** Thermal conductivity in W/m·K as the maker rates it (each maker's own method). Optional. */
  conductivityWmK: z.number().min(0.5).max(100).optional(),
});

export const wifiCardSchema = base.extend({
  /** How it connects: a PCIe x1 card (needs a free slot) or a USB adapter (maker). Required. */
  interface: z.enum(['PCIe x1', 'USB']),
  /** Wi-Fi generation (maker). Required. */
  wifiStandard: z.enum(['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7']),
  /** Bluetooth version, when the card has Bluetooth (maker). Optional. */
  bluetooth: z.string().regex(/^\d\.\d$/).optional(),
});

export const osSchema = base.extend({
  /** Free operating systems cost nothing: ₱0 is allowed here and only here. */
  price: z.number().int().min(0).max(500_000),
  /** Edition as the maker names it, e.g. `Windows 11 Home` (maker). Required. */
  edition: z.string().min(3).max(60),
  /** Retail (moves to a new PC), OEM (tied to the first PC) or free (maker's licence terms). Required. */
  licence: z.enum(['Retail', 'OEM', 'Free']),
});

export const upsSchema = base.extend({
  /** A UPS (battery backup, usually with AVR) or an AVR alone (voltage regulation, no battery) (maker). Required. */
  kind: z.enum(['UPS', 'AVR']),
  /** Apparent power in VA, as the maker's model number states it (BX750MI: 750 VA). Required. */
  capacityVA: z.number().int().min(300).max(10_000),
  /**
   * Real power the unit can carry in watts (maker's rating). Left out when we have no maker
   * figure: the builder then judges the unit by its VA at the usual 0.6 power factor and says so.
   */
  capacityW: z.number().int().min(150).max(10_000).optional(),
  /** Online (double conversion), line-interactive or standby (maker). Optional. */
  topology: z.enum(['online', 'line-interactive', 'standby']).optional(),
  /**
   * Minutes on battery at a load in watts, from the maker's runtime chart, as many points as it
   * gives. Left out: the builder says the maker's runtime is not in our data.
   */
  runtime: z.array(z.strictObject({ loadW: z.number().int().min(1), minutes: z.number().min(0.1) })).min(2).optional(),
});
