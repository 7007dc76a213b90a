/**
 * What one account or one anonymous client can do to everyone else's gallery: keep the visitors'
 * cache empty, flood it with posts, flip votes without end. The visitors' cache is observed from
 * outside: a change made behind the API's back shows to visitors only once the cache is emptied.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communityBuild } from '../db/schema.ts';
import { json, setup, someParts } from './community.fixtures.ts';

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
