/** A saved build's answer is worked out once per version of the row, and never outlives a change. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/catalogue/index.ts';
import { savedBuildResponse } from '../../src/domain/saved-builds/saved-build.ts';
import { answerFor, type StoredBuild } from './builds-read.ts';
import { lookupFor } from '../catalogue-lookup.ts';

const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;
const gpu = catalogue.parts.gpu[0]!;
const row: StoredBuild = {
  id: 'b1',
  name: 'Plan',
  description: '',
  partsJson: JSON.stringify({ cpu: { id: cpu.id, name: cpu.name, price: cpu.price }, gpus: [] }),
  savedTotal: cpu.price,
  purpose: 'gaming',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
/** The stored row as the rules read it, its parts parsed. */
const record = ({ partsJson, ...rest }: StoredBuild) => ({ ...rest, parts: JSON.parse(partsJson) as unknown });

describe('saved build answers', () => {
  const lookup = lookupFor(catalogue);

  it('are the rules’ own answer, worked out once for the same row', () => {
    const first = answerFor(row, lookup);
    expect(first).toEqual(savedBuildResponse(record(row), lookup));
    expect(answerFor({ ...row }, lookup)).toBe(first);
  });

  it.each([
    ['the name', { name: 'Renamed' }],
    ['the purpose', { purpose: 'productivity' }],
    ['the parts, even within the same millisecond', { partsJson: JSON.stringify({ cpu: { id: cpu.id, name: cpu.name, price: cpu.price }, gpus: [{ id: gpu.id, name: gpu.name, price: gpu.price }] }) }],
    ['the description', { description: 'For school' }],
    ['the total it was saved at', { savedTotal: cpu.price + 1 }],
    ['the time it was made', { createdAt: new Date('2025-12-01T00:00:00Z') }],
    ['the time it was saved', { updatedAt: new Date('2026-02-01T00:00:00Z') }],
  ])('follow a change of %s', (_what, change) => {
    const changed = { ...row, ...change } as typeof row;
    expect(answerFor(changed, lookup)).toEqual(savedBuildResponse(record(changed), lookup));
    expect(answerFor(changed, lookup)).not.toEqual(answerFor(row, lookup));
  });
});
