import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { CATEGORIES } from '../catalogue/categories.ts';
import { MAX_CANDIDATES, quoteIndex, readPart, type CataloguePart } from './matching.ts';

const index = quoteIndex(CATEGORIES.flatMap((category) => catalogue.parts[category].map((part) => ({ category, part: part as CataloguePart }))));
const read = (words: string, hint?: Parameters<typeof readPart>[2]) => readPart(words, index, hint);

describe('reading a quote line into a part', () => {
  it('sure: the maker and the model stated, as the shop-listing matcher reads them', () => {
    expect(read('Gigabyte B760M DS3H DDR4')).toMatchObject({ kind: 'part', partId: 'mobo-gigabyte-b760m-ds3h-ddr4', confidence: 'sure', unstated: [] });
    expect(read('R5 7600')).toMatchObject({ kind: 'part', partId: 'cpu-amd-ryzen-5-7600', confidence: 'sure' });
    expect(read('i5-14400F')).toMatchObject({ kind: 'part', partId: 'cpu-intel-core-i5-14400f' });
  });

  it('likely: no maker, but a model word only that maker uses ("DS3H", "NV3", "AK400", "Ventus")', () => {
    expect(read('B550M DS3H')).toMatchObject({ kind: 'part', partId: 'mobo-gigabyte-b550m-ds3h', confidence: 'likely' });
    expect(read('NV3 1TB')).toMatchObject({ kind: 'part', partId: 'm2-kingston-nv3-1tb', confidence: 'likely' });
    expect(read('AK400')).toMatchObject({ kind: 'part', partId: 'cooler-deepcool-ak400' });
    expect(read('7800X3D')).toMatchObject({ kind: 'part', partId: 'cpu-amd-ryzen-7-7800x3d' });
  });

  it('likely, saying what the line leaves out: latency, "Blue", an ATX revision, a maker suffix', () => {
    expect(read('Fury Beast 2x16 3200 DDR4')).toMatchObject({ kind: 'part', partId: 'ram-kingston-fury-beast-ddr4-3200-32gb-2x16', confidence: 'likely', unstated: ['CL16'] });
    expect(read('500gb sn580')).toMatchObject({ partId: 'm2-wd-blue-sn580-500gb', unstated: ['Blue'] });
    expect(read('Corsair RM750e')).toMatchObject({ partId: 'psu-corsair-rm750e-atx3', unstated: ['ATX 3.0'] });
    expect(read('LG 24MR400 24" 100Hz IPS')).toMatchObject({ partId: 'monitor-lg-24mr400-b', confidence: 'likely' });
  });

  it('choose: a line of specs only is never read as one part; the candidates fit, cheapest first', () => {
    const ram = read('2x16 6000 CL36');
    expect(ram.kind).toBe('choose');
    if (ram.kind !== 'choose') return;
    expect(ram.category).toBe('ram');
    expect(ram.candidates.length).toBeGreaterThan(1);
    expect(ram.candidates.length).toBeLessThanOrEqual(MAX_CANDIDATES);
    const kits = ram.candidates.map((id) => catalogue.parts.ram.find((p) => p.id === id)!);
    for (const kit of kits) expect([kit.capacityGb, kit.modules, kit.frequency_mhz, kit.casLatency]).toEqual([32, 2, 6000, 36]);
    expect(kits.map((k) => k.price)).toEqual([...kits.map((k) => k.price)].sort((a, b) => a - b));
    expect(read('650W Bronze')).toMatchObject({ kind: 'choose', category: 'psu' });
    expect(read('1TB NVMe')).toMatchObject({ kind: 'choose', category: 'm2' });
    expect(read('RTX 4060 8GB')).toMatchObject({ kind: 'choose', category: 'gpu' });
    expect(read('B650 board (Gigabyte)')).toMatchObject({ kind: 'choose', category: 'mobo' });
  });

  it('custom: a maker or model the catalogue lacks, even when its specs match parts it has', () => {
    expect(read('B650M DS3H')).toMatchObject({ kind: 'custom' });
    expect(read('Intel Core i5-10400')).toMatchObject({ kind: 'custom' });
    const keytech = read('Keytech 256GB NVMe');
    expect(keytech).toMatchObject({ kind: 'custom', category: 'm2' });
    expect(keytech.kind === 'custom' && keytech.similar?.length).toBeTruthy();
    expect(read('Deepcool CC560 V2 ARGB Mid Tower')).toMatchObject({ kind: 'custom' });
    expect(read('Deepcool CC560 white')).toMatchObject({ kind: 'custom' });
    expect(read('Windows 11 Pro OEM key')).toMatchObject({ kind: 'custom' });
    expect(read('Assembly fee', 'case')).toEqual({ kind: 'custom', category: 'case' });
  });

  it('a maker named rules out other makers’ parts; a chip maker in a card’s name does not', () => {
    expect(read('Antec Atom B650')).toMatchObject({ kind: 'part', category: 'psu' });
    expect(read('Sapphire Pulse AMD Radeon RX 9070 16GB')).toMatchObject({ kind: 'part', partId: 'gpu-sapphire-pulse-rx-9070-16gb' });
    expect(read('Arc B580 Limited Edition 12GB')).toMatchObject({ kind: 'part', partId: 'gpu-intel-arc-b580-limited-edition-12gb' });
  });
});
