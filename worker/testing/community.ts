/**
 * What the community route tests share: real catalogue parts chosen by what they are, signed-up
 * users, the API's calls for one app, and a database client that interleaves like a remote one.
 */
import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import { partSnapshot, testApp } from './test-app.ts';
import { communityBuild, communityComment, communityVote } from '../db/schema.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import type { StoredParts } from '../../src/domain/saved-builds/saved-build.ts';
import type { VoteRequest } from '../../src/domain/community/community.ts';
import { readAnswer, readError } from './client.ts';
import { aBuild, aPart } from './factories.ts';

// Real catalogue parts, chosen by what they are rather than by id, so data edits do not break this.
/** A real catalogue part chosen by what it is (the factories' aPart). */
export const find = aPart;
export const board = find('mobo', (m) => m.ramSlots >= 2);
export const cpu = find('cpu', (c) => c.socket === board.socket);
export const ram = find('ram', (r) => r.ramType === board.ramType);
export const gpu = catalogue.parts.gpu[0]!;
export const otherGpu = catalogue.parts.gpu[1]!;
export const snap = partSnapshot;

export const someParts = () => ({ mobo: board.id, cpu: cpu.id, rams: [ram.id] });
export const someTotal = board.price + cpu.price + ram.price;
export const storedParts = (): StoredParts => aBuild({ mobo: snap(board), cpu: snap(cpu), rams: [snap(ram)] });

/**
 * A libSQL client whose every call (and every call inside a transaction) waits 0–3 ms before it
 * runs, like a database across a network, so that parallel requests interleave between their
 * statements. A batch still runs as one transaction once it starts.
 */
export function withLatency<T extends object>(client: T): T {
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

export type Headers = Record<string, string>;
export const json = (method: string, body: unknown, headers: Headers = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
/** The error a route answered with (the client's readError). */
export const errorOf = readError;
export const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

export type App = Awaited<ReturnType<typeof testApp>>['app'];

export async function signUp(app: App, email: string, name: string) {
  await app.request('/api/register', json('POST', { email, username: name, password: 'Sup3r$ecret' }));
  const res = await app.request('/api/login', json('POST', { email, password: 'Sup3r$ecret' }));
  const body = await readAnswer('POST /api/login', res);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id: body.user.id, name, auth: { Authorization: `Bearer ${body.token}` } as Headers, cookie: { Cookie: cookie } as Headers };
}

/** Calls of the community API for one app. */
export function calls(app: App) {
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

export async function setup(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  const owner = await signUp(t.app, 'owner@example.ph', 'Owner');
  const other = await signUp(t.app, 'other@example.ph', 'Other');
  const api = calls(t.app);
  const shareOk = async (body: unknown = { title: 'My Gaming Rig', parts: someParts() }, headers: Headers = owner.auth) => {
    const res = await api.share(body, headers);
    expect(res.status).toBe(201);
    return await readAnswer('POST /api/community/builds', res);
  };
  const listOk = async (query = '', headers: Headers = {}) => {
    const res = await api.list(query, headers);
    expect(res.status).toBe(200);
    return await readAnswer('GET /api/community/builds', res);
  };
  const detailOk = async (id: string, headers: Headers = {}) => {
    const res = await api.detail(id, headers);
    expect(res.status).toBe(200);
    return await readAnswer('GET /api/community/builds/:id', res);
  };
  const voteOk = async (id: string, direction: VoteRequest, headers: Headers) => {
    const res = await api.vote(id, direction, headers);
    expect(res.status).toBe(200);
    return await readAnswer('POST /api/community/builds/:id/vote', res);
  };
  const rows = async () => ({
    builds: (await t.deps.db.select({ n: count() }).from(communityBuild))[0]!.n,
    votes: (await t.deps.db.select({ n: count() }).from(communityVote))[0]!.n,
    comments: (await t.deps.db.select({ n: count() }).from(communityComment))[0]!.n,
  });
  return { ...t, ...api, owner, other, shareOk, listOk, detailOk, voteOk, rows };
}
