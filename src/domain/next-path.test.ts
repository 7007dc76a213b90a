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
  ])('sends %j home instead', (raw) => {
    expect(safeNextPath(raw)).toBe('/');
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
