import { describe, expect, it } from 'vitest';
import type { Component } from './catalogue.ts';
import {
  CATEGORY_LABELS,
  DATABASE_CATEGORIES,
  FILTERS,
  FILTER_POPOVER_CLOSE_MS,
  FLOATING_FILTER_SCROLL_UP_PX,
  asComponentList,
  indexParts,
  matchesQuery,
  nextSort,
  searchText,
  showFloatingFilter,
  sortComponents,
  visibleSections,
} from './component-list.ts';

const part = (over: Partial<Component> & { id: string; name: string; price: number }): Component =>
  ({ brand: 'Test', type: 'cpu', image: '/x.svg', ...over }) as Component;

describe('Component Database rules (spec §2.9)', () => {
  it('has the ten filter buttons in the spec order and text', () => {
    expect(FILTERS.map((f) => f.label)).toEqual([
      'All', 'Motherboards', 'CPUs', 'CPU Coolers', 'GPUs', 'PSUs', 'RAM', 'Storage', 'M.2 / NVMe', 'Cases',
    ]);
  });

  it('fetches only the first nine categories of the API (no peripherals)', () => {
    expect([...DATABASE_CATEGORIES].sort()).toEqual(
      ['cpu', 'cpu-cooler', 'gpu', 'psu', 'mobo', 'ram', 'storage', 'm2', 'case'].sort(),
    );
    expect(Object.keys(CATEGORY_LABELS)).toHaveLength(9);
  });

  it('sort: the first pick is ascending', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('sort: picking the same option again toggles the direction, back and forth', () => {
    const once = nextSort(null, 'price');
    const twice = nextSort(once, 'price');
    expect(twice).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort(twice, 'price')).toEqual({ key: 'price', direction: 'asc' });
  });

  it('sort: switching to the other option starts ascending again', () => {
    expect(nextSort({ key: 'price', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('sorts by price and by name (numbers in names in natural order) both ways', () => {
    const parts = [
      part({ id: 'a', name: 'Ryzen 5 9600X', price: 300 }),
      part({ id: 'b', name: 'Ryzen 5 7600', price: 100 }),
      part({ id: 'c', name: 'Core i5-14400F', price: 200 }),
    ];
    const ids = (list: Component[]) => list.map((p) => p.id);
    expect(ids(sortComponents(parts, { key: 'price', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortComponents(parts, { key: 'price', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortComponents(parts, { key: 'name', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortComponents(parts, { key: 'name', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortComponents(parts, null))).toEqual(['a', 'b', 'c']);
  });

  it('search matches every word anywhere in name, brand or identifying specs, any case', () => {
    const text = searchText(part({ id: 'x', name: 'MSI B650 TOMAHAWK WIFI', price: 1, socket: 'AM5' } as never));
    expect(matchesQuery(text, 'tomahawk am5')).toBe(true);
    expect(matchesQuery(text, '  B650   msi ')).toBe(true);
    expect(matchesQuery(text, 'tomahawk lga1700')).toBe(false);
    expect(matchesQuery(text, '')).toBe(true);
  });

  it('shows one section per category the filter allows, dropping empty ones', () => {
    const index = Object.fromEntries(DATABASE_CATEGORIES.map((c) => [c, []])) as never as Parameters<typeof visibleSections>[0];
    index.cpu = indexParts([part({ id: 'c1', name: 'Ryzen 5 7600', price: 1 })]);
    index.gpu = indexParts([part({ id: 'g1', name: 'RTX 4060', price: 1, type: 'gpu' })]);
    expect(visibleSections(index, 'all', '', null).map((s) => s.category)).toEqual(['cpu', 'gpu']);
    expect(visibleSections(index, 'gpu', '', null).map((s) => s.category)).toEqual(['gpu']);
    expect(visibleSections(index, 'all', 'rtx', null).map((s) => s.category)).toEqual(['gpu']);
    expect(visibleSections(index, 'mobo', '', null)).toEqual([]);
  });

  it('floating Filters: shows past the controls, or scrolling up beyond 60 px', () => {
    expect(FLOATING_FILTER_SCROLL_UP_PX).toBe(60);
    expect(showFloatingFilter({ controlsInView: false, scrollingUp: false, y: 900 })).toBe(true);
    expect(showFloatingFilter({ controlsInView: true, scrollingUp: true, y: 61 })).toBe(true);
    expect(showFloatingFilter({ controlsInView: true, scrollingUp: true, y: 60 })).toBe(false);
    expect(showFloatingFilter({ controlsInView: true, scrollingUp: false, y: 200 })).toBe(false);
  });

  it('the popover closes with a 180 ms animation', () => {
    expect(FILTER_POPOVER_CLOSE_MS).toBe(180);
  });

  it('a response that is not an array counts as an empty list', () => {
    expect(asComponentList({ error: 'x' })).toEqual([]);
    expect(asComponentList(null)).toEqual([]);
    expect(asComponentList([{ id: 'a' }])).toEqual([{ id: 'a' }]);
  });
});
