/**
 * Photos of completed community builds (issue 29 item 7): the author adds up to six (decoded and
 * re-encoded at phone and desktop widths), anyone reads them, anyone signed in reports one, the
 * author's removal queue lists the reports, and a moderator hides a post.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { PhotonImage } from '@cf-wasm/photon';
import { testApp } from '../testing/test-app.ts';
import { communityPhoto, photoReport } from '../db/schema.ts';
import { testJpeg, testPng } from '../photos/test-photos.ts';
import { MAX_PHOTOS, PHOTO_TEXTS, PHOTO_WIDTHS } from '../../src/domain/community/photos.ts';
import { someParts } from '../testing/community.ts';
import { readAnswer, readError } from '../testing/client.ts';

type H = Record<string, string>;
const json = (method: string, body: unknown, headers: H = {}) => ({ method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function setup() {
  const t = await testApp({
    config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'photo-secret-photo-secret-photo-secret-1', rateLimit: false, moderatorEmails: ['mod@example.ph'] },
  });
  const call = (path: string, init: RequestInit = {}) => t.app.request(path, init);
  const signUp = async (email: string, name: string) => {
    await call('/api/register', json('POST', { email, username: name, password: 'Sup3r$ecret' }));
    const res = await readAnswer('POST /api/login', await call('/api/login', json('POST', { email, password: 'Sup3r$ecret' })));
    return { id: res.user.id, auth: { Authorization: `Bearer ${res.token}` } };
  };
  const owner = await signUp('owner@example.ph', 'Owner');
  const other = await signUp('other@example.ph', 'Other');
  const mod = await signUp('mod@example.ph', 'Moderator');
  const post = (await readAnswer('POST /api/community/builds', await call('/api/community/builds', json('POST', { title: 'Finished rig', parts: someParts() }, owner.auth)))).id;
  const upload = (bytes: Uint8Array | string, headers: H = owner.auth, name = 'rig.jpg', buildId = post) => {
    const form = new FormData();
    form.set('photo', new File([bytes as BlobPart], name));
    return call(`/api/community/builds/${buildId}/photos`, { method: 'POST', headers, body: form });
  };
  const photos = async (headers: H = {}) => await readAnswer('GET /api/community/builds/:id/photos', await call(`/api/community/builds/${post}/photos`, { headers }));
  const stored = async () => (await t.deps.db.select({ n: count() }).from(communityPhoto))[0]!.n;
  const size = async (url: string) => {
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const image = PhotonImage.new_from_byteslice(bytes);
    const dims = { width: image.get_width(), height: image.get_height() };
    image.free();
    return { ...dims, bytes };
  };
  return { ...t, call, owner, other, mod, post, upload, photos, stored, size };
}

describe('POST /api/community/builds/{id}/photos', () => {
  it('re-encodes a photo at phone and desktop widths, drops what rode along, and shows it on the card', async () => {
    const t = await setup();
    // A JPEG with something appended after its end: only the pixels are kept.
    const jpeg = testJpeg(1800, 1350);
    const tail = new TextEncoder().encode('<script>alert(1)</script>');
    const res = await t.upload(new Uint8Array([...jpeg, ...tail]));
    expect(res.status).toBe(201);
    const photo = await readAnswer('POST /api/community/builds/:id/photos', res);
    expect(photo).toMatchObject({ width: PHOTO_WIDTHS.desktop, height: 1200, reports: 0 });
    const desktop = await t.size(photo.urls.desktop);
    expect([desktop.width, desktop.height]).toEqual([1600, 1200]);
    const phone = await t.size(photo.urls.phone);
    expect([phone.width, phone.height]).toEqual([640, 480]);
    expect(new TextDecoder().decode(desktop.bytes)).not.toContain('<script>');
    // A small PNG is never enlarged, and comes back as JPEG.
    const small = await readAnswer('POST /api/community/builds/:id/photos', await t.upload(testPng(300, 200), t.owner.auth, 'small.png'));
    expect((await t.size(small.urls.desktop)).width).toBe(300);

    const list = await t.photos();
    expect(list.photos.map((p) => p.id)).toEqual([photo.id, small.id]);
    expect(list.photos[0]).not.toHaveProperty('reports');
    expect(list).toMatchObject({ hidden: false, can_add: false, can_hide: false });
    expect((await t.photos(t.owner.auth)).can_add).toBe(true);
    const cards = await readAnswer('GET /api/community/builds', await t.call('/api/community/builds'));
    expect(cards.find((c) => c.id === t.post)).toMatchObject({ cover_photo: photo.urls.phone, photo_count: 2 });
    // Decoding and drawing two sizes is real work: room for a busy machine.
  }, 30_000);

  it('refuses what is not a whole picture, too many photos and the wrong sender, storing nothing', async () => {
    const t = await setup();
    const cases: [Uint8Array | string, number, string][] = [
      ['just some text', 415, PHOTO_TEXTS.notImage],
      [testJpeg().subarray(0, 200), 400, PHOTO_TEXTS.undecodable],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 400, PHOTO_TEXTS.undecodable],
    ];
    for (const [bytes, status, message] of cases) {
      const res = await t.upload(bytes);
      expect(res.status).toBe(status);
      expect((await readError(res)).error).toBe(message);
    }
    // A picture that says it has 60 million pixels is not decoded at all.
    const huge = testPng(8, 8);
    new DataView(huge.buffer, huge.byteOffset).setUint32(16, 10_000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(20, 6_000);
    expect((await readError(await t.upload(huge))).error).toBe(PHOTO_TEXTS.tooManyPixels);
    const wrongType = await t.call(`/api/community/builds/${t.post}/photos`, json('POST', {}, t.owner.auth));
    expect(wrongType.status).toBe(415);
    const noField = await t.call(`/api/community/builds/${t.post}/photos`, { method: 'POST', headers: t.owner.auth, body: new FormData() });
    expect(noField.status).toBe(400);
    const tooBig = await t.upload(new Uint8Array(9 * 1024 * 1024));
    expect(tooBig.status).toBe(413);
    expect((await t.upload(testJpeg(), {})).status).toBe(401);
    expect((await t.upload(testJpeg(), t.other.auth)).status).toBe(404);
    expect((await t.upload(testJpeg(), t.owner.auth, 'x.jpg', 'no-such-post')).status).toBe(404);
    expect(await t.stored()).toBe(0);

    for (let i = 0; i < MAX_PHOTOS; i++) expect((await t.upload(testJpeg())).status).toBe(201);
    const seventh = await t.upload(testJpeg());
    expect(seventh.status).toBe(409);
    expect((await readError(seventh)).error).toBe(PHOTO_TEXTS.tooMany);
    expect(await t.stored()).toBe(MAX_PHOTOS);
  });

  it('lets only the author remove a photo; its files go with it', async () => {
    const t = await setup();
    const photo = await readAnswer('POST /api/community/builds/:id/photos', await t.upload(testJpeg()));
    const remove = (headers: H) => t.call(`/api/community/builds/${t.post}/photos/${photo.id}`, { method: 'DELETE', headers });
    expect((await remove({})).status).toBe(401);
    expect((await remove(t.other.auth)).status).toBe(404);
    expect((await t.call(photo.urls.phone)).status).toBe(200);
    expect((await remove(t.owner.auth)).status).toBe(200);
    expect((await t.call(photo.urls.phone)).status).toBe(404);
    expect((await remove(t.owner.auth)).status).toBe(404);
  });
});

describe('reports and the removal queue', () => {
  it('takes one report per person, never from the author, and queues them for the author to remove or keep', async () => {
    const t = await setup();
    const photo = await readAnswer('POST /api/community/builds/:id/photos', await t.upload(testJpeg()));
    const report = (headers: H, reason: unknown = 'Not this build') => t.call(`/api/community/photos/${photo.id}/reports`, json('POST', { reason }, headers));
    expect((await report({})).status).toBe(401);
    const bad = await report(t.other.auth, 'I just do not like it');
    expect(bad.status).toBe(400);
    expect((await readError(bad)).error).toBe(PHOTO_TEXTS.reasonInvalid);
    expect((await report(t.owner.auth)).status).toBe(400);
    expect((await report(t.other.auth)).status).toBe(201);
    expect(await (await report(t.other.auth)).json()).toEqual({ ok: true, already_reported: true });
    expect((await report(t.mod.auth, 'Personal information')).status).toBe(201);

    const queue = async (headers: H) => await readAnswer('GET /api/community/photo-reports', await t.call('/api/community/photo-reports', { headers }));
    expect(await queue(t.other.auth)).toEqual([]);
    const mine = await queue(t.owner.auth);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ build_id: t.post, build_title: 'Finished rig', reasons: ['Not this build', 'Personal information'], photo: { id: photo.id, reports: 2 } });
    expect((await t.photos(t.owner.auth)).photos[0]!.reports).toBe(2);

    expect((await t.call(`/api/community/photo-reports/${photo.id}/keep`, json('POST', {}, t.other.auth))).status).toBe(404);
    expect((await t.call(`/api/community/photo-reports/${photo.id}/keep`, json('POST', {}, t.owner.auth))).status).toBe(200);
    expect(await queue(t.owner.auth)).toEqual([]);
    expect((await t.deps.db.select({ n: count() }).from(photoReport))[0]!.n).toBe(0);
    expect((await t.call('/api/community/photo-reports')).status).toBe(401);
  });
});

describe('PUT /api/community/builds/{id}/hidden', () => {
  it('lets a moderator hide a post from the gallery, its detail and its photos for everyone, and show it again', async () => {
    const t = await setup();
    const photo = await readAnswer('POST /api/community/builds/:id/photos', await t.upload(testJpeg()));
    const hide = (hidden: boolean, headers: H) => t.call(`/api/community/builds/${t.post}/hidden`, json('PUT', { hidden, reason: 'Not a PC' }, headers));
    expect((await hide(true, {})).status).toBe(401);
    const refused = await hide(true, t.owner.auth);
    expect(refused.status).toBe(403);
    expect((await readError(refused)).error).toBe(PHOTO_TEXTS.notModerator);
    expect((await t.photos(t.mod.auth)).can_hide).toBe(true);
    expect((await hide(true, t.mod.auth)).status).toBe(200);

    const listed = async () => (await readAnswer('GET /api/community/builds', await t.call('/api/community/builds'))).map((b) => b.id);
    expect(await listed()).not.toContain(t.post);
    expect((await t.call(`/api/community/builds/${t.post}`)).status).toBe(404);
    expect((await t.call(`/api/community/builds/${t.post}`, { headers: t.other.auth })).status).toBe(404);
    // The detail is the same for every reader (one cached answer): hidden for all. The author and
    // the moderators still read its photos list, which says it is hidden.
    expect((await t.call(`/api/community/builds/${t.post}`, { headers: t.owner.auth })).status).toBe(404);
    expect((await t.photos(t.owner.auth)).hidden).toBe(true);
    expect((await t.photos(t.mod.auth)).hidden).toBe(true);
    expect((await t.call(`/api/community/builds/${t.post}/photos`, { headers: t.other.auth })).status).toBe(404);
    expect((await t.call(photo.urls.phone)).status).toBe(404);

    expect((await hide(false, t.mod.auth)).status).toBe(200);
    expect(await listed()).toContain(t.post);
    expect((await t.call(photo.urls.phone)).status).toBe(200);
  });
});

describe('the public build page', () => {
  it('shows a community post’s photos with phone and desktop files, and none once a moderator hides the post', async () => {
    const t = await setup();
    const photo = await readAnswer('POST /api/community/builds/:id/photos', await t.upload(testJpeg(1200, 900)));
    const { url } = await readAnswer('POST /api/short-links', await t.call('/api/short-links', json('POST', { kind: 'community', id: t.post })));
    const page = await (await t.call(url)).text();
    expect(page).toContain('Photos of the finished build');
    expect(page).toContain(`srcset="${photo.urls.phone} 640w, ${photo.urls.desktop} 1200w"`);
    expect(page).toContain('alt="Photo 1 of Finished rig"');
    await t.call(`/api/community/builds/${t.post}/hidden`, json('PUT', { hidden: true }, t.mod.auth));
    const hidden = await (await t.call(url)).text();
    expect(hidden).not.toContain('Photos of the finished build');
    expect(hidden).not.toContain('See it in the community');
    expect(hidden).toContain('Finished rig');
  });
});
