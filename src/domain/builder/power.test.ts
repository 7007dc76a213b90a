import { describe, expect, it } from 'vitest';
import { part } from './test-parts.ts';
import {
  POWER_CAUSE_SHARE,
  POWER_HEADROOM,
  PSU_MAX_FACTOR,
  PSU_MAX_FLOOR_W,
  PSU_MIN_FACTOR,
  PSU_MIN_FLOOR_W,
  PSU_NOT_SELECTED,
  evaluatePower,
  powerCause,
} from './power.ts';
import { emptySelection, type Selection } from './selection.ts';

const cpu = (tdp: number | undefined, maxTdp?: number) => part('cpu', { tdp, maxTdp });
const gpu = (powerDraw: number | undefined) => part('gpu', { powerDraw });
const psu = (wattage: number) => part('psu', { wattage });

/** A build whose base need is cpu + gpu watts, with an optional PSU. */
function build(cpuW: number, gpuW: number, psuW?: number): Selection {
  return {
    ...emptySelection(),
    cpu: cpuW ? cpu(cpuW) : null,
    gpus: [gpuW ? gpu(gpuW) : null],
    psu: psuW === undefined ? null : psu(psuW),
  };
}
const status = (cpuW: number, gpuW: number, psuW: number) => evaluatePower(build(cpuW, gpuW, psuW)).status;

describe('power constants (spec §9)', () => {
  it('headroom 1.2; recommended from max(500, ×1.25) to max(750, ×1.6); cause share 65%', () => {
    expect(POWER_HEADROOM).toBe(1.2);
    expect(PSU_MIN_FACTOR).toBe(1.25);
    expect(PSU_MAX_FACTOR).toBe(1.6);
    expect(PSU_MIN_FLOOR_W).toBe(500);
    expect(PSU_MAX_FLOOR_W).toBe(750);
    expect(POWER_CAUSE_SHARE).toBe(0.65);
    expect(PSU_NOT_SELECTED).toBe('PSU not selected.');
  });
});

describe('base need (spec §9: CPU max TDP, or TDP, plus summed GPU power draw)', () => {
  it('uses the CPU max TDP when given', () => {
    const s = { ...emptySelection(), cpu: cpu(65, 88) };
    expect(evaluatePower(s).cpuTdp).toBe(88);
    expect(evaluatePower(s).totalRequired).toBe(88);
  });

  it('falls back to the TDP when there is no max TDP', () => {
    expect(evaluatePower({ ...emptySelection(), cpu: cpu(65) }).cpuTdp).toBe(65);
  });

  it('sums the power draw of every GPU and skips empty selectors', () => {
    const s = { ...emptySelection(), cpu: cpu(65, 142), gpus: [gpu(200), null, gpu(220), gpu(undefined)] };
    const p = evaluatePower(s);
    expect(p.gpuPowerTotal).toBe(420);
    expect(p.totalRequired).toBe(562);
  });

  it('computes the headroom and recommended range from the base need', () => {
    const p = evaluatePower(build(100, 400, 650));
    expect(p.totalRequired).toBe(500);
    expect(p.requiredWithHeadroom).toBe(600);
    expect(p.minRecommended).toBe(625);
    expect(p.maxRecommended).toBe(800);
    expect(p.psuWatt).toBe(650);
  });

  it('floors the recommended range at 500 and 750 W for small builds', () => {
    const p = evaluatePower(build(65, 135, 550));
    expect(p.totalRequired).toBe(200);
    expect(p.requiredWithHeadroom).toBe(240);
    expect(p.minRecommended).toBe(500);
    expect(p.maxRecommended).toBe(750);
  });

  it('no GPU: the need is the CPU alone', () => {
    const p = evaluatePower({ ...emptySelection(), cpu: cpu(65, 88), gpus: [null] });
    expect(p.gpuPowerTotal).toBe(0);
    expect(p.totalRequired).toBe(88);
    expect(p.cause).toBe('cpu');
  });

  it('nothing chosen: zero need, floors only, cause unknown', () => {
    const p = evaluatePower(emptySelection());
    expect(p).toMatchObject({ cpuTdp: 0, gpuPowerTotal: 0, totalRequired: 0, requiredWithHeadroom: 0, minRecommended: 500, maxRecommended: 750, cause: 'unknown' });
  });
});

describe('no PSU (spec §9)', () => {
  it("gives 'PSU not selected.' and no insufficient/overpowered flag", () => {
    const p = evaluatePower(build(100, 400));
    expect(p.psuWatt).toBeNull();
    expect(p.status).toBe('no-psu');
    expect(p.message).toBe('PSU not selected.');
    expect(p.insufficient).toBe(false);
    expect(p.overpowered).toBe(false);
  });
  it('still reports the need, so the summary can say what to buy', () => {
    const p = evaluatePower(build(100, 400));
    expect(p.requiredWithHeadroom).toBe(600);
    expect(p.minRecommended).toBe(625);
    expect(p.maxRecommended).toBe(800);
  });
});

describe('status at the exact thresholds (base 500 W: headroom 600, range 625–800)', () => {
  it('insufficient when the headroom need exceeds the PSU', () => {
    expect(status(100, 400, 599)).toBe('insufficient');
    expect(status(100, 400, 300)).toBe('insufficient');
  });
  it('a PSU exactly at the headroom need is not insufficient', () => {
    expect(status(100, 400, 600)).toBe('sufficient');
  });
  it('sufficient between the headroom need and the recommended minimum', () => {
    expect(status(100, 400, 624)).toBe('sufficient');
  });
  it('recommended from the minimum to the maximum, both inclusive', () => {
    expect(status(100, 400, 625)).toBe('recommended');
    expect(status(100, 400, 700)).toBe('recommended');
    expect(status(100, 400, 800)).toBe('recommended');
  });
  // Issue 22: "more than this build needs" only beyond one common size above the maximum (800 → 850 W).
  it('within one common size above the maximum is still recommended; beyond it, overpowered', () => {
    expect(status(100, 400, 801)).toBe('recommended');
    expect(status(100, 400, 850)).toBe('recommended');
    expect(status(100, 400, 851)).toBe('overpowered');
    expect(status(100, 400, 1600)).toBe('overpowered');
  });
  it('sets the flags to match the status', () => {
    expect(evaluatePower(build(100, 400, 599))).toMatchObject({ insufficient: true, overpowered: false });
    expect(evaluatePower(build(100, 400, 851))).toMatchObject({ insufficient: false, overpowered: true });
    expect(evaluatePower(build(100, 400, 801))).toMatchObject({ insufficient: false, overpowered: false });
    expect(evaluatePower(build(100, 400, 700))).toMatchObject({ insufficient: false, overpowered: false });
    expect(evaluatePower(build(100, 400, 610))).toMatchObject({ insufficient: false, overpowered: false });
  });
});

describe('status at the floors (base 200 W: headroom 240, range 500–750)', () => {
  it('239 insufficient, 240 and 499 sufficient, 500 to 850 recommended (750 and one size up), 851 overpowered', () => {
    expect(status(65, 135, 239)).toBe('insufficient');
    expect(status(65, 135, 240)).toBe('sufficient');
    expect(status(65, 135, 499)).toBe('sufficient');
    expect(status(65, 135, 500)).toBe('recommended');
    expect(status(65, 135, 750)).toBe('recommended');
    expect(status(65, 135, 850)).toBe('recommended');
    expect(status(65, 135, 851)).toBe('overpowered');
  });
  it('with no parts at all any PSU above 750 W is overpowered', () => {
    expect(evaluatePower({ ...emptySelection(), psu: psu(1000) }).status).toBe('overpowered');
    expect(evaluatePower({ ...emptySelection(), psu: psu(650) }).status).toBe('recommended');
  });
});

describe('status where the spec products are not whole watts', () => {
  // base 417 W: headroom need 500.4 W — a 500 W PSU does not cover it.
  it('a need of 500.4 W is not met by a 500 W PSU', () => {
    expect(status(117, 300, 500)).toBe('insufficient');
    expect(status(117, 300, 501)).not.toBe('insufficient');
  });
  // base 401 W: minimum 501.25 W — a 501 W PSU is below it, 502 W within it.
  it('a 501 W PSU is below a 501.25 W recommended minimum', () => {
    expect(status(101, 300, 501)).toBe('sufficient');
    expect(status(101, 300, 502)).toBe('recommended');
  });
  // base 471 W: maximum 753.6 W — 754 W is above it, yet within one common size (850 W).
  it('a 754 W PSU is above a 753.6 W recommended maximum, but within one common size of it', () => {
    expect(status(171, 300, 753)).toBe('recommended');
    expect(evaluatePower(build(171, 300, 754)).message).toContain('within one common size above the recommended 589–753 W');
    expect(status(171, 300, 851)).toBe('overpowered');
  });
  it('the reported whole-watt figures agree with the verdicts', () => {
    const p = evaluatePower(build(117, 300, 500));
    expect(p.requiredWithHeadroom).toBeGreaterThan(500);
    const q = evaluatePower(build(101, 300, 501));
    expect(q.minRecommended).toBeGreaterThan(501);
    const r = evaluatePower(build(171, 300, 754));
    expect(r.maxRecommended).toBeLessThan(754);
  });
  it('whole-watt products stay exact thresholds (rounding up never adds a watt)', () => {
    // base 505 W: 606 W with headroom, range 631.25–808 W
    expect(status(105, 400, 606)).toBe('sufficient');
    expect(status(105, 400, 605)).toBe('insufficient');
    expect(status(105, 400, 808)).toBe('recommended');
    expect(status(105, 400, 851)).toBe('overpowered');
    // every base that is a multiple of 5 W up to 1500 W: a PSU of exactly base × 1.2 is never insufficient
    for (let base = 5; base <= 1500; base += 5) {
      const need = (base / 5) * 6;
      expect(status(base, 0, need)).not.toBe('insufficient');
      expect(status(base, 0, need - 1)).toBe('insufficient');
    }
  });
});

describe('messages name the numbers', () => {
  it('insufficient: PSU watts, the need and the minimum to choose', () => {
    const m = evaluatePower(build(100, 400, 550)).message;
    expect(m).toContain('550 W');
    expect(m).toContain('600 W');
    expect(m).toContain('625 W');
    expect(m).toContain('CPU 100 W + GPU 400 W = 500 W');
  });
  it('overpowered and recommended give the recommended range', () => {
    expect(evaluatePower(build(100, 400, 1000)).message).toContain('625–800 W');
    expect(evaluatePower(build(100, 400, 700)).message).toContain('625–800 W');
  });
});

describe('cause (spec §9: a part causing ≥ 65% of the need)', () => {
  it('cpu at exactly 65%, both just below', () => {
    expect(powerCause(65, 35)).toBe('cpu');
    expect(powerCause(64, 36)).toBe('both');
  });
  it('gpu at exactly 65%, both just below', () => {
    expect(powerCause(35, 65)).toBe('gpu');
    expect(powerCause(36, 64)).toBe('both');
  });
  it('both for an even split; the single part when only one draws power', () => {
    expect(powerCause(100, 100)).toBe('both');
    expect(powerCause(120, 0)).toBe('cpu');
    expect(powerCause(0, 200)).toBe('gpu');
  });
  it('unknown with nothing', () => {
    expect(powerCause(0, 0)).toBe('unknown');
  });
  it('evaluatePower reports it', () => {
    expect(evaluatePower(build(130, 70, 650)).cause).toBe('cpu');
    expect(evaluatePower(build(70, 130, 650)).cause).toBe('gpu');
    expect(evaluatePower(build(100, 100, 650)).cause).toBe('both');
    expect(evaluatePower({ ...emptySelection(), gpus: [gpu(200)] }).cause).toBe('gpu');
  });
});
