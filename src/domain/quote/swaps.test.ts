import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { chosenParts, type Selection } from '../builder/selection.ts';
import { selectionOf } from '../optimiser/kept.ts';
import { MAX_SWAPS, MIN_GAIN, suggestSwaps } from './swaps.ts';
import { swapSentence } from './text.ts';

const byId = (id: string) => Object.values(catalogue.parts).flat().find((p) => p.id === id) as Component;
const build = (...ids: string[]) => selectionOf(ids.map(byId));
const total = (s: Selection) => chosenParts(s).reduce((sum, p) => sum + p.price, 0);

/** A quote from the test set (content/quotes/14): shorthand, an RTX 4060 build. */
const quoted = build(
  'cpu-amd-ryzen-5-5600x',
  'mobo-gigabyte-b550m-ds3h',
  'ram-gskill-ripjaws-v-ddr4-3200-16gb-2x8',
  'gpu-msi-rtx-4060-ventus-2x-black-8g-oc',
  'm2-wd-black-sn770-500gb',
  'psu-corsair-cx550',
  'case-corsair-4000d-airflow',
);

describe('swaps for the same money', () => {
  const answer = suggestSwaps(catalogue.parts, quoted, 'gaming', total(quoted));

  it('suggests up to three, each a real change that our rules pass', () => {
    expect(answer.swaps.length).toBeGreaterThan(0);
    expect(answer.swaps.length).toBeLessThanOrEqual(MAX_SWAPS);
    for (const swap of answer.swaps) {
      const after = selectionOf(chosenParts(quoted).map((p) => swap.changes.find((c) => c.from.id === p.id)?.to ?? p));
      expect(evaluateBuild(after, 'gaming').problems, swapSentence(swap)).toEqual([]);
      for (const c of swap.changes) expect(c.to.id).not.toBe(c.from.id);
      expect(swap.fixes).toBeNull();
      expect(swap.percent).toBeGreaterThanOrEqual(MIN_GAIN * 100 - 0.5);
      expect(swapSentence(swap)).toMatch(/^(Swap the .+ for the .+|Take the .+ instead of the .+): about \d+% stronger by our measure; /);
    }
  });

  it('keeps the quoted parts where they are fine: a swap changes one kind, or trims one to pay for the card', () => {
    for (const swap of answer.swaps) {
      expect(swap.changes.length).toBeLessThanOrEqual(2);
      if (swap.changes.length === 2) expect(swap.changes[1]!.slot).toBe('gpus');
    }
  });

  it('names the changes that make parts work together when the quoted ones cannot (a DDR4 kit on a DDR5 board)', () => {
    const clash = build('cpu-amd-ryzen-5-7600', 'mobo-asus-tuf-gaming-b650m-e', 'ram-gskill-ripjaws-v-ddr4-3200-16gb-2x8', 'gpu-msi-rtx-4060-ventus-2x-black-8g-oc');
    const fixed = suggestSwaps(catalogue.parts, clash, 'gaming', total(clash));
    expect(fixed.swaps.length).toBeGreaterThan(0);
    for (const swap of fixed.swaps) expect(swap.fixes).toMatch(/cannot go together/);
    expect(fixed.swaps.some((s) => s.changes.some((c) => c.slot === 'rams' && c.to.type === 'ram' && c.to.ramType === 'DDR5'))).toBe(true);
  });

  it('needs a CPU, a board and memory before it suggests anything', () => {
    const partial = build('gpu-msi-rtx-4060-ventus-2x-black-8g-oc', 'psu-corsair-cx550');
    expect(suggestSwaps(catalogue.parts, partial, 'gaming', 30000)).toEqual({ swaps: [], note: expect.stringContaining('a CPU, a motherboard and memory') });
  });
});
