/**
 * Sharing a saved build to the community gallery (spec §2.11 share dialog, §5 "Share form", §7
 * POST /api/community/builds): the form's checks in the spec's order and texts, and the payload.
 * Titles, descriptions and their limits are the gallery's own (community.ts), as the API checks them.
 */
import {
  NO_PARTS_TO_SHARE,
  TITLE_REQUIRED,
  descriptionProblem,
  normaliseText,
  normaliseTitle,
  titleProblem,
} from './community.ts';
import { explainFailure, type Failure } from '../site/user-errors.ts';
import { DEFAULT_PURPOSE, type Purpose } from '../builder/purpose.ts';
import { formatManilaDate } from '../format/dates.ts';

export const SHARE_MESSAGES = {
  titleRequired: TITLE_REQUIRED,
  noParts: NO_PARTS_TO_SHARE,
  loginRequired: 'Login required',
  failed: 'Share failed',
} as const;

export interface ShareInput {
  title: string;
  description: string;
  partCount: number;
  signedIn: boolean;
}

/**
 * The first problem with a share, or null when it may be sent: the spec's order (title, parts,
 * login), the title's other rules with it, then the description's.
 */
export function shareProblem({ title, description, partCount, signedIn }: ShareInput): string | null {
  const titleIssue = titleProblem(normaliseTitle(title));
  if (titleIssue) return titleIssue;
  if (partCount === 0) return SHARE_MESSAGES.noParts;
  if (!signedIn) return SHARE_MESSAGES.loginRequired;
  return descriptionProblem(normaliseText(description));
}

/**
 * What a refused share says: the spec's 'Login required' for a lost session, else 'Share failed',
 * then what happened in plain words (issue 20: src/domain/site/user-errors.ts).
 */
export function shareFailedMessage(failure: Failure): string {
  const lead = failure.status === 401 ? `${SHARE_MESSAGES.loginRequired}.` : `${SHARE_MESSAGES.failed}:`;
  return `${lead} ${explainFailure(failure, 'form').message}`;
}

export interface SharePayload<P> {
  title: string;
  description: string;
  parts: P;
  total_price: number;
  purpose: Purpose;
  saved_build_id: string | null;
}

export interface ShareDraft<P> {
  title: string;
  description: string;
  parts: P;
  /** The build's total, when known. */
  total?: number | undefined;
  /** Each part's price, for a missing total. */
  partPrices: readonly number[];
  /** The build's own purpose by default (issue 22: not "Not specified"). */
  purpose?: Purpose;
  savedBuildId?: string | null;
}

/** Spec §5: trimmed title and description; a missing total is the rounded sum of part prices. */
export function sharePayload<P>({ title, description, parts, total, partPrices, purpose = DEFAULT_PURPOSE, savedBuildId = null }: ShareDraft<P>): SharePayload<P> {
  return {
    title: normaliseTitle(title),
    description: normaliseText(description),
    parts,
    total_price: typeof total === 'number' && Number.isFinite(total) ? total : Math.round(partPrices.reduce((a, b) => a + b, 0)),
    purpose,
    saved_build_id: savedBuildId,
  };
}

/** A gallery post made from a saved build (GET /api/builds answers them with each build, newest first). */
export interface SharedPost {
  id: string;
  title: string;
  created_at: string;
}

/** The posts an answer carries for a build, made safe to read (none when missing or malformed). */
export function sharedPostsFrom(data: unknown): SharedPost[] {
  const list = (data as { shared_posts?: unknown } | null)?.shared_posts;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is SharedPost => Boolean(p) && typeof p === 'object' && typeof p.id === 'string' && typeof p.title === 'string' && typeof p.created_at === 'string',
  );
}

/**
 * Issue 25: sharing a saved build that is already in the gallery asks first — another post of
 * the same build would split its votes and comments.
 */
export function shareAgainQuestion(buildName: string, posts: readonly SharedPost[]): string | null {
  const [latest] = posts;
  if (!latest) return null;
  const times = posts.length === 1 ? '' : ` (${posts.length} times so far)`;
  return `You already shared “${buildName}” to the community on ${formatManilaDate(latest.created_at)}${times}. Share it again as a new post? Its votes and comments would start from zero.`;
}
