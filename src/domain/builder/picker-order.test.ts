/** Issue 20, item 9: the order of a picker's options (boards that fit the CPU first, price sorts) and the cooler texts. */
import { describe, expect, it } from 'vitest';
import type { Category, Component } from '../catalogue/catalogue.ts';
import { boardTakesCpu, moboOptions, orderOptions } from './part-filters.ts';
import { boardGroupLabel, narrowingHint, optionSpecs } from './labels.ts';
import { boxedCoolerNote, boxedCoolerVerdict } from './boxed-cooler.ts';
import { ramGroupLabel } from './ram-speed.ts';
import { emptySelection, type Selection } from './selection.ts';

function part<C extends Category>(type: C, id: string, over: Record<string, unknown> = {}): Component<C> {
  return { id, name: id, brand: 'Test', price: 1000, priceSource: 'shops', shopCount: 1, priceAsOf: '2026-04-23', type, image: '', ...over } as never;
}
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const ryzen = part('cpu', 'r5', { name: 'AMD Ryzen 5 7600 6-Core 3.8GHz AM5 Processor', brand: 'AMD', socket: 'AM5', tdp: 65, maxTdp: 88, coolerIncluded: true });
const withCpu = (cpu: Component<'cpu'>): Selection => ({ ...emptySelection(), cpu });

describe('board list: boards that take the chosen CPU first (issue 20)', () => {
  const boards = [
    part('mobo', 'am4-a', { socket: 'AM4', price: 3000 }),
    part('mobo', 'am5-a', { socket: 'AM5', price: 9000 }),
    part('mobo', 'lga', { socket: 'LGA1700', price: 4000 }),
    part('mobo', 'am5-b', { socket: 'Socket AM5', price: 7000 }),
    part('mobo', 'am4-b', { socket: 'AM4', price: 2000 }),
  ];

  it('keeps every board, fitting ones first, each group in catalogue order', () => {
    expect(ids(moboOptions(boards, withCpu(ryzen)))).toEqual(['am5-a', 'am5-b', 'am4-a', 'lga', 'am4-b']);
  });

  it('keeps the catalogue order without a CPU, or with a CPU that gives no socket', () => {
    expect(ids(moboOptions(boards, emptySelection()))).toEqual(ids(boards));
    expect(ids(moboOptions(boards, withCpu(part('cpu', 'x', { socket: '' }))))).toEqual(ids(boards));
  });

  it('marks why the others do not fit, and what choosing one does', () => {
    const label = boardGroupLabel(withCpu(ryzen))!;
    expect(label(boards[1]!)).toBe('Fit the AMD Ryzen 5 7600 (AM5)');
    expect(label(boards[0]!)).toBe('Not AM5: these do not take the AMD Ryzen 5 7600');
    expect(boardGroupLabel(emptySelection())).toBeUndefined();
    expect(narrowingHint('mobo', withCpu(ryzen))).toBe('AM5 boards for the AMD Ryzen 5 7600 first, other sockets after them.');
    expect(narrowingHint('mobo', emptySelection())).toBeNull();
    expect(boardTakesCpu(boards[3]!, ryzen)).toBe(true);
    expect(boardTakesCpu(boards[2]!, ryzen)).toBe(false);
  });
});

describe('ordering a picker by price (issue 20)', () => {
  const rams = [
    part('ram', 'fast-cheap', { price: 3000, ramType: 'DDR5', frequency_mhz: 6000 }),
    part('ram', 'rated-dear', { price: 9000, ramType: 'DDR5', frequency_mhz: 5200 }),
    part('ram', 'rated-estimate', { price: 1000, ramType: 'DDR5', frequency_mhz: 4800, priceSource: 'estimate', priceAsOf: '2025-06' }),
    part('ram', 'rated-cheap', { price: 4000, ramType: 'DDR5', frequency_mhz: 4800 }),
    part('ram', 'fast-dear', { price: 8000, ramType: 'DDR5', frequency_mhz: 6400 }),
  ];
  const rated = ['rated-dear', 'rated-estimate', 'rated-cheap'];
  const selection = withCpu(part('cpu', 'c', { ramMax: 5200, memoryTypes: ['DDR5'] }));
  const groupOf = ramGroupLabel(selection);
  const inGroups = [...rams.filter((r) => rated.includes(r.id)), ...rams.filter((r) => !rated.includes(r.id))];

  it('keeps the default order as the rules give it', () => {
    expect(ids(orderOptions(inGroups, 'default', groupOf))).toEqual(ids(inGroups));
  });

  it('sorts by price inside each group; groups keep their place; estimates after shop prices', () => {
    expect(ids(orderOptions(inGroups, 'price-asc', groupOf))).toEqual(['rated-cheap', 'rated-dear', 'rated-estimate', 'fast-cheap', 'fast-dear']);
    expect(ids(orderOptions(inGroups, 'price-desc', groupOf))).toEqual(['rated-dear', 'rated-cheap', 'rated-estimate', 'fast-dear', 'fast-cheap']);
  });

  it('sorts the whole list when there are no groups', () => {
    expect(ids(orderOptions(rams, 'price-asc'))).toEqual(['fast-cheap', 'rated-cheap', 'fast-dear', 'rated-dear', 'rated-estimate']);
  });
});

describe('the CPU’s own cooler (issue 20)', () => {
  const intel = part('cpu', 'i5', { name: 'Intel Core i5-14400F 10-Core 2.5GHz LGA1700 Processor', brand: 'Intel', socket: 'LGA1700', tdp: 65, maxTdp: 148, coolerIncluded: true });
  const boxless = part('cpu', 'r7', { name: 'AMD Ryzen 7 7700X 8-Core 4.5GHz AM5 Processor', brand: 'AMD', socket: 'AM5', tdp: 105, maxTdp: 142, coolerIncluded: false });

  it('a CPU option says whether a cooler is in the box', () => {
    const specs = (cpu: Component<'cpu'>) => optionSpecs({ ...cpu, cores: 6, boostClock: 5.1, integratedGraphics: true } as never);
    expect(specs(ryzen)).toMatch(/ · cooler in the box$/);
    expect(specs(boxless)).toMatch(/ · no cooler$/);
  });

  it('"enough" where the maker’s cooler is made for all the CPU draws at default settings (AMD: PPT = 1.35 × TDP)', () => {
    expect(boxedCoolerVerdict(ryzen)).toBe('enough');
    expect(boxedCoolerNote(ryzen)).toBe(
      "Included cooler is enough: AMD makes it for the AMD Ryzen 5 7600's 65 W TDP, which covers the 88 W it may draw at default settings. " +
        'Another cooler is optional (quieter, or for overclocking).',
    );
  });

  it('says the plain figures, no verdict, where the CPU may draw more than its cooler is made for', () => {
    expect(boxedCoolerVerdict(intel)).toBe('unsure');
    const note = boxedCoolerNote(intel);
    expect(note).not.toMatch(/enough/);
    expect(note).toContain("Intel makes it for the Intel Core i5-14400F's 65 W base power");
    expect(note).toContain('may draw up to 148 W');
    expect(note).toContain('choose a cooler rated for at least 110 W'); // 148 / 1.35, the build notes' rule
  });

  it('a CPU sold without a cooler asks for one of the rating it needs', () => {
    expect(boxedCoolerVerdict(boxless)).toBe('none');
    expect(boxedCoolerNote(boxless)).toBe('The AMD Ryzen 7 7700X comes without a cooler: choose one rated for at least 105 W.');
  });
});
