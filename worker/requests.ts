/**
 * The request schemas more than one router reads, in one module so that no route imports
 * another: a build's parts as the builder sends them (saved builds, community posts, short
 * links), its purpose, a display name (sign-up and profile), and the person's own prices.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './types.ts';
import { quotesOf, withQuotes } from '../src/domain/builder/your-quote.ts';
import { quotedPriceSchema } from '../src/domain/builder/your-quote-schema.ts';
import { customPartsSchema } from '../src/domain/builder/custom-parts-schema.ts';
import { withCustom, type CustomPart } from '../src/domain/builder/custom-parts.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, type MultiSlot, type SingleSlot } from '../src/domain/builder/slots.ts';
import { PURPOSES, PURPOSE_INVALID } from '../src/domain/builder/purpose.ts';
import { MAX_PARTS_PER_LIST, tooManyInListMessage } from '../src/domain/saved-builds/saved-build.ts';
import { displayNameProblem, normaliseDisplayName } from '../src/domain/accounts/display-name.ts';

/** A part as the builder sends it: its id, or the whole part object (`id` is read, and a `quote` is checked and kept). */
const partRef = (slot: string) =>
  z
    .union([z.string(), z.looseObject({ id: z.string() })], {
      error: `Each part in ${slot} must be a part id or an object with an id.`,
    })
    .superRefine((value, ctx) => {
      const quote = typeof value === 'object' ? value['quote'] : undefined;
      if (quote === undefined) return;
      const checked = quotedPriceSchema.safeParse(quote);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: `${slot}: ${checked.error.issues[0]?.message ?? 'the quoted price is not valid.'}` });
    })
    .nullable()
    .transform((value) => (value === null ? null : (typeof value === 'string' ? value : value.id).trim() || null));

const partsShape = {} as Record<SingleSlot | MultiSlot | 'custom', z.ZodType>;
// Issue 29: custom lines (name, category, price) for things the catalogue lacks.
partsShape.custom = customPartsSchema.optional().transform((list) => list ?? []);
for (const slot of SINGLE_SLOTS) partsShape[slot] = partRef(slot).optional().transform((id) => id ?? null);
for (const slot of MULTI_SLOTS) {
  partsShape[slot] = z
    .array(partRef(slot), { error: `${slot} must be a list of parts.` })
    .max(MAX_PARTS_PER_LIST, tooManyInListMessage(slot))
    .nullable()
    .optional()
    .transform((list) => (list ?? []).filter((id): id is string => id !== null));
}

/**
 * A parts object as the builder sends it (spec §3 "Build parts object"), as ids slot by slot;
 * `noParts` is the message when it is missing. Shared by saved builds, community posts and short links.
 */
export const partsSchema = (noParts: string) =>
  z.object(partsShape, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? noParts
        : 'parts must be an object of the builder slots (mobo, cpu, cpuCooler, gpus, rams, m2s, storage, psu, case, …).',
  });

/** A build's purpose as sent (saved builds and community posts): one of PURPOSES, or left out. */
export const purposeSchema = z.enum(PURPOSES, { error: PURPOSE_INVALID }).optional();

/** A display name as people will see it: normalised, nothing hidden (src/domain/accounts/display-name.ts). */
export function displayName(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .max(1000, emptyMessage)
    .transform(normaliseDisplayName)
    .superRefine((name, ctx) => {
      const problem = displayNameProblem(name, emptyMessage);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * The stored parts with the person's own prices: "your quote" on the parts (validated by the
 * schema above; the raw body, cached by Hono, still carries them) and the custom lines (issue 29).
 */
export async function withYourPrices<P extends object>(c: Context<AppEnv>, parts: P, parsed: { custom?: unknown }): Promise<P> {
  const quotes = quotesOf(((await c.req.json()) as { parts?: unknown }).parts);
  return withCustom(withQuotes(parts, quotes), (parsed.custom ?? []) as CustomPart[]);
}

