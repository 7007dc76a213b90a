/**
 * What the CPU Cooler slot says about the cooler in the CPU's box (issue 20, item 9), from the
 * makers' own figures in the catalogue and nothing else:
 * - the maker sizes a boxed cooler for the CPU's TDP (Intel: processor base power);
 * - what a CPU may draw beyond that is its maximum package power (AMD PPT, Intel maximum turbo
 *   power), read in cooler-rating watts by `coolingNeedW` (the same rule as the build's notes).
 * Where the CPU may need more than its TDP, we cannot tell how the boxed cooler copes (its own
 * rating is not published), so the text gives the two figures rather than a verdict.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { coolingNeedW } from './essentials.ts';
import { shortName } from './labels.ts';

type Cpu = Component<'cpu'>;

export type BoxedCoolerVerdict = 'none' | 'enough' | 'unsure';

export function boxedCoolerVerdict(cpu: Pick<Cpu, 'coolerIncluded' | 'tdp' | 'maxTdp'>): BoxedCoolerVerdict {
  if (!cpu.coolerIncluded) return 'none';
  return coolingNeedW(cpu) <= cpu.tdp ? 'enough' : 'unsure';
}

/** One or two sentences for the CPU Cooler slot once a CPU is chosen. */
export function boxedCoolerNote(cpu: Cpu): string {
  const name = shortName(cpu);
  const need = coolingNeedW(cpu);
  switch (boxedCoolerVerdict(cpu)) {
    case 'none':
      return `The ${name} comes without a cooler: choose one rated for at least ${need} W.`;
    case 'enough':
      return (
        `Included cooler is enough: ${cpu.brand} makes it for the ${name}'s ${cpu.tdp} W TDP, which covers the ${cpu.maxTdp} W it may draw ` +
        'at default settings. Another cooler is optional (quieter, or for overclocking).'
      );
    case 'unsure':
      return (
        `Included cooler: ${cpu.brand} makes it for the ${name}'s ${cpu.tdp} W base power, but the CPU may draw up to ${cpu.maxTdp} W in long full loads, ` +
        `and ${cpu.brand} gives no rating for it above ${cpu.tdp} W. For full speed then, choose a cooler rated for at least ${need} W.`
      );
  }
}
