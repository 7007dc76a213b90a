import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { isCategory } from './categories.ts';
import {
  COMPARE_MAX,
  EMPTY_COMPARE,
  compareEntry,
  compareHref,
  compareProblem,
  compareRows,
  compareToggleView,
  missingPartsNote,
  parseCompareIds,
  readCompareList,
  toggleCompare,
} from './compare.ts';

const cpu = (id: string) => ({ id, type: 'cpu' as const });

describe('the compare address', () => {
  it('keeps valid ids once each, at most four, in order', () => {
    expect(parseCompareIds('?ids=cpu-a,cpu-b,cpu-a,,Bad Id!,cpu-c,cpu-d,cpu-e')).toEqual(['cpu-a', 'cpu-b', 'cpu-c', 'cpu-d']);
    expect(parseCompareIds('?ids=')).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds('?ids=%3Cscript%3E,cpu-a')).toEqual(['cpu-a']);
  });

  it('round-trips through compareHref', () => {
    const ids = ['cpu-amd-ryzen-5-7600', 'cpu-intel-core-i5-14400f'];
    expect(parseCompareIds(compareHref(ids).split('?')[1]!)).toEqual(ids);
  });
});

describe('toggleCompare', () => {
  it('adds, then takes out', () => {
    const one = toggleCompare(EMPTY_COMPARE, cpu('cpu-a'), 'CPUs');
    expect(one).toEqual({ list: { category: 'cpu', ids: ['cpu-a'] }, message: null });
    expect(toggleCompare(one.list, cpu('cpu-a'), 'CPUs').list).toEqual(EMPTY_COMPARE);
  });

  it('starts a new list for another kind of part, and says so', () => {
    const list = { category: 'cpu' as const, ids: ['cpu-a', 'cpu-b'] };
    const next = toggleCompare(list, { id: 'gpu-a', type: 'gpu' }, 'GPUs');
    expect(next.list).toEqual({ category: 'gpu', ids: ['gpu-a'] });
    expect(next.message).toBe('Compare holds one kind of part: started a new list of GPUs.');
  });

  it('refuses a fifth part and keeps the four', () => {
    const list = { category: 'cpu' as const, ids: ['cpu-a', 'cpu-b', 'cpu-c', 'cpu-d'] };
    const next = toggleCompare(list, cpu('cpu-e'), 'CPUs');
    expect(next.list).toBe(list);
    expect(next.message).toBe(`Compare takes up to ${COMPARE_MAX} parts: take one out first.`);
  });
});

describe('readCompareList', () => {
  it('reads a stored list and shrugs off junk', () => {
    expect(readCompareList('{"category":"cpu","ids":["cpu-a","cpu-a","x y"]}', isCategory)).toEqual({ category: 'cpu', ids: ['cpu-a'] });
    for (const junk of [null, '', '{', '[]', '{"category":"toaster","ids":["a"]}', '{"category":"cpu","ids":"cpu-a"}', '{"category":"cpu","ids":[]}']) {
      expect(readCompareList(junk, isCategory)).toEqual(EMPTY_COMPARE);
    }
  });
});

describe('compareToggleView', () => {
  it('links to the comparison once two of the kind are in', () => {
    expect(compareToggleView({ category: 'cpu', ids: ['cpu-a'] }, cpu('cpu-a'), 'CPUs')).toEqual({ pressed: true, href: null, text: 'Choose 1 more to compare' });
    expect(compareToggleView({ category: 'cpu', ids: ['cpu-a', 'cpu-b'] }, cpu('cpu-c'), 'CPUs')).toEqual({
      pressed: false,
      href: '/compare?ids=cpu-a,cpu-b',
      text: 'Compare 2 CPUs',
    });
    expect(compareToggleView({ category: 'gpu', ids: ['gpu-a', 'gpu-b'] }, cpu('cpu-c'), 'CPUs')).toEqual({ pressed: false, href: null, text: '' });
  });
});

describe('the table', () => {
  it('joins the rows of every part, marks rows that differ, leaves a gap where a part has no value', () => {
    const rows = compareRows([
      { specs: [['Socket', 'AM5'], ['Cores', '6']], performance: [] },
      { specs: [['Socket', 'AM5'], ['Cores', '8']], performance: [['Speed', '80']] },
    ]);
    expect(rows).toEqual([
      { label: 'Socket', values: ['AM5', 'AM5'], differs: false },
      { label: 'Cores', values: ['6', '8'], differs: true },
      { label: 'Speed', values: ['', '80'], differs: true },
    ]);
  });

  it('needs two parts of one kind', () => {
    expect(compareProblem([{ type: 'cpu' }])).toMatch(/at least 2 parts/);
    expect(compareProblem([{ type: 'cpu' }, { type: 'gpu' }])).toMatch(/different kinds/);
    expect(compareProblem([{ type: 'cpu' }, { type: 'cpu' }])).toBeNull();
    expect(missingPartsNote(0)).toBeNull();
    expect(missingPartsNote(2)).toBe('2 parts in this link are not in the catalogue any more.');
  });

  it("builds a part's entry from its specs, credible price and measured speeds", () => {
    const part = catalogue.parts.cpu.find((c) => c.id === 'cpu-amd-ryzen-5-7600')!;
    const entry = compareEntry(part);
    expect(entry.pesos).toBe(part.price);
    expect(entry.price).toMatch(/^₱[\d,]+$/);
    expect(entry.specs[0]).toEqual(['Socket', 'AM5']);
    expect(entry.performance.map(([label]) => label)).toEqual(['Speed in games (Ryzen 7 9800X3D = 100)', 'Multi-core speed (Ryzen 9 9950X = 100)']);
    const mouse = compareEntry(catalogue.parts.mouse[0]!);
    expect(mouse.performance).toEqual([]);
    expect(mouse.estimate).toBe(true);
  });
});
