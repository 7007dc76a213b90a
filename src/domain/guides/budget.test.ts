import { describe, expect, it } from 'vitest';
import { BUDGET_SPLITS, PSU_GUIDE_HEADROOM, REST_OF_SYSTEM_W, allocate, psuGuideRange } from './budget.ts';

const byUse = (use: string) => BUDGET_SPLITS.find((s) => s.use === use)!;
const asRecord = (use: string) => Object.fromEntries(byUse(use).shares.map((s) => [s.part, s.percent]));

describe('budget splits (spec §9)', () => {
  it('gaming: GPU 35, CPU 18, motherboard 10, RAM 10, storage 10, PSU/case 17', () => {
    expect(asRecord('Gaming')).toEqual({ GPU: 35, CPU: 18, Motherboard: 10, RAM: 10, Storage: 10, 'PSU / case': 17 });
  });
  it('productivity: CPU 30, RAM 18, storage 18, GPU 12, motherboard 12, PSU/case 10', () => {
    expect(asRecord('Productivity')).toEqual({ CPU: 30, RAM: 18, Storage: 18, GPU: 12, Motherboard: 12, 'PSU / case': 10 });
  });
  it('each split adds up to 100%', () => {
    for (const split of BUDGET_SPLITS) expect(split.shares.reduce((n, s) => n + s.percent, 0)).toBe(100);
  });
  it('allocates a peso budget to the nearest ₱100', () => {
    const gaming = allocate(50_000, byUse('Gaming'));
    expect(gaming.find((s) => s.part === 'GPU')!.pesos).toBe(17_500);
    expect(gaming.find((s) => s.part === 'CPU')!.pesos).toBe(9_000);
    expect(allocate(33_333, byUse('Gaming')).find((s) => s.part === 'GPU')!.pesos).toBe(11_700);
  });
});

describe('wiki PSU sizing rule (spec §9)', () => {
  it('is CPU + GPU, plus 100–150 W, plus 30% headroom', () => {
    expect(REST_OF_SYSTEM_W).toEqual({ low: 100, high: 150 });
    expect(PSU_GUIDE_HEADROOM).toBe(0.3);
    expect(psuGuideRange(65, 115)).toEqual({ low: 364, high: 429 });
    expect(psuGuideRange(125, 320)).toEqual({ low: 709, high: 774 });
  });
});
