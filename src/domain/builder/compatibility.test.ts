import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import type { Category } from '../catalogue/catalogue.ts';
import { componentsOf } from '../../catalogue/index.ts';
import {
  MEMORY_TYPE_MISMATCH,
  RAM_TOLERANCE_MHZ,
  SOCKET_MISMATCH,
  TOO_MANY_GPUS,
  memoryTypeMismatch,
  socketMismatch,
  withArticle,
  evaluateBuild,
  EMPTY_BUILD_TEXT,
  evaluateRam,
  ramSpeedNote,
  verdictHeadline,
  verdictLine,
  ramSpeedWarning,
  type CompatibilityResult,
} from './compatibility.ts';
import { GOOD_BALANCE } from './balance.ts';
import { emptySelection } from './selection.ts';

const board = (over: Record<string, unknown> = {}) =>
  part('mobo', { socket: 'AM5', formFactor: 'ATX', ramType: 'DDR5', ramSlots: 4, maxMemoryGb: 192, gpuSlots: 1, m2Slots: 2, storageSlots: 4, ...over });
const cpu = (over: Record<string, unknown> = {}) =>
  part('cpu', { socket: 'AM5', cores: 6, boostClock: 5, tdp: 65, maxTdp: 88, ramMax: 5200, ...over });
const gpu = (over: Record<string, unknown> = {}) =>
  part('gpu', { name: 'GeForce RTX 4060', cudaCores: 3072, powerDraw: 115, lengthMm: 250, ...over });
const ram = (frequency_mhz: number, ramType = 'DDR5') => part('ram', { ramType, frequency_mhz, capacityGb: 32, modules: 2 });
const psu = (wattage: number) => part('psu', { wattage, formFactor: 'ATX' });
const labels = (r: CompatibilityResult) => r.badges.map((b) => b.label);
/** The problems that start with a spec text (issue 25 adds both sides after it). */
const saying = (r: Pick<CompatibilityResult, 'warnings'>, lead: string) => r.warnings.filter((w) => w.startsWith(`${lead}:`));

describe('messages and constants (spec §5, §9)', () => {
  it('uses the spec texts', () => {
    expect(SOCKET_MISMATCH).toBe('CPU socket does not match motherboard');
    expect(MEMORY_TYPE_MISMATCH).toBe('Memory type incompatible with motherboard');
    expect(TOO_MANY_GPUS).toBe('More GPUs than motherboard supports');
    expect(RAM_TOLERANCE_MHZ).toBe(50);
    expect(ramSpeedWarning(3600, 3200)).toBe(
      'RAM speed 3600MHz exceeds CPU supported 3200MHz. Consider a CPU with higher memory support or lower-speed RAM.',
    );
  });
});

describe('socket and memory problems name both sides (issue 25)', () => {
  it('reads sockets and memory types letter by letter for the article', () => {
    expect(['AM4', 'AM5', 'LGA1700', 'LGA1851', 'DDR4', 'DDR5', 'sTRX4'].map(withArticle)).toEqual([
      'an AM4',
      'an AM5',
      'an LGA1700',
      'an LGA1851',
      'a DDR4',
      'a DDR5',
      'an sTRX4',
    ]);
  });
  it('names the CPU socket and the board socket, and both ways out', () => {
    expect(socketMismatch('AM5', 'AM4')).toBe('CPU socket does not match motherboard: AM5 CPU on an AM4 board. Choose an AM4 CPU, or an AM5 board.');
  });
  it('names the memory types and the board types', () => {
    expect(memoryTypeMismatch(['DDR5'], ['DDR4'])).toBe('Memory type incompatible with motherboard: DDR5 memory on a DDR4 board. Choose DDR4 memory, or a DDR5 board.');
  });
  it('a board of two types names both', () => {
    const r = evaluateBuild(sel({ mobo: board({ ramType: 'DDR4/DDR5' }), rams: [part('ram', { ramType: 'DDR3', frequency_mhz: 1600, capacityGb: 8, modules: 2 })] }));
    expect(r.problems).toEqual(['Memory type incompatible with motherboard: DDR3 memory on a DDR4 or DDR5 board. Choose DDR4 or DDR5 memory, or a DDR3 board.']);
  });
});

describe('an empty build', () => {
  it('has no warnings, no issues, good severity, NO DATA and no PSU', () => {
    const r = evaluateBuild(emptySelection());
    expect(r.warnings).toEqual([]);
    expect(r.hasIssues).toBe(false);
    expect(r.compatSeverity).toBe('good');
    expect(r.balance).toBe('no-data');
    expect(r.bottleneckNote).toBeNull();
    expect(r.upgradeRecommendation).toBeNull();
    expect(labels(r)).toEqual(['NO DATA']);
    expect(['warn', 'bad']).not.toContain(r.badges[0]!.tone);
    expect(r.power.status).toBe('no-psu');
    expect(r.power.message).toBe('PSU not selected.');
    expect(r.ram).toEqual({ highestRamMhz: null, cpuMaxMhz: null, bottleneck: false, note: null });
    expect(r.cpuIndex).toBe(0);
    expect(r.combinedGpuIndex).toBe(0);
  });
});

describe('CPU socket vs motherboard', () => {
  it("warns 'CPU socket does not match motherboard' and is a hard issue", () => {
    const r = evaluateBuild(sel({ mobo: board({ socket: 'AM5' }), cpu: cpu({ socket: 'LGA1700' }) }));
    expect(r.warnings).toContain('CPU socket does not match motherboard: LGA1700 CPU on an AM5 board. Choose an AM5 CPU, or an LGA1700 board.');
    expect(r.hasIssues).toBe(true);
    expect(r.compatSeverity).toBe('bad');
  });
  it('matches after normalising', () => {
    const r = evaluateBuild(sel({ mobo: board({ socket: 'lga1700' }), cpu: cpu({ socket: 'LGA 1700' }) }));
    expect(saying(r, SOCKET_MISMATCH)).toEqual([]);
  });
  it('no board or no CPU: nothing to compare', () => {
    expect(saying(evaluateBuild(sel({ cpu: cpu({ socket: 'LGA1700' }) })), SOCKET_MISMATCH)).toEqual([]);
    expect(saying(evaluateBuild(sel({ mobo: board() })), SOCKET_MISMATCH)).toEqual([]);
  });
});

describe('memory type vs motherboard', () => {
  it("warns 'Memory type incompatible with motherboard' when any stick has another type", () => {
    const r = evaluateBuild(sel({ mobo: board({ ramType: 'DDR4' }), rams: [ram(3200, 'DDR4'), ram(5200, 'DDR5')] }));
    expect(saying(r, MEMORY_TYPE_MISMATCH)).toEqual(['Memory type incompatible with motherboard: DDR5 memory on a DDR4 board. Choose DDR4 memory, or a DDR5 board.']);
    expect(r.compatSeverity).toBe('bad');
  });
  it('a board listing several types takes each', () => {
    const r = evaluateBuild(sel({ mobo: board({ ramType: 'DDR4/DDR5' }), rams: [ram(3200, 'DDR4'), ram(5200, 'DDR5')] }));
    expect(saying(r, MEMORY_TYPE_MISMATCH)).toEqual([]);
  });
  it('matching type (any case) is fine', () => {
    expect(evaluateBuild(sel({ mobo: board({ ramType: 'DDR5' }), rams: [ram(5200, 'ddr5')] })).warnings).toEqual([]);
  });
  it('no board: no memory type check', () => {
    expect(saying(evaluateBuild(sel({ rams: [ram(3200, 'DDR4')] })), MEMORY_TYPE_MISMATCH)).toEqual([]);
  });
});

describe('GPU count vs motherboard', () => {
  it("warns 'More GPUs than motherboard supports' beyond gpuSlots", () => {
    expect(evaluateBuild(sel({ mobo: board({ gpuSlots: 1 }), gpus: [gpu(), gpu()] })).warnings).toContain(TOO_MANY_GPUS);
    expect(evaluateBuild(sel({ mobo: board({ gpuSlots: 2 }), gpus: [gpu(), gpu(), gpu()] })).warnings).toContain(TOO_MANY_GPUS);
  });
  it('exactly gpuSlots GPUs is fine; empty selectors do not count', () => {
    expect(evaluateBuild(sel({ mobo: board({ gpuSlots: 1 }), gpus: [gpu(), null, null] })).warnings).not.toContain(TOO_MANY_GPUS);
    expect(evaluateBuild(sel({ mobo: board({ gpuSlots: 2 }), gpus: [gpu(), gpu()] })).warnings).not.toContain(TOO_MANY_GPUS);
  });
  it('a board without slot data falls back to 2 in the check', () => {
    const bare = board({ gpuSlots: undefined });
    expect(evaluateBuild(sel({ mobo: bare, gpus: [gpu(), gpu()] })).warnings).not.toContain(TOO_MANY_GPUS);
    expect(evaluateBuild(sel({ mobo: bare, gpus: [gpu(), gpu(), gpu()] })).warnings).toContain(TOO_MANY_GPUS);
  });
  it('no board: no GPU count check', () => {
    expect(evaluateBuild(sel({ gpus: [gpu(), gpu(), gpu(), gpu(), gpu()] })).warnings).not.toContain(TOO_MANY_GPUS);
  });
});

describe('RAM speed vs CPU (spec §5, §9: more than 50 MHz above the CPU limit; DESIGN.md: a note)', () => {
  it('exactly 50 MHz over: no warning', () => {
    const r = evaluateBuild(sel({ cpu: cpu({ ramMax: 3200 }), rams: [ram(3250)] }));
    expect(r.ram).toEqual({ highestRamMhz: 3250, cpuMaxMhz: 3200, bottleneck: false, note: null });
    expect(r.warnings).toEqual([]);
    expect(labels(r)).not.toContain('RAM BOTTLENECK');
  });
  it('51 MHz over: the spec warning word for word, as a note that says what happens; RAM BOTTLENECK told calmly', () => {
    const r = evaluateBuild(sel({ cpu: cpu({ ramMax: 3200 }), rams: [ram(3251)] }));
    const text = 'RAM speed 3251MHz exceeds CPU supported 3200MHz. Consider a CPU with higher memory support or lower-speed RAM.';
    expect(r.ram).toEqual({ highestRamMhz: 3251, cpuMaxMhz: 3200, bottleneck: true, note: ramSpeedNote(3251, 3200) });
    expect(r.ram.note!.startsWith(text)).toBe(true);
    expect(r.ram.note).toContain('runs at 3200 MHz');
    expect(r.ram.note).toContain('XMP/EXPO');
    expect(r.warnings).toEqual([r.ram.note]);
    expect(r.notes).toEqual([r.ram.note]);
    expect(r.problems).toEqual([]);
    expect(r.badges).toContainEqual({ label: 'RAM BOTTLENECK', tone: 'info' });
    expect(r.hasIssues).toBe(false); // a note, not an issue (DESIGN.md "Notes are not issues")
    expect(r.compatSeverity).toBe('warn');
  });
  it('the spec example: 3600 MHz RAM on a 3200 MHz CPU', () => {
    const r = evaluateBuild(sel({ cpu: cpu({ ramMax: 3200 }), rams: [ram(3600)] }));
    const spec = 'RAM speed 3600MHz exceeds CPU supported 3200MHz. Consider a CPU with higher memory support or lower-speed RAM.';
    expect(r.warnings.filter((w) => w.startsWith(spec))).toHaveLength(1);
  });
  it('judges the fastest stick', () => {
    const r = evaluateRam(sel({ cpu: cpu({ ramMax: 5200 }), rams: [ram(4800), null, ram(6000), ram(5600)] }));
    expect(r.highestRamMhz).toBe(6000);
    expect(r.note).toBe(ramSpeedNote(6000, 5200));
    expect(ramSpeedNote(6000, 5200).startsWith(ramSpeedWarning(6000, 5200))).toBe(true);
  });
  it('Intel 12th–14th gen: a DDR4 kit is judged against the DDR4 rating, a DDR5 kit against the DDR5 one', () => {
    const intel = cpu({ socket: 'LGA1700', ramMax: 5600, ramMaxDdr4: 3200 });
    expect(evaluateRam(sel({ cpu: intel, rams: [ram(3250, 'DDR4')] })).bottleneck).toBe(false);
    const ddr4 = evaluateRam(sel({ cpu: intel, rams: [ram(3600, 'DDR4')] }));
    expect(ddr4).toMatchObject({ cpuMaxMhz: 3200, bottleneck: true });
    expect(ddr4.note!.startsWith(ramSpeedWarning(3600, 3200))).toBe(true);
    expect(evaluateRam(sel({ cpu: intel, rams: [ram(5600, 'DDR5')] }))).toMatchObject({ cpuMaxMhz: 5600, bottleneck: false });
    expect(evaluateRam(sel({ cpu: intel, rams: [ram(6000, 'DDR5')] }))).toMatchObject({ cpuMaxMhz: 5600, bottleneck: true });
  });
  it('no CPU, no RAM, or a CPU without ramMax: no bottleneck', () => {
    expect(evaluateRam(sel({ rams: [ram(8000)] }))).toEqual({ highestRamMhz: 8000, cpuMaxMhz: null, bottleneck: false, note: null });
    expect(evaluateRam(sel({ cpu: cpu({ ramMax: 3200 }) }))).toEqual({ highestRamMhz: null, cpuMaxMhz: 3200, bottleneck: false, note: null });
    expect(evaluateRam(sel({ cpu: cpu({ ramMax: undefined }), rams: [ram(8000)] })).bottleneck).toBe(false);
  });
});

describe('power in the result (spec §9)', () => {
  // cpu maxTdp 88 + gpu 115 = 203 W: headroom 243.6 → 244, range 500–750
  const base = (w?: number) => sel({ cpu: cpu(), gpus: [gpu()], psu: w === undefined ? null : psu(w) });

  it('no PSU: the power block says PSU not selected, no power badge', () => {
    const r = evaluateBuild(base());
    expect(r.power.message).toBe('PSU not selected.');
    expect(r.power.psuWatt).toBeNull();
    expect(labels(r).filter((l) => ['INSUFFICIENT', 'OVERPOWERED', 'RECOMMENDED', 'SUFFICIENT'].includes(l))).toEqual([]);
  });
  it('insufficient: the power message is a hard warning with INSUFFICIENT (bad)', () => {
    const r = evaluateBuild(base(243));
    expect(r.power.status).toBe('insufficient');
    expect(r.warnings).toContain(r.power.message);
    expect(r.badges).toContainEqual({ label: 'INSUFFICIENT', tone: 'bad' });
    expect(r.compatSeverity).toBe('bad');
    expect(r.hasIssues).toBe(true);
  });
  it('sufficient: no warning, SUFFICIENT badge', () => {
    const r = evaluateBuild(base(450));
    expect(r.power.status).toBe('sufficient');
    expect(r.warnings).toEqual([]);
    expect(r.badges).toContainEqual({ label: 'SUFFICIENT', tone: 'good' });
  });
  it('recommended: no warning, RECOMMENDED badge', () => {
    const r = evaluateBuild(base(650));
    expect(r.power.status).toBe('recommended');
    expect(r.warnings).toEqual([]);
    expect(r.badges).toContainEqual({ label: 'RECOMMENDED', tone: 'good' });
    expect(r.compatSeverity).toBe('good');
    expect(r.hasIssues).toBe(false);
  });
  it('overpowered: a soft warning with OVERPOWERED (warn)', () => {
    const r = evaluateBuild(base(1000));
    expect(r.power.status).toBe('overpowered');
    expect(r.warnings).toEqual([r.power.message]);
    expect(r.badges).toContainEqual({ label: 'OVERPOWERED', tone: 'warn' });
    expect(r.compatSeverity).toBe('warn');
  });
  it('fills the power block: CPU TDP, GPU total, PSU watts, need, headroom, range, cause', () => {
    const p = evaluateBuild(base(650)).power;
    expect(p).toMatchObject({
      cpuTdp: 88,
      gpuPowerTotal: 115,
      psuWatt: 650,
      totalRequired: 203,
      requiredWithHeadroom: 244,
      minRecommended: 500,
      maxRecommended: 750,
      insufficient: false,
      overpowered: false,
      cause: 'both', // 88 W is 43%, 115 W 57%: neither reaches 65%
    });
  });
});

describe('balance in the result (spec §9 badges), on reviewers’ figures', () => {
  const real = <C extends Category>(category: C, id: string) => componentsOf(category).find((p) => p.id === id)!;
  const pair = (cpuId: string, gpuId: string) => evaluateBuild(sel({ cpu: real('cpu', cpuId), gpus: [real('gpu', gpuId)] }));
  it('balanced: BALANCED badge, the good-balance sentence first, no warning', () => {
    const r = pair('cpu-amd-ryzen-5-7600', 'gpu-asus-dual-rtx-4060-oc-8gb');
    expect(r.balance).toBe('balanced');
    expect(r.bottleneckNote!.startsWith(GOOD_BALANCE)).toBe(true);
    expect(r.upgradeRecommendation).toBeNull();
    expect(r.badges[0]).toEqual({ label: 'BALANCED', tone: 'good' });
    expect(labels(r)).not.toContain('RECOMMENDATION');
    expect(r.warnings).toEqual([]);
  });
  it('GPU held back by the CPU: BOTTLENECK and RECOMMENDATION badges, the note as a note (not an issue)', () => {
    const r = pair('cpu-intel-core-i3-12100f', 'gpu-zotac-rtx-4090-trinity-oc-24gb');
    expect(r.balance).toBe('gpu-bottlenecked');
    expect(r.bottleneckNote).toMatch(/^GPU with 16384 CUDA cores may be bottlenecked by 4-core CPU\. Consider upgrading CPU\. In games this CPU holds the RTX 4090 back/);
    expect(r.notes).toEqual([r.bottleneckNote]);
    expect(r.badges[0]).toEqual({ label: 'BOTTLENECK', tone: 'warn' });
    expect(r.badges).toContainEqual({ label: 'RECOMMENDATION', tone: 'warn' });
    expect(r.upgradeRecommendation).toMatch(/^Consider upgrading CPU/);
    expect(r.compatSeverity).toBe('warn');
    expect(r.hasIssues).toBe(false);
  });
  it('CPU overpowered for the GPU: WARNING and RECOMMENDATION badges', () => {
    const r = pair('cpu-amd-ryzen-7-9800x3d', 'gpu-msi-rtx-3050-ventus-2x-xs-8g-oc');
    expect(r.balance).toBe('cpu-overpowered');
    expect(r.badges[0]).toEqual({ label: 'WARNING', tone: 'warn' });
    expect(r.badges).toContainEqual({ label: 'RECOMMENDATION', tone: 'warn' });
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toMatch(/^8-core CPU may be overpowered for GPU with 2560 CUDA cores\. Consider upgrading GPU\./);
  });
  it('no GPU: NO DATA', () => {
    const r = evaluateBuild(sel({ cpu: cpu() }));
    expect(labels(r)).toEqual(['NO DATA']);
    expect(['warn', 'bad']).not.toContain(r.badges[0]!.tone);
  });
  it('parts the figures do not list: NO DATA, and the line says so', () => {
    const r = evaluateBuild(sel({ cpu: cpu(), gpus: [gpu()] }));
    expect(r.balance).toBe('no-data');
    expect(r.bottleneckNote).toBe("No reviewers' figures for this CPU and the RTX 4060 yet, so the balance is not judged.");
    expect(r.notes).toEqual([]);
  });
});

describe('indices and issues', () => {
  it('reports the CPU index and the combined GPU index', () => {
    const r = evaluateBuild(sel({ mobo: board({ gpuSlots: 2 }), cpu: cpu({ cores: 6, boostClock: 5.1 }), gpus: [gpu({ cudaCores: 10000 }), gpu({ cudaCores: 10000 })] }));
    expect(r.cpuIndex).toBe(30.6);
    expect(r.combinedGpuIndex).toBe(87.5);
  });
  it('five GPUs add up with weights 1, 0.75, 0.6, 0.5, 0.4', () => {
    const g = () => gpu({ cudaCores: 10000 });
    expect(evaluateBuild(sel({ gpus: [g(), g(), g(), g(), g()] })).combinedGpuIndex).toBe(162.5);
  });
  it('physical problems are hard issues in the warnings', () => {
    const r = evaluateBuild(sel({ case: part('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: 320, maxCoolerHeightMm: 170, maxRadiatorMm: 360, psuFormFactor: 'ATX' }), gpus: [gpu({ lengthMm: 336 })] }));
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain('336 mm');
    expect(r.warnings[0]).toContain('320 mm');
    expect(r.compatSeverity).toBe('bad');
  });
  it('hasIssues is true exactly when there is a problem; problems come before notes', () => {
    const r = evaluateBuild(
      sel({ mobo: board({ socket: 'AM5' }), cpu: cpu({ socket: 'AM4', ramMax: 3200 }), rams: [ram(3600)] }),
    );
    expect(r.warnings).toEqual([socketMismatch('AM4', 'AM5'), ramSpeedNote(3600, 3200)]);
    expect(r.problems).toEqual([socketMismatch('AM4', 'AM5')]);
    expect(r.notes).toEqual([ramSpeedNote(3600, 3200)]);
    expect(r.hasIssues).toBe(true);
    expect(r.compatSeverity).toBe('bad');
  });
});

describe('notes are not issues; the empty build says what to do first (issue 20)', () => {
  const notesOnly = () => sel({ cpu: cpu({ ramMax: 3200 }), rams: [part('ram', { ramType: 'DDR5', frequency_mhz: 3600, capacityGb: 16, modules: 1 })] });
  it('a build with notes only (RAM above the CPU rating, one module): no issue, no red, the notes listed', () => {
    const r = evaluateBuild(notesOnly());
    expect(r.problems).toEqual([]);
    expect(r.notes).toHaveLength(2);
    expect(r.hasIssues).toBe(false);
    expect(r.compatSeverity).toBe('warn');
    expect(r.badges.filter((b) => b.tone === 'bad')).toEqual([]);
    expect(verdictLine(r)).toBe('Compatible, with 2 notes');
    expect(verdictHeadline(r)).toBe('Compatible, with notes');
  });
  it('a problem makes an issue and a red verdict, however many notes come with it', () => {
    const r = evaluateBuild({ ...notesOnly(), mobo: board({ socket: 'LGA1700' }) });
    expect(r.hasIssues).toBe(true);
    expect(r.compatSeverity).toBe('bad');
    expect(verdictLine(r)).toBe('Problems found: 1 problem, 2 notes');
  });
  it('an empty build is not "Compatible": it says to start with a CPU or a motherboard', () => {
    const r = evaluateBuild(emptySelection());
    expect(r.empty).toBe(true);
    expect(EMPTY_BUILD_TEXT).toBe('Start with a CPU or a motherboard');
    expect(verdictHeadline(r)).toBe(EMPTY_BUILD_TEXT);
    expect(verdictLine(r)).toBe(EMPTY_BUILD_TEXT);
    expect(evaluateBuild(sel({ keyboard: part('keyboard') })).empty).toBe(false);
  });
  it('a clean build reads Compatible', () => {
    const r = evaluateBuild(sel({ cpu: cpu({ ramMax: 5200 }), rams: [ram(5200)] }));
    expect(r.warnings).toEqual([]);
    expect([verdictHeadline(r), verdictLine(r)]).toEqual(['Compatible', 'Compatible']);
  });
});

describe('a real catalogue build', () => {
  const byId = <C extends Category>(category: C, id: string) => {
    const found = componentsOf(category).find((p) => p.id === id);
    if (!found) throw new Error(`catalogue has no ${id}`);
    return found;
  };
  it('a Ryzen 5 7600 with an AM4 board is a socket mismatch', () => {
    const am4 = componentsOf('mobo').find((b) => b.socket === 'AM4')!;
    const r = evaluateBuild(sel({ mobo: am4, cpu: byId('cpu', 'cpu-amd-ryzen-5-7600') }));
    expect(saying(r, SOCKET_MISMATCH)).toEqual([socketMismatch('AM5', 'AM4')]);
    expect(r.problems[0]).toBe('CPU socket does not match motherboard: AM5 CPU on an AM4 board. Choose an AM4 CPU, or an AM5 board.');
  });
  it('a Ryzen 5 7600 with an AM5 board and its own memory type has no socket or memory warnings', () => {
    const cpu7600 = byId('cpu', 'cpu-amd-ryzen-5-7600');
    const am5 = componentsOf('mobo').find((b) => b.socket === 'AM5')!;
    const stick = componentsOf('ram').find((r) => r.ramType === am5.ramType && r.frequency_mhz <= cpu7600.ramMax)!;
    const r = evaluateBuild(sel({ mobo: am5, cpu: cpu7600, rams: [stick] }));
    expect(saying(r, SOCKET_MISMATCH)).toEqual([]);
    expect(saying(r, MEMORY_TYPE_MISMATCH)).toEqual([]);
    expect(r.ram.bottleneck).toBe(false);
  });
});
