import { describe, expect, it } from 'vitest';
import {
  actualRange,
  asDashboardBuilds,
  withSharedPost,
  averageCost,
  byCreated,
  deleteFailedMessage,
  detectedIssues,
  editEntries,
  estimatedRange,
  hasIssues,
  overview,
  partCount,
  partGroups,
  priceLine,
  sectionFrom,
  warningPreview,
  cardVerdict,
  statusOf,
  STATUS_LABELS,
  ESTIMATED_RANGE_LABEL,
  ESTIMATED_RANGE_HINT,
  type DashboardBuild,
} from './dashboard.ts';
import { SHARE_MESSAGES, shareAgainQuestion, shareFailedMessage, sharePayload, shareProblem, sharedPostsFrom } from '../community/share.ts';
import { DESCRIPTION_TOO_LONG, TITLE_TOO_LONG } from '../community/community.ts';

const part = (id: string, price: number, unlisted = false) => ({
  id,
  name: `Part ${id}`,
  price,
  ...(unlisted ? { unlisted: true as const } : {}),
});

/** A build's verdict fields with these problems (and notes): warnings list both, has_issues the problems. */
const problems = (list: string[], notes: string[] = []) => ({ problems: list, notes, warnings: [...list, ...notes], has_issues: list.length > 0 });

function build(id: string, total: number, over: Partial<DashboardBuild> = {}): DashboardBuild {
  return {
    id,
    name: `Build ${id}`,
    description: '',
    parts: { cpu: part(`cpu-${id}`, total), gpus: [], rams: [], m2s: [], storage: [] },
    total_price: total,
    saved_total_price: total,
    purpose: 'gaming',
    warnings: [],
    problems: [],
    notes: [],
    has_issues: false,
    shared_posts: [],
    createdAt: '2025-06-01T00:00:00Z',
    updatedAt: '2025-06-01T00:00:00Z',
    ...over,
  };
}

describe('overview figures', () => {
  const builds = [
    build('a', 50_000, { updatedAt: '2025-06-03T00:00:00Z' }),
    build('b', 70_000, { updatedAt: '2025-06-05T00:00:00Z', ...problems(['CPU socket does not match motherboard']) }),
    build('c', 30_000, { updatedAt: '2025-06-01T00:00:00Z', has_issues: true }),
    build('d', 90_000, { updatedAt: '2025-06-04T00:00:00Z', ...problems(['w1', 'w2'], ['BIOS: update it first']) }),
    // Notes only: it works; nothing here is an issue (issue 20).
    build('e', 50_000, { updatedAt: '2025-05-01T00:00:00Z', warnings: ['single channel'], notes: ['single channel'] }),
  ];

  it('counts the builds and averages their totals', () => {
    const o = overview(builds);
    expect(o.totalBuilds).toBe(5);
    expect(o.average).toBe(58_000); // (50 + 70 + 30 + 90 + 50) / 5 thousand
  });

  it('estimates the average ± 40 %, and gives the actual cheapest and dearest', () => {
    const o = overview(builds);
    expect(o.estimated).toEqual({ low: 34_800, high: 81_200 });
    expect(o.actual).toEqual({ low: 30_000, high: 90_000 });
  });

  it('rounds the estimate to whole pesos and never lets it go below ₱0', () => {
    expect(estimatedRange(1_001)).toEqual({ low: 601, high: 1_401 });
    expect(estimatedRange(0)).toEqual({ low: 0, high: 0 });
    expect(estimatedRange(-500).low).toBe(0);
  });

  it('has no figures without builds', () => {
    const o = overview([]);
    expect(o).toMatchObject({ totalBuilds: 0, average: null, estimated: null, actual: null, buildsWithIssues: 0, recent: [], issues: [] });
    expect(averageCost([])).toBeNull();
    expect(actualRange([])).toBeNull();
  });

  it('notes are not issues: only has_issues (a problem) counts, and the badge says Issues, Notes or OK (issue 20)', () => {
    expect(hasIssues({ has_issues: true })).toBe(true);
    expect(hasIssues({ has_issues: false })).toBe(false);
    expect(statusOf({ has_issues: true, notes: ['n'] })).toBe('issues');
    expect(statusOf({ has_issues: false, notes: ['n'] })).toBe('notes');
    expect(statusOf({ has_issues: false, notes: [] })).toBe('ok');
    expect(STATUS_LABELS).toEqual({ issues: 'Issues', notes: 'Notes', ok: 'OK' });
    const o = overview(builds);
    expect(o.buildsWithIssues).toBe(3); // b and d (problems), c (flagged); e has a note only
    expect(o.noteCount).toBe(2);
  });

  it('says the spec’s ±40 % range in words', () => {
    expect(ESTIMATED_RANGE_LABEL).toBe('Around your average');
    expect(`${ESTIMATED_RANGE_LABEL} ${ESTIMATED_RANGE_HINT}`).not.toMatch(/±|%/);
  });

  it('lists the 3 most recently saved builds, newest first', () => {
    expect(overview(builds).recent.map((b) => b.id)).toEqual(['b', 'd', 'a']);
  });

  it('reads created_at / updated_at when the camelCase dates are missing', () => {
    const snakeCase = (id: string, created: string): DashboardBuild => {
      const { createdAt: _c, updatedAt: _u, ...rest } = build(id, 1);
      return { ...rest, created_at: created };
    };
    const snake = [snakeCase('old', '2025-01-01T00:00:00Z'), snakeCase('new', '2025-02-01T00:00:00Z')];
    expect(overview(snake).recent.map((b) => b.id)).toEqual(['new', 'old']);
    expect(byCreated(snake).map((b) => b.id)).toEqual(['new', 'old']);
  });

  it('lists every detected problem with its build, newest build first; notes are not listed', () => {
    expect(detectedIssues(builds)).toEqual([
      { buildId: 'b', buildName: 'Build b', text: 'CPU socket does not match motherboard' },
      { buildId: 'd', buildName: 'Build d', text: 'w1' },
      { buildId: 'd', buildName: 'Build d', text: 'w2' },
      { buildId: 'c', buildName: 'Build c', text: 'Has compatibility issues' },
    ]);
  });
});

describe('saved build cards', () => {
  it('shows the first 3 warnings, problems before notes, and how many the ellipsis stands for', () => {
    expect(cardVerdict({ problems: ['p'], notes: ['n1', 'n2', 'n3'] })).toEqual({ problems: ['p'], notes: ['n1', 'n2'], more: 1 });
    expect(cardVerdict({ problems: ['p1', 'p2', 'p3', 'p4'], notes: ['n'] })).toEqual({ problems: ['p1', 'p2', 'p3'], notes: [], more: 2 });
    expect(warningPreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(warningPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(warningPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it("shows today's total, and the total when saved beside it once prices have moved", () => {
    expect(priceLine({ total_price: 58_900, saved_total_price: 58_900 })).toBe('₱58,900');
    expect(priceLine({ total_price: 58_900, saved_total_price: 61_200 })).toBe('₱61,200 when saved · ₱58,900 today');
    expect(priceLine({ total_price: 58_900 })).toBe('₱58,900');
  });
});

describe('details modal groups (spec §2.11)', () => {
  it('always lists the eight core groups in order, and the cooler and peripherals only when chosen', () => {
    const groups = partGroups({
      cpu: part('c', 1),
      gpus: [part('g1', 1), part('g2', 1)],
      rams: [],
      m2s: [],
      storage: [],
      monitor: part('m', 1),
    });
    expect(groups.map((g) => g.label)).toEqual(['Motherboard', 'CPU', 'GPUs', 'RAM', 'M.2 SSDs', 'Storage', 'PSU', 'Case', 'Monitor']);
    expect(groups.find((g) => g.label === 'GPUs')!.parts.map((p) => p.id)).toEqual(['g1', 'g2']);
    expect(groups.find((g) => g.label === 'Motherboard')!.parts).toEqual([]);
    expect(partGroups({ cpuCooler: part('k', 1) }).map((g) => g.label)).toContain('CPU Cooler');
  });

  it('lists only the groups a build has parts in, for the community gallery', () => {
    const parts = { cpu: part('c', 1), gpus: [part('g1', 1)], rams: [], monitor: part('m', 1) };
    expect(partGroups(parts, true).map((g) => g.label)).toEqual(['CPU', 'GPUs', 'Monitor']);
  });

  it('counts parts across single slots and lists', () => {
    expect(partCount({ cpu: part('c', 1), gpus: [part('g', 1), part('g', 1)], psu: null })).toBe(3);
    expect(partCount({})).toBe(0);
  });
});

describe('reading the API answer', () => {
  it('keeps builds with an id and repairs missing lists; a non-list is a failed load', () => {
    expect(asDashboardBuilds({ error: 'x' })).toBeNull();
    const [only, ...rest] = asDashboardBuilds([null, { name: 'no id' }, { id: 'a', name: 'A', total_price: 5, has_issues: false }])!;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: 'a', name: 'A', warnings: [], problems: [], notes: [], purpose: 'gaming', parts: {}, description: '' });
  });
});

describe('sections, edit and share', () => {
  it('reads ?section=, falling back to the overview', () => {
    expect(sectionFrom('?section=saved')).toBe('saved');
    expect(sectionFrom('?section=history')).toBe('history');
    expect(sectionFrom('?section=nope')).toBe('overview');
    expect(sectionFrom('')).toBe('overview');
  });

  it("stores the parts (with the build's purpose), id, name and description under the spec's keys (spec §4 Edit)", () => {
    const b = build('42', 1000, { name: 'Budget AM5', description: 'for school', purpose: 'productivity' });
    expect(Object.fromEntries(editEntries(b))).toEqual({
      loadedBuild: JSON.stringify({ ...b.parts, purpose: 'productivity' }),
      editingBuildId: '42',
      editingBuildName: 'Budget AM5',
      editingBuildDescription: 'for school',
    });
  });

  it("says why a delete failed, or 'Unknown error'", () => {
    expect(deleteFailedMessage('No saved build with this id.')).toBe('Delete failed: No saved build with this id.');
    expect(deleteFailedMessage('  ')).toBe('Delete failed: Unknown error');
  });

  it('checks a share in the spec order: title, parts, login; then the gallery\'s limits', () => {
    expect(shareProblem({ title: '  ', description: '', partCount: 0, signedIn: false })).toBe(SHARE_MESSAGES.titleRequired);
    expect(shareProblem({ title: 'Mine', description: '', partCount: 0, signedIn: false })).toBe('Build has no parts to share');
    expect(shareProblem({ title: 'Mine', description: '', partCount: 2, signedIn: false })).toBe('Login required');
    expect(shareProblem({ title: 'Mine', description: '', partCount: 2, signedIn: true })).toBeNull();
    // The gallery allows an 80-character title and a 500-character description (community.ts).
    expect(shareProblem({ title: 'x'.repeat(80), description: 'd'.repeat(500), partCount: 2, signedIn: true })).toBeNull();
    expect(shareProblem({ title: 'x'.repeat(81), description: '', partCount: 2, signedIn: true })).toBe(TITLE_TOO_LONG);
    expect(shareProblem({ title: 'Mine', description: 'd'.repeat(501), partCount: 2, signedIn: true })).toBe(DESCRIPTION_TOO_LONG);
  });

  it("says why a share failed: 'Login required' for a lost session, else the message or 'Share failed'", () => {
    expect(shareFailedMessage({ status: 401, code: 'UNAUTHORIZED', error: 'Please sign in first.' })).toBe(
      "Login required. Your session has ended, so you're signed out. What you typed is still here — sign in again and you'll come back here.",
    );
    expect(shareFailedMessage({ status: 400, code: 'BAD_REQUEST', error: 'The catalogue has no cpu part with id "x" (cpu).' })).toBe(
      'Share failed: The catalogue has no cpu part with id "x" (cpu). What you typed is still here.',
    );
    expect(shareFailedMessage({ status: 500, code: 'INTERNAL', error: '  ' })).toBe(
      'Share failed: Something went wrong on our side. What you typed is still here — try again in a minute.',
    );
    expect(shareFailedMessage({ status: 0, error: 'Failed to fetch' })).not.toContain('Failed to fetch');
  });

  it('trims the share, keeps its purpose and saved build, and computes a missing total as the rounded sum of part prices', () => {
    expect(sharePayload({ title: ' My   rig ', description: ' fast ', parts: {}, total: 5000, partPrices: [1], purpose: 'productivity', savedBuildId: 'b1' })).toEqual({
      title: 'My rig',
      description: 'fast',
      parts: {},
      total_price: 5000,
      purpose: 'productivity',
      saved_build_id: 'b1',
    });
    const bare = sharePayload({ title: 't', description: '', parts: {}, total: undefined, partPrices: [1000.4, 2000.4] });
    expect(bare).toMatchObject({ total_price: 3001, purpose: 'gaming', saved_build_id: null });
  });
});

describe('sharing a build already in the gallery asks first (issue 25)', () => {
  const post = { id: 'p1', title: 'Quiet AM5', created_at: '2026-11-25T03:00:00Z' };
  it('a build never shared is not asked about', () => {
    expect(shareAgainQuestion('Quiet AM5', [])).toBeNull();
  });
  it('names the build and the day it was shared (Manila), and says what a second post means', () => {
    expect(shareAgainQuestion('Quiet AM5', [post])).toBe(
      'You already shared “Quiet AM5” to the community on Nov 25, 2026. Share it again as a new post? Its votes and comments would start from zero.',
    );
    expect(shareAgainQuestion('Quiet AM5', [post, { ...post, id: 'p0' }])).toContain('(2 times so far)');
  });
  it('reads the answer’s posts tolerantly, and a new share goes first', () => {
    expect(sharedPostsFrom({ shared_posts: [post, { id: 3 }, null] })).toEqual([post]);
    expect(sharedPostsFrom({})).toEqual([]);
    expect(asDashboardBuilds([{ id: 'b', shared_posts: [post] }])![0]!.shared_posts).toEqual([post]);
    const next = withSharedPost([build('b', 1000), build('c', 1000)], 'b', post);
    expect(next.map((b) => b.shared_posts)).toEqual([[post], []]);
  });
});
