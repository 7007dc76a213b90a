/**
 * Budget guidance of spec §9: the two example allocations and the wiki's PSU sizing rule.
 */
export interface Share {
  part: string;
  percent: number;
}

export interface BudgetSplit {
  use: string;
  shares: readonly Share[];
}

/** Spec §9 budget split examples, in percent. */
export const BUDGET_SPLITS: readonly BudgetSplit[] = [
  {
    use: 'Gaming',
    shares: [
      { part: 'GPU', percent: 35 },
      { part: 'CPU', percent: 18 },
      { part: 'Motherboard', percent: 10 },
      { part: 'RAM', percent: 10 },
      { part: 'Storage', percent: 10 },
      { part: 'PSU / case', percent: 17 },
    ],
  },
  {
    use: 'Productivity',
    shares: [
      { part: 'CPU', percent: 30 },
      { part: 'RAM', percent: 18 },
      { part: 'Storage', percent: 18 },
      { part: 'GPU', percent: 12 },
      { part: 'Motherboard', percent: 12 },
      { part: 'PSU / case', percent: 10 },
    ],
  },
];

/** Pesos for each share of a budget, rounded to the nearest ₱100 as shops price. */
export function allocate(budget: number, split: BudgetSplit): (Share & { pesos: number })[] {
  return split.shares.map((s) => ({ ...s, pesos: Math.round((budget * s.percent) / 100 / 100) * 100 }));
}

/** Spec §9 wiki PSU rule: CPU + GPU power, plus about 100–150 W, plus 30% headroom. */
export const REST_OF_SYSTEM_W = { low: 100, high: 150 } as const;
export const PSU_GUIDE_HEADROOM = 0.3;

export function psuGuideRange(cpuWatts: number, gpuWatts: number): { low: number; high: number } {
  const withRest = (rest: number) => Math.round((cpuWatts + gpuWatts + rest) * (1 + PSU_GUIDE_HEADROOM));
  return { low: withRest(REST_OF_SYSTEM_W.low), high: withRest(REST_OF_SYSTEM_W.high) };
}
