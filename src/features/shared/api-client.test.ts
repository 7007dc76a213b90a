import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR, NETWORK_ERROR_TEXT, api, apiWithHeaders, errorFrom, signInUrl } from './api-client.ts';

type Call = { url: string; init: RequestInit };
function fake(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, statusText, headers });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('api()', () => {
  it('sends JSON and returns the parsed data', async () => {
    const { calls, fetcher } = fake(201, '{"id":"b1"}');
    const res = await api<{ id: string }>('/api/builds', { method: 'POST', body: { name: 'x' }, token: null, fetcher });
    expect(res).toEqual({ ok: true, status: 201, data: { id: 'b1' } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"name":"x"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
  it('sends a real bearer token, never the cookie-session marker', async () => {
    const real = fake(200, '[]');
    await api('/api/builds', { token: 'abc', fetcher: real.fetcher });
    expect((real.calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    const marker = fake(200, '[]');
    await api('/api/builds', { token: 'cookie-session', fetcher: marker.fetcher });
    expect((marker.calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
  it('passes FormData through as multipart (no JSON content type)', async () => {
    const { calls, fetcher } = fake(200, '{}');
    const form = new FormData();
    form.set('profilePicture', 'x');
    await api('/api/users/1/profile-picture', { method: 'POST', body: form, token: null, fetcher });
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
  it('reads the {error, code} shape of a refusal', async () => {
    const { fetcher } = fake(404, '{"error":"Build not found","code":"NOT_FOUND"}', 'Not Found');
    expect(await api('/api/builds/9', { token: null, fetcher })).toEqual({
      ok: false,
      status: 404,
      error: 'Build not found',
      code: 'NOT_FOUND',
      retryAfter: null,
    });
  });
  it("reports a request that never got an answer, without the browser's exception text", async () => {
    for (const thrown of [new TypeError('Failed to fetch'), new TypeError('NetworkError when attempting to fetch resource.'), 'weird']) {
      const fetcher = (async () => {
        throw thrown;
      }) as unknown as typeof fetch;
      expect(await api('/api/builds', { token: null, fetcher })).toEqual({
        ok: false,
        status: 0,
        error: NETWORK_ERROR_TEXT,
        code: NETWORK_ERROR,
        retryAfter: null,
      });
    }
    expect(NETWORK_ERROR_TEXT).toBe('Network error');
  });
  it("reads a 429's Retry-After in seconds", async () => {
    const { fetcher } = fake(429, '{"error":"Too many attempts.","code":"RATE_LIMITED"}', '', { 'Retry-After': '42' });
    expect(await api('/api/login', { token: null, fetcher })).toMatchObject({ status: 429, retryAfter: 42 });
  });
  it('an empty success body is null data', async () => {
    const { fetcher } = fake(200, '');
    expect(await api('/api/builds/1', { method: 'DELETE', token: null, fetcher })).toEqual({ ok: true, status: 200, data: null });
  });
});

describe('a session the server ended (issue 20)', () => {
  function browser(items: Record<string, string>) {
    const store = new Map(Object.entries(items));
    const events: { type: string; detail: unknown }[] = [];
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    vi.stubGlobal('window', { dispatchEvent: (e: CustomEvent) => events.push({ type: e.type, detail: e.detail }) });
    return { store, events };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('a 401 to a call made with the stored session forgets it and tells every island (authChanged with null)', async () => {
    const { store, events } = browser({ token: 'cookie-session', user: '{"username":"juan"}', builderDraft: '{"cpu":"x"}' });
    const { fetcher } = fake(401, '{"error":"Sign in first","code":"UNAUTHORIZED"}');
    const res = await api('/api/builds', { method: 'POST', body: {}, fetcher });
    expect(res).toMatchObject({ ok: false, status: 401 });
    expect(store.get('token')).toBeUndefined();
    expect(store.get('user')).toBeUndefined();
    expect(store.get('builderDraft')).toBe('{"cpu":"x"}');
    expect(events).toEqual([{ type: 'authChanged', detail: null }]);
  });

  it('a 401 to a call made without a session (sign-in, the catalogue) forgets nothing', async () => {
    const { store, events } = browser({ token: 'cookie-session', user: '{}' });
    await api('/api/login', { method: 'POST', body: {}, token: null, fetcher: fake(401, '{}').fetcher });
    expect(store.get('token')).toBe('cookie-session');
    expect(events).toEqual([]);
  });

  it('a newer sign-in meanwhile is kept; other refusals forget nothing', async () => {
    const { store, events } = browser({ token: 'new-token', user: '{}' });
    await api('/api/builds', { token: 'old-token', fetcher: fake(401, '{}').fetcher });
    expect(store.get('token')).toBe('new-token');
    await api('/api/builds', { fetcher: fake(403, '{}').fetcher });
    await api('/api/builds', { fetcher: fake(500, '{}').fetcher });
    expect(store.get('token')).toBe('new-token');
    expect(events).toEqual([]);
  });
});

describe('apiWithHeaders()', () => {
  it("hands back the answer's headers beside the result (the gallery's next-page cursor)", async () => {
    const fetcher = (async () =>
      new Response('[]', { status: 200, headers: { 'X-Next-Cursor': 'abc' } })) as unknown as typeof fetch;
    const { result, headers } = await apiWithHeaders('/api/community/builds', { token: null, fetcher });
    expect(result).toEqual({ ok: true, status: 200, data: [] });
    expect(headers?.get('X-Next-Cursor')).toBe('abc');
  });
  it('has no headers when the request never got an answer', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { result, headers } = await apiWithHeaders('/api/community/builds', { token: null, fetcher });
    expect(result.ok).toBe(false);
    expect(headers).toBeNull();
  });
});

describe('errorFrom (spec §7: the body text, or the status text)', () => {
  it('prefers error, then message', () => {
    expect(errorFrom('{"error":"Nope","code":"X"}', 'Bad Request')).toEqual({ error: 'Nope', code: 'X' });
    expect(errorFrom('{"message":"User not found"}', 'Not Found')).toEqual({ error: 'User not found', code: null });
  });
  it('falls back to the plain body text, then the status text', () => {
    expect(errorFrom('Gateway timed out', 'Gateway Timeout')).toEqual({ error: 'Gateway timed out', code: null });
    expect(errorFrom('', 'Gateway Timeout')).toEqual({ error: 'Gateway Timeout', code: null });
    expect(errorFrom('{"code":"X"}', 'Bad Request')).toEqual({ error: 'Bad Request', code: 'X' });
  });
});

it('signInUrl carries the current path and query, readable, and comes back whole', () => {
  const url = signInUrl('/dashboard?section=saved');
  expect(url).toBe('/login?next=/dashboard?section=saved');
  expect(new URLSearchParams(url.split('?').slice(1).join('?')).get('next')).toBe('/dashboard?section=saved');
  const tricky = signInUrl('/dashboard?section=saved&x=1#top');
  expect(new URL(tricky, 'https://x.ph').searchParams.get('next')).toBe('/dashboard?section=saved&x=1#top');
});
