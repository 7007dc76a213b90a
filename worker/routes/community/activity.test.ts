/** What people do in the gallery: comments, votes, under write contention; text stays text; authors read at read time; the visitors' cache. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { createClient } from '@libsql/client';
import { testApp } from '../../testing/test-app.ts';
import { createDatabase } from '../../db/client.ts';
import { communityBuild, communityVote, session, user as users } from '../../db/schema.ts';
import { avatarUrl } from '../../auth/avatar-url.ts';
import { LIMITS } from '../../auth/rate-limit.ts';
import { COMMENT_INVISIBLE, COMMENT_REQUIRED, COMMENT_TOO_LONG, COMMUNITY_BUILD_NOT_FOUND, type VoteRequest } from '../../../src/domain/community/community.ts';
import { VOTE_INVALID } from './schema.ts';
import { someParts, withLatency, type Headers, json, errorOf, calls, setup } from '../../testing/community.ts';
import { parseAnswer, readAnswer } from '../../testing/client.ts';

describe('POST /api/community/builds/{id}/comments', () => {
  it('adds a trimmed comment and answers it (201), with line breaks kept', async () => {
    const { shareOk, comment, detailOk, other } = await setup();
    const shared = await shareOk();
    const res = await comment(shared.id, { text: '  Nice build!\r\nWhat cooler?  ' }, other.auth);
    expect(res.status).toBe(201);
    const said = await readAnswer('POST /api/community/builds/:id/comments', res);
    expect(said).toEqual({
      id: said.id,
      user_id: other.id,
      username: 'Other',
      profile_picture: null,
      text: 'Nice build!\nWhat cooler?',
      created_at: said.created_at,
    });
    expect(Date.parse(said.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await detailOk(shared.id)).comments).toEqual([said]);
  });

  it('takes exactly 1,000 characters', async () => {
    const { shareOk, comment, other } = await setup();
    const shared = await shareOk();
    expect((await comment(shared.id, { text: 'c'.repeat(1000) }, other.auth)).status).toBe(201);
  });

  it.each([
    ['no text', {}, COMMENT_REQUIRED],
    ['blank text', { text: ' \n ' }, COMMENT_REQUIRED],
    ['text that is not text', { text: 12 }, COMMENT_REQUIRED],
    ['1,001 characters', { text: 'c'.repeat(1001) }, COMMENT_TOO_LONG],
    ['a bidi override', { text: 'hi \u202E there' }, COMMENT_INVISIBLE],
    ['a NUL', { text: 'hi\u0000' }, COMMENT_INVISIBLE],
    // Issue 24 item 5: what passed the old rule.
    ['Hangul fillers only', { text: '\u3164\u115F\u1160' }, COMMENT_INVISIBLE],
    ['Braille blanks only', { text: '\u2800\n\u2800' }, COMMENT_INVISIBLE],
    ['a supplementary variation selector', { text: 'hi\u{E0100}' }, COMMENT_INVISIBLE],
    ['stacked marks', { text: `hi${'\u0301\u0300\u0302'.repeat(10)}` }, 'Comment cannot stack more than 2 accents on one letter'],
    ['no letter or digit', { text: '?!' }, 'Comment must contain at least one letter or digit'],
    ['a body that is a list', ['hi'], 'Send the comment as a JSON object: {text}.'],
  ])('400 for %s, nothing stored', async (_, body, message) => {
    const { shareOk, comment, rows, other } = await setup();
    const shared = await shareOk();
    const res = await comment(shared.id, body, other.auth);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect((await rows()).comments).toBe(0);
  });

  it('404 on a build that does not exist; 401 for visitors; 403 cross-site; nothing stored', async () => {
    const { shareOk, comment, rows, other } = await setup();
    const shared = await shareOk();
    const missing = await comment('no-such-build', { text: 'hello' }, other.auth);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({ error: COMMUNITY_BUILD_NOT_FOUND, code: 'NOT_FOUND' });
    const visitor = await comment(shared.id, { text: 'hello' }, {});
    expect(visitor.status).toBe(401);
    expect((await errorOf(visitor)).code).toBe('UNAUTHORIZED');
    const evil = await comment(shared.id, { text: 'hello' }, { ...other.cookie, Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await rows()).comments).toBe(0);
  });

  it(`limits each person to ${LIMITS.comment.max} comments a minute (429 after), others unaffected`, async () => {
    const { shareOk, comment, rows, owner, other } = await setup();
    const shared = await shareOk();
    for (let i = 0; i < LIMITS.comment.max; i++) expect((await comment(shared.id, { text: `#${i}` }, other.auth)).status).toBe(201);
    const over = await comment(shared.id, { text: 'one more' }, other.auth);
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe('RATE_LIMITED');
    expect((await comment(shared.id, { text: 'mine' }, owner.auth)).status).toBe(201);
    expect((await rows()).comments).toBe(LIMITS.comment.max + 1);
  });
});

describe('POST /api/community/builds/{id}/vote', () => {
  it('none → up → down → unvote → up, with exact counts (one vote per person)', async () => {
    const { shareOk, voteOk, detailOk, rows, other, owner } = await setup();
    const shared = await shareOk();
    await voteOk(shared.id, 'up', owner.auth); // voting on your own build is allowed
    expect(await voteOk(shared.id, 'up', other.auth)).toEqual({ up_votes: 2, down_votes: 0, user_vote: 'up' });
    expect(await voteOk(shared.id, 'up', other.auth)).toEqual({ up_votes: 2, down_votes: 0, user_vote: 'up' });
    expect(await voteOk(shared.id, 'down', other.auth)).toEqual({ up_votes: 1, down_votes: 1, user_vote: 'down' });
    expect(await detailOk(shared.id, other.auth)).toMatchObject({ up_votes: 1, down_votes: 1, score: 0, user_vote: 'down' });
    expect(await voteOk(shared.id, 'unvote', other.auth)).toEqual({ up_votes: 1, down_votes: 0, user_vote: 'none' });
    expect(await voteOk(shared.id, 'unvote', other.auth)).toEqual({ up_votes: 1, down_votes: 0, user_vote: 'none' });
    expect(await voteOk(shared.id, 'up', other.auth)).toEqual({ up_votes: 2, down_votes: 0, user_vote: 'up' });
    expect(await detailOk(shared.id)).toMatchObject({ up_votes: 2, down_votes: 0, score: 2, user_vote: 'none' });
    expect((await rows()).votes).toBe(2);
  });

  it('bad input is a 400; a missing build 404; visitors 401; cross-site 403; nothing changes', async () => {
    const { shareOk, vote, detailOk, rows, app, other } = await setup();
    const shared = await shareOk();
    for (const direction of ['sideways', '', null, 1, 'UP']) {
      const res = await vote(shared.id, direction, other.auth);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ error: VOTE_INVALID, code: 'BAD_REQUEST' });
    }
    const notJson = await app.request(`/api/community/builds/${shared.id}/vote`, { method: 'POST', headers: { ...other.auth, 'Content-Type': 'text/plain' }, body: 'up' });
    expect(notJson.status).toBe(415);
    for (const direction of ['up', 'unvote']) {
      const res = await vote('no-such-build', direction, other.auth);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ error: COMMUNITY_BUILD_NOT_FOUND, code: 'NOT_FOUND' });
    }
    const visitor = await vote(shared.id, 'up', {});
    expect(visitor.status).toBe(401);
    const evil = await vote(shared.id, 'up', { ...other.cookie, Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await rows()).votes).toBe(0);
    expect(await detailOk(shared.id)).toMatchObject({ up_votes: 0, down_votes: 0 });
  });

  it('50 people voting at once (then all changing their minds at once) are counted exactly', async () => {
    // A file database with its pool of connections, two app instances on it (as two server
    // processes would be), and every database call answered a few milliseconds later (as Turso
    // over the network is), so that the requests truly interleave between their statements.
    const dir = (await testApp()).dir;
    const url = `file:${join(dir, 'race.db')}`;
    const config = { databaseUrl: url, publicOrigin: 'http://localhost:4321', authSecret: 'test-secret-test-secret-test-secret-1234', rateLimit: false };
    const one = await testApp({ db: createDatabase(withLatency(createClient({ url }))), config });
    const two = await testApp({ db: createDatabase(withLatency(createClient({ url }))), config });
    // 50 accounts with a session each, made directly (signing up 50 times would take long).
    const now = new Date();
    const people = Array.from({ length: 50 }, (_, i) => ({ id: `voter-${i}`, token: `voter-session-token-${i}-${crypto.randomUUID()}` }))
      .map((p) => ({ ...p, auth: { Authorization: `Bearer ${p.token}` } as Headers }));
    await one.deps.db.insert(users).values(people.map((p, i) => ({ id: p.id, name: `Voter ${i}`, email: `voter${i}@example.ph`, createdAt: now, updatedAt: now })));
    await one.deps.db.insert(session).values(
      people.map((p) => ({ id: `s-${p.id}`, token: p.token, userId: p.id, expiresAt: new Date(Date.now() + 3_600_000), createdAt: now, updatedAt: now })),
    );
    const apps = [calls(one.app), calls(two.app)];
    const res = await apps[0]!.share({ title: 'Race', parts: someParts() }, people[0]!.auth);
    const { id } = await readAnswer('POST /api/community/builds', res);

    const wave = async (direction: (i: number) => VoteRequest) => {
      const answers = await Promise.all(people.map((p, i) => apps[i % 2]!.vote(id, direction(i), p.auth)));
      expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    };
    const counts = async () => {
      const build = await readAnswer('GET /api/community/builds/:id', await apps[1]!.detail(id));
      const votes = await one.deps.db.select({ direction: communityVote.direction, n: count() }).from(communityVote).groupBy(communityVote.direction);
      return { up: build.up_votes, down: build.down_votes, score: build.score, rows: Object.fromEntries(votes.map((v) => [v.direction, v.n])) };
    };

    // 30 up, 20 down.
    await wave((i) => (i < 30 ? 'up' : 'down'));
    expect(await counts()).toEqual({ up: 30, down: 20, score: 10, rows: { up: 30, down: 20 } });
    // Everyone at once: the first 10 switch to down, the next 10 unvote, 10 vote up again (no
    // change), the 20 downs switch to up.
    await wave((i) => (i < 10 ? 'down' : i < 20 ? 'unvote' : 'up'));
    expect(await counts()).toEqual({ up: 30, down: 10, score: 20, rows: { up: 30, down: 10 } });
    // And every one takes it back at once.
    await wave(() => 'unvote');
    expect(await counts()).toEqual({ up: 0, down: 0, score: 0, rows: {} });
  }, 120_000);
});

describe('when another connection holds the write lock', () => {
  it('a vote waits it out (SQLite busy) instead of failing', async () => {
    const dir = (await testApp()).dir;
    const client = createClient({ url: `file:${join(dir, 'busy.db')}` });
    const t = await setup({ db: createDatabase(client) });
    const shared = await t.shareOk();
    // A write transaction on another of the client's connections, as an open rate-limiter
    // transaction would be.
    const lock = await client.transaction('write');
    await lock.execute("update community_build set title = title where 0");
    const vote = t.vote(shared.id, 'up', t.other.auth);
    await new Promise((resolve) => setTimeout(resolve, 25));
    await lock.commit();
    const voted = await vote;
    expect(voted.status).toBe(200);
    expect(await voted.json()).toEqual({ up_votes: 1, down_votes: 0, user_vote: 'up' });
  });
});

describe('what people write is text', () => {
  it('a hostile title, description and comment are stored and returned verbatim, as JSON strings', async () => {
    const { shareOk, comment, detailOk, listOk, other } = await setup();
    const title = '<img src=x onerror=alert(1)>';
    const description = 'javascript:alert(document.cookie) <script>alert(1)</script> &amp; "quotes"';
    const shared = await shareOk({ title, description, parts: someParts() });
    const res = await comment(shared.id, { text: 'javascript:alert(1) <a href="javascript:alert(1)">x</a>' }, other.auth);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await readAnswer('POST /api/community/builds/:id/comments', res)).text).toBe('javascript:alert(1) <a href="javascript:alert(1)">x</a>');
    const detail = await detailOk(shared.id);
    expect(detail.title).toBe(title);
    expect(detail.description).toBe(description);
    expect(detail.comments[0]!.text).toBe('javascript:alert(1) <a href="javascript:alert(1)">x</a>');
    expect((await listOk())[0]!.title).toBe(title);
  });
});

describe('authors are read at read time', () => {
  it('a renamed author’s posts and comments show the new name', async () => {
    const { app, shareOk, comment, listOk, detailOk, owner } = await setup();
    const shared = await shareOk();
    await comment(shared.id, { text: 'mine' }, owner.auth);
    // Read first as a visitor, so the visitors' cache holds the old name: the rename must empty it.
    expect((await listOk())[0]!.username).toBe('Owner');
    expect((await detailOk(shared.id)).username).toBe('Owner');
    const rename = await app.request(`/api/users/${owner.id}`, json('PUT', { full_name: 'Renamed Owner' }, owner.auth));
    expect(rename.status).toBe(200);
    expect((await listOk())[0]!.username).toBe('Renamed Owner');
    const detail = await detailOk(shared.id);
    expect(detail.username).toBe('Renamed Owner');
    expect(detail.comments[0]!.username).toBe('Renamed Owner');
  });

  it('a picture is only ever our own avatar route', async () => {
    const { deps, shareOk, comment, detailOk, owner, other } = await setup();
    const shared = await shareOk();
    await comment(shared.id, { text: 'hi' }, owner.auth);
    await comment(shared.id, { text: 'hello' }, other.auth);
    // The rows are changed behind the API's back, before anything is read (and cached).
    await deps.db.update(users).set({ image: 'https://evil.example/track.png' }).where(eq(users.id, owner.id));
    const own = avatarUrl(other.id, 'abc123');
    await deps.db.update(users).set({ image: own }).where(eq(users.id, other.id));
    for (const reader of [{}, other.auth]) {
      const detail = await detailOk(shared.id, reader);
      expect(detail.profile_picture).toBeNull();
      expect(detail.comments.map((c) => c.profile_picture)).toEqual([null, own]);
    }
  });

});

describe('what visitors read is cached until something changes', () => {
  it("visitors share one page; every write through the API shows at once; a signed-in reader gets the shared page with their own votes read fresh", async () => {
    const { deps, shareOk, listOk, detailOk, detail, voteOk, comment, remove, owner, other } = await setup();
    const shared = await shareOk();
    expect((await listOk())[0]!.title).toBe('My Gaming Rig');
    // A change behind the API's back (another process) reaches visitors only when the page
    // expires, which shows the page is served from the cache; so does a signed-in reader...
    await deps.db.update(communityBuild).set({ title: 'Edited elsewhere' }).where(eq(communityBuild.id, shared.id));
    expect((await listOk())[0]!.title).toBe('My Gaming Rig');
    expect((await listOk('', other.auth))[0]!.title).toBe('My Gaming Rig');
    // ...but what is theirs is read now: a vote cast elsewhere shows as theirs at once, on the
    // list and the detail, and only to them.
    await deps.db.insert(communityVote).values({ buildId: shared.id, userId: other.id, direction: 'down', createdAt: new Date() });
    expect((await listOk('', other.auth))[0]).toMatchObject({ title: 'My Gaming Rig', user_vote: 'down' });
    expect((await detailOk(shared.id, other.auth)).user_vote).toBe('down');
    expect((await listOk('', owner.auth))[0]!.user_vote).toBe('none');
    await deps.db.delete(communityVote);

    // A vote empties the cache: visitors see the count (and no vote of their own), the voter theirs.
    await voteOk(shared.id, 'up', other.auth);
    expect((await listOk())[0]).toMatchObject({ title: 'Edited elsewhere', up_votes: 1, user_vote: 'none' });
    expect((await listOk('', other.auth))[0]!.user_vote).toBe('up');

    // A refused write changes nothing, and a comment shows in the visitor's detail at once.
    expect((await detailOk(shared.id)).comments).toEqual([]);
    expect((await comment(shared.id, { text: '' }, other.auth)).status).toBe(400);
    await comment(shared.id, { text: 'Nice build' }, other.auth);
    expect((await detailOk(shared.id)).comments.map((c) => c.text)).toEqual(['Nice build']);

    expect((await remove(shared.id, owner.auth)).status).toBe(200);
    expect(await listOk()).toEqual([]);
    expect((await detail(shared.id)).status).toBe(404);
  });

  it('made-up query parameters share the real page: they cannot push pages out of the cache', async () => {
    const { deps, shareOk, listOk } = await setup();
    const shared = await shareOk();
    expect((await listOk('?purpose=productivity'))).toHaveLength(0); // a share without a purpose is gaming
    expect((await listOk())[0]!.title).toBe('My Gaming Rig');
    await deps.db.update(communityBuild).set({ title: 'Edited elsewhere' }).where(eq(communityBuild.id, shared.id));
    // Served from the cached page, whatever else the address carries.
    for (const query of ['?x=1', '?utm_source=fb&y=2', '?x=1&x=2']) expect((await listOk(query))[0]!.title).toBe('My Gaming Rig');
  });

  it('a cached page keeps its paging headers, and is sent gzipped to those who take gzip', async () => {
    const { app, shareOk } = await setup();
    await shareOk({ title: 'First', parts: someParts() });
    await shareOk({ title: 'Second', parts: someParts() });
    const read = () => app.request('/api/community/builds?limit=1', { headers: { 'Accept-Encoding': 'gzip' } });
    const first = await read();
    const second = await read();
    expect(second.headers.get('Content-Encoding')).toBe('gzip');
    expect(second.headers.get('X-Next-Cursor')).toBe(first.headers.get('X-Next-Cursor'));
    expect(second.headers.get('Link')).toBe(first.headers.get('Link'));
    expect(second.headers.get('X-Next-Cursor')).toBeTruthy();
    const text = await new Response(second.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    const firstText = first.headers.get('Content-Encoding') === 'gzip' ? await new Response(first.body!.pipeThrough(new DecompressionStream('gzip'))).text() : await first.text();
    expect(JSON.parse(text)).toEqual(JSON.parse(firstText));
    expect(parseAnswer('GET /api/community/builds', text).map((b) => b.title)).toHaveLength(1);
  });
});
