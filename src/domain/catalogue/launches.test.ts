import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component } from './catalogue.ts';
import { nextSort, sortComponents, SORT_NOTES } from './component-list.ts';
import { LAUNCHES, launchMonth, monthOrder } from './launches.ts';
import { LAUNCHES_SCHEMA } from './launches-schema.ts';
import chips from '../../../content/launches/chips.json' with { type: 'json' };

const CATALOGUE = catalogue.parts;
const byName = (list: readonly Component[], name: string) => list.find((p) => p.name.includes(name))!;

describe('launch months (the Component Database\'s "Newest" sort)', () => {
  it('the table has its shape and names its source', () => {
    const parsed = LAUNCHES_SCHEMA.safeParse(chips);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(LAUNCHES_SCHEMA.safeParse({ ...chips, cpus: { 'Ryzen 5 7600': '2023-1' } }).success).toBe(false);
  });

  it('every CPU, graphics chip and chipset in the table is one the catalogue sells (no stale rows)', () => {
    const cpuMonths = new Set(CATALOGUE.cpu.map((p) => launchMonth(p)).filter(Boolean));
    expect(cpuMonths.size).toBeGreaterThan(5);
    const chipsetsSold = new Set(CATALOGUE.mobo.map((p) => p.chipset));
    for (const chipset of Object.keys(LAUNCHES.chipsets)) expect(chipsetsSold, chipset).toContain(chipset);
    const gpuChipsSold = new Set(CATALOGUE.gpu.map((p) => p.chipset));
    for (const chip of Object.keys(LAUNCHES.gpuChips)) expect(gpuChipsSold, chip).toContain(chip);
  });

  it('reads a CPU by its model, a card by its chip and a board by its chipset; other parts have none', () => {
    expect(launchMonth(byName(CATALOGUE.cpu, 'Ryzen 7 9800X3D'))).toBe('2024-11');
    expect(launchMonth(byName(CATALOGUE.cpu, 'Core i5-12400F'))).toBe('2022-01');
    const card = CATALOGUE.gpu.find((p) => p.chipset === 'GeForce RTX 5070')!;
    expect(launchMonth(card)).toBe('2025-03');
    const board = CATALOGUE.mobo.find((p) => p.chipset === 'B550')!;
    expect(launchMonth(board)).toBe('2020-06');
    expect(launchMonth(CATALOGUE.ram[0]!)).toBeNull();
    expect(monthOrder('2024-12') + 1).toBe(monthOrder('2025-01'));
  });

  it('Newest puts the newest chip first on the first pick, the oldest on the second; unknown chips last', () => {
    const new9800 = byName(CATALOGUE.cpu, 'Ryzen 7 9800X3D');
    const old5600x = byName(CATALOGUE.cpu, 'Ryzen 5 5600X');
    const mid7600 = byName(CATALOGUE.cpu, 'Ryzen 5 7600 6-Core');
    const unknown = { ...mid7600, id: 'cpu-unknown', name: 'AMD Ryzen 9 9999Z 16-Core AM5 Processor' };
    const first = nextSort(null, 'newest');
    expect(first).toEqual({ key: 'newest', direction: 'desc' });
    const ids = (list: Component[]) => list.map((p) => p.id);
    expect(ids(sortComponents([old5600x, unknown, new9800, mid7600], first))).toEqual([new9800.id, mid7600.id, old5600x.id, unknown.id]);
    expect(ids(sortComponents([old5600x, unknown, new9800, mid7600], nextSort(first, 'newest')))).toEqual([old5600x.id, mid7600.id, new9800.id, unknown.id]);
    expect(SORT_NOTES.newest).toMatch(/when the chip first went on sale/);
  });
});
