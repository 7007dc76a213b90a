/**
 * The community gallery as the browser shows it (spec §2.1 gallery routes, §2.13, §4 "Edit or
 * Load", "Deleting", §5 "SHARE BUILD", "Comment", "Vote", §8 "Community"): its texts word for
 * word, which page shows which builds, the build's own address, pages of builds put together in
 * score order, and who may delete. The shared card and vote rules are in community.ts.
 */
import { isOwnAvatarUrl } from '../accounts/avatar-url.ts';
import { STORAGE_KEYS } from '../builder/persistence.ts';
import { PURPOSES, PURPOSE_LABELS, purposeFrom, type Purpose } from '../builder/purpose.ts';
import { asVerdict, asVerdictSummary } from '../saved-builds/build-verdict.ts';
import {
  scoreOf,
  type CommunityBuild,
  type CommunityBuildDetail,
  type CommunityComment,
  type VoteCounts,
} from './community.ts';
import { isUsableToken } from '../accounts/session.ts';
import { explainFailure, type Failure, type Kept } from '../site/user-errors.ts';

// ---- Texts (spec §2.13, §5, §8) ---------------------------------------------------------------

export const LOADING_BUILDS = 'Loading amazing builds...';
export const EMPTY_TITLE = 'No builds shared yet';
export const EMPTY_TEXT = 'Be the first to share your amazing PC build with the community!';
export const LOAD_FAILED = 'Failed to load builds';
export const FETCH_FAILED = 'Failed to fetch build';
export const COMMENT_FAILED = 'Failed to comment';
export const COMMENT_LOGIN_PLACEHOLDER = 'Login required to comment';
export const VOTE_FAILED = 'Vote failed';

/** A titled alert: what the gallery's dialogs say, what happened in plain words, and whether signing in helps. */
export interface Notice {
  title: string;
  message: string;
  reason?: string;
  /** The session ended: the dialog offers sign-in, back to this page. */
  signIn?: boolean;
}

/** Spec §5 "Vote": without a token; the dialog has Close and Login (to /login). */
export const VOTE_LOGIN_REQUIRED: Notice = { title: 'Login Required', message: 'You need to be logged in to vote on builds.' };
/** Spec §5 "Comment": without a token an alert says 'Login required'. */
export const COMMENT_LOGIN_REQUIRED: Notice = { title: 'Login Required', message: 'Login required' };
/** Spec §8 "Community delete". */
export const DELETE_LOGIN_REQUIRED: Notice = { title: 'Authentication Required', message: 'Login required' };
export const DELETE_ERROR_TITLE = 'Delete Error';
export const DELETE_FAILED = 'Delete failed';
/** Spec §8: 'Failed to load build into builder' in a 'Load Error' dialog. */
export const LOAD_ERROR: Notice = { title: 'Load Error', message: 'Failed to load build into builder' };

/** Spec §8: 'Vote failed' and 'Failed to comment' are alerts. */
export const VOTE_FAILED_NOTICE: Notice = { title: 'Vote Error', message: VOTE_FAILED };
export const COMMENT_FAILED_NOTICE: Notice = { title: 'Comment Error', message: COMMENT_FAILED };

/**
 * A failure's alert: the spec's words, then what happened in plain words (src/domain/site/user-errors.ts,
 * issue 20), and sign-in when the session ended.
 */
export function withExplanation(notice: Notice, failure: Failure, kept: Kept = 'nothing'): Notice {
  const said = explainFailure(failure, kept);
  return { ...notice, reason: said.message, ...(said.action === 'sign-in' ? { signIn: true } : {}) };
}

/** Spec §8: a refused community delete — 'Login required' when the session is gone, else 'Delete failed' — and why. */
export function deleteFailure(failure: Failure): Notice {
  return withExplanation(failure.status === 401 ? DELETE_LOGIN_REQUIRED : { title: DELETE_ERROR_TITLE, message: DELETE_FAILED }, failure);
}

// ---- Pages and addresses ----------------------------------------------------------------------

/** Spec §5 "SHARE BUILD": to /login without a usable token, else to the saved builds. */
export const SHARE_BUILD_TARGET = '/dashboard?section=saved';
export function shareBuildHref(token: string | null | undefined): string {
  return isUsableToken(token) ? SHARE_BUILD_TARGET : '/login';
}

/** Spec §2.1: /prebuilt/{all | gaming | productivity | generaluse}; 'all' shows every build. */
export const PREBUILT_SEGMENTS = ['all', ...PURPOSES] as const;
export type PrebuiltSegment = (typeof PREBUILT_SEGMENTS)[number];
export const purposeOfSegment = (segment: PrebuiltSegment): Purpose | null => (segment === 'all' ? null : segment);

/** The gallery's filter links: every build, then one per purpose. */
export const PURPOSE_TABS: { href: string; label: string; purpose: Purpose | null }[] = [
  { href: '/prebuilt/all', label: 'All builds', purpose: null },
  ...PURPOSES.map((purpose) => ({ href: `/prebuilt/${purpose}`, label: PURPOSE_LABELS[purpose], purpose })),
];

const HEADINGS: Record<Purpose, string> = {
  gaming: 'Gaming Builds',
  productivity: 'Productivity Builds',
  generaluse: 'General Use Builds',
};
export function galleryHeading(purpose: Purpose | null): string {
  return purpose === null ? 'Community Builds' : HEADINGS[purpose];
}

/** The gallery's heading under a /prebuilt page's own (issue 25): "Community builds", "Community gaming builds". */
export function communityHeading(purpose: Purpose | null): string {
  return purpose === null ? 'Community builds' : `Community ${PURPOSE_LABELS[purpose].toLowerCase()} builds`;
}

/** A /prebuilt page's heading (issue 25): "Pre-built PCs", "Gaming PCs". */
export function prebuiltHeading(purpose: Purpose | null): string {
  return purpose === null ? 'Pre-built PCs' : `${PURPOSE_LABELS[purpose]} PCs`;
}

/** The query parameter that names the build whose details are open: /community?build=ID. */
export const BUILD_PARAM = 'build';

export function buildIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get(BUILD_PARAM)?.trim();
  return id ? id : null;
}

/** The page's address with the build's details open (an id) or closed (null); other parameters stay. */
export function galleryAddress(pathname: string, search: string, buildId: string | null): string {
  const params = new URLSearchParams(search);
  if (buildId === null) params.delete(BUILD_PARAM);
  else params.set(BUILD_PARAM, buildId);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The link people paste into a Facebook group: the gallery with this build open. */
export function buildLink(origin: string, id: string): string {
  return `${origin}/community?${BUILD_PARAM}=${encodeURIComponent(id)}`;
}

// ---- The list ---------------------------------------------------------------------------------

/**
 * What the list call answered, made safe to render: objects with an id only, numbers and texts
 * always present. Null when the answer is not a list at all (a failed load, not "no builds").
 */
export function asCommunityBuilds(data: unknown): CommunityBuild[] | null {
  if (!Array.isArray(data)) return null;
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  const text = (s: unknown) => (typeof s === 'string' ? s : '');
  return data
    .filter((b): b is Record<string, unknown> => Boolean(b) && typeof b === 'object' && typeof (b as { id?: unknown }).id === 'string')
    .map((b) => {
      const up = count(b['up_votes']);
      const down = count(b['down_votes']);
      const vote = b['user_vote'];
      return {
        ...(b as unknown as CommunityBuild),
        user_id: text(b['user_id']),
        username: text(b['username']),
        title: text(b['title']),
        description: text(b['description']),
        parts: (b['parts'] && typeof b['parts'] === 'object' ? b['parts'] : {}) as CommunityBuild['parts'],
        total_price: typeof b['total_price'] === 'number' && Number.isFinite(b['total_price']) ? b['total_price'] : 0,
        up_votes: up,
        down_votes: down,
        score: up - down,
        user_vote: vote === 'up' || vote === 'down' ? vote : 'none',
        created_at: text(b['created_at']),
        purpose: purposeFrom(b['purpose']),
        ...asVerdictSummary(b),
      };
    });
}

/**
 * The next page put after the builds already shown, in the order the server sent them (its
 * first page shows at most a few builds of one author, the rest come later, so re-sorting by
 * score would pull them back to the top): a build met again (votes moved it between pages) keeps
 * its place, with its newer copy.
 */
export function mergeBuilds(shown: readonly CommunityBuild[], page: readonly CommunityBuild[]): CommunityBuild[] {
  const byId = new Map(shown.map((b) => [b.id, b]));
  for (const b of page) byId.set(b.id, b);
  return [...byId.values()];
}

/** The list after one build's counts changed (a vote); its place stays until the next load. */
export function withCounts<B extends CommunityBuild>(builds: readonly B[], id: string, counts: VoteCounts): B[] {
  return builds.map((b) => (b.id === id ? { ...b, ...counts, score: scoreOf(counts) } : b));
}

/** Spec §6: the delete button shows when the user's id equals the build's user_id. */
export function isOwner(userId: string | null | undefined, build: Pick<CommunityBuild, 'user_id'>): boolean {
  return typeof userId === 'string' && userId !== '' && userId === build.user_id;
}

/** A net score as a card shows it: +3, 0, −2. */
export function formatScore(score: number): string {
  if (score > 0) return `+${score}`;
  if (score < 0) return `\u2212${-score}`;
  return '0';
}

/** Avatars shown to others come only from our own avatar route; anything else is the default. */
export function authorAvatar(picture: unknown, fallback: string): string {
  return isOwnAvatarUrl(picture) ? picture : fallback;
}

// ---- Load into the builder (spec §4 "Edit or Load") -------------------------------------------

/** What goes into local storage before /builder opens: the parts object as loadedBuild, with the build's purpose. */
export function loadEntries(build: Pick<CommunityBuild, 'parts' | 'purpose'>): [string, string][] {
  return [[STORAGE_KEYS.loadedBuild, JSON.stringify({ ...build.parts, purpose: build.purpose })]];
}
export const LOAD_TARGET = '/builder';

/** The detail call's answer made safe to render, or null when it is not a build. */
export function asCommunityDetail(data: unknown): CommunityBuildDetail | null {
  const [build] = asCommunityBuilds([data]) ?? [];
  if (!build) return null;
  const raw = (data as { comments?: unknown; comment_count?: unknown }).comments;
  const comments = (Array.isArray(raw) ? raw : [])
    .filter((c): c is CommunityComment => Boolean(c) && typeof c === 'object' && typeof (c as { id?: unknown }).id === 'string')
    .map((c) => ({
      ...c,
      user_id: typeof c.user_id === 'string' ? c.user_id : '',
      username: typeof c.username === 'string' ? c.username : '',
      text: typeof c.text === 'string' ? c.text : '',
    }));
  const total = (data as { comment_count?: unknown }).comment_count;
  const { purpose: _purpose, ...verdict } = asVerdict(data as Record<string, unknown>);
  return { ...build, ...verdict, comments, comment_count: typeof total === 'number' && total >= comments.length ? total : comments.length };
}
