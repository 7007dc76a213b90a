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

describe('"overpowered" does not fire within one common size step above the card maker’s figure', () => {
  it('1000 W with an RTX 4090 (850 W asked): above the spec maximum of 860 W, yet recommended', () => {
    const p = evaluatePower(build4090(1000));
    expect(p.maxRecommended).toBe(860);
    expect(p).toMatchObject({ status: 'recommended', overpowered: false });
    expect(p.message).toContain('850 W');
    expect(evaluateBuild(build4090(1000)).warnings).toEqual([]);
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
  it('without a maker figure, the spec’s overpowered verdict is unchanged', () => {
    expect(evaluatePower(build4090(1000, null)).status).toBe('overpowered');
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
