import { describe, expect, it } from 'vitest';
import { nextPathFrom, safeNextPath } from './next-path.ts';

describe('safeNextPath (where sign-in may send the browser)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?section=saved', '/dashboard?section=saved'],
    ['/builder#summary', '/builder#summary'],
    ['/learn/components', '/learn/components'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '',
    ' /dashboard',
    // Paths that only become another site once resolved (dot segments, encoded or not).
    '/..//evil.example/login',
    '/.//evil.example/login',
    '/%2e%2e//evil.example/login',
    '/%2E%2E//evil.example/login',
    '/%2e//evil.example/login',
    '/.%2e//evil.example/login',
    '/a/../..//evil.example',
    '/x/..//evil.example',
    '/../..//evil.example',
    '/..\\evil.example',
    '/.\\/evil.example',
    '/..\t//evil.example',
    '/.\t.//evil.example',
    '/%2e%2e/%2fevil.example',
    '/%2e%2e/%5cevil.example',
  ])('sends %j home instead', (raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it.each([
    ['/a/../dashboard', '/dashboard'],
    ['/./builder', '/builder'],
    ['/%2e%2e/dashboard', '/dashboard'],
    ['/dashboard?next=//evil.example', '/dashboard?next=//evil.example'],
  ])('resolves %s the way the browser will, to %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it('whatever it returns, a browser resolves to a page of this site, and to the same page again', () => {
    const site = 'https://pcbuilder.example';
    const tricky = ['/..//evil.example', '/.//x', '/%2e%2e//x', '/a/./b/../c', '/%09/x', '/?a=//b', '/#//c', '/\\x', '/..;//x', '/%2e%2e%2f/x'];
    for (const raw of tricky) {
      const path = safeNextPath(raw);
      const landed = new URL(path, `${site}/login?next=x`);
      expect([raw, landed.origin]).toEqual([raw, site]);
      expect([raw, new URL(landed.pathname + landed.search + landed.hash, site).href]).toEqual([raw, landed.href]);
    }
  });

  it('treats a missing value as home', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });

  it('reads ?next= from a query string, decoding it once', () => {
    expect(nextPathFrom('?next=%2Fdashboard%3Fsection%3Dsaved')).toBe('/dashboard?section=saved');
    expect(nextPathFrom('?next=/%5Cevil.example/x')).toBe('/');
    expect(nextPathFrom('?next=/\\evil.example/x')).toBe('/');
    expect(nextPathFrom('')).toBe('/');
  });
});
