/** The community gallery's posts: sharing, the shared copy, a build's detail (the list and its pages: router-list.test.ts), deleting. */
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app.ts';
import { communityComment } from '../../db/schema.ts';
import { catalogue } from '../../../src/catalogue/index.ts';
import { unknownPartMessage } from '../../../src/domain/saved-builds/saved-build.ts';
import { PURPOSE_INVALID } from '../../../src/domain/builder/purpose.ts';
import { COMMUNITY_BUILD_NOT_FOUND, DESCRIPTION_INVISIBLE, DESCRIPTION_TOO_LONG, NO_PARTS_TO_SHARE, TITLE_INVISIBLE, TITLE_REQUIRED, TITLE_TOO_LONG } from '../../../src/domain/community/community.ts';
import { MAX_COMMENTS_SHOWN, SAVED_BUILD_NOT_YOURS } from './schema.ts';
import { board, cpu, ram, gpu, otherGpu, someParts, someTotal, storedParts, json, errorOf, tick, setup } from '../../testing/community.ts';
import { problemTopic } from '../../../src/domain/builder/problem-topics.ts';
import { readAnswer } from '../../testing/client.ts';

describe('POST /api/community/builds', () => {
  it('shares a build: 201 with the spec’s fields, server-priced, the parts as a snapshot', async () => {
    const { shareOk, listOk, detailOk, owner, other } = await setup();
    const shared = await shareOk({
      title: '  Budget   Gaming Beast  ',
      description: '  For school\r\nand games  ',
      // Whole part objects or ids, as the builder sends them; a forged total is ignored.
      parts: { mobo: board, cpu: cpu.id, rams: [ram], gpus: [], psu: null },
      total_price: 1,
      purpose: 'gaming',
    });
    expect(shared.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(shared.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(shared).toEqual({
      id: shared.id,
      user_id: owner.id,
      username: 'Owner',
      profile_picture: null,
      title: 'Budget Gaming Beast',
      description: 'For school\nand games',
      parts: storedParts(),
      total_price: someTotal,
      up_votes: 0,
      down_votes: 0,
      score: 0,
      user_vote: 'none',
      purpose: 'gaming',
      created_at: shared.created_at,
      saved_build_id: null,
      // Issue 29: no photos yet.
      cover_photo: null,
      photo_count: 0,
      // The builder's verdict on the parts, for the post's purpose (issue 22; verdict-agreement.test.ts compares it).
      warnings: shared.warnings,
      problems: shared.problems,
      problem_topics: shared.problems.map(problemTopic),
      notes: shared.notes,
      note_count: shared.notes.length,
      has_issues: shared.has_issues,
      badges: shared.badges,
      comments: [],
      comment_count: 0,
    });
    // The card carries the verdict's summary for its chip (issue 25), not the whole verdict.
    const { comments: _c, comment_count: _n, warnings: _w, problems: _p, notes: _o, has_issues: _h, badges: _b, ...card } = shared;
    expect(card.problem_topics).toEqual(shared.problems.map(problemTopic));
    expect(await listOk()).toEqual([card]);
    expect(await listOk('', other.auth)).toEqual([card]);
    expect(await detailOk(shared.id)).toEqual(shared);
  });

  it('a card names its problems for the chip (issue 25): a CPU of another socket is "wrong CPU socket"', async () => {
    const { shareOk, listOk, owner } = await setup();
    const alien = catalogue.parts.cpu.find((c) => c.socket !== board.socket)!;
    const shared = await shareOk({ title: 'Mismatched', parts: { mobo: board.id, cpu: alien.id } }, owner.auth);
    const [card] = (await listOk()).filter((b) => b.id === shared.id);
    expect(card!.problem_topics).toContain('wrong CPU socket');
    expect(card!.note_count).toBe(shared.notes.length);
    expect(card).not.toHaveProperty('problems');
  });

  it('takes a title of exactly 80 characters, no description and no purpose (gaming, then); works with the cookie too', async () => {
    const { shareOk, owner } = await setup();
    const shared = await shareOk({ title: `${'t'.repeat(80)} `, parts: { gpus: [gpu.id] } }, owner.cookie);
    expect(shared).toMatchObject({ title: 't'.repeat(80), description: '', purpose: 'gaming', total_price: gpu.price });
  });

  const long = (n: number) => 'x'.repeat(n);
  const invalid: [string, unknown, string][] = [
    ['no title', { parts: someParts() }, TITLE_REQUIRED],
    ['a blank title', { title: ' \n\t ', parts: someParts() }, TITLE_REQUIRED],
    ['a title that is not text', { title: 7, parts: someParts() }, TITLE_REQUIRED],
    ['an 81-character title', { title: long(81), parts: someParts() }, TITLE_TOO_LONG],
    ['a title with a bidi override', { title: 'Rig \u202Egnp.exe', parts: someParts() }, TITLE_INVISIBLE],
    ['a title with a zero-width space', { title: 'Ri\u200Bg', parts: someParts() }, TITLE_INVISIBLE],
    // Issue 24 item 5: what passed the old rule.
    ['a title of Hangul fillers only', { title: '\u3164\u3164', parts: someParts() }, TITLE_INVISIBLE],
    ['a title of Braille blanks only', { title: '\u2800\u2800', parts: someParts() }, TITLE_INVISIBLE],
    ['a title with a variation selector', { title: 'Rig\uFE0E', parts: someParts() }, TITLE_INVISIBLE],
    ['a title of punctuation only', { title: '!!! ...', parts: someParts() }, 'Title must contain at least one letter or digit'],
    ['a title with 78 stacked marks', { title: `Z${'\u0336'.repeat(78)}`, parts: someParts() }, 'Title cannot stack more than 2 accents on one letter'],
    ['a blank title and no parts (title first, as the form)', { title: '', parts: {} }, TITLE_REQUIRED],
    ['a 501-character description', { title: 'Ok', description: long(501), parts: someParts() }, DESCRIPTION_TOO_LONG],
    ['a description with a control character', { title: 'Ok', description: 'a\u0000b', parts: someParts() }, DESCRIPTION_INVISIBLE],
    ['a description with a Hangul filler', { title: 'Ok', description: 'Fast\uFFA0', parts: someParts() }, DESCRIPTION_INVISIBLE],
    ['a description of emoji only', { title: 'Ok', description: '🔥🔥🔥', parts: someParts() }, 'Description must contain at least one letter or digit'],
    ['a description that is not text', { title: 'Ok', description: 5, parts: someParts() }, 'The description must be text.'],
    ['no parts', { title: 'Ok' }, NO_PARTS_TO_SHARE],
    ['null parts', { title: 'Ok', parts: null }, NO_PARTS_TO_SHARE],
    ['an empty parts object', { title: 'Ok', parts: {} }, NO_PARTS_TO_SHARE],
    ['only empty slots', { title: 'Ok', parts: { mobo: null, gpus: [], rams: [null] } }, NO_PARTS_TO_SHARE],
    ['a part id the catalogue does not have', { title: 'Ok', parts: { cpu: 'cpu-made-up-9000' } }, unknownPartMessage('cpu', 'cpu-made-up-9000')],
    ['a part in the wrong slot', { title: 'Ok', parts: { gpus: [cpu.id] } }, unknownPartMessage('gpus', cpu.id)],
    ['an unknown purpose', { title: 'Ok', parts: someParts(), purpose: 'mining' }, PURPOSE_INVALID],
    ['a saved build that does not exist', { title: 'Ok', parts: someParts(), saved_build_id: 'nope' }, SAVED_BUILD_NOT_YOURS],
    ['a body that is a list', [{ title: 'Ok' }], 'Send the build as a JSON object: {title, description, parts}.'],
    ['a body that is not JSON', '{"title": ', 'The request body is not valid JSON.'],
  ];
  it.each(invalid)('400 for %s, with the message, and nothing stored', async (_, body, message) => {
    const { share, owner, rows } = await setup();
    const res = await share(body, owner.auth);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect((await rows()).builds).toBe(0);
  });

  it('someone else’s saved build cannot be named as the source (400), and nothing is stored', async () => {
    const { app, share, other, owner, rows } = await setup();
    const saved = await readAnswer('POST /api/builds', await app.request('/api/builds', json('POST', { name: 'Theirs', parts: someParts() }, other.auth)));
    const res = await share({ title: 'Mine now', parts: someParts(), saved_build_id: saved.id }, owner.auth);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: SAVED_BUILD_NOT_YOURS, code: 'BAD_REQUEST' });
    expect((await rows()).builds).toBe(0);
  });

  it('415 for a body that is not JSON; 413 for an enormous one', async () => {
    const { app, owner, share, rows } = await setup();
    const form = await app.request('/api/community/builds', { method: 'POST', headers: { ...owner.auth, 'Content-Type': 'text/plain' }, body: 'title=x' });
    expect(form.status).toBe(415);
    const huge = await share({ title: 'Big', description: 'x'.repeat(100_000), parts: someParts() }, owner.auth);
    expect(huge.status).toBe(413);
    expect((await rows()).builds).toBe(0);
  });
});

describe('the shared copy stands on its own', () => {
  it('editing and then deleting the saved build it came from changes nothing in the post', async () => {
    const { app, owner, other, shareOk, detailOk } = await setup();
    const saveRes = await app.request('/api/builds', json('POST', { name: 'Source', parts: someParts() }, owner.auth));
    const saved = await readAnswer('POST /api/builds', saveRes);
    const shared = await shareOk({ title: 'From my dashboard', parts: someParts(), saved_build_id: saved.id });
    expect(shared.saved_build_id).toBe(saved.id);
    // Only the author sees where it came from.
    expect((await detailOk(shared.id, other.auth)).saved_build_id).toBeNull();
    expect((await detailOk(shared.id)).saved_build_id).toBeNull();

    const edit = await app.request(`/api/builds/${saved.id}`, json('PUT', { name: 'Source v2', parts: { gpus: [otherGpu.id] } }, owner.auth));
    expect(edit.status).toBe(200);
    expect(await detailOk(shared.id, owner.auth)).toEqual(shared);

    expect((await app.request(`/api/builds/${saved.id}`, { method: 'DELETE', headers: owner.auth })).status).toBe(200);
    expect(await detailOk(shared.id, owner.auth)).toEqual({ ...shared, saved_build_id: null });
  });

  it('a later price change in the catalogue does not change the shared parts or total', async () => {
    const t = await setup();
    const shared = await t.shareOk();
    const later = await testApp({
      db: t.deps.db,
      catalogue: { ...catalogue, parts: { ...catalogue.parts, cpu: catalogue.parts.cpu.map((c) => (c.id === cpu.id ? { ...c, price: c.price + 999 } : c)) } },
    });
    const now = await readAnswer('GET /api/community/builds/:id', await later.app.request(`/api/community/builds/${shared.id}`));
    expect(now.parts).toEqual(storedParts());
    expect(now.total_price).toBe(someTotal);
  });
});

describe('GET /api/community/builds/{id}', () => {
  it('visitors get the build with its comments (oldest first) and user_vote none; a signed-in caller gets its own vote', async () => {
    const { shareOk, detailOk, comment, voteOk, owner, other } = await setup();
    const shared = await shareOk();
    await comment(shared.id, { text: 'First!' }, other.auth);
    await tick();
    await comment(shared.id, { text: 'Thanks' }, owner.auth);
    await voteOk(shared.id, 'down', other.auth);
    const visitor = await detailOk(shared.id);
    expect(visitor.comments.map((c) => [c.username, c.text])).toEqual([['Other', 'First!'], ['Owner', 'Thanks']]);
    expect(visitor.comment_count).toBe(2);
    expect(visitor.user_vote).toBe('none');
    expect((await detailOk(shared.id, other.auth)).user_vote).toBe('down');
    expect((await detailOk(shared.id, other.cookie)).user_vote).toBe('down');
    expect((await detailOk(shared.id, owner.auth)).user_vote).toBe('none');
    // A bad token is just a visitor here.
    expect((await detailOk(shared.id, { Authorization: 'Bearer nonsense' })).user_vote).toBe('none');
  });

  it(`shows at most ${MAX_COMMENTS_SHOWN} comments: the most recent, oldest first, with the total`, async () => {
    const { deps, shareOk, detailOk, owner } = await setup();
    const shared = await shareOk();
    const base = Date.now();
    await deps.db.insert(communityComment).values(
      Array.from({ length: MAX_COMMENTS_SHOWN + 5 }, (_, i) => ({
        id: `c-${String(i).padStart(3, '0')}`,
        buildId: shared.id,
        userId: owner.id,
        text: `comment ${i}`,
        createdAt: new Date(base + i),
      })),
    );
    const detail = await detailOk(shared.id);
    expect(detail.comment_count).toBe(MAX_COMMENTS_SHOWN + 5);
    expect(detail.comments.map((c) => c.text)).toEqual(Array.from({ length: MAX_COMMENTS_SHOWN }, (_, i) => `comment ${i + 5}`));
  });

  it('404 for an id that does not exist', async () => {
    const { detail } = await setup();
    const res = await detail('no-such-build');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: COMMUNITY_BUILD_NOT_FOUND, code: 'NOT_FOUND' });
  });
});

describe('DELETE /api/community/builds/{id}', () => {
  it('the author deletes the post, with its votes and comments', async () => {
    const { shareOk, remove, detail, listOk, comment, voteOk, rows, owner, other } = await setup();
    const keep = await shareOk({ title: 'Keep', parts: someParts() });
    const gone = await shareOk({ title: 'Gone', parts: someParts() });
    await comment(gone.id, { text: 'bye' }, other.auth);
    await voteOk(gone.id, 'up', other.auth);
    const res = await remove(gone.id, owner.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await detail(gone.id)).status).toBe(404);
    expect((await listOk()).map((b) => b.id)).toEqual([keep.id]);
    expect(await rows()).toEqual({ builds: 1, votes: 0, comments: 0 });
    expect((await remove(gone.id, owner.auth)).status).toBe(404);
  });

  it('someone else’s post is a 404 exactly like a missing one; visitors 401; cross-site 403; nothing changes', async () => {
    const { shareOk, remove, detailOk, rows, owner, other } = await setup();
    const mine = await shareOk();
    for (const res of [await remove(mine.id, other.auth), await remove('no-such-build', other.auth)]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ error: COMMUNITY_BUILD_NOT_FOUND, code: 'NOT_FOUND' });
    }
    const visitor = await remove(mine.id, {});
    expect(visitor.status).toBe(401);
    expect((await errorOf(visitor)).code).toBe('UNAUTHORIZED');
    for (const evil of [{ ...owner.cookie, Origin: 'https://evil.example' }, { ...owner.cookie, 'Sec-Fetch-Site': 'cross-site' }]) {
      const res = await remove(mine.id, evil);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('FORBIDDEN');
    }
    expect((await rows()).builds).toBe(1);
    expect(await detailOk(mine.id, owner.auth)).toEqual(mine);
  });
});
