/**
 * The community gallery's rules (spec §2.13, §3 "Community build" and "Comment", §4 "Votes",
 * §5 "Share form" and "Comment", §9), shared by the gallery island and the API: what a title,
 * description and comment may be, how a card shortens them, the score order, and what a click
 * on a thumb does to the vote and the counts.
 */
import type { Purpose } from '../builder/purpose.ts';
import { normaliseDisplayName } from '../accounts/display-name.ts';
import { textFaultMessage, writtenTextProblem } from '../accounts/visible-text.ts';
import type { BuildVerdict, VerdictSummary } from '../saved-builds/build-verdict.ts';
import type { StoredParts } from '../saved-builds/saved-build.ts';

// ---- Texts and limits -------------------------------------------------------------------------

/** Spec §5 "Share form" texts; the API answers with the same ones. */
export const TITLE_REQUIRED = 'Title required';
export const NO_PARTS_TO_SHARE = 'Build has no parts to share';

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;
export const COMMENT_MAX = 1000;
export const TITLE_TOO_LONG = `Title must be ${TITLE_MAX} characters or less`;
export const TITLE_INVISIBLE = textFaultMessage('Title', 'hidden');
export const DESCRIPTION_TOO_LONG = `Description must be ${DESCRIPTION_MAX} characters or less`;
export const DESCRIPTION_INVISIBLE = textFaultMessage('Description', 'hidden');
export const COMMENT_REQUIRED = 'Write a comment first';
export const COMMENT_TOO_LONG = 'Comment must be 1,000 characters or less';
export const COMMENT_INVISIBLE = textFaultMessage('Comment', 'hidden');
export const COMMUNITY_BUILD_NOT_FOUND = 'No community build with this id.';

/** How many builds one person may have in the gallery at once (a flood fills everyone's gallery). */
export const MAX_LIVE_POSTS = 50;
export const TOO_MANY_POSTS = `You can have at most ${MAX_LIVE_POSTS} builds shared at once. Delete one you no longer want shown, then share again.`;
/** The gallery's first page shows at most this many builds of one author; the rest follow on later pages. */
export const FIRST_PAGE_POSTS_PER_AUTHOR = 3;

/**
 * Spec §9 cuts a card's title to its first 2 words ("7800X3D +"); issue 25 shows it whole,
 * clamped to two lines by the card's style (the full title is its accessible name). The first
 * 100 characters of the description stay.
 */
export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const NO_DESCRIPTION = 'No description provided.';

// ---- What people write ------------------------------------------------------------------------

/** A title is one line, written like a display name: NFC, spaces folded, trimmed. */
export function normaliseTitle(raw: string): string {
  return normaliseDisplayName(raw);
}

/** The problem with a normalised title, or null. */
export function titleProblem(title: string): string | null {
  return writtenTextProblem(title, { field: 'Title', max: TITLE_MAX, tooLong: TITLE_TOO_LONG, required: TITLE_REQUIRED });
}

/**
 * Descriptions and comments may run over several lines: NFC, every line break as "\n", tabs as
 * spaces, trimmed. Nothing else is changed; the text is shown as text, never as HTML.
 */
export function normaliseText(raw: string): string {
  return raw.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
}

/** The problem with a normalised description (optional, so empty is fine), or null. */
export function descriptionProblem(description: string): string | null {
  return writtenTextProblem(description, { field: 'Description', max: DESCRIPTION_MAX, tooLong: DESCRIPTION_TOO_LONG, lineBreaks: true });
}

/** The problem with a normalised comment, or null. Spec §5: a blank comment is not sent. */
export function commentProblem(text: string): string | null {
  return writtenTextProblem(text, { field: 'Comment', max: COMMENT_MAX, tooLong: COMMENT_TOO_LONG, required: COMMENT_REQUIRED, lineBreaks: true });
}

// ---- Cards ------------------------------------------------------------------------------------

/** A card's title: the whole title on one line of words (issue 25; the style clamps it to two lines). */
export function cardTitle(title: string): string {
  return title.trim().split(/\s+/).filter(Boolean).join(' ');
}

/** Spec §2.13: the description cut at 100 characters with an ellipsis, or 'No description provided.' */
export function descriptionPreview(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (text === '') return NO_DESCRIPTION;
  const chars = [...text];
  if (chars.length <= DESCRIPTION_PREVIEW_LENGTH) return text;
  return `${chars.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('').trimEnd()}...`;
}

// ---- Score order ------------------------------------------------------------------------------

export interface Scored {
  id: string;
  up_votes: number;
  down_votes: number;
  created_at: string;
}

/** Spec §7: a build's score is its up votes minus its down votes. */
export function scoreOf(build: Pick<Scored, 'up_votes' | 'down_votes'>): number {
  return build.up_votes - build.down_votes;
}

/**
 * The gallery's order, the same as the API's: highest score first, newest first on a tie, then
 * by id (descending) so that the order is total.
 */
export function compareByScore(a: Scored, b: Scored): number {
  return (
    scoreOf(b) - scoreOf(a) ||
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

// ---- Votes ------------------------------------------------------------------------------------

/** A stored vote. */
export type VoteDirection = 'up' | 'down';
/** What a user's vote on a build is (spec §3 user_vote). */
export type UserVote = VoteDirection | 'none';
/** What the vote call sends (spec §7). */
export type VoteRequest = VoteDirection | 'unvote';
export const VOTE_REQUESTS = ['up', 'down', 'unvote'] as const satisfies readonly VoteRequest[];

export interface VoteCounts {
  up_votes: number;
  down_votes: number;
  user_vote: UserVote;
}

/**
 * Spec §4 "Votes": clicking the active direction removes the vote (unvote); clicking the other
 * direction switches; clicking from none sets it. Answers what to send and the vote after it.
 */
export function nextVote(current: UserVote, clicked: VoteDirection): { send: VoteRequest; after: UserVote } {
  if (current === clicked) return { send: 'unvote', after: 'none' };
  return { send: clicked, after: clicked };
}

/** The vote a request leaves behind. */
export function voteAfter(request: VoteRequest): UserVote {
  return request === 'unvote' ? 'none' : request;
}

/**
 * Spec §4: the counts shown at once after a click, before the server answers; never below 0
 * (the counts on screen may be stale). The server's counts replace them when they arrive.
 */
export function optimisticVote(counts: VoteCounts, clicked: VoteDirection): VoteCounts {
  const { after } = nextVote(counts.user_vote, clicked);
  let up = counts.up_votes;
  let down = counts.down_votes;
  if (counts.user_vote === 'up') up -= 1;
  if (counts.user_vote === 'down') down -= 1;
  if (after === 'up') up += 1;
  if (after === 'down') down += 1;
  return { up_votes: Math.max(0, up), down_votes: Math.max(0, down), user_vote: after };
}

// ---- What the API answers ---------------------------------------------------------------------

/** Spec §3 "Comment", with its author's picture and time. */
export interface CommunityComment {
  id: string;
  user_id: string;
  username: string;
  /** Only ever our own avatar route, or null. */
  profile_picture: string | null;
  text: string;
  created_at: string;
}

/** Spec §3 "Community build", with its verdict's summary for the card's chip (issue 25). */
export interface CommunityBuild extends VoteCounts, VerdictSummary {
  id: string;
  user_id: string;
  /** The author's name today (a renamed author's posts show the new name). */
  username: string;
  profile_picture: string | null;
  title: string;
  description: string;
  /** The parts as they were shared: id, name and price of each. */
  parts: StoredParts;
  /** Whole pesos: the catalogue's prices when the build was shared, summed by the server. */
  total_price: number;
  /** up_votes − down_votes. */
  score: number;
  /** What the build is for (the /prebuilt/{purpose} pages); posts shared before it was asked read as gaming. */
  purpose: Purpose;
  created_at: string;
  /** The saved build it came from: only the author sees it (null for everyone else). */
  saved_build_id: string | null;
  /** Issue 29: the first photo's phone-sized file, and how many photos the post has. */
  cover_photo?: string | null;
  photo_count?: number;
}

/**
 * The detail call adds the comments (oldest first; the most recent ones when there are many) and
 * the verdict: the builder's own, over today's catalogue, for the post's purpose (issue 22).
 */
export interface CommunityBuildDetail extends CommunityBuild, Omit<BuildVerdict, 'purpose'> {
  comments: CommunityComment[];
  /** How many comments the build has in all. */
  comment_count: number;
}
