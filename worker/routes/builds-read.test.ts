/** A saved build's answer is worked out once per version of the row, and never outlives a change. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/catalogue/index.ts';
import { savedBuildResponse } from '../../src/domain/saved-builds/saved-build.ts';
import { answerFor } from './builds-read.ts';
import { lookupFor } from '../catalogue-lookup.ts';

const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;
const gpu = catalogue.parts.gpu[0]!;
const row = {
  id: 'b1',
  userId: 'u1',
  name: 'Plan',
  description: '',
  parts: { cpu: { id: cpu.id, name: cpu.name, price: cpu.price }, gpus: [] as unknown[] },
  savedTotal: cpu.price,
  purpose: 'gaming',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
} as unknown as Parameters<typeof answerFor>[0];

describe('saved build answers', () => {
  const lookup = lookupFor(catalogue);

  it('are the rules’ own answer, worked out once for the same row', () => {
    const first = answerFor(row, lookup);
    expect(first).toEqual(savedBuildResponse(row, lookup));
    expect(answerFor({ ...row }, lookup)).toBe(first);
  });

  it.each([
    ['the name', { name: 'Renamed' }],
    ['the purpose', { purpose: 'productivity' }],
    ['the parts, even within the same millisecond', { parts: { cpu: { id: cpu.id, name: cpu.name, price: cpu.price }, gpus: [{ id: gpu.id, name: gpu.name, price: gpu.price }] } }],
    ['the time it was saved', { updatedAt: new Date('2026-02-01T00:00:00Z') }],
  ])('follow a change of %s', (_what, change) => {
    const changed = { ...row, ...change } as typeof row;
    expect(answerFor(changed, lookup)).toEqual(savedBuildResponse(changed, lookup));
    expect(answerFor(changed, lookup)).not.toEqual(answerFor(row, lookup));
  });
});
