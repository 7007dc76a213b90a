import { describe, expect, it } from 'vitest';
import { evaluateBuild } from './compatibility.ts';
import { evaluatePower } from './power.ts';
import { REST_OF_PC_W, UPS_POWER_FACTOR, runtimeMinutes, upsProblem, upsRuntimeNote, upsSizing, upsWatts } from './ups.ts';
import { UPS_WHY, upsSlotNote } from './ups-note.ts';
import { cpu, part, sel } from './test-parts.ts';

const ryzen = cpu('AM5', { tdp: 120, maxTdp: 162, name: 'AMD Ryzen 7 7700X' });
const card = part('gpu', { powerDraw: 220, name: 'RTX 4070 Super', chipMaker: 'nvidia', vram: 12 });
const ups = (over: Record<string, unknown>) => part('ups', { kind: 'UPS', capacityVA: 650, name: 'APC Easy UPS 650VA', ...over });

describe('UPS sizing (issue 29)', () => {
  it('the PC at full load is CPU + graphics + 100 W for the rest, carried at the usual 0.6 power factor', () => {
    expect(REST_OF_PC_W).toBe(100);
    expect(UPS_POWER_FACTOR).toBe(0.6);
    const sizing = upsSizing(evaluatePower(sel({ cpu: ryzen, gpus: [card] })))!;
    expect(sizing.loadW).toBe(162 + 220 + 100);
    // 482 W / 0.6 = 803 VA, rounded up to 850 VA.
    expect(sizing.neededVA).toBe(850);
    expect(sizing.text).toBe('This PC draws up to about 482 W at full load: choose a UPS rated at least 482 W (about 850 VA), more if the monitor plugs into it too.');
  });

  it('says nothing about size before anything draws power, only why a UPS matters', () => {
    expect(upsSizing(evaluatePower(sel({})))).toBeNull();
    expect(upsSlotNote(sel({}))).toBe(UPS_WHY);
    expect(UPS_WHY).toMatch(/^Brownouts and outages are common/);
  });

  it("judges a unit by the maker's watts, else by its VA at the usual power factor", () => {
    expect(upsWatts({ capacityVA: 1200, capacityW: 650 })).toEqual({ watts: 650, fromVA: false });
    expect(upsWatts({ capacityVA: 750 })).toEqual({ watts: 450, fromVA: true });
  });

  it('a UPS that cannot carry the PC at full load is a problem that names both figures; a big enough one is not', () => {
    const small = sel({ cpu: ryzen, gpus: [card], ups: ups({ capacityVA: 650, capacityW: 360 }) });
    const problem = upsProblem(small, evaluatePower(small))!;
    expect(problem).toContain('UPS too small');
    expect(problem).toContain('360 W');
    expect(problem).toContain('482 W (about 850 VA)');
    expect(evaluateBuild(small).problems).toContain(problem);
    expect(evaluateBuild(small).hasIssues).toBe(true);

    const byVA = sel({ cpu: ryzen, gpus: [card], ups: ups({ capacityVA: 750 }) });
    expect(upsProblem(byVA, evaluatePower(byVA))).toContain('750 VA (about 450 W at the usual 0.6 power factor)');

    const big = sel({ cpu: ryzen, gpus: [card], ups: ups({ capacityVA: 1200, capacityW: 650 }) });
    expect(upsProblem(big, evaluatePower(big))).toBeNull();
    expect(evaluateBuild(big).problems.some((p) => p.includes('UPS'))).toBe(false);
  });

  it('an AVR alone carries no battery load and is never "too small" for it', () => {
    const avr = sel({ cpu: ryzen, gpus: [card], ups: ups({ kind: 'AVR', capacityVA: 500 }) });
    expect(upsProblem(avr, evaluatePower(avr))).toBeNull();
  });

  it("reads the runtime off the maker's chart between its points, and says when the chart is missing", () => {
    const charted = ups({ capacityVA: 1200, capacityW: 650, runtime: [{ loadW: 300, minutes: 12 }, { loadW: 600, minutes: 4 }] });
    expect(runtimeMinutes(charted, 450)).toBe(8);
    expect(runtimeMinutes(charted, 700)).toBeNull();
    expect(runtimeMinutes(ups({}), 450)).toBeNull();
    const build = sel({ cpu: ryzen, gpus: [card], ups: charted });
    expect(upsRuntimeNote(build, evaluatePower(build))).toMatch(/^About [\d.]+ minutes on battery at 482 W/);
    const uncharted = evaluateBuild(sel({ cpu: ryzen, gpus: [card], ups: ups({ capacityVA: 1200, capacityW: 650 }) }));
    expect(uncharted.notChecked.some((line) => line.includes("runtime chart is not in our data"))).toBe(true);
  });
});
