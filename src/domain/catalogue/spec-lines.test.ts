import { describe, expect, it } from 'vitest';
import { ALL_COMPONENTS, componentsOf } from '../../catalogue/index.ts';
import { specLines } from './spec-lines.ts';

describe('specLines', () => {
  it('gives every PC part and peripheral at least three filled-in specs, a setup part what its maker states', () => {
    // Issue 29: fans, Wi-Fi cards, OS and UPS units have their identity specs; a paste may have none stated.
    const least: Record<string, number> = { 'case-fan': 1, 'wifi-card': 2, os: 2, ups: 2, 'thermal-paste': 0 };
    for (const part of ALL_COMPONENTS) {
      const lines = specLines(part);
      expect(lines.length, part.id).toBeGreaterThanOrEqual(least[part.type] ?? 3);
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

  it('shows the maker figures the builder’s verdicts use', () => {
    const i5 = componentsOf('cpu').find((c) => c.id === 'cpu-intel-core-i5-14600k')!;
    expect(specLines(i5)).toContainEqual(['Cores / threads', '14 (6P + 8E) / 20']);
    expect(specLines(i5)).toContainEqual(['Memory', 'DDR4 up to 3200 MHz / DDR5 up to 5600 MHz']);
    expect(specLines(i5)).toContainEqual(['Graphics / cooler', 'Integrated graphics, no cooler']);
    const card = componentsOf('gpu').find((g) => g.id === 'gpu-zotac-rtx-4090-trinity-oc-24gb')!;
    expect(specLines(card)).toContainEqual(['Recommended PSU', '850 W']);
    const cooler = componentsOf('cpu-cooler').find((c) => c.id === 'cooler-cooler-master-hyper-212-black-edition')!;
    expect(specLines(cooler)).toContainEqual(['Height', '158.8 mm']);
  });
});
