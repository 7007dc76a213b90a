/**
 * Peripherals, only when asked for with a budget of their own: the cheapest keyboard, mouse and
 * headset, and the best monitor for the use that the rest of the budget allows (the monitor is
 * what a person sees every minute; the others matter less per peso). Kept peripherals stay.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { formatPeso } from '../format/money.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { Kept } from './kept.ts';
import type { PartLine, PeripheralsResult, Purpose } from './types.ts';

type Monitor = Component<'monitor'>;
const SLOTS = ['keyboard', 'mouse', 'headset', 'monitor'] as const;
type PeripheralSlot = (typeof SLOTS)[number];

const pixels = (m: Monitor) => m.resolution.split('x').map(Number).reduce((a, b) => a * b, 1);

/** How good a monitor is for a use: pixels a second for gaming; sharpness (then size) otherwise. */
export function monitorRank(purpose: Purpose, m: Monitor): number[] {
  if (purpose === 'gaming') return [Math.sqrt(pixels(m) * m.refreshHz), m.sizeInch];
  return [pixels(m), m.sizeInch, m.refreshHz];
}

function better(purpose: Purpose, a: Monitor, b: Monitor): boolean {
  const ra = monitorRank(purpose, a);
  const rb = monitorRank(purpose, b);
  for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! > rb[i]!;
  return a.price < b.price || (a.price === b.price && a.id < b.id);
}

export interface ChosenPeripherals {
  parts: Partial<Record<PeripheralSlot, Component>>;
  result: PeripheralsResult;
}

export function choosePeripherals(index: CatalogueIndex, kept: Kept, purpose: Purpose, budget: number | null | undefined): ChosenPeripherals | null {
  const keptParts = { keyboard: kept.keyboard, mouse: kept.mouse, headset: kept.headset, monitor: kept.monitor };
  const asked = (budget ?? 0) > 0;
  if (!asked && SLOTS.every((s) => !keptParts[s])) return null;
  const parts: Partial<Record<PeripheralSlot, Component>> = {};
  const lines: PartLine[] = [];
  for (const slot of SLOTS) {
    const part = keptParts[slot];
    if (!part) continue;
    parts[slot] = part;
    const entry = kept.find(part)!;
    lines.push({ slot, part, cost: kept.costOf(entry), kept: true, owned: entry.owned === true, reason: entry.owned ? 'Yours already: it costs ₱0.' : 'Kept, as you chose.' });
  }
  const money = budget ?? 0;
  if (!asked) {
    return { parts, result: { budget: 0, total: kept.peripheralCost, lines, message: 'Kept peripherals are listed apart from the PC budget; give a peripherals budget to have the rest chosen.' } };
  }
  const missing = SLOTS.filter((s) => !keptParts[s] && index.peripherals[s].length > 0);
  const cheapest = Object.fromEntries(missing.map((s) => [s, index.peripherals[s][0]!])) as Record<PeripheralSlot, Component>;
  const base = kept.peripheralCost + missing.reduce((sum, s) => sum + cheapest[s].price, 0);
  if (base > money) {
    return {
      parts,
      result: {
        budget: money,
        total: kept.peripheralCost,
        lines,
        message: `${formatPeso(money)} does not buy the peripherals: the cheapest ${missing.join(', ')} cost ${formatPeso(base - kept.peripheralCost)} together.`,
      },
    };
  }
  let monitor = cheapest.monitor as Monitor | undefined;
  if (monitor) {
    const room = money - base + monitor.price;
    for (const m of index.peripherals.monitor) if (m.price <= room && better(purpose, m, monitor)) monitor = m;
    cheapest.monitor = monitor;
  }
  for (const slot of missing) {
    const part = cheapest[slot];
    parts[slot] = part;
    const reason =
      slot === 'monitor'
        ? `${(part as Monitor).resolution} at ${(part as Monitor).refreshHz} Hz, ${(part as Monitor).sizeInch}": the best monitor for ${purpose === 'generaluse' ? 'general use' : purpose} the peripherals budget allows next to the cheapest keyboard, mouse and headset.`
        : `The cheapest ${slot} in the catalogue: the peripherals budget goes to the monitor first.`;
    lines.push({ slot, part, cost: part.price, kept: false, owned: false, reason });
  }
  const order = (l: PartLine) => SLOTS.indexOf(l.slot as PeripheralSlot);
  lines.sort((a, b) => order(a) - order(b));
  const total = lines.reduce((sum, l) => sum + l.cost, 0);
  return { parts, result: { budget: money, total, lines, message: null } };
}
