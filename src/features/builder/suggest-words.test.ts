import { describe, expect, it } from 'vitest';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { emptySelection } from '../../domain/builder/selection.ts';
import type { OptimiseResult, PartLine } from '../../domain/optimiser/types.ts';
import { tradeOffs } from './suggest-words.ts';
import { HOW_IT_CHOOSES } from './suggest.ts';
import { shortName } from '../../domain/builder/labels.ts';

const part = (id: string, name: string, type: Component['type'], price: number) => ({ id, name, brand: '', type, price, image: '' }) as unknown as Component;
const line = (slot: PartLine['slot'], p: Component, reason: string, extra: Partial<PartLine> = {}): PartLine => ({ slot, part: p, cost: p.price, kept: false, owned: false, reason, ...extra });

const gpu = part('gpu-a', 'ASRock Intel Arc B580 Challenger 12GB OC', 'gpu', 17350);
const faster = part('gpu-b', 'MSI GeForce RTX 5060 8G Ventus 2X OC', 'gpu', 19995);
const board = part('mobo-a', 'MSI PRO A620M-E', 'mobo', 5275);
const psu = part('psu-a', 'Corsair CX550', 'psu', 2695);
const box = part('case-a', 'Deepcool CC560', 'case', 2550);

function result(overrides: Partial<OptimiseResult> = {}): OptimiseResult {
  return {
    status: 'ok',
    purpose: 'gaming',
    budget: 45000,
    selection: { ...emptySelection(), gpus: [gpu as Component<'gpu'>] },
    lines: [
      line('mobo', board, 'The cheapest AM5 Micro-ATX board that takes the CPU.'),
      line('gpus', gpu, 'The strongest card that the budget allows.'),
      line('psu', psu, '550 W 80+ Bronze: the cheapest that fits the case.'),
      line('case', box, 'The cheapest case that takes the board.'),
    ],
    total: 43375,
    score: 50,
    measure: '',
    summary: '',
    message: null,
    leftover: null,
    steady: null,
    unlisted: [],
    cheapest: null,
    conflicts: [],
    upgrade: { extra: 5000, changes: [{ slot: 'gpus', from: gpu, to: faster }], score: 56, percent: 13.2, text: '' },
    peripherals: null,
    compatibility: null,
    estimated: [],
    ...overrides,
  };
}

describe('the Suggest panel in plain words (issue 25, item 7)', () => {
  it('says how it chooses in one sentence, with no scoring in it', () => {
    expect(HOW_IT_CHOOSES.split('. ')).toHaveLength(1);
    expect(HOW_IT_CHOOSES).not.toMatch(/%|\d/);
  });

  it('a gaming build: the money to the card, the board, PSU and case kept cheap for it', () => {
    expect(tradeOffs(result())[0]).toBe(
      'Most of the money goes to the graphics card (₱17,350, 40 % of the build), so the board, power supply and case are the cheapest that fit and pass our checks.',
    );
  });

  it('more money is a trade: how much, how much stronger, which part changes', () => {
    expect(tradeOffs(result())[1]).toBe(
      `₱5,000 more would buy a build about 13 % stronger (${shortName(gpu)} → ${shortName(faster)}); this one keeps that money in your pocket.`,
    );
    expect(tradeOffs(result({ upgrade: { extra: 5000, changes: [], score: 50, percent: 0, text: 'Nothing stronger.' } }))).toHaveLength(1);
  });

  it('a gaming build with no card says why there is none', () => {
    const noCard = result({ selection: emptySelection(), lines: [line('mobo', board, 'The cheapest board.')], upgrade: null });
    expect(tradeOffs(noCard)).toEqual(['No graphics card: at this budget the CPU’s own graphics give more for the money; a card would take money the rest of the build needs.']);
  });

  it('kept or owned parts are the person’s choice, not a trade-off; no build, no trade-offs', () => {
    const kept = result({ lines: result().lines.map((l) => (l.slot === 'case' ? { ...l, kept: true } : l)) });
    expect(tradeOffs(kept)[0]).toContain('so the board and power supply are the cheapest');
    expect(tradeOffs(result({ status: 'budget-too-small', selection: null }))).toEqual([]);
  });
});
