/** The gallery list (GET /api/community/builds): order, pages, purposes; split from router.test.ts. */
import { describe, expect, it } from 'vitest';
import { createClient, type InStatement } from '@libsql/client';
import { createDatabase } from '../../db/client.ts';
import { communityBuild } from '../../db/schema.ts';
import { PURPOSE_INVALID } from '../../../src/domain/builder/purpose.ts';
import { compareByScore } from '../../../src/domain/community/community.ts';
import { DEFAULT_PAGE_SIZE, LIMIT_INVALID } from './schema.ts';
import { CURSOR_INVALID } from './cursor.ts';
import { someParts, someTotal, storedParts, errorOf, tick, setup, signUp, json } from '../../testing/community.ts';
import { readAnswer } from '../../testing/client.ts';

describe('GET /api/community/builds', () => {
  it('visitors may list; highest score first, newest first on a tie; the caller’s own vote on each card', async () => {
    const { shareOk, listOk, voteOk, owner, other } = await setup();
    const a = await shareOk({ title: 'A', parts: someParts() });
    await tick();
    const b = await shareOk({ title: 'B', parts: someParts() });
    await tick();
    const c = await shareOk({ title: 'C', parts: someParts() }, other.auth);
    await tick();
    const d = await shareOk({ title: 'D', parts: someParts() });
    // Newest first while all are at 0.
    expect((await listOk()).map((x) => x.title)).toEqual(['D', 'C', 'B', 'A']);
    await voteOk(a.id, 'up', owner.auth);
    await voteOk(a.id, 'up', other.auth);
    await voteOk(b.id, 'up', other.auth);
    await voteOk(d.id, 'down', other.auth);
    const visitor = await listOk();
    expect(visitor.map((x) => [x.title, x.score])).toEqual([['A', 2], ['B', 1], ['C', 0], ['D', -1]]);
    expect(visitor.every((x) => x.user_vote === 'none')).toBe(true);
    expect([...visitor].sort(compareByScore)).toEqual(visitor);
    const mine = await listOk('', other.auth);
    expect(mine.map((x) => x.user_vote)).toEqual(['up', 'up', 'none', 'down']);
    expect(mine.find((x) => x.id === c.id)).toMatchObject({ user_id: other.id, username: 'Other' });
  });

  it('a reader with nothing of theirs on the page gets the visitors’ very bytes, kept private; a vote or an own post makes it theirs', async () => {
    const { app, shareOk, voteOk, list, owner, other } = await setup();
    const third = await signUp(app, 'third@example.ph', 'Third');
    const saved = await readAnswer('POST /api/builds', await app.request('/api/builds', json('POST', { name: 'Source', parts: someParts() }, other.auth)));
    const mine = await shareOk({ title: 'Mine', parts: someParts(), saved_build_id: saved.id }, other.auth);
    const theirs = await shareOk({ title: 'Theirs', parts: someParts() }, owner.auth);
    const gzip = { 'Accept-Encoding': 'gzip' };
    const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const visitor = await list('', gzip);
    const reader = await list('', { ...third.auth, ...gzip });
    expect(reader.headers.get('Content-Encoding')).toBe('gzip');
    expect(await bytes(reader)).toEqual(await bytes(visitor));
    expect(reader.headers.get('Cache-Control')).toBe('private, no-store');
    expect(visitor.headers.get('Cache-Control') ?? '').not.toMatch(/private/);

    // Their own post (with the saved build it came from), and then their vote.
    const author = (await readAnswer('GET /api/community/builds', await list('', other.auth))).find((b) => b.id === mine.id)!;
    expect(author.saved_build_id).toBe(saved.id);
    await voteOk(theirs.id, 'up', third.auth);
    const voted = await readAnswer('GET /api/community/builds', await list('', third.auth));
    expect(voted.map((b) => [b.title, b.user_vote, b.saved_build_id])).toEqual([['Theirs', 'up', null], ['Mine', 'none', null]]);
  });

  it('?purpose= (and its first name ?use=) shows one purpose only; a share without one is gaming', async () => {
    const { shareOk, listOk } = await setup();
    await shareOk({ title: 'Game', parts: someParts(), purpose: 'gaming' });
    await shareOk({ title: 'Work', parts: someParts(), purpose: 'productivity' });
    await shareOk({ title: 'Any', parts: someParts() });
    expect((await listOk('?purpose=gaming')).map((x) => x.title)).toEqual(['Any', 'Game']);
    expect((await listOk('?purpose=productivity')).map((x) => x.title)).toEqual(['Work']);
    expect((await listOk('?use=productivity')).map((x) => x.title)).toEqual(['Work']);
    expect(await listOk('?purpose=generaluse')).toEqual([]);
    expect((await listOk()).length).toBe(3);
  });

  it.each([
    ['?limit=0', LIMIT_INVALID],
    ['?limit=101', LIMIT_INVALID],
    ['?limit=ten', LIMIT_INVALID],
    ['?limit=-1', LIMIT_INVALID],
    ['?use=mining', PURPOSE_INVALID],
    ['?purpose=mining', PURPOSE_INVALID],
    ['?cursor=not-a-cursor', CURSOR_INVALID],
    [`?cursor=${btoa('[1,2]')}`, CURSOR_INVALID],
  ])('400 for %s', async (query, message) => {
    const { list } = await setup();
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it('pages through 150 builds with a cursor: each seen once, in the gallery’s order after the capped first page, ties included', async () => {
    const { deps, owner, other, list } = await setup();
    const base = Date.now() - 1_000_000;
    // Many equal scores and equal times, so that the cursor has to use every key.
    const seeded = Array.from({ length: 150 }, (_, i) => ({
      id: `seed-${String(i).padStart(3, '0')}`,
      userId: i % 2 ? owner.id : other.id,
      title: `Build ${i}`,
      parts: storedParts(),
      totalPrice: someTotal,
      purpose: i % 3 === 0 ? ('gaming' as const) : ('productivity' as const),
      upVotes: i % 7,
      downVotes: i % 4,
      createdAt: new Date(base + (i % 5) * 1000),
    }));
    await deps.db.insert(communityBuild).values(seeded);
    const expected = seeded
      .map((s) => ({ id: s.id, up_votes: s.upVotes, down_votes: s.downVotes, created_at: s.createdAt.toISOString() }))
      .sort(compareByScore)
      .map((s) => s.id);

    const walk = async (first: string, pageSize: number) => {
      const seen: string[] = [];
      let url: string | null = first;
      let pages = 0;
      while (url !== null) {
        const res = await list(url);
        expect(res.status).toBe(200);
        const page = await readAnswer('GET /api/community/builds', res);
        expect(page.length).toBeLessThanOrEqual(pageSize);
        seen.push(...page.map((b) => b.id));
        const next = res.headers.get('X-Next-Cursor');
        const link = res.headers.get('Link');
        if (next) expect(link).toContain(`cursor=${next}`);
        else expect(link).toBeNull();
        url = next ? `?${new URL(link!.slice(1, link!.indexOf('>')), 'http://x').searchParams}` : null;
        pages++;
      }
      return { seen, pages };
    };

    // The first page shows at most 3 builds of each author (two authors here: 6 builds); the
    // builds it passed over come next, then the rest, all in the gallery's order.
    const authorOf = new Map(seeded.map((s) => [s.id, s.userId]));
    const capped = (ids: string[], limit: number) => {
      const seen = new Map<string, number>();
      const first = ids.filter((id) => {
        const n = (seen.get(authorOf.get(id)!) ?? 0) + 1;
        seen.set(authorOf.get(id)!, n);
        return n <= 3;
      }).slice(0, limit);
      return [...first, ...ids.filter((id) => !first.includes(id))];
    };
    const big = await walk('?limit=100', 100);
    expect(big.pages).toBe(3);
    expect(big.seen).toEqual(capped(expected, 100));
    const small = await walk('', DEFAULT_PAGE_SIZE);
    expect(small.pages).toBe(1 + Math.ceil(144 / DEFAULT_PAGE_SIZE));
    expect(small.seen).toEqual(capped(expected, DEFAULT_PAGE_SIZE));
    expect(new Set(small.seen).size).toBe(150);
    // The use filter pages the same way, and its Link keeps the filter.
    const gaming = await walk('?purpose=gaming&limit=7', 7);
    expect(gaming.seen).toEqual(capped(expected.filter((id) => Number(id.slice(5)) % 3 === 0), 7));
  });

  it('pages exactly: a full last page says there is no more', async () => {
    const { shareOk, list } = await setup();
    await shareOk();
    await shareOk();
    const res = await list('?limit=2');
    expect((await readAnswer('GET /api/community/builds', res)).length).toBe(2);
    expect(res.headers.get('X-Next-Cursor')).toBeNull();
  });

  it('with 10,000 builds, each page is read through the rank index: no full sort, no per-row queries', async () => {
    const statements: { sql: string; args: unknown }[] = [];
    const client = createClient({ url: ':memory:' });
    const spied = new Proxy(client, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop === 'execute') {
          return (stmt: InStatement) => {
            if (typeof stmt === 'object') statements.push({ sql: stmt.sql, args: stmt.args });
            return target.execute(stmt);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { deps, list, owner } = await setup({ db: createDatabase(spied) });
    const base = Date.now() - 10_000_000;
    for (let chunk = 0; chunk < 10; chunk++) {
      await deps.db.insert(communityBuild).values(
        Array.from({ length: 1000 }, (_, j) => {
          const i = chunk * 1000 + j;
          return {
            id: `seed-${i}`,
            userId: owner.id,
            title: `Build ${i}`,
            parts: storedParts(),
            totalPrice: someTotal,
            purpose: i % 3 === 0 ? ('gaming' as const) : ('productivity' as const),
            upVotes: i % 50,
            downVotes: i % 7,
            createdAt: new Date(base + i * 10),
          };
        }),
      );
    }
    for (const query of ['', '?purpose=gaming&limit=100']) {
      const first = await list(query);
      const cursor = first.headers.get('X-Next-Cursor')!;
      statements.length = 0;
      // A signed-in reader's page is the same read (the visitors' page, made theirs afterwards).
      const res = await list(`${query ? `${query}&` : '?'}cursor=${cursor}`);
      expect(res.status).toBe(200);
      const reads = statements.filter((s) => /from "community_build"/.test(s.sql));
      expect(reads).toHaveLength(1);
      const plan = (await client.execute({ sql: `explain query plan ${reads[0]!.sql}`, args: reads[0]!.args as never })).rows
        .map((r) => String(r['detail']))
        .join('\n');
      expect(plan).toMatch(query ? /community_build_use_rank_idx/ : /community_build_rank_idx/);
      expect(plan).not.toContain('TEMP B-TREE');
    }
  }, 60_000);
});
