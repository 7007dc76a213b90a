import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import { NOT_CHECKED, PSU_FITS, physicalWarnings } from './physical.ts';
import { emptySelection } from './selection.ts';

const pcCase = (over: Record<string, unknown> = {}) =>
  part('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: 320, maxCoolerHeightMm: 165, maxRadiatorMm: 360, psuFormFactor: 'ATX', ...over });
const gpu = (lengthMm: number, name = 'Big Card') => part('gpu', { lengthMm, name });
const air = (heightMm: number, sockets = ['AM5']) => part('cpu-cooler', { coolerType: 'air', heightMm, sockets });
const aio = (radiatorMm: number, sockets = ['AM5']) => part('cpu-cooler', { coolerType: 'aio', heightMm: 200, radiatorMm, sockets });
const psu = (formFactor: string) => part('psu', { formFactor, wattage: 650 });
const board = (over: Record<string, unknown> = {}) =>
  part('mobo', { socket: 'AM5', formFactor: 'ATX', ramType: 'DDR5', ramSlots: 4, maxMemoryGb: 128, gpuSlots: 1, m2Slots: 2, storageSlots: 4, ...over });
const ram = (capacityGb: number, modules: number) => part('ram', { capacityGb, modules, ramType: 'DDR5', frequency_mhz: 6000 });

describe('GPU length vs case clearance', () => {
  it('a 336 mm GPU in a 320 mm case warns with both numbers', () => {
    const w = physicalWarnings(sel({ case: pcCase({ maxGpuLengthMm: 320 }), gpus: [gpu(336, 'RTX Long')] }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('336 mm');
    expect(w[0]).toContain('320 mm');
    expect(w[0]).toContain('RTX Long');
  });
  it('a GPU exactly as long as the clearance fits', () => {
    expect(physicalWarnings(sel({ case: pcCase({ maxGpuLengthMm: 320 }), gpus: [gpu(320)] }))).toEqual([]);
  });
  it('checks every chosen GPU', () => {
    const w = physicalWarnings(sel({ case: pcCase({ maxGpuLengthMm: 300 }), gpus: [gpu(301, 'A'), null, gpu(250, 'B'), gpu(340, 'C')] }));
    expect(w).toHaveLength(2);
    expect(w[0]).toContain('301 mm');
    expect(w[1]).toContain('340 mm');
  });
  it('no case, no GPU length check', () => {
    expect(physicalWarnings(sel({ gpus: [gpu(400)] }))).toEqual([]);
  });
});

describe('cooler vs case', () => {
  it('an air cooler taller than the case allows warns with both heights', () => {
    const w = physicalWarnings(sel({ case: pcCase({ maxCoolerHeightMm: 165 }), cpuCooler: air(166) }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('166 mm');
    expect(w[0]).toContain('165 mm');
  });
  it('an air cooler exactly at the limit fits', () => {
    expect(physicalWarnings(sel({ case: pcCase({ maxCoolerHeightMm: 165 }), cpuCooler: air(165) }))).toEqual([]);
  });
  it('an AIO is not judged by height', () => {
    expect(physicalWarnings(sel({ case: pcCase({ maxCoolerHeightMm: 60, maxRadiatorMm: 360 }), cpuCooler: aio(240) }))).toEqual([]);
  });
  it('an AIO radiator longer than the case takes warns with both lengths', () => {
    const w = physicalWarnings(sel({ case: pcCase({ maxRadiatorMm: 280 }), cpuCooler: aio(360) }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('360 mm');
    expect(w[0]).toContain('280 mm');
  });
  it('a radiator exactly at the limit fits', () => {
    expect(physicalWarnings(sel({ case: pcCase({ maxRadiatorMm: 280 }), cpuCooler: aio(280) }))).toEqual([]);
  });
  it('a case without radiator mounts says so', () => {
    const w = physicalWarnings(sel({ case: pcCase({ maxRadiatorMm: 0 }), cpuCooler: aio(240) }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('240 mm');
    expect(w[0]).toContain('no radiator mounts');
  });
});

describe('PSU form factor vs case', () => {
  it('ATX cases take ATX, SFX and SFX-L; SFX-L cases SFX and SFX-L; SFX cases SFX', () => {
    expect(PSU_FITS).toEqual({ ATX: ['ATX', 'SFX', 'SFX-L'], 'SFX-L': ['SFX', 'SFX-L'], SFX: ['SFX'] });
  });
  it('an ATX PSU in an SFX case warns, naming both', () => {
    const w = physicalWarnings(sel({ case: pcCase({ psuFormFactor: 'SFX' }), psu: psu('ATX') }));
    expect(w).toEqual(['This case takes SFX power supplies; the chosen PSU is ATX. Choose an SFX PSU.']);
  });
  it('an SFX-L PSU in an SFX case warns; an SFX PSU in an SFX-L or ATX case does not', () => {
    expect(physicalWarnings(sel({ case: pcCase({ psuFormFactor: 'SFX' }), psu: psu('SFX-L') }))).toHaveLength(1);
    expect(physicalWarnings(sel({ case: pcCase({ psuFormFactor: 'SFX-L' }), psu: psu('SFX') }))).toEqual([]);
    expect(physicalWarnings(sel({ case: pcCase({ psuFormFactor: 'ATX' }), psu: psu('SFX') }))).toEqual([]);
    expect(physicalWarnings(sel({ case: pcCase({ psuFormFactor: 'SFX-L' }), psu: psu('ATX') }))).toHaveLength(1);
  });
});

describe('cooler socket support', () => {
  it('a cooler that does not list the CPU socket warns, naming the socket and its list', () => {
    const w = physicalWarnings(sel({ cpu: part('cpu', { socket: 'AM5' }), cpuCooler: air(150, ['LGA1700', 'LGA1851']) }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('AM5');
    expect(w[0]).toContain('LGA1700, LGA1851');
  });
  it('a cooler listing the socket (normalised) is fine', () => {
    expect(physicalWarnings(sel({ cpu: part('cpu', { socket: 'LGA 1700' }), cpuCooler: air(150, ['LGA1700']) }))).toEqual([]);
  });
  it('no CPU, or no cooler, no socket check', () => {
    expect(physicalWarnings(sel({ cpuCooler: air(150, ['LGA1700']) }))).toEqual([]);
    expect(physicalWarnings(sel({ cpu: part('cpu', { socket: 'AM5' }) }))).toEqual([]);
  });
});

describe('memory vs board', () => {
  it('RAM capacity above the board maximum warns with both numbers', () => {
    const w = physicalWarnings(sel({ mobo: board({ maxMemoryGb: 96, ramSlots: 4 }), rams: [ram(64, 2), ram(64, 2)] }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('128 GB');
    expect(w[0]).toContain('96 GB');
  });
  it('RAM exactly at the board maximum is fine', () => {
    expect(physicalWarnings(sel({ mobo: board({ maxMemoryGb: 128, ramSlots: 4 }), rams: [ram(64, 2), ram(64, 2)] }))).toEqual([]);
  });
  it('more modules than RAM slots warns with both counts', () => {
    const w = physicalWarnings(sel({ mobo: board({ ramSlots: 4, maxMemoryGb: 256 }), rams: [ram(32, 2), ram(32, 2), ram(32, 2)] }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('6 modules');
    expect(w[0]).toContain('4 RAM slots');
  });
  it('modules exactly filling the slots are fine', () => {
    expect(physicalWarnings(sel({ mobo: board({ ramSlots: 4 }), rams: [ram(32, 2), null, ram(32, 2)] }))).toEqual([]);
  });
});

describe('drive counts vs board', () => {
  const m2 = () => part('m2', { interface: 'nvme' });
  const sata = () => part('storage', { interface: 'sata' });
  it('more M.2 drives than M.2 slots warns with both counts', () => {
    const w = physicalWarnings(sel({ mobo: board({ m2Slots: 2 }), m2s: [m2(), m2(), m2()] }));
    expect(w).toEqual(['3 M.2 drives chosen; this motherboard has 2 M.2 slots. Remove 1 or choose a board with more.']);
  });
  it('one M.2 drive on a board without M.2 slots warns', () => {
    const w = physicalWarnings(sel({ mobo: board({ m2Slots: 0 }), m2s: [m2()] }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('0 M.2 slots');
  });
  it('M.2 drives exactly filling the slots are fine', () => {
    expect(physicalWarnings(sel({ mobo: board({ m2Slots: 2 }), m2s: [m2(), null, m2()] }))).toEqual([]);
  });
  it('more SATA drives than SATA ports warns with both counts', () => {
    const w = physicalWarnings(sel({ mobo: board({ storageSlots: 4 }), storage: [sata(), sata(), sata(), sata(), sata()] }));
    expect(w).toEqual(['5 SATA drives chosen; this motherboard has 4 SATA ports. Remove 1 or choose a board with more.']);
  });
  it('SATA drives exactly filling the ports are fine', () => {
    expect(physicalWarnings(sel({ mobo: board({ storageSlots: 4 }), storage: [sata(), sata(), sata(), sata()] }))).toEqual([]);
  });
  it('no board, no count checks', () => {
    expect(physicalWarnings(sel({ m2s: [m2(), m2(), m2(), m2(), m2()], rams: [ram(256, 8), ram(256, 8)] }))).toEqual([]);
  });
});

describe('whole builds', () => {
  it('an empty build has no physical warnings', () => {
    expect(physicalWarnings(emptySelection())).toEqual([]);
  });
  it('several problems are all reported', () => {
    const w = physicalWarnings(
      sel({
        case: pcCase({ maxGpuLengthMm: 300, maxCoolerHeightMm: 150, psuFormFactor: 'SFX' }),
        gpus: [gpu(330)],
        cpu: part('cpu', { socket: 'AM5' }),
        cpuCooler: air(160, ['LGA1700']),
        psu: psu('ATX'),
        mobo: board({ storageSlots: 0 }),
        storage: [part('storage', { interface: 'sata' })],
      }),
    );
    expect(w).toHaveLength(5);
  });
  it('says plainly what it does not check', () => {
    expect(NOT_CHECKED.length).toBeGreaterThan(0);
    expect(NOT_CHECKED.every((line) => typeof line === 'string' && line.length > 10)).toBe(true);
  });
});

describe('case vs motherboard form factor', () => {
  it('warns, naming both, when the case does not list the board form factor', () => {
    const w = physicalWarnings(sel({ case: pcCase({ supportedFormFactors: ['Micro-ATX', 'Mini-ITX'] }), mobo: board({ formFactor: 'ATX' }) }));
    expect(w).toEqual(['This case takes Micro-ATX, Mini-ITX motherboards; the chosen motherboard is ATX. Choose a case that lists ATX.']);
  });
  it('is quiet when the case lists the board form factor', () => {
    expect(physicalWarnings(sel({ case: pcCase({ supportedFormFactors: ['ATX', 'Micro-ATX'] }), mobo: board({ formFactor: 'Micro-ATX' }) }))).toEqual([]);
  });
});
