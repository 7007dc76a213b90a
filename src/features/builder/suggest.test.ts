import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { lookupIn } from '../../catalogue/lookup.ts';
import { chosenParts, emptySelection, type Selection } from '../../domain/builder/selection.ts';
import { createSuggester } from './suggest-run.ts';
import {
  MAX_BUDGET,
  budgetStatus,
  formatBudgetInput,
  keepRefs,
  parseBudget,
  partKey,
  rebindSelection,
  resolveKeep,
  type SuggestInput,
} from './suggest.ts';

const parts = catalogue.parts;
const lookup = lookupIn(parts);

describe('parseBudget: pesos as people type them', () => {
  it.each([
    ['45000', 45_000],
    ['45,000', 45_000],
    ['₱45,000', 45_000],
    ['₱ 45,000', 45_000],
    ['PHP 45 000', 45_000],
    ['p45000', 45_000],
    ['45k', 45_000],
    ['45.5K', 45_500],
    ['45000.75', 45_000],
    ['1,250,000', 1_250_000],
    ['  5000 ', 5_000],
  ])('%s → %d', (text, value) => {
    expect(parseBudget(text)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', '0', '-5000', 'abc', '45,00', '4,5000', '45k000', '₱', '1e6', '45 thousand'])('%j is refused with what to type', (text) => {
    const parsed = parseBudget(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/₱45,000/);
  });

  it('an amount past the cap is taken for a slip of zeros', () => {
    const parsed = parseBudget(String(MAX_BUDGET * 10));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/zeros/);
    expect(parseBudget(String(MAX_BUDGET))).toEqual({ ok: true, value: MAX_BUDGET });
  });

  it('names what it asks for', () => {
    const parsed = parseBudget('', 'peripherals budget');
    expect(!parsed.ok && parsed.error).toBe('Type your peripherals budget in pesos, e.g. ₱45,000.');
  });

  it('formats the amount back en-PH style', () => {
    expect(formatBudgetInput(45_000)).toBe('45,000');
    expect(formatBudgetInput(1_250_000.9)).toBe('1,250,000');
  });
});

describe('the budget against the parts, live', () => {
  it('says how far under or over the budget the chosen parts are, and nothing without a budget or parts', () => {
    expect(budgetStatus(46_500, 50_000)).toEqual({ text: 'Your parts: ₱46,500, ₱3,500 under your ₱50,000 budget', over: false });
    expect(budgetStatus(51_500, 50_000)).toEqual({ text: 'Your parts: ₱51,500, ₱1,500 over your ₱50,000 budget', over: true });
    expect(budgetStatus(50_000, 50_000)!.text).toBe('Your parts: ₱50,000, right on your ₱50,000 budget');
    expect(budgetStatus(0, 50_000)).toBeNull();
    expect(budgetStatus(46_500, null)).toBeNull();
  });
});

function someBuild(): Selection {
  const cpu = parts.cpu.find((c) => c.socket === 'AM5')!;
  const ram = parts.ram.find((r) => r.ramType === 'DDR5' && r.modules === 1)!;
  return { ...emptySelection(), cpu, rams: [ram, ram] };
}

describe('kept parts cross to the worker by name', () => {
  it('keepRefs names each chosen part, owned where ticked (both modules of a twice-chosen stick)', () => {
    const s = someBuild();
    const refs = keepRefs(s, new Set([partKey(s.rams[0]!)]));
    expect(refs).toEqual([
      { category: 'cpu', id: s.cpu!.id, owned: false },
      { category: 'ram', id: s.rams[0]!.id, owned: true },
      { category: 'ram', id: s.rams[0]!.id, owned: true },
    ]);
  });

  it('resolveKeep finds the catalogue’s own parts and leaves out what is gone', () => {
    const s = someBuild();
    const kept = resolveKeep([...keepRefs(s), { category: 'gpu', id: 'no-such-card', owned: false }], lookup);
    expect(kept.map((k) => k.part)).toEqual([s.cpu, s.rams[0], s.rams[0]]);
    expect(kept[0]!.part).toBe(s.cpu);
  });

  it('rebindSelection swaps copies for catalogue objects, slot by slot', () => {
    const s = someBuild();
    const copy = structuredClone(s);
    expect(copy.cpu).not.toBe(s.cpu);
    const back = rebindSelection(copy, lookup);
    expect(back.cpu).toBe(s.cpu);
    expect(back.rams[0]).toBe(s.rams[0]);
    expect(back.rams[1]).toBe(s.rams[0]);
    expect(back.mobo).toBeNull();
    expect(back.gpus).toEqual([null]);
  });
});

describe('createSuggester (what the worker runs)', () => {
  const suggester = createSuggester(parts);
  const ask = (input: Partial<SuggestInput>) => suggester.suggest({ budget: 45_000, purpose: 'gaming', keep: [], peripheralsBudget: null, ...input });

  it('₱45,000 for gaming: a complete build within budget with a reason per part', () => {
    const r = ask({});
    expect(r.status).toBe('ok');
    expect(r.total).toBeLessThanOrEqual(45_000);
    expect(r.selection!.cpu && r.selection!.mobo && r.selection!.psu && r.selection!.case).toBeTruthy();
    expect(r.lines.every((l) => l.reason.length > 10)).toBe(true);
    expect(r.compatibility!.problems).toEqual([]);
  });

  it('keeps a kept part, and an owned one costs ₱0; the answer survives structured cloning', () => {
    const cpu = parts.cpu.find((c) => c.socket === 'AM5' && c.price > 10_000)!;
    const r = structuredClone(ask({ budget: 80_000, keep: [{ category: 'cpu', id: cpu.id, owned: true }] }));
    expect(r.status).toBe('ok');
    expect(r.selection!.cpu!.id).toBe(cpu.id);
    const line = r.lines.find((l) => l.slot === 'cpu')!;
    expect(line).toMatchObject({ kept: true, owned: true, cost: 0 });
    expect(chosenParts(rebindSelection(r.selection!, lookup))).toContain(cpu);
  });

  it('₱5,000 is too small and names the cheapest build’s price', () => {
    const r = ask({ budget: 5_000 });
    expect(r.status).toBe('budget-too-small');
    expect(r.cheapest!.total).toBeGreaterThan(5_000);
    expect(r.message).toContain(formatBudgetInput(r.cheapest!.total));
  });

  it('peripherals only with their own budget', () => {
    expect(ask({}).peripherals).toBeNull();
    const r = ask({ peripheralsBudget: 15_000 });
    expect(r.peripherals!.total).toBeLessThanOrEqual(15_000);
  });
});
