import { describe, expect, it } from 'vitest';
import { apiClient, pathOf, readAnswer, readError } from './client.ts';
import { testApp } from './test-app.ts';
import { catalogue } from '../../src/catalogue/index.ts';

describe('the typed test client', () => {
  it('fills the parameters of a route into its path', () => {
    expect(pathOf('GET /api/builds')).toBe('/api/builds');
    expect(pathOf('DELETE /api/community/builds/:id/photos/:photoId', { id: 'b 1', photoId: 'p2' })).toBe('/api/community/builds/b%201/photos/p2');
    expect(() => pathOf('GET /api/builds/:id')).toThrow('no value for :id');
  });

  it('reads an answer as its route says, and an error as the API sends it', async () => {
    const t = await testApp();
    const cpus = await readAnswer('GET /api/components/:category', await t.app.request('/api/components/cpu'));
    expect(cpus.map((p) => p.id)).toEqual(catalogue.parts.cpu.map((p) => p.id));
    const missing = await t.app.request('/api/components/nope');
    expect(await readError(missing)).toMatchObject({ code: 'UNKNOWN_CATEGORY' });
  });

  it('refuses to read an error as an answer, or an answer as an error', async () => {
    const t = await testApp();
    await expect(readAnswer('GET /api/builds', await t.app.request('/api/builds'))).rejects.toThrow(/GET \/api\/builds: expected its answer, got 401 .*UNAUTHORIZED/);
    await expect(readError(await t.app.request('/api/auth-options'))).rejects.toThrow('expected an error answer, got 200');
  });

  it('calls a route with its parameters, a JSON body and the default headers', async () => {
    const t = await testApp();
    const api = apiClient(t.app);
    expect((await api.call('POST /api/register', { body: { email: 'client@example.ph', username: 'Client', password: 'Sup3r$ecret' } })).status).toBe(201);
    const login = await (await api.call('POST /api/login', { body: { email: 'client@example.ph', password: 'Sup3r$ecret' } })).body();
    const mine = apiClient(t.app, { Authorization: `Bearer ${login.token}` });
    const saved = await mine.call('POST /api/builds', { body: { name: 'Typed', parts: { cpu: catalogue.parts.cpu[0]!.id } } });
    expect(saved.status).toBe(201);
    const { id } = await saved.body();
    const read = await mine.call('GET /api/builds/:id', { params: { id } });
    expect(await read.body()).toMatchObject({ id, name: 'Typed', shared_posts: [] });
    const stranger = await api.call('GET /api/builds/:id', { params: { id } });
    expect(stranger.status).toBe(401);
    expect(await stranger.error()).toMatchObject({ code: 'UNAUTHORIZED' });
    // @ts-expect-error a route with parameters must be given them
    await expect(mine.call('DELETE /api/builds/:id')).rejects.toThrow('no value for :id');
    const list = await mine.call('GET /api/builds', { query: '?x=1' });
    expect((await list.body()).map((b) => b.id)).toEqual([id]);
  });
});
