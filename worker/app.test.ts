import { describe, expect, it } from 'vitest';
import { testApp } from './testing/test-app.ts';
import { readAnswer } from './testing/client.ts';

const { app } = await testApp();

describe('the API app', () => {
  it('GET /api/health reports the database and the catalogue size', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await readAnswer('GET /api/health', res);
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(body.parts).toBeGreaterThanOrEqual(450);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/health says degraded (503) when the database cannot be reached', async () => {
    const { app: broken, deps } = await testApp();
    deps.db.$client.close();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await app.request('/api/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No API route for POST /api/nope.', code: 'NOT_FOUND' });
  });

  it('sends security headers, a CSP among them, on every response', async () => {
    for (const path of ['/api/health', '/api/components/cpu', '/api/nope']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('when the machine fails, not the request', () => {
  const failing = (code: string) => Object.assign(new Error(`simulated ${code}`), { code });
  const register = (app: Awaited<ReturnType<typeof testApp>>['app']) =>
    app.request('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'full@example.ph', username: 'Full', password: 'Sup3r$ecret' }),
    });

  it('a full disk answers 507 with a clear message, and the server keeps serving', async () => {
    const { app, deps } = await testApp();
    const client = deps.db.$client as unknown as { execute: unknown; batch: unknown };
    const realExecute = client.execute;
    client.execute = async () => {
      throw failing('SQLITE_FULL');
    };
    const res = await register(app);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({
      error: 'The server has run out of storage space; nothing was saved. Please try again later.',
      code: 'STORAGE_FULL',
    });
    expect((await app.request('/api/components/cpu')).status).toBe(200);
    client.execute = realExecute;
    expect((await register(app)).status).toBe(201); // space freed: works again, no restart needed
  });

  it('a read-only database answers 503, not a crash', async () => {
    const { app, deps } = await testApp();
    (deps.db.$client as unknown as { execute: unknown }).execute = async () => {
      throw failing('SQLITE_READONLY');
    };
    const res = await register(app);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
