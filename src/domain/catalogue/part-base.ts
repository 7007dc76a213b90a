/**
 * What every part schema is built from (catalogue.ts, setup-schemas.ts): the fields every part
 * has, the units, the CPU generations boards' support lists name, and the figures that must cite
 * a maker's source. Field comments follow catalogue.ts's rules (unit, source, what leaving it out means).
 */
import { z } from 'zod';
import { BOARD_FORM_FACTORS, RAM_TYPES, SOCKETS } from './categories.ts';

export const socket = z.enum(SOCKETS);
export const ramType = z.enum(RAM_TYPES);
export const boardFormFactor = z.enum(BOARD_FORM_FACTORS);
export const watts = z.number().int().min(1).max(2000);
export const positiveInt = z.number().int().positive();
/** A length in millimetres as the maker prints it: whole or with one decimal (158.8). */
export const mm = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, { message: 'at most one decimal place' });

/**
 * CPU families as motherboard makers' BIOS support lists group them. The X3D parts are their own
 * entries because boards needed a later BIOS for them than for the rest of their generation.
 */
export const CPU_GENERATIONS = [
  'Ryzen 4000',
  'Ryzen 5000',
  'Ryzen 7000',
  'Ryzen 7000 X3D',
  'Ryzen 8000',
  'Ryzen 9000',
  'Ryzen 9000 X3D',
  'Core 12th Gen',
  'Core 13th Gen',
  'Core 14th Gen',
  'Core Ultra 200S',
] as const;
export type CpuGeneration = (typeof CPU_GENERATIONS)[number];

/**
 * The maker figures the fit checks rest on (issue 22): each one, where a part has it, must name
 * its source in the part's `sources`, so a reader can check the number against the maker.
 */
export const SOURCED_FIGURES = [
  'maxGpuSlots',
  'maxGpuLengthWithFrontRadiatorMm',
  'ramClearanceMm',
  'ratedTdpW',
  'gpuSlotSpacing',
] as const;
export type SourcedFigure = (typeof SOURCED_FIGURES)[number];

/** A maker's page or manual: an https address. */
export const sourceUrl = z.url({ protocol: /^https$/, error: 'a source is an https:// address' });

/** Fields every part has. */
export const base = z.strictObject({
  /** Stable id, ours: the category, then a slug of brand and model, e.g. `cpu-amd-ryzen-5-7600`. Required (links and saved builds use it). */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case kebab-case'),
  /** Full retail name as a shop lists it (shop). Required. */
  name: z.string().min(3).max(120),
  /** Maker of the product (board partner for GPUs and boards), as the maker spells it. Required. */
  brand: z.string().min(2).max(40),
  /**
   * Whole pesos: our estimate of Philippine retail as of the file's `pricesAsOf`. At load, a part
   * shops listed in the newest snapshot takes its lowest credible shop offer instead (PriceFacts
   * says which). Required: a part with no price cannot be totalled.
   */
  price: z.number().int().min(100).max(500_000),
  /**
   * Where the part's figures come from: field name → the maker's page or manual (https) that
   * prints that figure for this exact model, e.g. `{ "maxGpuSlots": "https://lian-li.com/…" }`;
   * for a setup part (issue 29) it may be the shop listing whose title carries the maker's rating
   * (a UPS's watts), when no maker page was at hand.
   * Every figure in SOURCED_FIGURES must have one; a key must name a field the part has.
   * Optional: left out when the part has none of those figures.
   */
  sources: z.record(z.string(), sourceUrl).optional(),
});
