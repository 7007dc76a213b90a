import { describe, expect, it } from 'vitest';
import { ALL_COMPONENTS, componentsOf } from '../catalogue/index.ts';
import { specLines } from './spec-lines.ts';

describe('specLines', () => {
  it('gives every catalogue part at least three filled-in specs', () => {
    for (const part of ALL_COMPONENTS) {
      const lines = specLines(part);
      expect(lines.length, part.id).toBeGreaterThanOrEqual(3);
      for (const [label, value] of lines) {
        expect(value, `${part.id} ${label}`).not.toMatch(/undefined|NaN|null/);
        expect(value.trim(), `${part.id} ${label}`).not.toBe('');
      }
    }
  });

  it('writes units the way a buyer reads them', () => {
    const cpu = componentsOf('cpu').find((c) => c.id === 'cpu-amd-ryzen-5-7600')!;
    expect(specLines(cpu)).toContainEqual(['Cores / threads', '6 / 12']);
    expect(specLines(cpu)).toContainEqual(['Socket', 'AM5']);
    const drive = componentsOf('m2').find((d) => d.capacityGb === 2000)!;
    expect(specLines(drive)).toContainEqual(['Capacity', '2 TB']);
  });
});
