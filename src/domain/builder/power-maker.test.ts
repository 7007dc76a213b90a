/**
 * The graphics card maker's recommended PSU wattage (DESIGN.md's PSU deviation): below it is a
 * problem naming both figures; within one common size above it is not "overpowered"; the spec's
 * power block keeps its figures to the watt.
 */
import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import { evaluateBuild } from './compatibility.ts';
import { COMMON_PSU_SIZES_W, evaluatePower, nextCommonPsuSize } from './power.ts';

const cpu = (maxTdp: number) => part('cpu', { tdp: 65, maxTdp });
const gpu = (powerDraw: number, recommendedPsuW?: number, name = 'Maker GeForce RTX 4090 OC 24GB GDDR6X') =>
  part('gpu', { name, powerDraw, recommendedPsuW });
const psu = (wattage: number) => part('psu', { wattage });
// An RTX 4090 build: CPU 88 W + GPU 450 W = 538 W; headroom 646 W; spec range 673–860 W; NVIDIA asks 850 W.
const build4090 = (w: number, rec: number | null = 850) => sel({ cpu: cpu(88), gpus: [gpu(450, rec ?? undefined)], psu: psu(w) });

describe('common PSU sizes and one size step', () => {
  it('steps to the next common size above a wattage', () => {
    expect(COMMON_PSU_SIZES_W).toEqual([450, 550, 650, 750, 850, 1000, 1200, 1600]);
    expect(nextCommonPsuSize(550)).toBe(650);
    expect(nextCommonPsuSize(700)).toBe(750);
    expect(nextCommonPsuSize(850)).toBe(1000);
    expect(nextCommonPsuSize(1000)).toBe(1200);
    expect(nextCommonPsuSize(1600)).toBe(1600);
  });
});

describe('a PSU below the card maker’s recommendation is a problem naming both figures', () => {
  it('650 W with an RTX 4090 (NVIDIA asks 850 W) passes the spec formula but not the maker', () => {
    const r = evaluateBuild(build4090(650));
    expect(r.power.requiredWithHeadroom).toBe(646); // the spec formula alone would accept 650 W
    expect(r.power).toMatchObject({ status: 'insufficient', insufficient: true, belowMakerRecommendation: true, makerRecommendedW: 850 });
    expect(r.power.message).toContain('650 W');
    expect(r.power.message).toContain('850 W');
    expect(r.power.message).toContain('Choose at least 850 W');
    expect(r.problems).toContain(r.power.message);
    expect(r.badges).toContainEqual({ label: 'INSUFFICIENT', tone: 'bad' });
    expect(r.compatSeverity).toBe('bad');
  });
  it('849 W is one watt short; 850 W meets it', () => {
    expect(evaluatePower(build4090(849))).toMatchObject({ status: 'insufficient', belowMakerRecommendation: true });
    expect(evaluatePower(build4090(850))).toMatchObject({ status: 'recommended', belowMakerRecommendation: false, insufficient: false });
  });
  it('550 W with an RX 7900 XTX (AMD asks 800 W)', () => {
    const p = evaluatePower(sel({ cpu: cpu(88), gpus: [gpu(355, 800, 'Sapphire Radeon RX 7900 XTX')], psu: psu(550) }));
    expect(p.requiredWithHeadroom).toBe(532);
    expect(p.status).toBe('insufficient');
    expect(p.message).toContain('550 W');
    expect(p.message).toContain('800 W');
    expect(p.message).toContain('Sapphire Radeon RX 7900 XTX');
  });
  it('when the spec formula already fails, the message keeps the spec sentence and adds the maker figure', () => {
    const p = evaluatePower(sel({ cpu: cpu(253), gpus: [gpu(450, 850)], psu: psu(650) }));
    expect(p.message).toMatch(/^The 650 W PSU is too small: this build needs 844 W/);
    expect(p.message).toContain('Choose at least 879 W');
    expect(p.message).toContain('850 W');
  });
  it('the highest recommendation among several cards counts', () => {
    const p = evaluatePower(sel({ cpu: cpu(88), gpus: [gpu(115, 550, 'Small'), null, gpu(200, 650, 'Bigger')], psu: psu(1000) }));
    expect(p).toMatchObject({ makerRecommendedW: 650, makerRecommendedFor: 'Bigger' });
  });
  it('a card without a maker figure adds nothing: the spec verdict stands', () => {
    expect(evaluatePower(build4090(650, null))).toMatchObject({ status: 'sufficient', makerRecommendedW: null, belowMakerRecommendation: false });
  });
});

describe('"overpowered" does not fire within one common size step above the range or the card maker’s figure', () => {
  it('1000 W with an RTX 4090: above the spec maximum of 860 W, yet one size up from it: recommended', () => {
    const p = evaluatePower(build4090(1000));
    expect(p.maxRecommended).toBe(860);
    expect(p).toMatchObject({ status: 'recommended', overpowered: false });
    expect(p.message).toContain('within one common size above the recommended 673–860 W');
    expect(evaluateBuild(build4090(1000)).warnings).toEqual([]);
  });
  it('a card maker’s figure above the range top sets the step: 850 W asked over a 500–750 W range makes 1000 W fine', () => {
    const b = (w: number) => sel({ cpu: cpu(65), gpus: [gpu(200, 850, 'Hungry card')], psu: psu(w) });
    const p = evaluatePower(b(1000));
    expect(p.maxRecommended).toBe(750);
    expect(p).toMatchObject({ status: 'recommended', overpowered: false });
    expect(p.message).toContain('within one common size of the 850 W that the maker of the Hungry card recommends');
    expect(evaluatePower(b(1200)).status).toBe('overpowered');
  });
  it('1001 W is beyond the step and is overpowered as the spec says', () => {
    const p = evaluatePower(build4090(1001));
    expect(p).toMatchObject({ status: 'overpowered', overpowered: true });
    expect(p.message).toBe(
      'The 1001 W PSU is more than this build needs: 673–860 W is recommended (CPU 88 W + GPU 450 W = 538 W, 646 W with 20% headroom).',
    );
  });
  it('1200 W with an RTX 5090 (1000 W asked) is fine; 1600 W is overpowered', () => {
    const b = (w: number) => sel({ cpu: cpu(162), gpus: [gpu(575, 1000, 'RTX 5090')], psu: psu(w) });
    expect(evaluatePower(b(1200)).status).toBe('recommended');
    expect(evaluatePower(b(1600)).status).toBe('overpowered');
  });
  it('without a maker figure the range top alone sets the step', () => {
    expect(evaluatePower(build4090(1000, null)).status).toBe('recommended');
    expect(evaluatePower(build4090(1001, null)).status).toBe('overpowered');
  });
});

describe('PSU wording (issue 22): "more than this build needs" only beyond one common size step', () => {
  // CPU 162 W + GPU 320 W = 482 W: the spec's range is 603–771 W; the next common size above 771 W is 850 W.
  const build = (w: number) => sel({ cpu: cpu(162), gpus: [gpu(320, undefined, 'RTX 4080 Super')], psu: psu(w) });
  it('an 850 W unit for a 603–771 W recommendation is not "more than needed"', () => {
    const p = evaluatePower(build(850));
    expect([p.minRecommended, p.maxRecommended]).toEqual([603, 771]);
    expect(p).toMatchObject({ status: 'recommended', overpowered: false });
    expect(p.message).not.toContain('more than this build needs');
    expect(p.message).toBe(
      'The 850 W PSU is within one common size above the recommended 603–771 W, a sensible choice with room to spare (CPU 162 W + GPU 320 W = 482 W, 579 W with 20% headroom).',
    );
    expect(evaluateBuild(build(850)).notes).toEqual([]);
  });
  it('a 1000 W unit for the same build is more than it needs (the spec text, OVERPOWERED)', () => {
    const p = evaluatePower(build(1000));
    expect(p).toMatchObject({ status: 'overpowered', overpowered: true });
    expect(p.message).toBe('The 1000 W PSU is more than this build needs: 603–771 W is recommended (CPU 162 W + GPU 320 W = 482 W, 579 W with 20% headroom).');
    expect(evaluateBuild(build(1000)).badges).toContainEqual({ label: 'OVERPOWERED', tone: 'warn' });
  });
});

describe('the spec’s power block is unchanged to the watt', () => {
  it.each([450, 650, 850, 1000, 1200])('%i W: need, headroom and range are the same with or without the maker figure', (w) => {
    const withMaker = evaluatePower(build4090(w));
    const without = evaluatePower(build4090(w, null));
    for (const key of ['cpuTdp', 'gpuPowerTotal', 'psuWatt', 'totalRequired', 'requiredWithHeadroom', 'minRecommended', 'maxRecommended', 'cause'] as const) {
      expect(withMaker[key], key).toBe(without[key]);
    }
  });
});
