/**
 * The hand-edited overrides file (`content/prices/overrides.json`): for a listing the matcher
 * gets wrong or cannot decide, an editor names the part it is, or rejects it with a reason.
 * Overrides are keyed by the listing's URL and win over every rule except the duplicate and
 * outlier rules, which still apply to the offers they create.
 */
import { z } from 'zod';

const entry = z.union([
  z.strictObject({
    url: z.string().url(),
    /** The catalogue part id the listing is. */
    part: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Why, for the next editor. */
    note: z.string().min(3),
  }),
  z.strictObject({
    url: z.string().url(),
    /** Why the listing is not a price for any catalogue part. */
    reject: z.string().min(3),
  }),
]);

export const overridesSchema = z.strictObject({
  $comment: z.string().optional(),
  overrides: z.array(entry),
});
export type Overrides = z.infer<typeof overridesSchema>;
export type Override = Overrides['overrides'][number];

/** Parses the file and checks what spans entries: one entry per URL, every part id known. */
export function readOverrides(raw: unknown, knownPartIds: ReadonlySet<string>): Map<string, Override> {
  const parsed = overridesSchema.parse(raw);
  const byUrl = new Map<string, Override>();
  const problems: string[] = [];
  for (const o of parsed.overrides) {
    if (byUrl.has(o.url)) problems.push(`${o.url} is listed twice`);
    if ('part' in o && !knownPartIds.has(o.part)) problems.push(`${o.url} names part "${o.part}", which the catalogue does not have`);
    byUrl.set(o.url, o);
  }
  if (problems.length) throw new Error(`content/prices/overrides.json:\n- ${problems.join('\n- ')}`);
  return byUrl;
}
