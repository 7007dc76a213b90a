/**
 * What the builder's live region says when the verdict changes (issue 25): the verdict line, and
 * any problem that was not there before, in a sentence or two. It says nothing when the verdict
 * reads the same (a price typed into "your quote", a part swapped for a twin), so a screen reader
 * is not handed the whole summary on every change.
 */
import { verdictLine, type CompatibilityResult } from './compatibility.ts';

export type Verdict = Pick<CompatibilityResult, 'empty' | 'compatSeverity' | 'problems' | 'notes'>;

/** New problems named in the announcement; more are counted, not read out. */
export const ANNOUNCED_PROBLEMS_MAX = 2;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The announcement for going from `before` to `after`, or null when there is nothing new to say. */
export function verdictAnnouncement(before: Verdict, after: Verdict): string | null {
  const line = verdictLine(after);
  const seen = new Set(before.problems);
  const fresh = after.problems.filter((p) => !seen.has(p));
  if (line === verdictLine(before) && fresh.length === 0) return null;
  const named = fresh.slice(0, ANNOUNCED_PROBLEMS_MAX).map(sentence);
  const more = fresh.length - named.length;
  return [sentence(line), ...named, ...(more > 0 ? [`And ${more} more.`] : [])].join(' ');
}
