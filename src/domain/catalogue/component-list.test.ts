import { describe, expect, it } from 'vitest';
import type { Component } from './catalogue.ts';
import {
  CATEGORY_LABELS,
  DATABASE_CATEGORIES,
  FILTERS,
  FILTER_POPOVER_CLOSE_MS,
  FLOATING_FILTER_SCROLL_UP_PX,
  DEFAULT_VIEW,
  LISTED_CATEGORIES,
  PERIPHERAL_FILTERS,
  VIEW_KEYS,
  asComponentList,
  indexParts,
  searchKey,
  sortsFor,
  viewFromQuery,
  viewToQuery,
  withFacet,
  withFilter,
  type ListView,
  matchesQuery,
  nextSort,
  searchText,
  showFloatingFilter,
  sortComponents,
  visibleSections,
  SORT_NOTES,
} from './component-list.ts';
import { measuredGamingSpeed, pricePerPerformance } from './component-performance.ts';
import { FACETS, facetOptions } from './component-facets.ts';

const part = (over: Partial<Component> & { id: string; name: string; price: number }): Component =>
  ({ brand: 'Test', type: 'cpu', image: '/x.svg', ...over }) as Component;

describe('Component Database rules (spec §2.9)', () => {
  it('has the ten filter buttons in the spec order and text', () => {
    expect(FILTERS.map((f) => f.label)).toEqual([
      'All', 'Motherboards', 'CPUs', 'CPU Coolers', 'GPUs', 'PSUs', 'RAM', 'Storage', 'M.2 / NVMe', 'Cases',
    ]);
  });

  it("keeps the spec's nine categories, and lists the four peripherals after them under their own buttons (issue 12)", () => {
    expect([...DATABASE_CATEGORIES].sort()).toEqual(
      ['cpu', 'cpu-cooler', 'gpu', 'psu', 'mobo', 'ram', 'storage', 'm2', 'case'].sort(),
    );
    expect(PERIPHERAL_FILTERS.map((f) => f.label)).toEqual(['Monitors', 'Keyboards', 'Mice', 'Headsets']);
    expect(LISTED_CATEGORIES.slice(0, 9)).toEqual(DATABASE_CATEGORIES);
    // Issue 29: the rest of the setup after the peripherals.
    expect(LISTED_CATEGORIES.slice(13)).toEqual(['case-fan', 'thermal-paste', 'wifi-card', 'os', 'ups']);
    expect(Object.keys(CATEGORY_LABELS)).toHaveLength(18);
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

  it('sorting by price puts estimates after observed shop prices, both ways; the toggle is unchanged', () => {
    const offer = (price: number) => [{ shop: 'S', price, url: 'https://s.example/x', observedOn: '2026-04-23' }];
    const parts = [
      part({ id: 'est-cheap', name: 'A', price: 50, priceSource: 'estimate', priceAsOf: '2025-06' }),
      part({ id: 'shop-mid', name: 'B', price: 200, priceSource: 'shops', offers: offer(200), priceAsOf: '2026-04-23' }),
      part({ id: 'est-dear', name: 'C', price: 900, priceSource: 'estimate', priceAsOf: '2025-06' }),
      part({ id: 'shop-low', name: 'D', price: 100, priceSource: 'shops', offers: offer(100), priceAsOf: '2026-04-23' }),
    ];
    const ids = (list: Component[]) => list.map((p) => p.id);
    const asc = nextSort(null, 'price');
    expect(ids(sortComponents(parts, asc))).toEqual(['shop-low', 'shop-mid', 'est-cheap', 'est-dear']);
    const desc = nextSort(asc, 'price');
    expect(desc).toEqual({ key: 'price', direction: 'desc' });
    expect(ids(sortComponents(parts, desc))).toEqual(['shop-mid', 'shop-low', 'est-dear', 'est-cheap']);
    // Alphabetical ignores where the price came from.
    expect(ids(sortComponents(parts, { key: 'name', direction: 'asc' }))).toEqual(['est-cheap', 'shop-mid', 'est-dear', 'shop-low']);
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

  it('filters by spec and by price within a category', () => {
    const gpus = [
      part({ id: 'a', name: 'RTX 4060', price: 18000, type: 'gpu', vram: 8, chipMaker: 'nvidia' } as never),
      part({ id: 'b', name: 'RTX 4060 Ti 16GB', price: 27000, type: 'gpu', vram: 16, chipMaker: 'nvidia' } as never),
      part({ id: 'c', name: 'RX 9070 XT', price: 42000, type: 'gpu', vram: 16, chipMaker: 'amd' } as never),
    ];
    const index = { gpu: indexParts(gpus) };
    const ids = (narrowing: Parameters<typeof visibleSections>[4]) =>
      visibleSections(index, 'gpu', '', null, narrowing).flatMap((s) => s.parts.map((p) => p.id));
    expect(ids({ facets: { vram: '16' } })).toEqual(['b', 'c']);
    expect(ids({ facets: { vram: '16', maker: 'amd' } })).toEqual(['c']);
    expect(ids({ minPrice: 20000, maxPrice: 30000 })).toEqual(['b']);
    expect(ids({ maxPrice: 1000 })).toEqual([]);
    expect(facetOptions(FACETS.gpu.find((f) => f.key === 'vram')!, gpus)).toEqual([
      { value: '8', label: '8 GB' },
      { value: '16', label: '16 GB' },
    ]);
  });

  it('a list field (a cooler\'s sockets, a case\'s boards) matches any of its values', () => {
    const coolers = [
      part({ id: 'x', name: 'Air', price: 1, type: 'cpu-cooler', sockets: ['AM4', 'AM5'], coolerType: 'air' } as never),
      part({ id: 'y', name: 'AIO', price: 1, type: 'cpu-cooler', sockets: ['LGA1700'], coolerType: 'aio' } as never),
    ];
    const found = visibleSections({ 'cpu-cooler': indexParts(coolers) }, 'cpu-cooler', '', null, { facets: { socket: 'AM5' } });
    expect(found[0]!.parts.map((p) => p.id)).toEqual(['x']);
  });

  it('more sorts where a category has the figure; the spec toggling holds for them too', () => {
    expect(sortsFor('all')).toEqual(['name', 'price', 'mostOffered']);
    expect(sortsFor('gpu')).toEqual(['name', 'price', 'vram', 'pricePerPerformance', 'newest', 'mostOffered']);
    expect(sortsFor('cpu')).toEqual(['name', 'price', 'pricePerPerformance', 'newest', 'mostOffered']);
    expect(sortsFor('mobo')).toEqual(['name', 'price', 'newest', 'mostOffered']);
    expect(sortsFor('psu')).toEqual(['name', 'price', 'wattage', 'mostOffered']);
    expect(sortsFor('ram')).toEqual(['name', 'price', 'pricePerGb', 'mostOffered']);
    expect(sortsFor('keyboard')).toEqual(['name', 'price', 'mostOffered']);
    expect(nextSort(nextSort(null, 'vram'), 'vram')).toEqual({ key: 'vram', direction: 'desc' });
    const drives = [
      part({ id: 'small', name: 'A', price: 3000, type: 'm2', capacityGb: 500 } as never),
      part({ id: 'big', name: 'B', price: 5000, type: 'm2', capacityGb: 2000 } as never),
      part({ id: 'none', name: 'C', price: 100 }),
    ];
    const ids = (list: Component[]) => list.map((p) => p.id);
    expect(ids(sortComponents(drives, { key: 'pricePerGb', direction: 'asc' }))).toEqual(['big', 'small', 'none']);
    // A part without the figure goes last whichever the direction.
    expect(ids(sortComponents(drives, { key: 'pricePerGb', direction: 'desc' }))).toEqual(['small', 'big', 'none']);
  });
});

describe('issue 20 sorts: price per performance and most offered', () => {
  const ids = (list: Component[]) => list.map((p) => p.id);
  // Real chips the performance data lists (approximate published figures): a faster and a slower one.
  const cpu = (id: string, name: string, price: number, over: Partial<Component> = {}) =>
    part({ id, name, price, type: 'cpu', priceSource: 'shops', shopCount: 1, priceAsOf: '2026-04-23', ...over } as never);
  const x3d = cpu('x3d', 'AMD Ryzen 7 9800X3D 8-Core 4.7GHz AM5 Processor', 30000);
  const r5 = cpu('r5', 'AMD Ryzen 5 7600 6-Core 3.8GHz AM5 Processor', 12000);
  const unknown = cpu('unknown', 'Imaginary Chip 9000 8-Core Processor', 1000);
  const guessed = cpu('guessed', 'AMD Ryzen 5 7600 6-Core 3.8GHz AM5 Processor', 9000, { priceSource: 'estimate' } as never);

  it('price per performance divides the price by the measured speed in games; best value first', () => {
    const speed = (p: Component) => p.price / pricePerPerformance(p)!;
    expect(measuredGamingSpeed(x3d)).toBe(100); // the reference of the CPU figures
    expect(measuredGamingSpeed(r5)).toBeGreaterThan(0);
    expect(measuredGamingSpeed(r5)).toBeLessThan(100);
    expect(speed(r5)).toBeCloseTo(measuredGamingSpeed(r5)!, 6);
    const byValue = [x3d, r5].sort((a, b) => pricePerPerformance(a)! - pricePerPerformance(b)!);
    expect(ids(sortComponents([x3d, r5], { key: 'pricePerPerformance', direction: 'asc' }))).toEqual(ids(byValue));
    expect(ids(sortComponents([x3d, r5], { key: 'pricePerPerformance', direction: 'desc' }))).toEqual(ids(byValue).reverse());
  });

  it('a part without a measured figure goes last, and so does an estimated price, either way', () => {
    expect(measuredGamingSpeed(unknown)).toBeNull(); // no estimate from specs is passed off as a measurement
    expect(pricePerPerformance(part({ id: 'ram', name: 'RAM', price: 3000, type: 'ram' } as never))).toBeNull();
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = ids(sortComponents([guessed, unknown, x3d, r5], { key: 'pricePerPerformance', direction }));
      expect(sorted.slice(2)).toEqual(['unknown', 'guessed']);
    }
  });

  it('most offered: most shops first on the first pick, fewest on the second; estimates last', () => {
    const at = (id: string, shopCount: number | undefined) =>
      part({ id, name: id, price: 1000, priceAsOf: '2026-04-23', ...(shopCount ? { shopCount, priceSource: 'shops' } : { priceSource: 'estimate' }) } as never);
    const parts = [at('one', 1), at('none', undefined), at('five', 5), at('three', 3)];
    const first = nextSort(null, 'mostOffered');
    expect(first).toEqual({ key: 'mostOffered', direction: 'desc' });
    expect(ids(sortComponents(parts, first))).toEqual(['five', 'three', 'one', 'none']);
    expect(ids(sortComponents(parts, nextSort(first, 'mostOffered')))).toEqual(['one', 'three', 'five', 'none']);
    // The spec's sorts keep their first pick: ascending.
    expect(nextSort(first, 'price')).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('every new sort says what it measures, and the address keeps it', () => {
    expect(SORT_NOTES.pricePerPerformance).toMatch(/price divided by the speed in games/);
    expect(SORT_NOTES.mostOffered).toMatch(/how many Philippine shops list the part/);
    const view = { ...DEFAULT_VIEW, filter: 'gpu' as const, sort: { key: 'pricePerPerformance' as const, direction: 'asc' as const } };
    expect(viewToQuery(view)).toBe('category=gpu&sort=pricePerPerformance');
    expect(viewFromQuery('category=gpu&sort=pricePerPerformance').sort).toEqual(view.sort);
    expect(viewFromQuery('category=cpu&sort=mostOffered-desc').sort).toEqual({ key: 'mostOffered', direction: 'desc' });
    // A sort the category does not offer is dropped, from the address as when switching.
    expect(viewFromQuery('category=ram&sort=pricePerPerformance').sort).toBeNull();
    expect(withFilter(view, 'ram').sort).toBeNull();
    expect(withFilter({ ...view, sort: { key: 'mostOffered', direction: 'desc' } }, 'ram').sort).toEqual({ key: 'mostOffered', direction: 'desc' });
  });
});

describe('forgiving search (issue 12)', () => {
  const names = {
    xt: 'Sapphire Pulse AMD Radeon RX 9070 XT 16GB GDDR6',
    ti: 'MSI GeForce RTX 4060 Ti Ventus 2X Black 8G',
    x3d: 'AMD Ryzen 7 7800X3D 8-Core 4.2GHz AM5 Processor',
    intel: 'Intel Core i5-14400F 10-Core Processor',
  };
  const text = (name: string) => searchText(part({ id: name, name, price: 1 }));

  it('writes text in one form: lower case, no spaces or punctuation', () => {
    expect(searchKey('RX 9070XT')).toBe('rx9070xt');
    expect(searchKey('  Core i5-14400F ')).toBe('corei514400f');
    expect(searchKey('M.2 / NVMe')).toBe('m2nvme');
    expect(searchKey('Café')).toBe('cafe');
  });

  it.each([
    ['RX 9070XT', 'xt'],
    ['rx9070 xt', 'xt'],
    ['rx-9070-xt', 'xt'],
    ['RX9070XT', 'xt'],
    ['4060ti', 'ti'],
    ['rtx 4060 TI', 'ti'],
    ['7800x3d', 'x3d'],
    ['7800 X3D', 'x3d'],
    ['ryzen7 7800x3d', 'x3d'],
    ['i5 14400f', 'intel'],
    ['i514400F', 'intel'],
  ] as const)('"%s" finds the part', (query, key) => {
    expect(matchesQuery(text(names[key]), query)).toBe(true);
  });

  it('still needs every word: a wrong model is not found', () => {
    expect(matchesQuery(text(names.xt), 'rx 9070 gre')).toBe(false);
    expect(matchesQuery(text(names.ti), '4070ti')).toBe(false);
    expect(matchesQuery(text(names.x3d), '9800x3d')).toBe(false);
    expect(matchesQuery(text(names.x3d), ' - ')).toBe(true);
  });
});

describe('the view in the URL (issue 12)', () => {
  const view = (over: Partial<ListView>): ListView => ({ ...DEFAULT_VIEW, ...over });

  it('the default view is an empty query, and an empty query the default view', () => {
    expect(viewToQuery(DEFAULT_VIEW)).toBe('');
    expect(viewFromQuery('')).toEqual(DEFAULT_VIEW);
  });

  it.each([
    view({ filter: 'gpu' }),
    view({ filter: 'gpu', query: 'rx 9070xt', sort: { key: 'vram', direction: 'desc' }, facets: { vram: '16', maker: 'amd' } }),
    view({ filter: 'ram', sort: { key: 'pricePerGb', direction: 'asc' }, facets: { memory: 'DDR5' }, minPrice: 3000, maxPrice: 9000 }),
    view({ filter: 'all', query: 'b650 & "wifi"', sort: { key: 'price', direction: 'desc' } }),
    view({ filter: 'monitor', facets: { resolution: '2560x1440' }, minPrice: 0 }),
    view({ filter: 'cpu-cooler', facets: { socket: 'AM5', kind: 'aio' } }),
    view({ filter: 'all', fitsBuild: true }),
    view({ filter: 'ram', facets: { memory: 'DDR5' }, fitsBuild: true }),
  ])('round trip %#', (v) => {
    expect(viewFromQuery(viewToQuery(v))).toEqual(v);
    expect(viewFromQuery(`?${viewToQuery(v)}`)).toEqual(v);
  });

  it('keeps "Fits my build" as fits=1 and reads nothing else as on', () => {
    expect(viewToQuery(view({ filter: 'cpu', fitsBuild: true }))).toBe('category=cpu&fits=1');
    expect(viewFromQuery('?fits=1').fitsBuild).toBe(true);
    for (const other of ['?fits=0', '?fits=yes', '?fits=', '']) expect(viewFromQuery(other).fitsBuild).toBe(false);
  });

  it('reads readable addresses', () => {
    expect(viewToQuery(view({ filter: 'gpu', sort: { key: 'price', direction: 'desc' }, facets: { vram: '16' } }))).toBe(
      'category=gpu&sort=price-desc&vram=16',
    );
    expect(viewFromQuery('?category=psu&sort=wattage&wattage=750')).toEqual(
      view({ filter: 'psu', sort: { key: 'wattage', direction: 'asc' }, facets: { wattage: '750' } }),
    );
  });

  it('ignores what it does not know, never throws', () => {
    expect(viewFromQuery('?category=toasters&sort=sideways&min=abc&max=-5&vram=16')).toEqual(DEFAULT_VIEW);
    // A sort or facet of another category does not apply.
    expect(viewFromQuery('?category=cpu&sort=vram&vram=16')).toEqual(view({ filter: 'cpu' }));
    expect(viewFromQuery('?sort=price-up')).toEqual(DEFAULT_VIEW);
    expect(viewFromQuery('?q=%E0%A4%A')).toMatchObject({ filter: 'all' });
    expect(viewFromQuery(`?q=${'x'.repeat(500)}`).query).toHaveLength(100);
  });

  it('no facet uses a key the view itself needs', () => {
    for (const facets of Object.values(FACETS)) for (const f of facets) expect(VIEW_KEYS).not.toContain(f.key);
  });

  it('a new category clears its facets and drops a sort it does not offer', () => {
    const gpuView = view({ filter: 'gpu', sort: { key: 'vram', direction: 'asc' }, facets: { vram: '8' }, query: 'rtx' });
    expect(withFilter(gpuView, 'cpu')).toEqual(view({ filter: 'cpu', query: 'rtx' }));
    const priced = view({ filter: 'gpu', sort: { key: 'price', direction: 'desc' } });
    expect(withFilter(priced, 'psu').sort).toEqual({ key: 'price', direction: 'desc' });
    expect(withFacet(withFacet(gpuView, 'maker', 'amd'), 'vram', '').facets).toEqual({ maker: 'amd' });
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
