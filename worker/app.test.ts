import { describe, expect, it } from 'vitest';
import { testApp } from './test-app.ts';

const { app } = await testApp();

describe('the API app', () => {
  it('GET /api/health reports the database and the catalogue size', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; parts: number };
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
