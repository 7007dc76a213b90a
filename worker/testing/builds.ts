/** What the saved-builds route tests share: real catalogue parts chosen by what they are, two signed-up users and the API's calls. */
import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import { testApp } from './test-app.ts';
import { build } from '../db/schema.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import { readAnswer, readError } from './client.ts';
import { aBuild, aPart } from './factories.ts';
import type { PartSnapshot } from '../../src/domain/saved-builds/saved-build.ts';

// Real catalogue parts, chosen by what they are rather than by id, so data edits do not break this.
const parts = catalogue.parts;
/** A real catalogue part chosen by what it is (the factories' aPart). */
export const find = aPart;
/** A board with one GPU slot and two RAM slots, a CPU and RAM that suit it. */
export const board = find('mobo', (m) => m.gpuSlots === 1 && m.ramSlots === 2);
// With integrated graphics: a build without a graphics card must still show a picture.
export const goodCpu = find('cpu', (c) => c.socket === board.socket && c.integratedGraphics);
export const wrongCpu = find('cpu', (c) => c.socket !== board.socket);
export const ram = find('ram', (r) => r.ramType === board.ramType && r.frequency_mhz <= goodCpu.ramMax);
export const ram2 = find('ram', (r) => r.ramType === board.ramType && r.frequency_mhz <= goodCpu.ramMax && r.id !== ram.id);
export const gpu = parts.gpu[0]!;
export const m2 = parts.m2[0]!;

/** A compatible build: board, CPU and two RAM kits; no GPU or PSU, so nothing to warn about. */
export const cleanParts = () => ({ mobo: board.id, cpu: goodCpu.id, rams: [ram.id, ram2.id] });
export const cleanTotal = board.price + goodCpu.price + ram.price + ram2.price;

export const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export async function setup(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  const signUp = async (email: string, name: string) => {
    await t.app.request('/api/register', json('POST', { email, username: name, password: 'Sup3r$ecret' }));
    const res = await t.app.request('/api/login', json('POST', { email, password: 'Sup3r$ecret' }));
    const body = await readAnswer('POST /api/login', res);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { id: body.user.id, auth: { Authorization: `Bearer ${body.token}` }, cookie: { Cookie: cookie } };
  };
  const owner = await signUp('owner@example.ph', 'Owner');
  const other = await signUp('other@example.ph', 'Other');
  const api = t.app;
  const post = (body: unknown, headers: Record<string, string> = owner.auth) => api.request('/api/builds', json('POST', body, headers));
  const put = (id: string, body: unknown, headers: Record<string, string> = owner.auth) =>
    api.request(`/api/builds/${id}`, json('PUT', body, headers));
  const get = (id: string, headers: Record<string, string> = owner.auth) => api.request(`/api/builds/${id}`, { headers });
  const del = (id: string, headers: Record<string, string> = owner.auth) =>
    api.request(`/api/builds/${id}`, { method: 'DELETE', headers });
  const list = async (headers: Record<string, string> = owner.auth) => {
    const res = await api.request('/api/builds', { headers });
    expect(res.status).toBe(200);
    return await readAnswer('GET /api/builds', res);
  };
  const save = async (body: unknown = { name: 'My Build', parts: cleanParts() }, headers: Record<string, string> = owner.auth) => {
    const res = await post(body, headers);
    expect(res.status).toBe(201);
    return await readAnswer('POST /api/builds', res);
  };
  const rows = async () => (await t.deps.db.select({ n: count() }).from(build))[0]!.n;
  return { ...t, owner, other, post, put, get, del, list, save, rows };
}

/** The error a route answered with (the client's readError). */
export const errorOf = readError;
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** An empty stored build: every slot of the slot table empty. */
export const emptyStored = () => aBuild<PartSnapshot>();
