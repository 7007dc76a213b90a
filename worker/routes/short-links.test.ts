/**
 * Short links (issue 29 item 6): POST /api/short-links for a draft (anyone, limited), a saved build
 * (its owner only) or a community post (anyone); GET /api/short-links/{id} and the page /b/{id}
 * for anyone. Bad input gets a clear 4xx and stores nothing; the same share twice gives one link.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { board, cleanParts, cleanTotal, errorOf, goodCpu, json, setup, wrongCpu } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';
import { shortLink } from '../db/schema.ts';
import { SHORT_ID } from '../../src/domain/community/short-link.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { formatPeso } from '../../src/domain/format/money.ts';

async function links() {
  const t = await setup();
  const make = (body: unknown, headers: Record<string, string> = {}) => t.app.request('/api/short-links', json('POST', body, headers));
  const stored = async () => (await t.deps.db.select({ n: count() }).from(shortLink))[0]!.n;
  const share = async (title: string) => {
    const res = await t.app.request('/api/community/builds', json('POST', { title, parts: cleanParts() }, t.owner.auth));
    expect(res.status).toBe(201);
    return (await readAnswer('POST /api/community/builds', res)).id;
  };
  return { ...t, make, stored, share };
}

describe('POST /api/short-links', () => {
  it('stores a visitor\'s draft under a short id that anyone can open as a page and read as JSON', async () => {
    const t = await links();
    const res = await t.make({ kind: 'draft', parts: cleanParts(), purpose: 'productivity' });
    expect(res.status).toBe(201);
    const made = await readAnswer('POST /api/short-links', res);
    expect(made.id).toMatch(SHORT_ID);
    expect(made.url).toBe(`/b/${made.id}`);
    expect(made.image).toBe(`/b/${made.id}/image.png`);

    const read = await t.app.request(`/api/short-links/${made.id}`);
    expect(read.status).toBe(200);
    const body = await readAnswer('GET /api/short-links/:id', read);
    expect(body).toMatchObject({ kind: 'draft', title: 'A PC build', purpose: 'productivity', total_price: cleanTotal, shared_total: cleanTotal });
    expect(body.parts.cpu?.id).toBe(goodCpu.id);
    expect(body.builderPath).toContain(`cpu=${goodCpu.id}`);
    expect(body.builderPath).toContain('use=productivity');

    const page = await t.app.request(`/b/${made.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(goodCpu.name);
    expect(html).toContain(board.name);
    expect(html).toContain(formatPeso(cleanTotal));
    expect(html).toContain(`<meta property="og:image" content="http://localhost:4321/b/${made.id}/image.png">`);
    expect(html).toContain(body.verdict);
  });

  it('gives the same link for the same share, and a new one when anything shown differs', async () => {
    const t = await links();
    const first = await readAnswer('POST /api/short-links', await t.make({ kind: 'draft', parts: cleanParts() }));
    const again = await t.make({ kind: 'draft', parts: cleanParts() });
    expect(again.status).toBe(200);
    expect((await readAnswer('POST /api/short-links', again)).id).toBe(first.id);
    const titled = await readAnswer('POST /api/short-links', await t.make({ kind: 'draft', parts: cleanParts(), title: 'For my brother' }));
    expect(titled.id).not.toBe(first.id);
    expect(await t.stored()).toBe(2);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const t = await links();
    const cases: [unknown, RegExp][] = [
      [{ kind: 'draft' }, /select at least one component/i],
      [{ kind: 'draft', parts: { cpu: 'cpu-nope' } }, /no cpu part with id "cpu-nope"/],
      [{ kind: 'draft', parts: cleanParts(), purpose: 'mining' }, /purpose must be/],
      [{ kind: 'draft', parts: cleanParts(), title: 'a\u202Eb' }, /invisible/],
      [{ kind: 'photo', id: 'x' }, /kind/],
      [{ kind: 'community' }, /id must name/],
      ['[1,2', /JSON/i],
    ];
    for (const [body, message] of cases) {
      const res = await t.make(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).error).toMatch(message);
    }
    const wrongType = await t.app.request('/api/short-links', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(wrongType.status).toBe(415);
    expect(await t.stored()).toBe(0);
    // A draft that fails the builder's rules is still a build one may share: its page says so.
    const clash = await readAnswer('POST /api/short-links', await t.make({ kind: 'draft', parts: { mobo: board.id, cpu: wrongCpu.id } }));
    const view = await readAnswer('GET /api/short-links/:id', await t.app.request(`/api/short-links/${clash.id}`));
    expect(view.severity).toBe('bad');
    expect(view.problems.join(' ')).toMatch(/socket/i);
  });

  it('shares a saved build for its owner only; others and visitors get the same 404 / a 401', async () => {
    const t = await links();
    const saved = await t.save({ name: 'Sala PC', parts: cleanParts(), purpose: 'generaluse' });
    expect((await t.make({ kind: 'saved', id: saved.id })).status).toBe(401);
    const other = await t.make({ kind: 'saved', id: saved.id }, t.other.auth);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).error).toBe('No saved build with this id.');
    expect(await t.stored()).toBe(0);
    const mine = await t.make({ kind: 'saved', id: saved.id }, t.owner.cookie);
    expect(mine.status).toBe(201);
    const { id } = await readAnswer('POST /api/short-links', mine);
    // Deleting the saved build leaves the shared snapshot readable.
    expect((await t.del(saved.id)).status).toBe(200);
    const read = await readAnswer('GET /api/short-links/:id', await t.app.request(`/api/short-links/${id}`));
    expect(read).toMatchObject({ title: 'Sala PC', purpose: 'generaluse', kind: 'saved' });
  });

  it('shares a community post for anyone, and its page links back while the post is there', async () => {
    const t = await links();
    const post = await t.share('Budget Valorant rig');
    const res = await t.make({ kind: 'community', id: post });
    expect(res.status).toBe(201);
    const { id } = await readAnswer('POST /api/short-links', res);
    expect((await t.make({ kind: 'community', id: post }, t.other.auth)).status).toBe(200);
    expect((await t.make({ kind: 'community', id: 'no-such-post' })).status).toBe(404);
    const page = await (await t.app.request(`/b/${id}`)).text();
    expect(page).toContain('Budget Valorant rig');
    expect(page).toContain(`/community?build=${post}`);
    expect((await t.app.request(`/api/community/builds/${post}`, { method: 'DELETE', headers: t.owner.auth })).status).toBe(200);
    const after = await (await t.app.request(`/b/${id}`)).text();
    expect(after).toContain('Budget Valorant rig');
    expect(after).not.toContain(`/community?build=${post}`);
  });

  it('limits how many links a visitor makes a minute (429 with Retry-After); reading is never limited', async () => {
    const t = await setup({ config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'test-secret-test-secret-test-secret-1234', rateLimit: true } });
    const make = (i: number) =>
      t.app.request('/api/short-links', json('POST', { kind: 'draft', parts: cleanParts(), title: `Build ${i}` }, { 'x-client-ip': '203.0.113.9' }));
    let last = 0;
    let id = '';
    for (let i = 0; i < LIMITS.shortLink.max; i++) {
      const res = await make(i);
      last = res.status;
      id = (await readAnswer('POST /api/short-links', res)).id;
    }
    expect(last).toBe(201);
    const over = await make(999);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(over)).error).toMatch(/Too many short links made/);
    // Someone else on another address is not held back, and reading goes on.
    const elsewhere = await t.app.request('/api/short-links', json('POST', { kind: 'draft', parts: cleanParts() }, { 'x-client-ip': '198.51.100.4' }));
    expect(elsewhere.status).toBe(201);
    expect((await t.app.request(`/b/${id}`)).status).toBe(200);
  });
});

describe('GET /api/short-links/{id} and /b/{id}', () => {
  it('answers 404 for a malformed or unknown id, the page in the site\'s words', async () => {
    const t = await links();
    for (const id of ['short', 'AAAAAAAAAA', 'AAAA-AAAAA', 'AAAAAAAAAA%00', 'AAAAAAAAAAA']) {
      expect((await t.app.request(`/api/short-links/${id}`)).status).toBe(404);
      const page = await t.app.request(`/b/${id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('No shared build with this short link.');
    }
    expect((await t.app.request('/b/AAAAAAAAAA/image.png')).status).toBe(404);
  });

  it('escapes what people typed wherever the page shows it', async () => {
    const t = await links();
    const { id } = await readAnswer('POST /api/short-links', await t.make({ kind: 'draft', parts: cleanParts(), title: '<script>alert(1)</script> "x"' }));
    const html = await (await t.app.request(`/b/${id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
