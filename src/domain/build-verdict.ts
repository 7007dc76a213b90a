/**
 * The verdict as the API answers it for a saved build or a community post (issue 22: the
 * builder's own, for the build's purpose), and how a client reads it. Kept apart from the rules
 * that compute it (saved-build.ts, builder/compatibility.ts) so that the dashboard and the gallery
 * can read a verdict without shipping the rules.
 */
import type { Badge } from './builder/compatibility.ts';
import { purposeFrom, type Purpose } from './builder/purpose.ts';

/**
 * `warnings` is spec §3's list (problems, then notes); `has_issues` means a problem (DESIGN.md:
 * notes are not issues).
 */
export interface BuildVerdict {
  purpose: Purpose;
  warnings: string[];
  problems: string[];
  notes: string[];
  has_issues: boolean;
  badges: Badge[];
}

const textsOf = (list: unknown): string[] => (Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string') : []);

/** A verdict as a client reads it from the API: tolerant of anything malformed, never throws. */
export function asVerdict(data: Record<string, unknown>): BuildVerdict {
  const badges = Array.isArray(data['badges']) ? (data['badges'] as unknown[]) : [];
  return {
    purpose: purposeFrom(data['purpose']),
    warnings: textsOf(data['warnings']),
    problems: textsOf(data['problems']),
    notes: textsOf(data['notes']),
    has_issues: data['has_issues'] === true,
    badges: badges.filter((b): b is Badge => Boolean(b) && typeof (b as Badge).label === 'string' && typeof (b as Badge).tone === 'string'),
  };
}
