/**
 * The technician's rules (rules.ts), each on parts made for the test: the thresholds and what
 * each rule lets through and refuses. The sweep (sweep.test.ts) checks every suggestion against
 * all of them.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { boxedCoolerNote, boxedCoolerVerdict } from '../builder/boxed-cooler.ts';
import { coolingNeedW } from '../builder/essentials.ts';
import { emptySelection, type Selection } from '../builder/selection.ts';
import { boxedCoolerEnough } from './complete.ts';
import {
  CASE_SPEND_MAX,
  GPU_SHARE_BANDS,
  MEMORY_SHARE,
  PSU_GOLD_FROM,
  STORAGE_SHARE,
  boardClass,
  boardMeets,
  boardClassReason,
  boardSuitsCpu,
  cardLinkFits,
  caseMeets,
  coolerMeets,
  cpuPowerClass,
  generalCpuFits,
  generalGpuFits,
  gpuShareRange,
  hasVideoEncoder,
  memoryFloorGb,
  psuMeets,
  psuMinEfficiency,
  ramSpeedFits,
  ruleBreaches,
  ruleTier,
  ssdFloorGb,
  standardsFor,
  type RuleContext,
} from './rules.ts';

const parts = catalogue.parts;
const cpu = (over: Partial<Component<'cpu'>>): Component<'cpu'> => ({ ...parts.cpu[0]!, ...over });
const board = (chipset: string): Component<'mobo'> => ({ ...parts.mobo[0]!, chipset });
const gpu = (over: Partial<Component<'gpu'>>): Component<'gpu'> => ({ ...parts.gpu[0]!, ...over });

// Makers' figures (base power / maximum package power).
const ryzen5_7600 = cpu({ socket: 'AM5', tdp: 65, maxTdp: 88 });
const ryzen5_7600x = cpu({ socket: 'AM5', tdp: 105, maxTdp: 142 });
const ryzen9_9950x = cpu({ socket: 'AM5', tdp: 170, maxTdp: 230 });
const corei5_13400f = cpu({ socket: 'LGA1700', tdp: 65, maxTdp: 148 });
const corei7_14700f = cpu({ socket: 'LGA1700', tdp: 65, maxTdp: 219 });
const corei5_14600k = cpu({ socket: 'LGA1700', tdp: 125, maxTdp: 181 });
const corei9_14900k = cpu({ socket: 'LGA1700', tdp: 125, maxTdp: 253 });

describe('board-for-cpu: entry boards for 65 W CPUs, boards meant for the heavy ones', () => {
  it('reads the chipset class from its name', () => {
    for (const c of ['A320', 'A520', 'A620', 'A620A', 'H410', 'H510', 'H610', 'H810']) expect(boardClass(c), c).toBe('entry');
    for (const c of ['B450', 'B550', 'B650', 'B650E', 'B850', 'X570', 'X670E', 'X870', 'B660', 'B760', 'B860', 'H670', 'H770']) expect(boardClass(c), c).toBe('mainstream');
    for (const c of ['Z690', 'Z790', 'Z890']) expect(boardClass(c), c).toBe('unlocked');
  });

  it('sorts CPUs by their power', () => {
    expect([ryzen5_7600, corei5_13400f].map(cpuPowerClass)).toEqual(['light', 'light']);
    expect([ryzen5_7600x, corei5_14600k].map(cpuPowerClass)).toEqual(['mid', 'mid']);
    expect([ryzen9_9950x, corei9_14900k, corei7_14700f].map(cpuPowerClass)).toEqual(['heavy', 'heavy', 'heavy']);
  });

  it('puts a 65 W CPU on an entry board, and nothing hungrier', () => {
    expect(boardSuitsCpu(board('A620'), ryzen5_7600)).toBe(true);
    expect(boardSuitsCpu(board('H610'), corei5_13400f)).toBe(true);
    expect(boardSuitsCpu(board('A620'), ryzen5_7600x)).toBe(false);
    expect(boardSuitsCpu(board('A620'), ryzen9_9950x)).toBe(false);
    expect(boardSuitsCpu(board('H610'), corei9_14900k)).toBe(false);
    expect(boardSuitsCpu(board('H610'), corei7_14700f)).toBe(false);
  });

  it('calls only A620, A520 and H610 boards entry boards in the reason line', () => {
    expect(boardClassReason(board('A620'), ryzen5_7600)).toBe('an entry A620 board is made for a 65 W CPU like this one');
    expect(boardClassReason(board('B650'), ryzen5_7600)).toBe('a B650 board is more than a 65 W CPU like this one needs');
  });

  it('gives a 230 W Ryzen 9 any board above A620, and a 219–253 W Core i7/i9 a Z board', () => {
    expect(boardSuitsCpu(board('B650'), ryzen9_9950x)).toBe(true);
    expect(boardSuitsCpu(board('X870E'), ryzen9_9950x)).toBe(true);
    expect(boardSuitsCpu(board('B760'), corei9_14900k)).toBe(false);
    expect(boardSuitsCpu(board('B760'), corei7_14700f)).toBe(false);
    expect(boardSuitsCpu(board('Z790'), corei9_14900k)).toBe(true);
    expect(boardSuitsCpu(board('B760'), corei5_14600k)).toBe(true);
  });
});

describe('board-for-cpu on AM4: the 12- and 16-core Ryzen 9 on B550 or X570', () => {
  const ryzen9_5950x = cpu({ socket: 'AM4', tdp: 105, maxTdp: 142, cores: 16 });
  const ryzen7_5800x = cpu({ socket: 'AM4', tdp: 105, maxTdp: 142, cores: 8 });
  it('refuses B450 and A520 for a 16-core CPU, takes B550 and X570', () => {
    expect(boardSuitsCpu(board('B450'), ryzen9_5950x)).toBe(false);
    expect(boardSuitsCpu(board('A520'), ryzen9_5950x)).toBe(false);
    expect(boardSuitsCpu(board('B550'), ryzen9_5950x)).toBe(true);
    expect(boardSuitsCpu(board('X570'), ryzen9_5950x)).toBe(true);
  });
  it('leaves an 8-core AM4 CPU on any B board', () => {
    expect(boardSuitsCpu(board('B450'), ryzen7_5800x)).toBe(true);
    expect(boardSuitsCpu(board('A520'), ryzen7_5800x)).toBe(false);
  });
});

describe('board-room: from ₱80,000, four memory slots and two M.2 slots', () => {
  it('takes any board below ₱80,000 and only a roomy one from there', () => {
    const twoSlots = { ramSlots: 2, m2Slots: 1 };
    const roomy = { ramSlots: 4, m2Slots: 2 };
    expect(boardMeets(twoSlots, standardsFor('gaming', 75_000))).toBe(true);
    expect(boardMeets(twoSlots, standardsFor('gaming', 80_000))).toBe(false);
    expect(boardMeets({ ramSlots: 4, m2Slots: 1 }, standardsFor('productivity', 80_000))).toBe(false);
    expect(boardMeets(roomy, standardsFor('generaluse', 300_000))).toBe(true);
  });
  it('is named in a finished build', () => {
    const s = { ...emptySelection(), mobo: { ...board('B650'), ramSlots: 2, m2Slots: 1 } };
    const ctx: RuleContext = { cheapestMemory: () => undefined, cheapestSsd: () => undefined };
    expect(ruleBreaches(s, 'gaming', 80_000, ctx).map((b) => b.rule)).toContain('board-room');
    expect(ruleBreaches(s, 'gaming', 75_000, ctx).map((b) => b.rule)).not.toContain('board-room');
  });
});

describe('card-link: a four-lane card only where the slot is PCIe 4.0 or newer', () => {
  const rx6500xt = gpu({ chipset: 'Radeon RX 6500 XT' });
  it('keeps the RX 6500 XT and RX 6400 off AM4 and takes them on AM5 and LGA1700', () => {
    expect(cardLinkFits(rx6500xt, cpu({ socket: 'AM4' }))).toBe(false);
    expect(cardLinkFits(gpu({ chipset: 'Radeon RX 6400' }), cpu({ socket: 'AM4' }))).toBe(false);
    expect(cardLinkFits(rx6500xt, cpu({ socket: 'AM5' }))).toBe(true);
    expect(cardLinkFits(rx6500xt, cpu({ socket: 'LGA1700' }))).toBe(true);
  });
  it('leaves sixteen-lane cards anywhere', () => {
    expect(cardLinkFits(gpu({ chipset: 'Radeon RX 6600' }), cpu({ socket: 'AM4' }))).toBe(true);
  });
});

describe('cooler: one rule with the builder (its boxed-cooler verdict and cooling need)', () => {
  it('the optimiser keeps the boxed cooler exactly where the builder calls it enough, for every CPU in the catalogue', () => {
    for (const c of parts.cpu) expect(boxedCoolerEnough(c), c.id).toBe(boxedCoolerVerdict(c) === 'enough');
  });
  it('a 65 W Ryzen keeps its box cooler; a 65 W Core i5 that draws 148 W does not (the builder asks for 110 W)', () => {
    const ryzen = cpu({ coolerIncluded: true, tdp: 65, maxTdp: 88 });
    const corei5 = cpu({ coolerIncluded: true, tdp: 65, maxTdp: 148 });
    expect(boxedCoolerEnough(ryzen)).toBe(true);
    expect(boxedCoolerEnough(corei5)).toBe(false);
    expect(boxedCoolerNote({ ...corei5, brand: 'Intel' })).toContain(`at least ${coolingNeedW(corei5)} W`);
    expect(coolingNeedW(corei5)).toBe(110);
  });
});

describe('memory and storage that fit the budget', () => {
  it('asks for 32 GB once the cheapest 32 GB kit fits the spec’s memory share (from ₱30,000)', () => {
    expect(MEMORY_SHARE).toEqual({ gaming: 10, productivity: 18, generaluse: 0 });
    // A ₱5,000 kit is 10 % of ₱50,000: gaming gets 32 GB from ₱50,000, productivity from ₱30,000.
    expect(memoryFloorGb('gaming', 49_999, 5_000)).toBe(16);
    expect(memoryFloorGb('gaming', 50_000, 5_000)).toBe(32);
    expect(memoryFloorGb('productivity', 30_000, 5_000)).toBe(32);
    expect(memoryFloorGb('productivity', 25_000, 1_000)).toBe(16);
    expect(memoryFloorGb('generaluse', 300_000, 5_000)).toBe(16);
    expect(memoryFloorGb('gaming', 300_000, undefined)).toBe(16);
  });

  it('asks for 1 TB once the cheapest 1 TB SSD fits the spec’s storage share', () => {
    expect(STORAGE_SHARE).toEqual({ gaming: 10, productivity: 18, generaluse: 0 });
    expect(ssdFloorGb('gaming', 34_999, 3_500)).toBe(500);
    expect(ssdFloorGb('gaming', 35_000, 3_500)).toBe(1000);
    expect(ssdFloorGb('generaluse', 300_000, 3_500)).toBe(500);
  });

  it('runs memory at the CPU’s rated speed or faster, per memory type', () => {
    const intel = { ramMax: 5600, ramMaxDdr4: 3200, memoryTypes: ['DDR4', 'DDR5'] as Component<'cpu'>['memoryTypes'] };
    expect(ramSpeedFits({ ramType: 'DDR4', frequency_mhz: 2666 }, intel)).toBe(false);
    expect(ramSpeedFits({ ramType: 'DDR4', frequency_mhz: 3200 }, intel)).toBe(true);
    expect(ramSpeedFits({ ramType: 'DDR5', frequency_mhz: 5200 }, intel)).toBe(false);
    expect(ramSpeedFits({ ramType: 'DDR5', frequency_mhz: 6000 }, intel)).toBe(true);
  });
});

describe('PSU, cooler and case standards by budget', () => {
  it('rules move in ₱5,000 steps', () => {
    expect([0, 4_999, 5_000, 47_300].map(ruleTier)).toEqual([0, 0, 5_000, 45_000]);
  });

  it('80+ Bronze at every budget, Gold from ₱100,000', () => {
    expect(psuMinEfficiency(99_999)).toBe('80+ Bronze');
    expect(psuMinEfficiency(PSU_GOLD_FROM)).toBe('80+ Gold');
    const low = standardsFor('gaming', 50_000);
    const high = standardsFor('gaming', 150_000);
    expect(psuMeets({ efficiency: '80+ White' }, low)).toBe(false);
    expect(psuMeets({ efficiency: '80+ Bronze' }, low)).toBe(true);
    expect(psuMeets({ efficiency: '80+ Bronze' }, high)).toBe(false);
    expect(psuMeets({ efficiency: '80+ Platinum' }, high)).toBe(true);
  });

  it('the boxed cooler only on small budgets (sooner for quiet general use), two fans from ₱150,000', () => {
    expect(coolerMeets(null, standardsFor('gaming', 55_000))).toBe(true);
    expect(coolerMeets(null, standardsFor('gaming', 60_000))).toBe(false);
    expect(coolerMeets(null, standardsFor('generaluse', 40_000))).toBe(false);
    expect(coolerMeets({ fans: 1 }, standardsFor('gaming', 145_000))).toBe(true);
    expect(coolerMeets({ fans: 1 }, standardsFor('gaming', 150_000))).toBe(false);
    expect(coolerMeets({ fans: 2 }, standardsFor('gaming', 150_000))).toBe(true);
  });

  it('a roomy tower from ₱80,000, and 2.5 % of the budget on it from ₱120,000 (up to ₱8,000)', () => {
    const miniTower = { formFactor: 'Mini Tower' as const, maxRadiatorMm: 240, price: 2_300 };
    const cheapTower = { formFactor: 'Mid Tower' as const, maxRadiatorMm: 360, price: 2_550 };
    const goodTower = { formFactor: 'Mid Tower' as const, maxRadiatorMm: 360, price: 8_000 };
    expect(caseMeets(miniTower, standardsFor('gaming', 75_000))).toBe(true);
    expect(caseMeets(miniTower, standardsFor('gaming', 80_000))).toBe(false);
    expect(caseMeets(cheapTower, standardsFor('gaming', 115_000))).toBe(true);
    expect(caseMeets(cheapTower, standardsFor('gaming', 120_000))).toBe(false);
    expect(standardsFor('gaming', 120_000).caseMinPrice).toBe(3_000);
    expect(standardsFor('gaming', 2_000_000).caseMinPrice).toBe(CASE_SPEND_MAX);
    expect(caseMeets(goodTower, standardsFor('gaming', 2_000_000))).toBe(true);
  });
});

describe('what each use needs', () => {
  it('productivity: a hardware video encoder on the card or in the CPU’s graphics', () => {
    const rx6500xt = { chipset: 'Radeon RX 6500 XT' };
    const rtx4060 = { chipset: 'GeForce RTX 4060' };
    expect(hasVideoEncoder({ integratedGraphics: false }, [rx6500xt])).toBe(false);
    expect(hasVideoEncoder({ integratedGraphics: true }, [rx6500xt])).toBe(true);
    expect(hasVideoEncoder({ integratedGraphics: false }, [rtx4060])).toBe(true);
    expect(hasVideoEncoder({ integratedGraphics: true }, [])).toBe(true);
  });

  it('gaming: the card’s share of the build by budget, as the bands say', () => {
    expect(GPU_SHARE_BANDS[0]).toEqual({ from: 0, min: 0, max: 50 });
    expect(gpuShareRange(39_999)).toEqual({ min: 0, max: 50 });
    expect(gpuShareRange(40_000)).toEqual({ min: 30, max: 50 });
    expect(gpuShareRange(150_000)).toEqual({ min: 40, max: 65 });
    expect(gpuShareRange(300_000)).toEqual({ min: 45, max: 80 });
    for (let i = 1; i < GPU_SHARE_BANDS.length; i++) expect(GPU_SHARE_BANDS[i]!.min).toBeGreaterThanOrEqual(GPU_SHARE_BANDS[i - 1]!.min);
  });

  it('general use: a 65 W-class CPU and a card of at most 150 W', () => {
    expect(generalCpuFits(ryzen5_7600)).toBe(true);
    expect(generalCpuFits(ryzen9_9950x)).toBe(false);
    expect(generalCpuFits(corei7_14700f)).toBe(false);
    expect(generalGpuFits({ powerDraw: 115 })).toBe(true);
    expect(generalGpuFits({ powerDraw: 220 })).toBe(false);
  });
});

describe('ruleBreaches: every rule a finished build misses', () => {
  const ctx: RuleContext = { cheapestMemory: () => 5_000, cheapestSsd: () => 3_500 };
  const listed = { priceSource: 'shops' as const, offers: [{ shop: 'PC Shop', price: 1000, url: 'https://example.com/p', observedOn: '2026-04-23' }] };
  const ram16 = { ...parts.ram.find((r) => r.ramType === 'DDR5' && r.modules === 2 && r.capacityGb === 32)!, ...listed, capacityGb: 16, frequency_mhz: 6000 };
  const ssd500 = { ...parts.m2[0]!, ...listed, capacityGb: 500 };
  const white = { ...parts.psu[0]!, ...listed, efficiency: '80+ White' as const };
  const smallCase = { ...parts.case[0]!, ...listed, formFactor: 'Mini Tower' as const, maxRadiatorMm: 240, price: 2_300 };
  const build = (over: Partial<Selection>): Selection => ({
    ...emptySelection(),
    cpu: { ...ryzen9_9950x, ...listed, integratedGraphics: false, ramMax: 5600 },
    mobo: { ...board('A620'), ...listed, ramSlots: 2, m2Slots: 1 },
    gpus: [{ ...gpu({ chipset: 'Radeon RX 6500 XT', vram: 4, powerDraw: 107 }), ...listed, price: 9_000 }],
    rams: [ram16],
    m2s: [ssd500],
    psu: white,
    case: smallCase,
    ...over,
  });

  it('names each rule a bad build breaks', () => {
    const rules = (purpose: 'gaming' | 'productivity' | 'generaluse') => new Set(ruleBreaches(build({}), purpose, 150_000, ctx).map((b) => b.rule));
    expect(rules('productivity')).toEqual(new Set(['board-for-cpu', 'board-room', 'memory-size', 'ssd-size', 'psu-quality', 'cooler', 'case', 'video-encoder']));
    expect(rules('gaming')).toEqual(new Set(['board-for-cpu', 'board-room', 'memory-size', 'ssd-size', 'psu-quality', 'cooler', 'case', 'gaming-card', 'gpu-share']));
    expect(rules('generaluse')).toEqual(new Set(['board-for-cpu', 'board-room', 'psu-quality', 'cooler', 'case', 'quiet-general']));
  });

  it('names the memory, cooler and link rules too', () => {
    const single = { ...ram16, modules: 1, capacityGb: 32 };
    const slow = { ...ram16, capacityGb: 32, frequency_mhz: 4800 };
    const corei5 = { ...corei5_13400f, ...listed, coolerIncluded: true, ramMax: 4800 };
    const am4 = { ...cpu({ socket: 'AM4', tdp: 65, maxTdp: 88, cores: 8 }), ...listed, integratedGraphics: false, ramMax: 3200 };
    const rules = (s: Selection, purpose: 'gaming' | 'generaluse' = 'generaluse') => ruleBreaches(s, purpose, 30_000, ctx).map((b) => b.rule);
    expect(rules(build({ rams: [single] }))).toContain('dual-channel');
    expect(rules(build({ rams: [slow] }))).toContain('memory-speed');
    expect(rules(build({ cpu: corei5, mobo: { ...board('H610'), ...listed }, rams: [slow], cpuCooler: null }))).toContain('cooler');
    expect(rules(build({ cpu: { ...corei5, maxTdp: 88 }, mobo: { ...board('H610'), ...listed }, rams: [slow], cpuCooler: null }))).not.toContain('cooler');
    expect(rules(build({ cpu: am4, mobo: { ...board('B550'), ...listed } }))).toContain('card-link');
  });

  it('a part no shop lists is a breach unless the answer explains it; kept parts are the person’s', () => {
    const estimate = { ...parts.case[0]!, priceSource: 'estimate' as const, offers: [] };
    const s = build({ case: estimate });
    expect(ruleBreaches(s, 'generaluse', 20_000, ctx).map((b) => b.rule)).toContain('listed-parts');
    expect(ruleBreaches(s, 'generaluse', 20_000, ctx, { unlistedAllowed: new Set([estimate.id]) }).map((b) => b.rule)).not.toContain('listed-parts');
    const kept = ruleBreaches(build({}), 'productivity', 150_000, ctx, { keptIds: new Set([s.cpu!.id, s.mobo!.id, s.psu!.id, s.case!.id]) }).map((b) => b.rule);
    expect(kept).not.toContain('board-for-cpu');
    expect(kept).not.toContain('psu-quality');
  });
});
