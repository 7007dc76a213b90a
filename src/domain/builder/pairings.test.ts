/**
 * Issue 22: balance from measured performance, on the real catalogue. Good pairings get no
 * balance note; known mismatches do, with the loss in plain words; nothing at the top of its
 * kind is told to upgrade.
 *
 * Sources. Every judgement here rests on two figures in content/performance/ (see its README):
 * the CPU's speed in games (TechPowerUp CPU reviews, "Relative Performance — Games" at
 * 1920×1080 with an RTX 4090; cpu.json) and the card's (TechPowerUp graphics card reviews,
 * "Relative Performance" at 2560×1440; gpu.json), both typed in from memory of those published
 * summaries, approximate within a few points. Each pairing below names the two rows it rests on
 * and, where there is one, who calls it a good pairing.
 */
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../catalogue/index.ts';
import type { Category, Component } from '../catalogue/catalogue.ts';
import { BALANCE_TOLERANCE, lossAt, resolutionOf } from './balance.ts';
import { evaluateBuild } from './compatibility.ts';
import type { Purpose } from './purpose.ts';
import { REVIEW_FIGURES } from './review-figures.ts';
import { part, sel } from './test-parts.ts';

const byId = <C extends Category>(category: C, id: string): Component<C> => {
  const found = componentsOf(category).find((p) => p.id === id);
  if (!found) throw new Error(`catalogue has no ${id}`);
  return found;
};
/** Chips the issue names that shops no longer list: a stand-in card with the maker's shader count. */
const STAND_INS: Record<string, Record<string, unknown>> = {
  'Radeon RX 7900 GRE': { chipMaker: 'amd', computeUnits: 80, vram: 16, powerDraw: 260, boostClock: 2245, lengthMm: 280, slotWidth: 2.5 },
};
/** A catalogue card of a chip (the first listed: cards of one chip play the same), or its stand-in. */
const card = (chip: string): Component<'gpu'> => {
  const found = componentsOf('gpu').find((g) => g.chipset === chip);
  if (found) return found;
  if (STAND_INS[chip]) return part('gpu', { name: chip, chipset: chip, ...STAND_INS[chip] });
  throw new Error(`catalogue has no ${chip}`);
};
const monitorOf = (resolution: string) => componentsOf('monitor').find((m) => m.resolution === resolution)!;
const verdict = (cpuId: string, chip: string, resolution?: string, purpose: Purpose = 'gaming') =>
  evaluateBuild(sel({ cpu: byId('cpu', cpuId), gpus: [card(chip)], monitor: resolution ? monitorOf(resolution) : null }), purpose);

const TPU = (cpu: string, gpu: string) => `TechPowerUp: ${cpu} (CPU games 1080p, cpu.json) and ${gpu} (GPU 1440p, gpu.json)`;

interface Pairing {
  cpu: string;
  gpu: string;
  resolution?: string;
  source: string;
}

const GOOD: Pairing[] = [
  // Named in issue 22 as pairings reviewers recommend, once falsely flagged by the core-count rule.
  { cpu: 'cpu-amd-ryzen-5-7600x', gpu: 'GeForce RTX 4070 Super', source: `${TPU('Ryzen 5 7600X', 'RTX 4070 Super')}; issue 22` },
  { cpu: 'cpu-intel-core-i5-14600k', gpu: 'GeForce RTX 4070 Super', source: `${TPU('Core i5-14600K', 'RTX 4070 Super')}; issue 22` },
  { cpu: 'cpu-amd-ryzen-5-5600', gpu: 'Radeon RX 6600', source: `${TPU('Ryzen 5 5600', 'RX 6600')}; issue 22 ("the classic")` },
  { cpu: 'cpu-amd-ryzen-7-7700', gpu: 'Radeon RX 7700 XT', source: `${TPU('Ryzen 7 7700', 'RX 7700 XT')}; issue 22` },
  { cpu: 'cpu-amd-ryzen-9-9950x3d', gpu: 'GeForce RTX 5080', source: `${TPU('Ryzen 9 9950X3D', 'RTX 5080')}; issue 22` },
  { cpu: 'cpu-amd-ryzen-5-7600', gpu: 'GeForce RTX 5070', source: `${TPU('Ryzen 5 7600', 'RTX 5070')}; issue 22` },
  // Budget AM4 and LGA1700.
  { cpu: 'cpu-amd-ryzen-5-5600', gpu: 'GeForce RTX 4060', source: TPU('Ryzen 5 5600', 'RTX 4060') },
  { cpu: 'cpu-amd-ryzen-5-5600', gpu: 'Radeon RX 7600', source: TPU('Ryzen 5 5600', 'RX 7600') },
  { cpu: 'cpu-amd-ryzen-5-5600', gpu: 'GeForce RTX 4070', source: TPU('Ryzen 5 5600', 'RTX 4070') },
  { cpu: 'cpu-amd-ryzen-5-5500', gpu: 'GeForce RTX 3060', source: TPU('Ryzen 5 5500', 'RTX 3060') },
  { cpu: 'cpu-intel-core-i3-12100f', gpu: 'Radeon RX 6600', source: TPU('Core i3-12100F', 'RX 6600') },
  { cpu: 'cpu-intel-core-i3-13100f', gpu: 'Arc B580', source: TPU('Core i3-13100F', 'Arc B580') },
  { cpu: 'cpu-intel-core-i5-12400f', gpu: 'GeForce RTX 4060 Ti', source: TPU('Core i5-12400F', 'RTX 4060 Ti') },
  { cpu: 'cpu-intel-core-i5-13400f', gpu: 'GeForce RTX 4070', source: TPU('Core i5-13400F', 'RTX 4070') },
  { cpu: 'cpu-intel-core-i5-14400f', gpu: 'GeForce RTX 5060 Ti', source: TPU('Core i5-14400F', 'RTX 5060 Ti 16 GB') },
  // Mid-range and upgrades.
  { cpu: 'cpu-amd-ryzen-7-5700x3d', gpu: 'GeForce RTX 4070 Super', source: TPU('Ryzen 7 5700X3D', 'RTX 4070 Super') },
  { cpu: 'cpu-amd-ryzen-7-5800x3d', gpu: 'Radeon RX 7800 XT', source: TPU('Ryzen 7 5800X3D', 'RX 7800 XT') },
  { cpu: 'cpu-amd-ryzen-5-7500f', gpu: 'Radeon RX 7800 XT', source: TPU('Ryzen 5 7500F', 'RX 7800 XT') },
  { cpu: 'cpu-amd-ryzen-5-7600', gpu: 'Radeon RX 7900 GRE', source: TPU('Ryzen 5 7600', 'RX 7900 GRE') },
  { cpu: 'cpu-amd-ryzen-5-7600', gpu: 'Radeon RX 9060 XT', source: TPU('Ryzen 5 7600', 'RX 9060 XT 16 GB') },
  { cpu: 'cpu-amd-ryzen-5-9600x', gpu: 'Radeon RX 9070 XT', source: TPU('Ryzen 5 9600X', 'RX 9070 XT') },
  { cpu: 'cpu-intel-core-i5-13600k', gpu: 'GeForce RTX 4070 Ti Super', source: TPU('Core i5-13600K', 'RTX 4070 Ti Super') },
  { cpu: 'cpu-intel-core-ultra-5-245k', gpu: 'GeForce RTX 5070 Ti', source: TPU('Core Ultra 5 245K', 'RTX 5070 Ti') },
  // High end.
  { cpu: 'cpu-intel-core-i7-14700k', gpu: 'GeForce RTX 4080 Super', source: TPU('Core i7-14700K', 'RTX 4080 Super') },
  { cpu: 'cpu-amd-ryzen-7-7800x3d', gpu: 'GeForce RTX 4090', source: TPU('Ryzen 7 7800X3D', 'RTX 4090') },
  { cpu: 'cpu-amd-ryzen-7-7800x3d', gpu: 'Radeon RX 7900 XTX', source: TPU('Ryzen 7 7800X3D', 'RX 7900 XTX') },
  { cpu: 'cpu-amd-ryzen-7-9800x3d', gpu: 'GeForce RTX 5090', resolution: '2560x1440', source: TPU('Ryzen 7 9800X3D', 'RTX 5090') },
  // A faster card at 1440p leans less on the CPU: the issue's 1080p mismatch is fine on a 1440p monitor.
  { cpu: 'cpu-amd-ryzen-5-4500', gpu: 'Radeon RX 7900 GRE', resolution: '2560x1440', source: TPU('Ryzen 5 4500', 'RX 7900 GRE') },
  { cpu: 'cpu-amd-ryzen-5-7600', gpu: 'GeForce RTX 5090', resolution: '3840x2160', source: TPU('Ryzen 5 7600', 'RTX 5090') },
];

describe('well-known good pairings get no balance note (reviewers’ figures)', () => {
  it('there are at least 20 of them', () => expect(GOOD.length).toBeGreaterThanOrEqual(20));
  it.each(GOOD.map((p) => [`${p.cpu} + ${p.gpu}${p.resolution ? ` at ${p.resolution}` : ''} — ${p.source}`, p] as const))('%s', (_name, p) => {
    const r = verdict(p.cpu, p.gpu, p.resolution);
    expect(r.balance).toBe('balanced');
    expect(r.notes).toEqual([]);
    expect(r.upgradeRecommendation).toBeNull();
    expect(r.badges.map((b) => b.label)).not.toContain('BOTTLENECK');
    expect(r.bottleneckNote).not.toMatch(/upgrad/i);
  });
});

describe('known mismatches get a note that names the loss in plain words', () => {
  it('Ryzen 5 4500 + RX 7900 GRE at 1080p (issue 22): held back by about a sixth; at 1440p hardly at all', () => {
    const r = verdict('cpu-amd-ryzen-5-4500', 'Radeon RX 7900 GRE');
    expect(r.balance).toBe('gpu-bottlenecked');
    expect(r.notes).toEqual([r.bottleneckNote]);
    // The spec's bands agree here (80 compute units against a 6-core CPU), so its sentence stays.
    expect(r.bottleneckNote).toBe(
      'GPU with 80 compute units may be bottlenecked by 6-core CPU. Consider upgrading CPU. ' +
        'In games this CPU holds the RX 7900 GRE back by roughly a sixth at 1080p (no monitor chosen); at 1440p hardly at all.',
    );
    // Examples: the slowest listed AMD and Intel CPUs that keep up (Ryzen 7 5700G 58, Core i3-12100F 58 ≥ the card's 57).
    expect(r.upgradeRecommendation).toBe('Consider upgrading CPU: the RX 7900 GRE needs a CPU about 20 % faster in games at 1080p, such as a Ryzen 7 5700G or a Core i3-12100F.');
    expect(r.badges.map((b) => b.label)).toEqual(['BOTTLENECK', 'RECOMMENDATION']);
    expect(r.hasIssues).toBe(false); // a note, not a problem
  });
  it('Ryzen 3 4100 + RTX 4090 (issue 22): more than half its speed lost at 1080p', () => {
    const r = verdict('cpu-amd-ryzen-3-4100', 'GeForce RTX 4090');
    expect(r.balance).toBe('gpu-bottlenecked');
    expect(r.bottleneckNote).toMatch(/^GPU with 16384 CUDA cores may be bottlenecked by 4-core CPU\. Consider upgrading CPU\. In games this CPU holds the RTX 4090 back by roughly three fifths at 1080p/);
    expect(r.upgradeRecommendation).toMatch(/more than twice as fast/);
  });
  it.each([
    ['cpu-intel-core-i3-12100f', 'GeForce RTX 4090', TPU('Core i3-12100F', 'RTX 4090')],
    ['cpu-amd-ryzen-5-5500', 'GeForce RTX 4080 Super', TPU('Ryzen 5 5500', 'RTX 4080 Super')],
    ['cpu-amd-ryzen-5-5600', 'GeForce RTX 5090', TPU('Ryzen 5 5600', 'RTX 5090')],
    ['cpu-intel-core-i5-12400f', 'GeForce RTX 5080', TPU('Core i5-12400F', 'RTX 5080')],
  ])('%s + %s at 1080p — %s', (cpuId, chip) => {
    const r = verdict(cpuId, chip);
    expect(r.balance).toBe('gpu-bottlenecked');
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toMatch(/holds the .+ back by roughly (a|an|two|three|half)/);
  });
  it('the spec’s sentence is kept only where its bands agree: an 8-core Ryzen 7 5700 under an RTX 4080 Super gets the measured words alone', () => {
    const r = verdict('cpu-amd-ryzen-7-5700', 'GeForce RTX 4080 Super');
    expect(r.balance).toBe('gpu-bottlenecked');
    expect(r.bottleneckNote).toMatch(/^In games this CPU holds the RTX 4080 Super back by roughly a quarter at 1080p/);
  });
  it('a top gaming CPU with an entry card: the card is the weak part (WARNING, "upgrading GPU")', () => {
    const r = verdict('cpu-amd-ryzen-7-9800x3d', 'GeForce RTX 4060');
    expect(r.balance).toBe('cpu-overpowered');
    expect(r.bottleneckNote).toMatch(/^8-core CPU may be overpowered for GPU with 3072 CUDA cores\. Consider upgrading GPU\. In games this CPU could feed a card about 3 times as fast/);
    expect(r.badges[0]).toEqual({ label: 'WARNING', tone: 'warn' });
  });
});

describe('never "upgrade" what is at or near the top of its kind', () => {
  it.each(['cpu-amd-ryzen-7-9800x3d', 'cpu-amd-ryzen-7-9850x3d', 'cpu-amd-ryzen-9-9950x3d', 'cpu-amd-ryzen-7-7800x3d', 'cpu-intel-core-i9-14900k'])(
    '%s with an RTX 5090 at 1080p: no note, no upgrade; the line says the card outruns every CPU there',
    (cpuId) => {
      const r = verdict(cpuId, 'GeForce RTX 5090');
      expect(r.balance).toBe('balanced');
      expect(r.notes).toEqual([]);
      expect(r.upgradeRecommendation).toBeNull();
      expect(r.bottleneckNote).toMatch(/^This CPU is among the fastest in games; at 1080p \(no monitor chosen\) the RTX 5090 still outruns it by about .+, as it does every CPU/);
    },
  );
  it('a mid CPU with an RTX 5090 at 1080p is told so, and that no CPU keeps up there', () => {
    const r = verdict('cpu-amd-ryzen-5-7600', 'GeForce RTX 5090');
    expect(r.upgradeRecommendation).toMatch(/outruns even the fastest gaming CPUs/);
  });
});

describe('the resolution played', () => {
  it('the monitor’s resolution is read; no monitor means 1080p', () => {
    expect(resolutionOf(sel({})).label).toBe('1080p');
    expect(resolutionOf(sel({ monitor: monitorOf('2560x1440') }))).toMatchObject({ label: '1440p', assumed: false });
    expect(resolutionOf(sel({ monitor: monitorOf('3840x2160') })).label).toBe('4K');
    expect(resolutionOf(sel({ monitor: monitorOf('3440x1440') })).label).toBe('ultrawide 1440p');
  });
  it('a faster card at 1440p and 4K leans less on the CPU (Ryzen 5 7600 + RTX 5090)', () => {
    const cpu = REVIEW_FIGURES.cpu(byId('cpu', 'cpu-amd-ryzen-5-7600'))!.gaming;
    const gpu = REVIEW_FIGURES.gpu(card('GeForce RTX 5090'))!;
    const at = (w: number, h: number) => lossAt(cpu, gpu, { width: w, height: h });
    expect(at(1920, 1080)).toBeGreaterThan(at(2560, 1440));
    expect(at(2560, 1440)).toBeGreaterThan(at(3840, 2160));
    expect(at(3840, 2160)).toBeLessThanOrEqual(BALANCE_TOLERANCE);
  });
});

describe('productivity reads multi-core speed, not games', () => {
  it('Ryzen 7 7700 + RTX 3050 for productivity (issue 22): compatible, no note', () => {
    const r = verdict('cpu-amd-ryzen-7-7700', 'GeForce RTX 3050', undefined, 'productivity');
    expect(r.notes).toEqual([]);
    expect(r.hasIssues).toBe(false);
    expect(r.compatSeverity).toBe('good');
    expect(r.bottleneckNote).toMatch(/^Good balance for productivity: the 8-core CPU does most of the work \(about 44 % of the fastest desktop CPUs/);
  });
  it('a 4-core CPU for productivity gets a note about cores, never "bottlenecked"', () => {
    const r = verdict('cpu-intel-core-i3-12100f', 'GeForce RTX 4090', undefined, 'productivity');
    expect(r.balance).toBe('cpu-light');
    expect(r.notes).toEqual([r.bottleneckNote]);
    expect(r.bottleneckNote).toMatch(/^For productivity, CPU cores finish renders, exports and compiles sooner: this 4-core CPU does about 20 %/);
    expect(r.warnings.join(' ')).not.toMatch(/bottlenecked/);
  });
});
