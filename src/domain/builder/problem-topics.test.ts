import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../catalogue/index.ts';
import type { Category } from '../catalogue/catalogue.ts';
import { unlistedWarning } from '../saved-builds/saved-build.ts';
import { evaluateBuild } from './compatibility.ts';
import { GENERAL_TOPIC, problemTopic } from './problem-topics.ts';
import { emptySelection, type Selection } from './selection.ts';
import { part, sel } from './test-parts.ts';

const byId = <C extends Category>(category: C, id: string) => componentsOf(category).find((p) => p.id === id)!;
const topicsOf = (s: Selection) => evaluateBuild(s).problems.map((p) => [problemTopic(p), p]);

describe('each problem in two or three words (issue 25: the gallery chip)', () => {
  it('names the example: a CPU sold without a cooler', () => {
    const r = evaluateBuild(sel({ cpu: part('cpu', { socket: 'AM5', tdp: 120, maxTdp: 162, coolerIncluded: false, integratedGraphics: true }) }));
    expect(r.problems.map(problemTopic)).toEqual(['no CPU cooler']);
  });

  it('every problem a broken real build raises has its own topic', () => {
    const broken = {
      ...emptySelection(),
      mobo: byId('mobo', 'mobo-asus-prime-a520m-k'),
      cpu: byId('cpu', 'cpu-amd-ryzen-5-7600'),
      rams: [byId('ram', 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16')],
      gpus: [byId('gpu', 'gpu-zotac-rtx-4090-trinity-oc-24gb'), byId('gpu', 'gpu-zotac-rtx-4090-trinity-oc-24gb')],
      psu: byId('psu', 'psu-corsair-cx550'),
      case: byId('case', 'case-deepcool-ch370'),
    };
    const topics = topicsOf(broken);
    expect(topics.map(([t]) => t)).toEqual(expect.arrayContaining(['wrong CPU socket', 'wrong memory type', 'too many GPUs', 'PSU too weak', 'GPU too long for the case']));
    for (const [topic, problem] of topics) expect(topic, problem).not.toBe(GENERAL_TOPIC);
  });

  it('the physical and essential problems each have a topic', () => {
    const board = part('mobo', { socket: 'AM4', formFactor: 'ATX', ramType: 'DDR4', ramSlots: 2, maxMemoryGb: 32, gpuSlots: 2, gpuSlotSpacing: 2, m2Slots: 1, storageSlots: 1 });
    const cases = [
      sel({ cpu: part('cpu', { socket: 'AM4', integratedGraphics: false, coolerIncluded: true, maxTdp: 88, tdp: 65 }) }),
      sel({ gpus: [part('gpu', { chipMaker: 'nvidia', lengthMm: 200, slotWidth: 2 }), part('gpu', { chipMaker: 'amd', lengthMm: 200, slotWidth: 2 })] }),
      sel({ mobo: board, case: part('case', { supportedFormFactors: ['Micro-ATX'], maxGpuLengthMm: 300, maxCoolerHeightMm: 160, maxRadiatorMm: 0, psuFormFactor: 'SFX' }), psu: part('psu', { formFactor: 'ATX', wattage: 650 }) }),
      sel({ case: part('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: 400, maxGpuSlots: 2, maxCoolerHeightMm: 150, maxRadiatorMm: 240, psuFormFactor: 'ATX' }), gpus: [part('gpu', { lengthMm: 300, slotWidth: 3 })] }),
      sel({ case: part('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: 400, maxCoolerHeightMm: 150, maxRadiatorMm: 240, psuFormFactor: 'ATX' }), cpuCooler: part('cpu-cooler', { coolerType: 'air', heightMm: 165, sockets: ['AM4'] }) }),
      sel({ case: part('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: 400, maxCoolerHeightMm: 150, maxRadiatorMm: 240, psuFormFactor: 'ATX' }), cpuCooler: part('cpu-cooler', { coolerType: 'aio', radiatorMm: 360, sockets: ['AM4'] }) }),
      sel({ cpu: part('cpu', { socket: 'AM5', coolerIncluded: true }), cpuCooler: part('cpu-cooler', { coolerType: 'air', sockets: ['LGA1700'] }) }),
      sel({ cpuCooler: part('cpu-cooler', { coolerType: 'air', ramClearanceMm: 35, sockets: ['AM4'] }), rams: [part('ram', { ramType: 'DDR4', heightMm: 45, capacityGb: 16, modules: 2, frequency_mhz: 3200 })] }),
      sel({ mobo: board, gpus: [part('gpu', { lengthMm: 200, slotWidth: 3, name: 'GeForce RTX 4070' }), part('gpu', { lengthMm: 200, slotWidth: 3, name: 'GeForce RTX 4070' })] }),
      sel({ mobo: board, rams: [part('ram', { ramType: 'DDR4', capacityGb: 64, modules: 4, frequency_mhz: 3200 })] }),
      sel({ mobo: board, m2s: [part('m2'), part('m2')], storage: [part('storage'), part('storage')] }),
    ];
    const topics = cases.flatMap(topicsOf);
    expect(new Set(topics.map(([t]) => t))).toEqual(
      new Set([
        'no display output',
        'mixed GPU makers',
        'board too big for the case',
        'PSU does not fit the case',
        'GPU too thick for the case',
        'cooler too tall for the case',
        'radiator does not fit',
        'cooler does not fit the CPU',
        'RAM too tall for the cooler',
        'GPUs too close together',
        'too much RAM for the board',
        'too many RAM modules',
        'too many M.2 drives',
        'too many SATA drives',
      ]),
    );
  });

  it('a part no longer listed, and a text the table does not know', () => {
    expect(problemTopic(unlistedWarning('Old GPU'))).toBe('a part no longer listed');
    expect(problemTopic('Something new the rules say')).toBe(GENERAL_TOPIC);
  });
});
