/**
 * Issue 24 item 9: a signed-in person's saved builds and gallery pages are kept between reads
 * (worker/reader-memo.ts), yet every read shows their latest writes — also writes made through
 * another server on the same database (another Node process, or another Worker isolate), which
 * this server's caches never hear of. Two apps on one database play the two servers.
 */
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.ts';
import { calls, json, signUp, someParts } from '../testing/community.ts';
import { readAnswer } from '../testing/client.ts';

async function twoServers() {
  const here = await testApp();
  const there = await testApp({ db: here.deps.db });
  const ana = await signUp(here.app, 'ana@example.ph', 'Ana');
  const savedBuilds = async () => {
    const res = await here.app.request('/api/builds', { headers: ana.auth });
    expect(res.status).toBe(200);
    return await readAnswer('GET /api/builds', res);
  };
  const saveThere = async (name: string) => {
    const res = await there.app.request('/api/builds', json('POST', { name, parts: someParts() }, ana.auth));
    expect(res.status).toBe(201);
    return await readAnswer('POST /api/builds', res);
  };
  return { here, there, ana, savedBuilds, saveThere, gallery: calls(here.app), galleryThere: calls(there.app) };
}

describe('a signed-in person’s own answers, read again', () => {
  it('saved builds: the same answer twice, then every save, rename and delete made elsewhere', async () => {
    const { there, ana, savedBuilds, saveThere } = await twoServers();
    expect(await savedBuilds()).toEqual([]);
    const first = await saveThere('First');
    expect((await savedBuilds()).map((b) => b.name)).toEqual(['First']);
    expect((await savedBuilds()).map((b) => b.name)).toEqual(['First']);
    const renamed = await there.app.request(`/api/builds/${first.id}`, json('PUT', { name: 'Renamed', parts: someParts() }, ana.auth));
    expect(renamed.status).toBe(200);
    expect((await savedBuilds()).map((b) => b.name)).toEqual(['Renamed']);
    expect((await there.app.request(`/api/builds/${first.id}`, { method: 'DELETE', headers: ana.auth })).status).toBe(200);
    expect(await savedBuilds()).toEqual([]);
  });

  it('saved builds: a gallery post made from one elsewhere shows on it at once', async () => {
    const { ana, savedBuilds, saveThere, galleryThere } = await twoServers();
    const saved = await saveThere('Plan');
    expect((await savedBuilds())[0]!.shared_posts).toEqual([]);
    const shared = await galleryThere.share({ title: 'My rig', parts: someParts(), saved_build_id: saved.id }, ana.auth);
    expect(shared.status).toBe(201);
    expect((await savedBuilds())[0]!.shared_posts.map((p) => p.title)).toEqual(['My rig']);
  });

  it('the gallery: the reader’s own vote, cast or taken back elsewhere, shows on their next read', async () => {
    const { here, ana, gallery, galleryThere } = await twoServers();
    const ben = await signUp(here.app, 'ben@example.ph', 'Ben');
    const post = await readAnswer('POST /api/community/builds', await gallery.share({ title: 'Ben’s rig', parts: someParts() }, ben.auth));
    const voteOf = async () => {
      const list = await readAnswer('GET /api/community/builds', await gallery.list('', ana.auth));
      const detail = await readAnswer('GET /api/community/builds/:id', await gallery.detail(post.id, ana.auth));
      expect(list.find((b) => b.id === post.id)?.user_vote).toBe(detail.user_vote);
      return detail.user_vote;
    };
    expect(await voteOf()).toBe('none');
    expect(await voteOf()).toBe('none');
    expect((await galleryThere.vote(post.id, 'up', ana.auth)).status).toBe(200);
    expect(await voteOf()).toBe('up');
    expect((await galleryThere.vote(post.id, 'down', ana.auth)).status).toBe(200);
    expect(await voteOf()).toBe('down');
    expect((await galleryThere.vote(post.id, 'unvote', ana.auth)).status).toBe(200);
    expect(await voteOf()).toBe('none');
  });

  it('the gallery: an author’s link to the saved build a post came from goes when that build is deleted elsewhere', async () => {
    const { here, there, ana, saveThere, gallery } = await twoServers();
    const saved = await saveThere('Plan');
    const post = await readAnswer('POST /api/community/builds', await gallery.share({ title: 'Mine', parts: someParts(), saved_build_id: saved.id }, ana.auth));
    const link = async () => (await readAnswer('GET /api/community/builds/:id', await gallery.detail(post.id, ana.auth))).saved_build_id;
    expect(await link()).toBe(saved.id);
    expect(await link()).toBe(saved.id);
    expect((await there.app.request(`/api/builds/${saved.id}`, { method: 'DELETE', headers: ana.auth })).status).toBe(200);
    expect(await link()).toBeNull();
    // A visitor never sees the link, before or after.
    expect((await readAnswer('GET /api/community/builds/:id', await here.app.request(`/api/community/builds/${post.id}`))).saved_build_id).toBeNull();
  });

  it('a kept answer is never another reader’s, even at the same version', async () => {
    const { here, there, savedBuilds, saveThere } = await twoServers();
    await saveThere('Ana’s');
    expect((await savedBuilds()).map((b) => b.name)).toEqual(['Ana’s']);
    // Ben has written as often as Ana: both are at version 1.
    const ben = await signUp(here.app, 'ben@example.ph', 'Ben');
    expect((await there.app.request('/api/builds', json('POST', { name: 'Ben’s', parts: someParts() }, ben.auth))).status).toBe(201);
    const bens = await readAnswer('GET /api/builds', await here.app.request('/api/builds', { headers: ben.auth }));
    expect(bens.map((b) => b.name)).toEqual(['Ben’s']);
  });

  it('a kept answer ends with the session: signed out on another server, the next read is a 401', async () => {
    const { here, there, ana, savedBuilds, saveThere, gallery } = await twoServers();
    const saved = await saveThere('Plan');
    await savedBuilds();
    const post = await readAnswer('POST /api/community/builds', await gallery.share({ title: 'Mine', parts: someParts(), saved_build_id: saved.id }, ana.auth));
    expect((await gallery.vote(post.id, 'up', ana.auth)).status).toBe(200);
    const mine = await readAnswer('GET /api/community/builds', await gallery.list('', ana.auth));
    expect(mine.map((b) => [b.user_vote, b.saved_build_id])).toEqual([['up', saved.id]]);
    const out = await there.app.request('/api/auth/sign-out', json('POST', {}, ana.auth));
    expect(out.status).toBe(200);
    expect((await here.app.request('/api/builds', { headers: ana.auth })).status).toBe(401);
    // The gallery answers as to a visitor: nothing of Ana's on it.
    const page = await readAnswer('GET /api/community/builds', await gallery.list('', ana.auth));
    expect(page.map((b) => [b.user_vote, b.saved_build_id])).toEqual([['none', null]]);
  });
});
