/**
 * Issue 12's builder helpers on the real catalogue: removal messages with what went and why,
 * "Add to build" placement, completion that reads true, purpose-aware balance, picker specs.
 */
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../catalogue/index.ts';
import type { Category, Component } from '../catalogue/catalogue.ts';
import { fitMessage, findPart, placePart, slotFor } from './add-part.ts';
import { evaluateBuild } from './compatibility.ts';
import { completionBreakdown, completionLine, stillNeeded } from './completion.ts';
import { optionSpecs } from './labels.ts';
import { DEFAULT_PURPOSE, PURPOSES, purposeFrom } from './purpose.ts';
import { chooseMulti, chooseSingle, removalMessage } from './removals.ts';
import { completionPercent, emptySelection, selectSingle, type Selection } from './selection.ts';

const byId = <C extends Category>(category: C, id: string): Component<C> => {
  const found = componentsOf(category).find((p) => p.id === id);
  if (!found) throw new Error(`catalogue has no ${id}`);
  return found;
};
const sel = (over: Partial<Selection>): Selection => ({ ...emptySelection(), ...over });
const am5Board = () => byId('mobo', 'mobo-msi-mag-b650-tomahawk-wifi');
const am4Board = () => byId('mobo', 'mobo-asus-prime-a520m-k'); // AM4, DDR4, Micro-ATX
const x3d = () => byId('cpu', 'cpu-amd-ryzen-7-7800x3d');
const ddr5 = () => byId('ram', 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16');
const ddr4 = () => byId('ram', 'ram-kingston-fury-beast-ddr4-3200-16gb-2x8');
const rtx4060 = () => byId('gpu', 'gpu-asus-dual-rtx-4060-oc-8gb');

describe('never drop parts silently', () => {
  it('an AM4 board removes the AM5 CPU and says so, in the words of the issue', () => {
    const before = sel({ mobo: am5Board(), cpu: x3d() });
    const change = chooseSingle(before, 'mobo', am4Board());
    expect(change.selection).toEqual(selectSingle(before, 'mobo', am4Board()));
    expect(change.removed.map((r) => r.part.id)).toEqual([x3d().id]);
    expect(removalMessage(change.removed)).toBe('AMD Ryzen 7 7800X3D removed: it does not fit the AM4 board.');
  });

  it('a DDR4 board removes the DDR5 kit and names the memory type; the graphics card stays', () => {
    const before = sel({ mobo: am5Board(), rams: [ddr5()], gpus: [rtx4060()] });
    const { removed, selection } = chooseSingle(before, 'mobo', am4Board());
    expect(removed.map((r) => r.slot)).toEqual(['rams']);
    expect(removalMessage(removed)).toBe('Kingston Fury Beast 32GB (2x16GB) DDR5 6000MHz CL30 EXPO removed: it is DDR5; the new board takes DDR4.');
    expect(selection.gpus).toEqual([rtx4060()]);
  });

  it("issue 20: the B550M DS3H swapped for its Wi-Fi twin keeps the CPU, graphics card, RAM, SSD and drives; nothing is removed", () => {
    const ds3h = byId('mobo', 'mobo-gigabyte-b550m-ds3h');
    const twin = byId('mobo', 'mobo-gigabyte-b550m-ds3h-ac');
    const before = sel({
      mobo: ds3h,
      cpu: byId('cpu', 'cpu-amd-ryzen-5-5600'),
      gpus: [rtx4060()],
      rams: [ddr4()],
      m2s: [componentsOf('m2')[0]!],
      storage: [componentsOf('storage').find((d) => d.interface === 'sata')!],
    });
    const change = chooseSingle(before, 'mobo', twin);
    expect(change.removed).toEqual([]);
    expect(change.selection).toEqual({ ...before, mobo: twin });
  });

  it('a board with fewer slots removes the parts beyond them, each named with the count', () => {
    const oneGpuBoard = componentsOf('mobo').find((b) => b.gpuSlots === 1 && b.socket === 'AM4' && b.ramType === 'DDR4' && b.m2Slots >= 1)!;
    const before = sel({ mobo: byId('mobo', 'mobo-gigabyte-b550m-ds3h'), gpus: [rtx4060(), rtx4060()], rams: [ddr4()] });
    const { removed, selection } = chooseSingle(before, 'mobo', oneGpuBoard);
    expect(selection.gpus).toEqual([rtx4060()]);
    expect(selection.rams).toEqual([ddr4()]);
    expect(removalMessage(removed)).toBe('ASUS Dual GeForce RTX 4060 OC removed: the new board has 1 graphics card slot.');
  });

  it('a board that takes the case removes nothing else; a board the case cannot take removes the case', () => {
    const atxCase = byId('case', 'case-corsair-4000d-airflow');
    expect(chooseSingle(sel({ case: atxCase }), 'mobo', am5Board()).removed).toEqual([]);
    const itxCase = byId('case', 'case-cooler-master-nr200p');
    const { removed } = chooseSingle(sel({ case: itxCase }), 'mobo', am5Board());
    expect(removed).toHaveLength(1);
    expect(removalMessage(removed)).toMatch(/removed: it does not take ATX motherboards\.$/);
  });

  it('replacing a part in its own selector, or clearing one, is not a removal', () => {
    expect(chooseSingle(sel({ cpu: x3d() }), 'cpu', byId('cpu', 'cpu-amd-ryzen-5-7600')).removed).toEqual([]);
    expect(chooseSingle(sel({ cpu: x3d() }), 'cpu', null).removed).toEqual([]);
    expect(chooseMulti(sel({ rams: [ddr5()] }), 'rams', 0, null).removed).toEqual([]);
  });
});

describe('Add to build from a database card', () => {
  it('goes into the right slot: the first empty selector, then a new one', () => {
    expect(slotFor('cpu-cooler')).toBe('cpuCooler');
    expect(slotFor('gpu')).toBe('gpus');
    const one = placePart(sel({}), ddr5());
    expect(one.selection.rams).toEqual([ddr5()]);
    const two = placePart(sel({ mobo: am5Board(), rams: [ddr5()] }), ddr5());
    expect(two.selection.rams).toEqual([ddr5(), ddr5()]);
    expect(fitMessage(two, ddr5())).toBeNull();
  });

  it('says why a part does not fit the current draft', () => {
    const onAm4 = sel({ mobo: am4Board() });
    expect(fitMessage(placePart(onAm4, x3d()), x3d())).toBe('Does not fit your current build: it is AM5; your motherboard is AM4.');
    expect(fitMessage(placePart(onAm4, ddr5()), ddr5())).toBe('Does not fit your current build: it is DDR5; your motherboard takes DDR4.');
    const second = placePart(sel({ gpus: [rtx4060()], mobo: am5Board() }), byId('gpu', componentsOf('gpu').find((g) => g.chipMaker === 'amd')!.id));
    expect(fitMessage(second, second.selection.gpus[1]!)).toMatch(/a second graphics card must match the first \(ASUS Dual GeForce RTX 4060 OC\)/);
  });

  it('says what adding a board would remove', () => {
    const placement = placePart(sel({ mobo: am5Board(), cpu: x3d() }), am4Board());
    expect(fitMessage(placement, am4Board())).toBe('AMD Ryzen 7 7800X3D would be removed: it does not fit the AM4 board.');
  });

  it('a case that cannot take the board is not placed at all', () => {
    const itx = byId('case', 'case-cooler-master-nr200p');
    const placement = placePart(sel({ mobo: am5Board() }), itx);
    expect(placement.placed).toBe(false);
    expect(placement.selection.case).toBeNull();
    expect(fitMessage(placement, itx)).toMatch(/cannot go in your current build: it does not take ATX motherboards\.$/);
  });

  it('full slots: the last selector is replaced, and it says so', () => {
    const board = am4Board(); // 2 RAM slots
    const full = sel({ mobo: board, rams: [ddr4(), ddr4()] });
    const other = byId('ram', 'ram-kingston-fury-beast-ddr4-3200-8gb');
    const placement = placePart(full, other);
    expect(placement.selection.rams.map((r) => r?.id)).toEqual([ddr4().id, other.id]);
    expect(fitMessage(placement, other)).toMatch(/would be removed: all 2 RAM slots of your motherboard are in use\.$/);
  });

  it('finds a part by id in any category', () => {
    expect(findPart({ cpu: componentsOf('cpu'), gpu: componentsOf('gpu') }, x3d().id)?.name).toBe(x3d().name);
    expect(findPart({ cpu: componentsOf('cpu') }, 'nope')).toBeNull();
  });
});

describe('completion that reads true', () => {
  const tower = () =>
    sel({
      mobo: am5Board(),
      cpu: byId('cpu', 'cpu-amd-ryzen-5-7600'),
      cpuCooler: byId('cpu-cooler', 'cooler-deepcool-ak400'),
      gpus: [rtx4060()],
      rams: [ddr5()],
      m2s: [componentsOf('m2')[0]!],
      psu: byId('psu', 'psu-corsair-cx650'),
      case: byId('case', 'case-montech-air-903-max'),
    });

  it('a finished tower: the spec percentage stays, and beside it core parts 8 of 8', () => {
    const c = completionBreakdown(tower());
    expect(completionPercent(tower())).toBe(57);
    expect(completionLine(c)).toBe('Core parts 8 of 8 · Peripherals 0 of 4');
    expect(stillNeeded(c)).toBeNull();
  });

  it('a boxed cooler and the CPU graphics count; what is missing is named', () => {
    const apu = byId('cpu', 'cpu-amd-ryzen-5-5600g');
    expect(apu.coolerIncluded && apu.integratedGraphics).toBe(true);
    const c = completionBreakdown(sel({ cpu: apu, monitor: componentsOf('monitor')[0]! }));
    expect(completionLine(c)).toBe('Core parts 3 of 8 · Peripherals 1 of 4');
    expect(stillNeeded(c)).toBe('Still needed: Motherboard, RAM, Storage, PSU, Case.');
    expect(completionLine(completionBreakdown(emptySelection()))).toBe('Core parts 0 of 8 · Peripherals 0 of 4');
  });
});

describe('a purpose for the build', () => {
  const i3with4090 = sel({ cpu: byId('cpu', 'cpu-intel-core-i3-12100f'), gpus: [byId('gpu', 'gpu-zotac-rtx-4090-trinity-oc-24gb')] });
  const bigCpuSmallGpu = sel({ cpu: byId('cpu', 'cpu-amd-ryzen-9-9950x3d'), gpus: [byId('gpu', 'gpu-msi-rtx-3050-ventus-2x-xs-8g-oc')] });

  it('one spelling: gaming (the default), productivity, generaluse; unknown values read as gaming', () => {
    expect(PURPOSES).toEqual(['gaming', 'productivity', 'generaluse']);
    expect(DEFAULT_PURPOSE).toBe('gaming');
    expect(purposeFrom('productivity')).toBe('productivity');
    expect(purposeFrom('mining')).toBe('gaming');
    expect(purposeFrom(null)).toBe('gaming');
  });

  it('the verdict carries its purpose; gaming is the default', () => {
    expect(evaluateBuild(i3with4090).purpose).toBe('gaming');
    expect(evaluateBuild(i3with4090, 'productivity').purpose).toBe('productivity');
    expect(evaluateBuild(i3with4090).bottleneckNote).toMatch(/^GPU with 16384 CUDA cores may be bottlenecked by 4-core CPU\. Consider upgrading CPU\./);
  });

  it('a productivity build with a big CPU and a small GPU is not told to upgrade the GPU', () => {
    const gaming = evaluateBuild(bigCpuSmallGpu);
    expect(gaming.bottleneckNote).toMatch(/Consider upgrading GPU/);
    const productivity = evaluateBuild(bigCpuSmallGpu, 'productivity');
    expect(productivity.bottleneckNote).toMatch(/^Good balance for productivity: the 16-core CPU does most of the work/);
    expect(productivity.warnings.join(' ')).not.toMatch(/upgrading GPU/);
    expect(productivity.upgradeRecommendation).toBeNull();
    expect(productivity.badges.map((b) => b.label)).toContain('BALANCED');
    expect(productivity.badges.map((b) => b.label)).not.toContain('RECOMMENDATION');
  });

  it('a productivity build with little multi-core speed is told about cores, not games', () => {
    const r = evaluateBuild(i3with4090, 'productivity');
    expect(r.bottleneckNote).toMatch(/^For productivity, CPU cores finish renders, exports and compiles sooner: this 4-core CPU does about \d+ %/);
    expect(r.notes).toContain(r.bottleneckNote);
    expect(r.warnings.join(' ')).not.toMatch(/bottlenecked/);
    expect(r.compatSeverity).toBe('warn');
    expect(r.badges[0]).toEqual({ label: 'WARNING', tone: 'warn' });
  });

  it('general use never judges by gaming balance, and problems stay problems', () => {
    const r = evaluateBuild(i3with4090, 'generaluse');
    expect(r.bottleneckNote).toMatch(/^General use/);
    expect(r.warnings.join(' ')).not.toMatch(/bottlenecked/);
    const broken = sel({ mobo: am4Board(), cpu: x3d() });
    const brokenResult = evaluateBuild(broken, 'generaluse');
    expect(brokenResult.problems).toContainEqual(expect.stringMatching(/^CPU socket does not match motherboard: /));
    expect(brokenResult.compatSeverity).toBe('bad');
  });
});

describe('pickers show what people compare', () => {
  it('CPU cores and boost, GPU VRAM and length, RAM speed and CL, PSU wattage and rating', () => {
    expect(optionSpecs(x3d())).toMatch(/^8 cores · [\d.]+ GHz boost · AM5/);
    expect(optionSpecs(rtx4060())).toMatch(/^8 GB · \d+ mm · \d+ W$/);
    expect(optionSpecs(ddr5())).toBe('DDR5 · 6000 MHz · CL30 · 32 GB (2×16)');
    expect(optionSpecs(byId('psu', 'psu-corsair-cx650'))).toMatch(/^650 W · 80\+ Bronze · /);
    for (const category of ['mobo', 'cpu-cooler', 'case', 'm2', 'storage', 'monitor', 'keyboard', 'mouse', 'headset'] as const) {
      for (const p of componentsOf(category)) expect(optionSpecs(p)).not.toMatch(/undefined|NaN|^ · | · $/);
    }
  });
});
