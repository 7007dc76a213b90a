import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { createClient, type InStatement } from '@libsql/client';
import { partSnapshot, testApp } from '../test-app.ts';
import { createDatabase } from '../db/client.ts';
import { communityBuild, communityComment, communityVote, session, user as users } from '../db/schema.ts';
import { avatarUrl } from '../auth/avatar-url.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import type { Category, Component } from '../../src/domain/catalogue.ts';
import { unknownPartMessage, type SavedBuildResponse, type StoredParts } from '../../src/domain/saved-build.ts';
import {
  BUILD_USE_INVALID,
  COMMENT_INVISIBLE,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  COMMUNITY_BUILD_NOT_FOUND,
  DESCRIPTION_INVISIBLE,
  DESCRIPTION_TOO_LONG,
  NO_PARTS_TO_SHARE,
  TITLE_INVISIBLE,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  compareByScore,
  type CommunityBuild,
  type CommunityBuildDetail,
  type CommunityComment,
  type VoteRequest,
} from '../../src/domain/community.ts';
import {
  CURSOR_INVALID,
  DEFAULT_PAGE_SIZE,
  LIMIT_INVALID,
  MAX_COMMENTS_SHOWN,
  SAVED_BUILD_NOT_YOURS,
  VOTE_INVALID,
} from './community.ts';

// Real catalogue parts, chosen by what they are rather than by id, so data edits do not break this.
const find = <C extends Category>(category: C, test: (p: Component<C>) => boolean) => {
  const found = (catalogue.parts[category] as Component<C>[]).find(test);
  if (!found) throw new Error(`no ${category} fits the test`);
  return found;
};
const board = find('mobo', (m) => m.ramSlots >= 2);
const cpu = find('cpu', (c) => c.socket === board.socket);
const ram = find('ram', (r) => r.ramType === board.ramType);
const gpu = catalogue.parts.gpu[0]!;
const otherGpu = catalogue.parts.gpu[1]!;
const snap = partSnapshot;

const someParts = () => ({ mobo: board.id, cpu: cpu.id, rams: [ram.id] });
const someTotal = board.price + cpu.price + ram.price;
const storedParts = (): StoredParts => ({
  mobo: snap(board),
  cpu: snap(cpu),
  cpuCooler: null,
  psu: null,
  case: null,
  keyboard: null,
  mouse: null,
  headset: null,
  monitor: null,
  gpus: [],
  rams: [snap(ram)],
  m2s: [],
  storage: [],
});

/**
 * A libSQL client whose every call (and every call inside a transaction) waits 0–3 ms before it
 * runs, like a database across a network, so that parallel requests interleave between their
 * statements. A batch still runs as one transaction once it starts.
 */
function withLatency<T extends object>(client: T): T {
  const delayed = new Set(['execute', 'batch', 'executeMultiple', 'transaction', 'commit', 'rollback']);
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (!delayed.has(String(prop))) return value.bind(target);
      return async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        const result = (await (value as (...a: unknown[]) => unknown).apply(target, args)) as unknown;
        return prop === 'transaction' ? withLatency(result as object) : result;
      };
    },
  });
}

type Headers = Record<string, string>;
const json = (method: string, body: unknown, headers: Headers = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

type App = Awaited<ReturnType<typeof testApp>>['app'];

async function signUp(app: App, email: string, name: string) {
  await app.request('/api/register', json('POST', { email, username: name, password: 'Sup3r$ecret' }));
  const res = await app.request('/api/login', json('POST', { email, password: 'Sup3r$ecret' }));
  const body = (await res.json()) as { token: string; user: { id: string } };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id: body.user.id, name, auth: { Authorization: `Bearer ${body.token}` } as Headers, cookie: { Cookie: cookie } as Headers };
}

/** Calls of the community API for one app. */
function calls(app: App) {
  const base = '/api/community/builds';
  return {
    share: (body: unknown, headers: Headers) => app.request(base, json('POST', body, headers)),
    list: (query = '', headers: Headers = {}) => app.request(`${base}${query}`, { headers }),
    detail: (id: string, headers: Headers = {}) => app.request(`${base}/${id}`, { headers }),
    remove: (id: string, headers: Headers) => app.request(`${base}/${id}`, { method: 'DELETE', headers }),
    comment: (id: string, body: unknown, headers: Headers) => app.request(`${base}/${id}/comments`, json('POST', body, headers)),
    vote: (id: string, direction: unknown, headers: Headers) => app.request(`${base}/${id}/vote`, json('POST', { direction }, headers)),
  };
}

async function setup(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  const owner = await signUp(t.app, 'owner@example.ph', 'Owner');
  const other = await signUp(t.app, 'other@example.ph', 'Other');
  const api = calls(t.app);
  const shareOk = async (body: unknown = { title: 'My Gaming Rig', parts: someParts() }, headers: Headers = owner.auth) => {
    const res = await api.share(body, headers);
    expect(res.status).toBe(201);
    return (await res.json()) as CommunityBuildDetail;
  };
  const listOk = async (query = '', headers: Headers = {}) => {
    const res = await api.list(query, headers);
    expect(res.status).toBe(200);
    return (await res.json()) as CommunityBuild[];
  };
  const detailOk = async (id: string, headers: Headers = {}) => {
    const res = await api.detail(id, headers);
    expect(res.status).toBe(200);
    return (await res.json()) as CommunityBuildDetail;
  };
  const voteOk = async (id: string, direction: VoteRequest, headers: Headers) => {
    const res = await api.vote(id, direction, headers);
    expect(res.status).toBe(200);
    return await res.json();
  };
  const rows = async () => ({
    builds: (await t.deps.db.select({ n: count() }).from(communityBuild))[0]!.n,
    votes: (await t.deps.db.select({ n: count() }).from(communityVote))[0]!.n,
    comments: (await t.deps.db.select({ n: count() }).from(communityComment))[0]!.n,
  });
  return { ...t, ...api, owner, other, shareOk, listOk, detailOk, voteOk, rows };
}

describe('POST /api/community/builds', () => {
  it('shares a build: 201 with the spec’s fields, server-priced, the parts as a snapshot', async () => {
    const { shareOk, listOk, detailOk, owner, other } = await setup();
    const shared = await shareOk({
      title: '  Budget   Gaming Beast  ',
      description: '  For school\r\nand games  ',
      // Whole part objects or ids, as the builder sends them; a forged total is ignored.
      parts: { mobo: board, cpu: cpu.id, rams: [ram], gpus: [], psu: null },
      total_price: 1,
      use: 'gaming',
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
      use: 'gaming',
      created_at: shared.created_at,
      saved_build_id: null,
      comments: [],
      comment_count: 0,
    });
    const { comments: _c, comment_count: _n, ...card } = shared;
    expect(await listOk()).toEqual([card]);
    expect(await listOk('', other.auth)).toEqual([card]);
    expect(await detailOk(shared.id)).toEqual(shared);
  });

  it('takes a title of exactly 80 characters, no description and no use; works with the cookie too', async () => {
    const { shareOk, owner } = await setup();
    const shared = await shareOk({ title: `${'t'.repeat(80)} `, parts: { gpus: [gpu.id] }, use: '' }, owner.cookie);
    expect(shared).toMatchObject({ title: 't'.repeat(80), description: '', use: null, total_price: gpu.price });
  });

  const long = (n: number) => 'x'.repeat(n);
  const invalid: [string, unknown, string][] = [
    ['no title', { parts: someParts() }, TITLE_REQUIRED],
    ['a blank title', { title: ' \n\t ', parts: someParts() }, TITLE_REQUIRED],
    ['a title that is not text', { title: 7, parts: someParts() }, TITLE_REQUIRED],
    ['an 81-character title', { title: long(81), parts: someParts() }, TITLE_TOO_LONG],
    ['a title with a bidi override', { title: 'Rig \u202Egnp.exe', parts: someParts() }, TITLE_INVISIBLE],
    ['a title with a zero-width space', { title: 'Ri\u200Bg', parts: someParts() }, TITLE_INVISIBLE],
    ['a blank title and no parts (title first, as the form)', { title: '', parts: {} }, TITLE_REQUIRED],
    ['a 501-character description', { title: 'Ok', description: long(501), parts: someParts() }, DESCRIPTION_TOO_LONG],
    ['a description with a control character', { title: 'Ok', description: 'a\u0000b', parts: someParts() }, DESCRIPTION_INVISIBLE],
    ['a description that is not text', { title: 'Ok', description: 5, parts: someParts() }, 'The description must be text.'],
    ['no parts', { title: 'Ok' }, NO_PARTS_TO_SHARE],
    ['null parts', { title: 'Ok', parts: null }, NO_PARTS_TO_SHARE],
    ['an empty parts object', { title: 'Ok', parts: {} }, NO_PARTS_TO_SHARE],
    ['only empty slots', { title: 'Ok', parts: { mobo: null, gpus: [], rams: [null] } }, NO_PARTS_TO_SHARE],
    ['a part id the catalogue does not have', { title: 'Ok', parts: { cpu: 'cpu-made-up-9000' } }, unknownPartMessage('cpu', 'cpu-made-up-9000')],
    ['a part in the wrong slot', { title: 'Ok', parts: { gpus: [cpu.id] } }, unknownPartMessage('gpus', cpu.id)],
    ['an unknown use', { title: 'Ok', parts: someParts(), use: 'mining' }, BUILD_USE_INVALID],
    ['a saved build that does not exist', { title: 'Ok', parts: someParts(), saved_build_id: 'nope' }, SAVED_BUILD_NOT_YOURS],
    ['a body that is a list', [{ title: 'Ok' }], 'Send the build as a JSON object: {title, description, parts}.'],
    ['a body that is not JSON', '{"title": ', 'The request body is not valid JSON.'],
  ];
  let shared: ReturnType<typeof setup> | undefined;
  it.each(invalid)('400 for %s, with the message, and nothing stored', async (_, body, message) => {
    const { share, owner, rows } = await (shared ??= setup());
    const res = await share(body, owner.auth);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect((await rows()).builds).toBe(0);
  });

  it('someone else’s saved build cannot be named as the source (400), and nothing is stored', async () => {
    const { app, share, other, owner, rows } = await setup();
    const saved = (await (await app.request('/api/builds', json('POST', { name: 'Theirs', parts: someParts() }, other.auth))).json()) as SavedBuildResponse;
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
    const saved = (await saveRes.json()) as SavedBuildResponse;
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
    const now = (await (await later.app.request(`/api/community/builds/${shared.id}`)).json()) as CommunityBuildDetail;
    expect(now.parts).toEqual(storedParts());
    expect(now.total_price).toBe(someTotal);
  });
});

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

  it('?use= shows one use only', async () => {
    const { shareOk, listOk } = await setup();
    await shareOk({ title: 'Game', parts: someParts(), use: 'gaming' });
    await shareOk({ title: 'Work', parts: someParts(), use: 'productivity' });
    await shareOk({ title: 'Any', parts: someParts() });
    expect((await listOk('?use=gaming')).map((x) => x.title)).toEqual(['Game']);
    expect((await listOk('?use=productivity')).map((x) => x.title)).toEqual(['Work']);
    expect(await listOk('?use=generaluse')).toEqual([]);
    expect((await listOk()).length).toBe(3);
  });

  it.each([
    ['?limit=0', LIMIT_INVALID],
    ['?limit=101', LIMIT_INVALID],
    ['?limit=ten', LIMIT_INVALID],
    ['?limit=-1', LIMIT_INVALID],
    ['?use=mining', BUILD_USE_INVALID],
    ['?cursor=not-a-cursor', CURSOR_INVALID],
    [`?cursor=${btoa('[1,2]')}`, CURSOR_INVALID],
  ])('400 for %s', async (query, message) => {
    const { list } = await setup();
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it('pages through 150 builds with a cursor: each seen once, in the gallery’s order, ties included', async () => {
    const { deps, owner, other, list } = await setup();
    const base = Date.now() - 1_000_000;
    // Many equal scores and equal times, so that the cursor has to use every key.
    const seeded = Array.from({ length: 150 }, (_, i) => ({
      id: `seed-${String(i).padStart(3, '0')}`,
      userId: i % 2 ? owner.id : other.id,
      title: `Build ${i}`,
      parts: storedParts(),
      totalPrice: someTotal,
      use: i % 3 === 0 ? ('gaming' as const) : null,
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
        const page = (await res.json()) as CommunityBuild[];
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

    const big = await walk('?limit=100', 100);
    expect(big.pages).toBe(2);
    expect(big.seen).toEqual(expected);
    const small = await walk('', DEFAULT_PAGE_SIZE);
    expect(small.pages).toBe(Math.ceil(150 / DEFAULT_PAGE_SIZE));
    expect(small.seen).toEqual(expected);
    expect(new Set(small.seen).size).toBe(150);
    // The use filter pages the same way, and its Link keeps the filter.
    const gaming = await walk('?use=gaming&limit=7', 7);
    expect(gaming.seen).toEqual(expected.filter((id) => Number(id.slice(5)) % 3 === 0));
  });

  it('pages exactly: a full last page says there is no more', async () => {
    const { shareOk, list } = await setup();
    await shareOk();
    await shareOk();
    const res = await list('?limit=2');
    expect(((await res.json()) as unknown[]).length).toBe(2);
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
            use: i % 3 === 0 ? ('gaming' as const) : null,
            upVotes: i % 50,
            downVotes: i % 7,
            createdAt: new Date(base + i * 10),
          };
        }),
      );
    }
    for (const query of ['', '?use=gaming&limit=100']) {
      const first = await list(query, owner.auth);
      const cursor = first.headers.get('X-Next-Cursor')!;
      statements.length = 0;
      const started = performance.now();
      const res = await list(`${query ? `${query}&` : '?'}cursor=${cursor}`, owner.auth);
      const took = performance.now() - started;
      expect(res.status).toBe(200);
      const reads = statements.filter((s) => /from "community_build"/.test(s.sql));
      expect(reads).toHaveLength(1);
      const plan = (await client.execute({ sql: `explain query plan ${reads[0]!.sql}`, args: reads[0]!.args as never })).rows
        .map((r) => String(r['detail']))
        .join('\n');
      expect(plan).toMatch(query ? /community_build_use_rank_idx/ : /community_build_rank_idx/);
      expect(plan).not.toContain('TEMP B-TREE');
      expect(took).toBeLessThan(1000); // typically a few ms; only a table scan would come near this
    }
  }, 60_000);
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

describe('POST /api/community/builds/{id}/comments', () => {
  it('adds a trimmed comment and answers it (201), with line breaks kept', async () => {
    const { shareOk, comment, detailOk, other } = await setup();
    const shared = await shareOk();
    const res = await comment(shared.id, { text: '  Nice build!\r\nWhat cooler?  ' }, other.auth);
    expect(res.status).toBe(201);
    const said = (await res.json()) as CommunityComment;
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
    const { id } = (await res.json()) as CommunityBuild;

    const wave = async (direction: (i: number) => VoteRequest) => {
      const answers = await Promise.all(people.map((p, i) => apps[i % 2]!.vote(id, direction(i), p.auth)));
      expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    };
    const counts = async () => {
      const build = (await (await apps[1]!.detail(id)).json()) as CommunityBuild;
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
    expect(((await res.json()) as CommunityComment).text).toBe('javascript:alert(1) <a href="javascript:alert(1)">x</a>');
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
    // The rows are changed behind the API's back, so a signed-in reader (never served from the
    // visitors' cache) reads them.
    await deps.db.update(users).set({ image: 'https://evil.example/track.png' }).where(eq(users.id, owner.id));
    let detail = await detailOk(shared.id, other.auth);
    expect(detail.profile_picture).toBeNull();
    expect(detail.comments[0]!.profile_picture).toBeNull();
    const own = avatarUrl(owner.id, 'abc123');
    await deps.db.update(users).set({ image: own }).where(eq(users.id, owner.id));
    detail = await detailOk(shared.id, other.auth);
    expect(detail.profile_picture).toBe(own);
    expect(detail.comments[0]!.profile_picture).toBe(own);
  });
});

describe('what visitors read is cached until something changes', () => {
  it('visitors share one page; every write through the API shows at once; signed-in readers always read fresh', async () => {
    const { deps, shareOk, listOk, detailOk, detail, voteOk, comment, remove, owner, other } = await setup();
    const shared = await shareOk();
    expect((await listOk())[0]!.title).toBe('My Gaming Rig');
    // A change behind the API's back (another process) reaches visitors only when the page
    // expires, which shows the page is served from the cache; a signed-in reader sees it now.
    await deps.db.update(communityBuild).set({ title: 'Edited elsewhere' }).where(eq(communityBuild.id, shared.id));
    expect((await listOk())[0]!.title).toBe('My Gaming Rig');
    expect((await listOk('', other.auth))[0]!.title).toBe('Edited elsewhere');

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
    expect((await listOk('?use=gaming'))).toHaveLength(0);
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
    expect((JSON.parse(text) as CommunityBuild[]).map((b) => b.title)).toHaveLength(1);
  });
});
