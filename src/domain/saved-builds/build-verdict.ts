/**
 * The verdict as the API answers it for a saved build or a community post (issue 22: the
 * builder's own, for the build's purpose), and how a client reads it. Kept apart from the rules
 * that compute it (saved-build.ts, builder/compatibility.ts) so that the dashboard and the gallery
 * can read a verdict without shipping the rules.
 */
import type { Badge } from '../builder/compatibility.ts';
import { purposeFrom, type Purpose } from '../builder/purpose.ts';

/**
 * `warnings` is spec §3's list (problems, then notes); `has_issues` means a problem (DESIGN.md:
 * notes are not issues).
 */
export interface BuildVerdict {
  purpose: Purpose;
  warnings: string[];
  problems: string[];
  /** Each problem in two or three words, in the same order (builder/problem-topics.ts). */
  problem_topics: string[];
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
    problem_topics: textsOf(data['problem_topics']),
    notes: textsOf(data['notes']),
    has_issues: data['has_issues'] === true,
    badges: badges.filter((b): b is Badge => Boolean(b) && typeof (b as Badge).label === 'string' && typeof (b as Badge).tone === 'string'),
  };
}

/** What a gallery card shows of a build's verdict: its problems' topics and how many notes it has. */
export interface VerdictSummary {
  problem_topics: string[];
  note_count: number;
}

export type ChipTone = 'bad' | 'warn' | 'good';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The verdict chip (issue 25): "1 problem: no CPU cooler", "2 problems: wrong CPU socket, PSU too
 * weak"; else the builder's words, "Compatible, with 2 notes" or "Compatible".
 */
export function verdictChip(v: VerdictSummary): { tone: ChipTone; text: string } {
  const topics = [...new Set(v.problem_topics)];
  if (v.problem_topics.length > 0) return { tone: 'bad', text: `${plural(v.problem_topics.length, 'problem')}: ${topics.join(', ')}` };
  if (v.note_count > 0) return { tone: 'warn', text: `Compatible, with ${plural(v.note_count, 'note')}` };
  return { tone: 'good', text: 'Compatible' };
}

/** A list item's summary as a client reads it: tolerant of anything malformed. */
export function asVerdictSummary(data: Record<string, unknown>): VerdictSummary {
  const notes = data['note_count'];
  return { problem_topics: textsOf(data['problem_topics']), note_count: typeof notes === 'number' && notes > 0 ? Math.floor(notes) : 0 };
}

/** The summary of a whole verdict (the detail, a starter build). */
export const summaryOf = (v: Pick<BuildVerdict, 'problem_topics' | 'notes'>): VerdictSummary => ({ problem_topics: v.problem_topics, note_count: v.notes.length });
