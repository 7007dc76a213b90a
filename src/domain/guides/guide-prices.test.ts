/**
 * Prices in the guides are computed from the catalogue when the pages are built (issue 21):
 * the tokens, and the shipped guides (every token resolves; no fixed price figure is left).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component, PartsByCategory } from '../catalogue/catalogue.ts';
import { GUIDE_PRICE_CLASSES, GUIDE_PRICE_TOKEN, GuidePriceError, fillGuidePrices, guidePriceTokens } from './guide-prices.ts';

const cpu = (id: string, name: string, price: number, extra: Partial<Component> = {}) =>
  ({ id, name, price, priceSource: 'shops', priceAsOf: '2026-04-23', ...extra }) as unknown as Component<'cpu'>;
const kit = (id: string, price: number, extra: Partial<Component> = {}) =>
  ({ id, name: id, price, ramType: 'DDR5', capacityGb: 32, modules: 2, frequency_mhz: 6000, priceSource: 'shops', priceAsOf: '2026-04-23', ...extra }) as unknown as Component<'ram'>;
const mouse = (id: string, name: string, price: number) =>
  ({ id, name, price, connection: 'Wired', priceSource: 'estimate', priceAsOf: '2025-01' }) as unknown as Component<'mouse'>;

const parts: Partial<PartsByCategory> = {
  cpu: [
    cpu('cpu-amd-ryzen-5-5500', 'AMD Ryzen 5 5500 6-Core', 4695),
    cpu('cpu-amd-ryzen-5-5600', 'AMD Ryzen 5 5600 6-Core', 6383),
    cpu('cpu-intel-core-i3-12100f', 'Intel Core i3-12100F 4-Core', 4249),
    cpu('cpu-intel-core-i5-12400f', 'Intel Core i5-12400F 6-Core', 6295),
    cpu('cpu-amd-ryzen-5-7600', 'AMD Ryzen 5 7600 6-Core', 10595),
    cpu('cpu-amd-ryzen-5-7500f', 'AMD Ryzen 5 7500F 6-Core', 7999, { priceSource: 'estimate', priceAsOf: '2025-06' }),
  ],
  ram: [kit('a', 4500), kit('b', 6000), kit('c', 21036), kit('d', 26000), kit('e', 30970), kit('f', 31650), kit('g', 35867), kit('h', 9000, { priceSource: 'estimate' })],
  mouse: [mouse('mouse-logitech-g102-lightsync', 'Logitech G102 LIGHTSYNC', 1000), mouse('mouse-razer-cobra', 'Razer Cobra', 2000)],
};
const fill = (text: string) => fillGuidePrices(text, parts, '2026-04-23');

describe('guide price tokens', () => {
  it('a part: its price, exact', () => {
    expect(fill('A Ryzen 5 5600 costs {price:cpu-amd-ryzen-5-5600}.')).toBe('A Ryzen 5 5600 costs ₱6,383.');
  });

  it('a class of named models: cheapest to dearest, rounded to ₱100', () => {
    expect(fill('around {price:cpu-budget}')).toBe('around ₱4,200–₱6,400');
  });

  it('a broad class: the middle half (lower to upper quartile), shop prices only', () => {
    // seven shop-priced kits: the 2nd and the 6th by price; the estimate is left out
    expect(fill('{price:ram-32gb-ddr5-kit}')).toBe('₱6,000–₱31,700');
  });

  it('from: the cheapest, exact; estimates say so with their month', () => {
    expect(fill('from {from:cpu-budget}')).toBe('from ₱4,249');
    expect(fill('{price:cpu-amd-ryzen-5-7500f}')).toBe('₱7,999 (estimate, Jun 2025)');
    expect(fill('{price:mouse-wired-gaming}')).toBe('₱1,000–₱2,000 (estimates, Jan 2025)');
  });

  it('typical: a class’s middle model, rounded to ₱100; a part’s own price', () => {
    expect(fill('{typical:ram-32gb-ddr5-kit}')).toBe('₱26,000');
    expect(fill('{typical:cpu-budget}')).toBe('₱4,700');
    expect(fill('{typical:cpu-amd-ryzen-5-5600}')).toBe('₱6,383');
  });

  it('sum and more: the typical price of each term, added or taken away', () => {
    expect(fill('{sum:cpu-amd-ryzen-5-5600 + ram-32gb-ddr5-kit}')).toBe('₱32,383');
    expect(fill('{more:cpu-amd-ryzen-5-7600 - cpu-amd-ryzen-5-5600}')).toBe('₱4,212 more');
    expect(fill('{more:cpu-amd-ryzen-5-5600 - cpu-amd-ryzen-5-7600}')).toBe('₱4,212 less');
    expect(fill('{sum:cpu-amd-ryzen-5-7500f + ram-32gb-ddr5-kit}')).toBe('₱33,999 (with estimates)');
  });

  it('the day shop prices were seen', () => {
    expect(fill('Shop prices, seen {pricesSeen}')).toBe('Shop prices, seen 23 Apr 2026');
  });

  it('an unknown name or an empty class is an error, so the build fails', () => {
    expect(() => fill('{price:cpu-made-up}')).toThrow(GuidePriceError);
    expect(() => fill('{price:cpu-made-up}')).toThrow('"cpu-made-up"');
    expect(() => fill('{price:gpu-budget}')).toThrow(/matches no catalogue part/);
    expect(() => fill('{sum:cpu-amd-ryzen-5-5600 + nothing}')).toThrow(/"nothing"/);
  });

  it('leaves text without tokens alone, HTML included', () => {
    expect(fill('<li>A <strong>₱50,000</strong> budget {not a token}</li>')).toBe('<li>A <strong>₱50,000</strong> budget {not a token}</li>');
  });
});

describe('on the shipped catalogue', () => {
  it('quotes the credible price: a part with an offer far below the other shops is quoted at its headline', () => {
    const flagged = Object.values(catalogue.parts)
      .flat()
      .find((p) => (p.flaggedOffers?.length ?? 0) > 0)!;
    expect(fillGuidePrices(`{price:${flagged.id}}`, catalogue.parts, catalogue.shopPrices.observedOn)).toBe(`₱${flagged.price.toLocaleString('en-PH')}`);
  });

  it('every guide price class matches at least one part', () => {
    for (const name of Object.keys(GUIDE_PRICE_CLASSES)) {
      expect(() => fillGuidePrices(`{from:${name}}`, catalogue.parts, catalogue.shopPrices.observedOn), name).not.toThrow();
    }
  });
});

/** Every Markdown guide under content/learn and content/wiki. */
function guides(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return guides(path);
    return name.endsWith('.md') ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}
const ALL_GUIDES = [...guides('content/learn'), ...guides('content/wiki')];

/**
 * Peso figures a guide may write out: budgets and the shares of spec §9's splits, which are
 * arithmetic on a budget, not prices of parts. Any other figure must be a price token.
 */
const BUDGET_PHRASES: Record<string, string[]> = {
  'content/wiki/budget-tips/01-spend-on-the-gpu.md': [
    'on a ₱50,000 gaming budget',
    'GPU, about ₱17,500',
    'CPU, about ₱9,000',
    'storage: about ₱5,000 each',
    'PSU and case: about ₱8,500',
    'buying a ₱20,000 CPU and then having only ₱10,000 left',
    'on ₱50,000 that\'s about ₱15,000',
  ],
  'content/wiki/budget-tips/02-dont-overspend-on-the-motherboard.md': ['on an ₱80,000 gaming build', '10% is about ₱8,000'],
  'content/wiki/budget-tips/03-never-cheap-out-on-the-psu.md': ['on a ₱50,000 gaming budget', 'or about ₱8,500', '₱35,000 or more of other parts'],
  'content/wiki/budget-tips/04-buy-two-sticks-of-ram.md': ['On a ₱50,000 gaming build, that\'s about ₱5,000', 'On a ₱50,000 productivity build it\'s about ₱9,000'],
};

describe('the shipped guides', () => {
  it('are found', () => {
    expect(ALL_GUIDES.length).toBeGreaterThanOrEqual(29);
  });

  it.each(ALL_GUIDES.map((g) => [g.file, g.text] as const))('%s: every price token resolves against the catalogue', (_file, text) => {
    expect(() => fillGuidePrices(text, catalogue.parts, catalogue.shopPrices.observedOn)).not.toThrow();
    expect(fillGuidePrices(text, catalogue.parts, catalogue.shopPrices.observedOn)).not.toMatch(GUIDE_PRICE_TOKEN);
  });

  it.each(ALL_GUIDES.map((g) => [g.file, g.text] as const))('%s: quotes no fixed price, only tokens and budget arithmetic', (file, text) => {
    let rest = text.replace(GUIDE_PRICE_TOKEN, '');
    for (const phrase of BUDGET_PHRASES[file] ?? []) {
      expect(rest, `${file} no longer says "${phrase}"`).toContain(phrase);
      rest = rest.replace(phrase, '');
    }
    expect(rest.match(/₱\s?\d[\d,]*/g) ?? [], file).toEqual([]);
    expect(rest, file).not.toMatch(/\b20\d\d prices\b/i);
  });

  it('quote shop prices with their day: every guide with a shop-price token says when they were seen', () => {
    const quoting = ALL_GUIDES.filter((g) => guidePriceTokens(g.text).some((t) => !t.includes('mouse') && !t.includes('keyboard')));
    expect(quoting.length).toBeGreaterThan(15);
    for (const g of quoting) expect(g.text, g.file).toContain('{pricesSeen}');
  });
});
