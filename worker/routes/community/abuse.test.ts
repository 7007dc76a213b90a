/**
 * What one account or one anonymous client can do to everyone else's gallery: keep the visitors'
 * cache empty, flood it with posts, flip votes without end. The visitors' cache is observed from
 * outside: a change made behind the API's back shows to visitors only once the cache is emptied.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { communityBuild } from '../../db/schema.ts';
import { LIMITS } from '../../auth/rate-limit.ts';
import { testApp } from '../../testing/test-app.ts';
import { FIRST_PAGE_POSTS_PER_AUTHOR, MAX_LIVE_POSTS, TOO_MANY_POSTS, compareByScore, type CommunityBuild } from '../../../src/domain/community/community.ts';
import { errorOf, json, setup, signUp, someParts, someTotal, storedParts, type App } from '../../testing/community.ts';
import { readAnswer } from '../../testing/client.ts';

/** A 429 in the usual shape, with a Retry-After of at most the window, said in the message too. */
async function expectLimited(res: Response, window = 60) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(wait) && wait >= 1 && wait <= window).toBe(true);
  const body = await errorOf(res);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.error).toMatch(new RegExp(`wait ${wait} seconds?`));
}

describe("the visitors' cache is emptied only by writes that change what visitors see", () => {
  it('sign-ins, sign-ups, saved builds, sign-outs, refused writes and a repeated vote leave it be; posts, votes, comments, deletes and new names empty it', async () => {
    const t = await setup();
    const { app, deps, owner, other, shareOk, listOk, detailOk } = t;
    const shared = await shareOk();
    let edits = 0;
    /** Changes the title behind the API's back; visitors see it only once their cache is emptied. */
    const editBehindTheBack = async () => {
      const title = `Edited elsewhere ${++edits}`;
      await deps.db.update(communityBuild).set({ title }).where(eq(communityBuild.id, shared.id));
      return title;
    };
    const visitorTitle = async () => (await listOk())[0]!.title;
    const cachedTitle = await visitorTitle();

    const invisible: [string, () => Response | Promise<Response>][] = [
      ['a sign-up', () => app.request('/api/register', json('POST', { email: 'new@example.ph', username: 'Newcomer', password: 'Sup3r$ecret' }))],
      ['a sign-in', () => app.request('/api/login', json('POST', { email: 'other@example.ph', password: 'Sup3r$ecret' }))],
      ['a failed sign-in', () => app.request('/api/login', json('POST', { email: 'other@example.ph', password: 'wrong' }))],
      ['a saved build', () => app.request('/api/builds', json('POST', { name: 'Private plan', parts: someParts() }, other.auth))],
      ['a refused comment', () => t.comment(shared.id, { text: '   ' }, other.auth)],
      ['a refused post', () => t.share({ title: '', parts: someParts() }, other.auth)],
      ['the same name again', () => app.request(`/api/users/${other.id}`, json('PUT', { full_name: 'Other' }, other.auth))],
      ['a sign-out without a session', () => app.request('/api/auth/sign-out', json('POST', {}))],
      ['a forgot-password request', () => app.request('/api/forgot-password', json('POST', { email: 'other@example.ph' }))],
    ];
    await editBehindTheBack();
    for (const [what, write] of invisible) {
      await write();
      expect([what, await visitorTitle()]).toEqual([what, cachedTitle]);
    }

    // A vote that changes the counts empties it; the same vote again does not.
    let title = await editBehindTheBack();
    expect((await t.vote(shared.id, 'up', other.auth)).status).toBe(200);
    expect(await visitorTitle()).toBe(title);
    const before = await editBehindTheBack();
    expect((await t.vote(shared.id, 'up', other.auth)).status).toBe(200);
    expect(await visitorTitle()).toBe(title);
    expect(before).not.toBe(title);

    const visible: [string, () => Response | Promise<Response>][] = [
      ['a vote changed', () => t.vote(shared.id, 'down', other.auth)],
      ['a vote taken back', () => t.vote(shared.id, 'unvote', other.auth)],
      ['a comment', () => t.comment(shared.id, { text: 'Nice build' }, other.auth)],
      ['a new name', () => app.request(`/api/users/${owner.id}`, json('PUT', { full_name: 'Owner Renamed' }, owner.auth))],
      ['a new post', () => t.share({ title: 'Another rig', parts: someParts() }, other.auth)],
    ];
    for (const [what, write] of visible) {
      title = await editBehindTheBack();
      expect((await write()).status).toBeLessThan(300);
      expect([what, (await listOk()).find((b) => b.id === shared.id)?.title]).toEqual([what, title]);
    }
    // A delete shows at once in the list and the detail.
    expect((await detailOk(shared.id)).id).toBe(shared.id);
    expect((await t.remove(shared.id, owner.auth)).status).toBe(200);
    expect((await listOk()).map((b) => b.id)).not.toContain(shared.id);
    expect((await t.detail(shared.id)).status).toBe(404);
  });
});

describe('limits on what one account can do to the gallery', () => {
  it(`sharing: ${LIMITS.share.max} a minute per person (429 with Retry-After after), others unaffected, nothing stored`, async () => {
    const { share, owner, other, rows } = await setup();
    for (let i = 0; i < LIMITS.share.max; i++) expect((await share({ title: `Rig ${i}`, parts: someParts() }, owner.auth)).status).toBe(201);
    await expectLimited(await share({ title: 'One too many', parts: someParts() }, owner.auth));
    expect((await rows()).builds).toBe(LIMITS.share.max);
    expect((await share({ title: 'Someone else', parts: someParts() }, other.auth)).status).toBe(201);
  });

  it(`sharing: at most ${MAX_LIVE_POSTS} live posts per person (409); deleting one makes room; parallel shares at the cap never pass it`, async () => {
    const t = await setup({ config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'test-secret-test-secret-test-secret-1234', rateLimit: false } });
    const { deps, share, remove, owner } = t;
    const seed = (n: number, from = 0) =>
      deps.db.insert(communityBuild).values(
        Array.from({ length: n }, (_, i) => ({ id: `mine-${from + i}`, userId: owner.id, title: `Mine ${from + i}`, parts: storedParts(), totalPrice: someTotal, createdAt: new Date(Date.now() - 1000 * (from + i + 1)) })),
      );
    await seed(MAX_LIVE_POSTS);
    const refused = await share({ title: 'Fifty-first', parts: someParts() }, owner.auth);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ error: TOO_MANY_POSTS, code: 'CONFLICT' });
    const mine = async () => (await deps.db.select().from(communityBuild).where(eq(communityBuild.userId, owner.id))).length;
    expect(await mine()).toBe(MAX_LIVE_POSTS);
    expect((await remove('mine-0', owner.auth)).status).toBe(200);
    expect((await share({ title: 'Room again', parts: someParts() }, owner.auth)).status).toBe(201);

    // Two short of the cap, eight at once: two get in, the rest are refused.
    await remove('mine-1', owner.auth);
    await remove('mine-2', owner.auth);
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => Promise.resolve(share({ title: `Race ${i}`, parts: someParts() }, owner.auth)).then((r) => r.status)));
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await mine()).toBeLessThanOrEqual(MAX_LIVE_POSTS);
    expect(statuses.filter((s) => s === 201).length).toBe((await mine()) - (MAX_LIVE_POSTS - 2));
  });

  it(`votes: ${LIMITS.vote.max} a minute per person (429 with Retry-After after), the counts untouched by a refused one`, async () => {
    const { shareOk, vote, detailOk, owner, other } = await setup();
    const shared = await shareOk();
    for (let i = 0; i < LIMITS.vote.max; i++) expect((await vote(shared.id, i % 2 ? 'down' : 'up', other.auth)).status).toBe(200);
    const before = await detailOk(shared.id, other.auth);
    await expectLimited(await vote(shared.id, before.user_vote === 'up' ? 'down' : 'up', other.auth));
    expect(await detailOk(shared.id, other.auth)).toMatchObject({ up_votes: before.up_votes, down_votes: before.down_votes, user_vote: before.user_vote });
    expect((await vote(shared.id, 'up', owner.auth)).status).toBe(200);
  });

  it(`build saves: ${LIMITS.save.max} a minute per person, new and saved again together (429 with Retry-After after)`, async () => {
    const { app, owner, other } = await setup();
    const first = await readAnswer('POST /api/builds', await app.request('/api/builds', json('POST', { name: 'Plan', parts: someParts() }, owner.auth)));
    for (let i = 1; i < LIMITS.save.max; i++) {
      const res = i % 2 ? await app.request(`/api/builds/${first.id}`, json('PUT', { name: `Plan v${i}`, parts: someParts() }, owner.auth)) : await app.request('/api/builds', json('POST', { name: `Plan ${i}`, parts: someParts() }, owner.auth));
      expect(res.status).toBeLessThan(300);
    }
    await expectLimited(await app.request('/api/builds', json('POST', { name: 'One more', parts: someParts() }, owner.auth)));
    await expectLimited(await app.request(`/api/builds/${first.id}`, json('PUT', { name: 'Plan again', parts: someParts() }, owner.auth)));
    expect((await app.request('/api/builds', json('POST', { name: 'Theirs', parts: someParts() }, other.auth))).status).toBe(201);
    // A visitor gets the route's 401, never a 429 for "nobody".
    for (let i = 0; i <= LIMITS.save.max; i++) expect((await app.request('/api/builds', json('POST', { name: 'Anon', parts: someParts() }))).status).toBe(401);
  });
});

/** Walks every page of the list from `query`, as a client follows the Link header. */
async function walk(app: App, query: string, headers: Record<string, string> = {}) {
  const pages: CommunityBuild[][] = [];
  let url: string | null = `/api/community/builds${query}`;
  while (url !== null) {
    const res = await app.request(url, { headers });
    expect(res.status).toBe(200);
    pages.push(await readAnswer('GET /api/community/builds', res));
    const link = res.headers.get('Link');
    url = link ? link.slice(1, link.indexOf('>')) : null;
    expect(pages.length).toBeLessThan(500);
  }
  return pages;
}

const authorsOn = (page: CommunityBuild[]) => {
  const perAuthor = new Map<string, number>();
  for (const b of page) perAuthor.set(b.user_id, (perAuthor.get(b.user_id) ?? 0) + 1);
  return Math.max(0, ...perAuthor.values());
};

describe(`the gallery's first page shows at most ${FIRST_PAGE_POSTS_PER_AUTHOR} posts of one author`, () => {
  it('a flood of one account fills three cards of the first page; the rest follow on later pages, each post once', async () => {
    const t = await setup();
    const { app, deps, owner, other } = t;
    const third = await signUp(app, 'third@example.ph', 'Third');
    const now = Date.now();
    // The flooder's 40 posts are the newest and best-voted; the others' trail behind.
    const rows = [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `flood-${String(i).padStart(2, '0')}`, userId: owner.id, upVotes: 9, createdAt: new Date(now - i * 1000) })),
      ...Array.from({ length: 6 }, (_, i) => ({ id: `other-${i}`, userId: i % 2 ? other.id : third.id, upVotes: i, createdAt: new Date(now - 100_000 - i * 1000) })),
    ].map((r) => ({ ...r, title: r.id, parts: storedParts(), totalPrice: someTotal, downVotes: 0 }));
    await deps.db.insert(communityBuild).values(rows);

    for (const headers of [{}, other.auth]) {
      const pages = await walk(app, '', headers);
      const first = pages[0]!;
      expect(first.filter((b) => b.user_id === owner.id).map((b) => b.id)).toEqual(['flood-00', 'flood-01', 'flood-02']);
      expect(authorsOn(first)).toBeLessThanOrEqual(FIRST_PAGE_POSTS_PER_AUTHOR);
      // Every other author's posts are on the first page, in the gallery's order.
      expect(first.map((b) => b.id).slice(3)).toEqual(['other-5', 'other-4', 'other-3', 'other-2', 'other-1', 'other-0']);
      const all = pages.flat().map((b) => b.id);
      expect(all.length).toBe(46);
      expect(new Set(all).size).toBe(46);
      // After the first page, the flooder's remaining posts, in order.
      expect(all.slice(9)).toEqual(Array.from({ length: 37 }, (_, i) => `flood-${String(i + 3).padStart(2, '0')}`));
    }
  });

  it('for any authors, scores, times, page sizes and filters: each post once, the first page capped, the rest in order', async () => {
    const t = await setup({ config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'test-secret-test-secret-test-secret-1234', rateLimit: false } });
    const { app, deps } = t;
    const authors = [t.owner.id, t.other.id];
    for (let i = 0; i < 3; i++) authors.push((await signUp(app, `author${i}@example.ph`, `Author ${i}`)).id);
    const post = fc.record({ author: fc.nat({ max: 4 }), score: fc.integer({ min: -2, max: 3 }), second: fc.nat({ max: 5 }), purpose: fc.constantFrom('gaming', 'productivity') });
    await fc.assert(
      fc.asyncProperty(fc.array(post, { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), async (posts, limit, filtered) => {
        await deps.db.delete(communityBuild);
        if (posts.length) {
          await deps.db.insert(communityBuild).values(
            posts.map((p, i) => ({ id: `p-${String(i).padStart(2, '0')}`, userId: authors[p.author]!, title: `P${i}`, parts: storedParts(), totalPrice: someTotal, purpose: p.purpose as 'gaming' | 'productivity', upVotes: Math.max(0, p.score), downVotes: Math.max(0, -p.score), createdAt: new Date(1_700_000_000_000 + p.second * 1000) })),
          );
        }
        const listed = posts
          .map((p, i) => ({ id: `p-${String(i).padStart(2, '0')}`, author: authors[p.author]!, purpose: p.purpose, up_votes: Math.max(0, p.score), down_votes: Math.max(0, -p.score), created_at: new Date(1_700_000_000_000 + p.second * 1000).toISOString() }))
          .filter((p) => !filtered || p.purpose === 'gaming')
          .sort(compareByScore);
        // The rows changed behind the API's back: a fresh app (and visitors' cache) on the same database.
        const pages = await walk((await testApp({ db: deps.db })).app, `?limit=${limit}${filtered ? '&purpose=gaming' : ''}`);
        const seen = pages.flat().map((b) => b.id);
        expect(seen.length).toBe(listed.length);
        expect(new Set(seen).size).toBe(listed.length);
        const first = pages[0]!;
        expect(first.length).toBeLessThanOrEqual(limit);
        expect(authorsOn(first)).toBeLessThanOrEqual(FIRST_PAGE_POSTS_PER_AUTHOR);
        // The first page is the first posts of the order that fit the cap; the rest keep the order.
        const order = listed.map((p) => p.id);
        const firstIds = first.map((b) => b.id);
        expect(firstIds).toEqual(order.filter((id) => firstIds.includes(id)));
        expect(seen.slice(first.length)).toEqual(order.filter((id) => !firstIds.includes(id)));
        for (const p of pages.slice(1, -1)) expect(p.length).toBe(limit);
      }),
      { numRuns: 60, seed: 24_2026 },
    );
  }, 120_000);
});
