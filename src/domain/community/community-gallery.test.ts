import { describe, expect, it } from 'vitest';
import {
  COMMENT_FAILED_NOTICE,
  COMMENT_LOGIN_PLACEHOLDER,
  DELETE_LOGIN_REQUIRED,
  EMPTY_TEXT,
  EMPTY_TITLE,
  FETCH_FAILED,
  LOAD_ERROR,
  LOAD_FAILED,
  LOADING_BUILDS,
  PREBUILT_SEGMENTS,
  PURPOSE_TABS,
  VOTE_FAILED_NOTICE,
  VOTE_LOGIN_REQUIRED,
  asCommunityBuilds,
  asCommunityDetail,
  authorAvatar,
  buildIdFrom,
  buildLink,
  deleteFailure,
  formatScore,
  galleryAddress,
  galleryHeading,
  communityHeading,
  prebuiltHeading,
  isOwner,
  loadEntries,
  mergeBuilds,
  shareBuildHref,
  purposeOfSegment,
  withCounts,
  withExplanation,
} from './community-gallery.ts';
import { isKnownRoute } from '../site/routes.ts';
import type { CommunityBuild } from './community.ts';
import type { Purpose } from '../builder/purpose.ts';
import { aBuild } from '../../../worker/testing/factories.ts';

const build = (id: string, up: number, down: number, created: string, extra: Partial<CommunityBuild> = {}): CommunityBuild => ({
  id,
  user_id: 'u1',
  username: 'Dana',
  profile_picture: null,
  title: `Build ${id}`,
  description: '',
  parts: aBuild({ cpu: { id: 'cpu-1', name: 'CPU', price: 1000 } }),
  total_price: 1000,
  up_votes: up,
  down_votes: down,
  score: up - down,
  user_vote: 'none',
  purpose: 'gaming',
  created_at: created,
  saved_build_id: null,
  problem_topics: [],
  note_count: 0,
  ...extra,
});

describe('texts the spec gives, word for word', () => {
  it('gallery, detail and dialogs', () => {
    expect(LOADING_BUILDS).toBe('Loading amazing builds...');
    expect(EMPTY_TITLE).toBe('No builds shared yet');
    expect(EMPTY_TEXT).toBe('Be the first to share your amazing PC build with the community!');
    expect(LOAD_FAILED).toBe('Failed to load builds');
    expect(FETCH_FAILED).toBe('Failed to fetch build');
    expect(COMMENT_LOGIN_PLACEHOLDER).toBe('Login required to comment');
    expect(COMMENT_FAILED_NOTICE.message).toBe('Failed to comment');
    expect(VOTE_FAILED_NOTICE.message).toBe('Vote failed');
    expect(VOTE_LOGIN_REQUIRED).toEqual({ title: 'Login Required', message: 'You need to be logged in to vote on builds.' });
    expect(DELETE_LOGIN_REQUIRED).toEqual({ title: 'Authentication Required', message: 'Login required' });
    expect(LOAD_ERROR).toEqual({ title: 'Load Error', message: 'Failed to load build into builder' });
  });
});

describe('SHARE BUILD (spec §5)', () => {
  it("goes to /login without a usable token, else to the saved builds", () => {
    for (const token of [null, undefined, '', 'null', 'undefined']) expect(shareBuildHref(token)).toBe('/login');
    expect(shareBuildHref('cookie-session')).toBe('/dashboard?section=saved');
    expect(shareBuildHref('abc.def')).toBe('/dashboard?section=saved');
  });
});

describe('pages and addresses', () => {
  it('has one page per /prebuilt segment (the spec\'s addresses, generaluse included); all shows every purpose', () => {
    expect(PREBUILT_SEGMENTS).toEqual(['all', 'gaming', 'productivity', 'generaluse']);
    expect(PREBUILT_SEGMENTS.map(purposeOfSegment)).toEqual([null, 'gaming', 'productivity', 'generaluse']);
    expect(PURPOSE_TABS.map((t) => t.href)).toEqual(['/prebuilt/all', '/prebuilt/gaming', '/prebuilt/productivity', '/prebuilt/generaluse']);
    for (const tab of PURPOSE_TABS) expect(isKnownRoute(tab.href)).toBe(true);
    expect(galleryHeading(null)).toBe('Community Builds');
    expect(galleryHeading('generaluse')).toBe('General Use Builds');
  });

  it('a /prebuilt page is headed as pre-built PCs, the gallery under it as the community’s (issue 25)', () => {
    expect([null, 'gaming', 'generaluse'].map((p) => prebuiltHeading(p as Purpose | null))).toEqual(['Pre-built PCs', 'Gaming PCs', 'General use PCs']);
    expect([null, 'productivity'].map((p) => communityHeading(p as Purpose | null))).toEqual(['Community builds', 'Community productivity builds']);
  });

  it('reads and writes ?build=ID, keeping other parameters', () => {
    expect(buildIdFrom('?build=abc-1')).toBe('abc-1');
    expect(buildIdFrom('?build=%20')).toBeNull();
    expect(buildIdFrom('')).toBeNull();
    expect(galleryAddress('/community', '', 'abc')).toBe('/community?build=abc');
    expect(galleryAddress('/community', '?build=abc', null)).toBe('/community');
    expect(galleryAddress('/prebuilt/gaming', '?ref=fb&build=abc', null)).toBe('/prebuilt/gaming?ref=fb');
    expect(galleryAddress('/community', '?build=old', 'new id')).toBe('/community?build=new+id');
    expect(buildIdFrom(new URL(galleryAddress('/community', '', 'a&b=c'), 'https://x.ph').search)).toBe('a&b=c');
    expect(buildLink('https://pcbuilder.ph', 'a b')).toBe('https://pcbuilder.ph/community?build=a%20b');
  });
});

describe('the list', () => {
  it('reads only builds with an id, with counts and texts always present; a non-list is a failure', () => {
    expect(asCommunityBuilds({ error: 'x' })).toBeNull();
    const [only, ...rest] = asCommunityBuilds([null, 'x', { title: 'no id' }, { id: 'a', up_votes: 3, down_votes: -2, user_vote: 'sideways' }])!;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: 'a', title: '', description: '', username: '', up_votes: 3, down_votes: 0, score: 3, user_vote: 'none', total_price: 0 });
  });

  it('reads a detail with its comments; anything else is no build', () => {
    expect(asCommunityDetail(null)).toBeNull();
    const d = asCommunityDetail({ ...build('a', 1, 0, '2025-06-01T00:00:00Z'), comments: [{ id: 'c1', text: 'Nice' }, { text: 'no id' }], comment_count: 7 })!;
    expect(d.comments.map((c) => c.id)).toEqual(['c1']);
    expect(d.comment_count).toBe(7);
    expect(asCommunityDetail({ id: 'b', comments: 'nope' })).toMatchObject({ comments: [], comment_count: 0 });
  });

  it('reads a detail’s verdict and purpose; an old post without a purpose reads as gaming', () => {
    const d = asCommunityDetail({ ...build('a', 0, 0, ''), purpose: 'productivity', problems: ['P', 3], notes: ['N'], warnings: ['P', 'N'], has_issues: true, badges: [{ label: 'BALANCED', tone: 'good' }, 'x'] })!;
    expect(d).toMatchObject({ purpose: 'productivity', problems: ['P'], notes: ['N'], warnings: ['P', 'N'], has_issues: true, badges: [{ label: 'BALANCED', tone: 'good' }] });
    expect(asCommunityDetail({ id: 'old', purpose: null })).toMatchObject({ purpose: 'gaming', problems: [], notes: [], has_issues: false });
  });

  it('puts pages together once per build, in the order the server sent them', () => {
    const first = [build('a', 5, 0, '2025-06-01T00:00:00Z'), build('b', 2, 0, '2025-06-02T00:00:00Z')];
    // Votes moved b onto the next page too, with a newer count; e had waited for a later page
    // (the first page shows at most three builds of one author) and stays below.
    const second = [build('b', 3, 0, '2025-06-02T00:00:00Z'), build('e', 9, 0, '2025-06-05T00:00:00Z'), build('c', 0, 0, '2025-06-03T00:00:00Z')];
    const merged = mergeBuilds(first, second);
    expect(merged.map((b) => b.id)).toEqual(['a', 'b', 'e', 'c']);
    expect(merged.find((b) => b.id === 'b')!.up_votes).toBe(3);
  });

  it("changes one build's counts and score, leaving its place", () => {
    const list = [build('a', 5, 0, '2025-06-01T00:00:00Z'), build('b', 2, 0, '2025-06-02T00:00:00Z')];
    const after = withCounts(list, 'b', { up_votes: 9, down_votes: 1, user_vote: 'up' });
    expect(after.map((b) => [b.id, b.score, b.user_vote])).toEqual([
      ['a', 5, 'none'],
      ['b', 8, 'up'],
    ]);
  });
});

describe('owners, scores, avatars', () => {
  it('shows delete only when the user id equals the build user_id (spec §6)', () => {
    const b = build('a', 0, 0, '');
    expect(isOwner('u1', b)).toBe(true);
    expect(isOwner('u2', b)).toBe(false);
    expect(isOwner(undefined, b)).toBe(false);
    expect(isOwner('', { user_id: '' })).toBe(false);
  });

  it('writes a net score with its sign', () => {
    expect(formatScore(3)).toBe('+3');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(-2)).toBe('\u22122');
  });

  it('shows only our own avatar route, never a URL someone supplied', () => {
    const own = '/api/users/u1/avatar?v=abc-123';
    expect(authorAvatar(own, '/d.svg')).toBe(own);
    for (const other of ['https://evil.example/x.png', 'javascript:alert(1)', '//evil.example/a', '/api/users/u1/avatar?v=1&x=<', null, 42]) {
      expect(authorAvatar(other, '/d.svg')).toBe('/d.svg');
    }
  });
});

describe('failures', () => {
  it("community delete: 'Login required' in 'Authentication Required' with sign-in, else 'Delete failed' in 'Delete Error', each with why in plain words", () => {
    expect(deleteFailure({ status: 401, code: 'UNAUTHORIZED', error: 'Please sign in first.' })).toEqual({
      ...DELETE_LOGIN_REQUIRED,
      reason: "Your session has ended, so you're signed out. Nothing was changed — sign in again and you'll come back here.",
      signIn: true,
    });
    expect(deleteFailure({ status: 404, code: 'NOT_FOUND', error: 'No community build with this id.' })).toEqual({
      title: 'Delete Error',
      message: 'Delete failed',
      reason: "It isn't there any more; it may have been deleted. Nothing was changed — reload the page to see what's there now.",
    });
    expect(deleteFailure({ status: 0, error: 'Network error' }).reason).toBe(
      "We couldn't reach the server. Nothing was changed — check your connection and try again.",
    );
  });

  it("keeps the spec's 'Vote failed' and adds what happened in plain words, never the raw text", () => {
    expect(withExplanation(VOTE_FAILED_NOTICE, { status: 0, error: 'Failed to fetch' })).toEqual({
      ...VOTE_FAILED_NOTICE,
      reason: "We couldn't reach the server. Nothing was changed — check your connection and try again.",
    });
    expect(withExplanation(VOTE_FAILED_NOTICE, { status: 429, retryAfter: 20, code: 'RATE_LIMITED', error: 'Too many requests' }).reason).toBe(
      'There were too many tries in a short time. Nothing was changed — try again in 20 seconds.',
    );
    expect(withExplanation(VOTE_FAILED_NOTICE, { status: 401 }).signIn).toBe(true);
    expect(VOTE_FAILED_NOTICE.message).toBe('Vote failed');
  });
});

describe('load into the builder (spec §4 Edit or Load)', () => {
  it('stores the parts as loadedBuild, with the build’s purpose, for /builder', () => {
    const b = build('a', 0, 0, '', { purpose: 'productivity' });
    expect(loadEntries(b)).toEqual([['loadedBuild', JSON.stringify({ ...b.parts, purpose: 'productivity' })]]);
  });
});
