import { describe, expect, it } from 'vitest';
import type { Component } from '../catalogue/catalogue.ts';
import { board, cpu, part } from '../builder/test-parts.ts';
import type { Offer } from '../pricing/offers.ts';
import { checkQuote } from './answer.ts';
import type { PartReading } from './matching.ts';
import type { QuoteItem, ReadQuote } from './reader.ts';
import { answerText, comparedText, totalsText } from './text.ts';

const offer = (shop: string, price: number): Offer => ({ shop, price, url: `https://${shop.toLowerCase()}.example/p`, observedOn: '2026-04-23' });
const withOffers = <P extends Component>(p: P, offers: Offer[]): P => ({ ...p, price: Math.min(...offers.map((o) => o.price)), priceSource: 'shops', offers });

const theBoard = withOffers(board({ socket: 'AM5', ramType: 'DDR5' }), [offer('EasyPC', 9000), offer('PCWorx', 9400)]);
const theCpu = withOffers(cpu('AM5', { name: 'AMD Ryzen 5 7600', integratedGraphics: true, ramMax: 5200 }), [offer('Bermor', 10500), offer('EasyPC', 10800), offer('DynaQuest', 11000)]);
const otherCpu = cpu('AM5', { name: 'AMD Ryzen 7 7700' });
// One shop far below the others: flagged by the credible-price rule, never the price compared with.
const ram = withOffers(part('ram', { ramType: 'DDR5', frequency_mhz: 6000, modules: 2, capacityGb: 32 }), [offer('Cheapo', 2000), offer('EasyPC', 6500), offer('PCWorx', 6600), offer('Villman', 6700)]);
const estimated = part('psu', { wattage: 650, priceSource: 'estimate' });
const parts = { mobo: [theBoard], cpu: [theCpu, otherCpu], ram: [ram], psu: [estimated] } as never;

const reading = (p: Component): PartReading => ({ kind: 'part', partId: p.id, category: p.type, confidence: 'sure', unstated: [] });
let n = 0;
const item = (text: string, price: number | null, r: PartReading, quantity = 1, notes: QuoteItem['notes'] = []): QuoteItem => ({ index: n, line: ++n, text, price, quantity, notes, reading: r });

function aQuote(): ReadQuote {
  n = 0;
  const items = [
    item('R5 7600 tray — 10,950', 10950, reading(theCpu), 1, [{ id: 'tray', text: 'tray: no cooler, shorter warranty' }]),
    item('B650M board — 8,800', 8800, reading(theBoard)),
    item('2x16 6000 — 3,300 each', 3300, { kind: 'choose', category: 'ram', candidates: [ram.id] }, 2),
    item('650W PSU', null, reading(estimated)),
    item('AVR 500VA — 750', 750, { kind: 'custom' }),
    item('R7 7700 option — 12,500', 12500, reading(otherCpu)),
  ];
  return {
    items,
    lines: [
      ...items.map((i) => ({ number: i.line, kind: 'item' as const, text: i.text, removed: [], items: [i.index] })),
      { number: 7, kind: 'discount', text: 'Less 500', removed: [], amounts: [500] },
      { number: 8, kind: 'total', text: 'Total 47,000', removed: [], amounts: [47000] },
      { number: 9, kind: 'contact', text: '', removed: ['phone'] },
    ],
  };
}

describe('checking a quote against today’s shop prices', () => {
  const check = checkQuote(aQuote(), parts, 'gaming');
  const [cpuLine, boardLine, ramLine, psuLine, avrLine, optionLine] = check.items;

  it('compares each line with the lowest credible offer: cheaper elsewhere, or the lowest already', () => {
    expect(cpuLine!.compared).toMatchObject({ kind: 'cheaper', saving: 450, offer: { shop: 'Bermor', price: 10500 } });
    expect(comparedText(cpuLine!)).toBe('cheaper at Bermor by ₱450 (₱10,500); shops’ prices are for the boxed CPU');
    expect(boardLine!.compared).toMatchObject({ kind: 'lowest', below: 200 });
    expect(comparedText(boardLine!)).toBe('₱200 below every shop we track (lowest ₱9,000 at EasyPC)');
    expect(psuLine!.compared).toEqual({ kind: 'no-price', offer: null });
    expect(avrLine!.status).toBe('custom');
    expect(comparedText(avrLine!)).toBe('not compared: not in our parts list');
  });

  it('leaves a flagged offer out: a spec-only line is compared with the credible ₱6,500, not the ₱2,000 far below', () => {
    expect(ramLine!.status).toBe('choose');
    expect(ramLine!.cheapestFit).toMatchObject({ part: { id: ram.id }, offer: { shop: 'EasyPC', price: 6500 } });
    expect(comparedText(ramLine!)).toBe('which one? The same specs from ₱6,500 at EasyPC');
  });

  it('builds the selection: a second CPU is an extra (an option), not a second socket', () => {
    expect(optionLine!.extra).toBe(true);
    expect(check.selection.cpu?.id).toBe(theCpu.id);
    expect(check.selection.mobo?.id).toBe(theBoard.id);
    expect(check.selection.rams.filter(Boolean)).toEqual([]);
  });

  it('totals: every priced line, the discount, a stated total that does not add up, and the comparable parts', () => {
    expect(check.totals).toMatchObject({ lines: 10950 + 8800 + 6600 + 750 + 12500, discounts: 500, stated: 47000, mismatch: true });
    // The R7 option has no shop offers (an estimate): not comparable.
    expect(optionLine!.compared).toEqual({ kind: 'no-offers' });
    expect(check.totals.comparable).toEqual({ quoted: 10950 + 8800, today: 10500 + 9000, parts: 2 });
    expect(totalsText(check)[1]).toBe('The lines add up to ₱39,100, but the quote says ₱47,000: ask the shop.');
  });

  it('corrections: a chosen part, a custom line, a line left out', () => {
    const corrected = checkQuote(aQuote(), parts, 'gaming', { 2: { partId: ram.id }, 0: { custom: true }, 5: { leaveOut: true } });
    expect(corrected.items[2]).toMatchObject({ status: 'part', part: { id: ram.id }, compared: { kind: 'lowest', below: 3200 } });
    expect(corrected.selection.rams.map((r) => r?.id)).toEqual([ram.id, ram.id]);
    expect(corrected.items[0]!.status).toBe('custom');
    expect(corrected.selection.cpu).toBeNull();
    expect(corrected.items[5]!.status).toBe('left-out');
    expect(corrected.totals.lines).toBe(10950 + 8800 + 6600 + 750);
  });

  it('the plain-text answer says the verdict, every line and the totals, and nothing of the contact line', () => {
    const text = answerText(check, null, { pricesSeen: 'Apr 23, 2026', link: 'https://example.ph/quote?q=AbCdEfGhJk' });
    expect(text).toContain('Quote check — PC Builder PH (shop prices seen Apr 23, 2026)');
    expect(text).toContain(`Verdict: ${check.verdict.problems.length ? 'Problems found' : 'Compatible'}`);
    expect(text).toContain('• AMD Ryzen 5 7600 — quoted ₱10,950: cheaper at Bermor by ₱450');
    expect(text).toContain('• 2 × 2x16 6000 — 3,300 each — quoted ₱3,300: which one?');
    expect(text).toContain('Not checked (not in our parts list): “AVR 500VA”');
    expect(text).toContain('See it: https://example.ph/quote?q=AbCdEfGhJk');
    expect(text.split('\n').length).toBeGreaterThan(10);
  });
});
