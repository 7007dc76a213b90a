import { describe, expect, it } from 'vitest';
import type { Category, Component } from '../catalogue/catalogue.ts';
import {
  caseOptions,
  coolerOptions,
  cpuOptions,
  gpuFamily,
  gpuModelNumber,
  gpuOptions,
  m2Options,
  memoryTypesOf,
  ramOptions,
  storageOptions,
} from './part-filters.ts';
import { ABOVE_RATED_HEADING, ramGroupLabel } from './ram-speed.ts';
import { emptySelection, type Selection } from './selection.ts';

function part<C extends Category>(type: C, id: string, over: Record<string, unknown> = {}): Component<C> {
  return { id, name: id, brand: 'Test', price: 1000, type, image: '', ...over } as never;
}
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const withBoard = (over: Record<string, unknown>): Selection => ({
  ...emptySelection(),
  mobo: part('mobo', 'board', { socket: 'AM5', formFactor: 'ATX', ramType: 'DDR5', ...over }),
});
const withCpu = (over: Record<string, unknown>, base: Selection = emptySelection()): Selection => ({
  ...base,
  cpu: part('cpu', 'the-cpu', over),
});

describe('CPU list (spec §5: socket matches the board, loosely)', () => {
  const cpus = [
    part('cpu', 'spaced', { socket: 'LGA 1700' }),
    part('cpu', 'plain', { socket: 'lga1700' }),
    part('cpu', 'prefixed', { socket: 'Socket LGA1700' }),
    part('cpu', 'am5', { socket: 'AM5' }),
    part('cpu', 'other-intel', { socket: 'LGA1851' }),
    part('cpu', 'no-socket', { socket: undefined }),
    part('cpu', 'empty-socket', { socket: '' }),
  ];

  it('keeps CPUs whose socket matches ignoring case and punctuation, contained either way', () => {
    expect(ids(cpuOptions(cpus, withBoard({ socket: 'LGA1700' })))).toEqual(['spaced', 'plain', 'prefixed']);
  });

  it('matches when the board socket contains the CPU socket too', () => {
    expect(ids(cpuOptions(cpus, withBoard({ socket: 'Socket AM5' })))).toEqual(['am5']);
  });

  it('drops a CPU with no socket when the board has one', () => {
    const out = ids(cpuOptions(cpus, withBoard({ socket: 'AM5' })));
    expect(out).not.toContain('no-socket');
    expect(out).not.toContain('empty-socket');
  });

  it('offers every CPU (socketless ones too) when no board, or a board without a socket, is chosen', () => {
    expect(ids(cpuOptions(cpus, emptySelection()))).toEqual(ids(cpus));
    expect(ids(cpuOptions(cpus, withBoard({ socket: undefined })))).toEqual(ids(cpus));
  });

  it('does not return the input array itself', () => {
    const out = cpuOptions(cpus, emptySelection());
    expect(out).not.toBe(cpus);
  });
});

describe('CPU cooler list (spec §5: by the CPU socket)', () => {
  const coolers = [
    part('cpu-cooler', 'amd-only', { sockets: ['AM4', 'AM5'] }),
    part('cpu-cooler', 'intel-only', { sockets: ['LGA1700', 'LGA1851'] }),
    part('cpu-cooler', 'spaced', { sockets: ['LGA 1700'] }),
    part('cpu-cooler', 'none', { sockets: [] }),
  ];

  it('keeps coolers that list the CPU socket (normalised)', () => {
    expect(ids(coolerOptions(coolers, withCpu({ socket: 'AM5' })))).toEqual(['amd-only']);
    expect(ids(coolerOptions(coolers, withCpu({ socket: 'lga1700' })))).toEqual(['intel-only', 'spaced']);
  });

  it('offers every cooler when no CPU (or a CPU without a socket) is chosen', () => {
    expect(ids(coolerOptions(coolers, emptySelection()))).toEqual(ids(coolers));
    expect(ids(coolerOptions(coolers, withCpu({ socket: undefined })))).toEqual(ids(coolers));
  });
});

describe('memory types of a board (spec §5: a type can list several values)', () => {
  it('splits slashes, commas, pipes and spaces, and upper-cases', () => {
    expect(memoryTypesOf('DDR4/DDR5')).toEqual(['DDR4', 'DDR5']);
    expect(memoryTypesOf('ddr4, ddr5')).toEqual(['DDR4', 'DDR5']);
    expect(memoryTypesOf('DDR4 | DDR5')).toEqual(['DDR4', 'DDR5']);
    expect(memoryTypesOf('DDR5')).toEqual(['DDR5']);
  });
  it('accepts a list', () => {
    expect(memoryTypesOf(['ddr4', ' DDR5 '])).toEqual(['DDR4', 'DDR5']);
  });
  it('gives nothing for a missing type', () => {
    expect(memoryTypesOf(undefined)).toEqual([]);
    expect(memoryTypesOf(null)).toEqual([]);
    expect(memoryTypesOf('')).toEqual([]);
  });
});

describe('RAM list (spec §5: board memory type; DESIGN.md: faster kits offered after the rest)', () => {
  const rams = [
    part('ram', 'ddr4-3200', { ramType: 'DDR4', frequency_mhz: 3200 }),
    part('ram', 'ddr4-3600', { ramType: 'DDR4', frequency_mhz: 3600 }),
    part('ram', 'ddr5-5200', { ramType: 'DDR5', frequency_mhz: 5200 }),
    part('ram', 'ddr5-5201', { ramType: 'DDR5', frequency_mhz: 5201 }),
    part('ram', 'ddr5-6000', { ramType: 'ddr5', frequency_mhz: 6000 }),
  ];

  it('keeps only the board memory type', () => {
    expect(ids(ramOptions(rams, withBoard({ ramType: 'DDR4' })))).toEqual(['ddr4-3200', 'ddr4-3600']);
    expect(ids(ramOptions(rams, withBoard({ ramType: 'DDR5' })))).toEqual(['ddr5-5200', 'ddr5-5201', 'ddr5-6000']);
  });

  it('a board listing several types takes each of them', () => {
    expect(ids(ramOptions(rams, withBoard({ ramType: 'DDR4/DDR5' })))).toEqual(ids(rams));
  });

  it('offers kits faster than the CPU rating too, after the rest; a kit exactly at the rating is not above it', () => {
    const s = withCpu({ ramMax: 5200 });
    expect(ids(ramOptions(rams, s))).toEqual(['ddr4-3200', 'ddr4-3600', 'ddr5-5200', 'ddr5-5201', 'ddr5-6000']);
    const group = ramGroupLabel(s);
    expect(rams.map(group)).toEqual([null, null, null, ABOVE_RATED_HEADING, ABOVE_RATED_HEADING]);
    expect(ABOVE_RATED_HEADING).toBe("Above this CPU's rated speed (XMP/EXPO)");
    expect(ids(ramOptions(rams, withCpu({ ramMax: 3200 })))).toEqual(['ddr4-3200', 'ddr4-3600', 'ddr5-5200', 'ddr5-5201', 'ddr5-6000']);
    expect(ids(ramOptions(rams, withCpu({ ramMax: 5600, ramMaxDdr4: 3200 })))).toEqual([
      'ddr4-3200',
      'ddr5-5200',
      'ddr5-5201',
      'ddr4-3600',
      'ddr5-6000',
    ]);
  });

  it('applies the board type and groups by the rating for that type', () => {
    const s = withCpu({ ramMax: 4800, ramMaxDdr4: 3200 }, withBoard({ ramType: 'DDR4' }));
    expect(ids(ramOptions(rams, s))).toEqual(['ddr4-3200', 'ddr4-3600']);
    expect(ramGroupLabel(s)(rams[1]!)).toBe(ABOVE_RATED_HEADING);
    expect(ramGroupLabel(s)(rams[0]!)).toBeNull();
  });

  it('offers every RAM in catalogue order, ungrouped, when neither board nor CPU constrains it', () => {
    expect(ids(ramOptions(rams, emptySelection()))).toEqual(ids(rams));
    expect(ids(ramOptions(rams, withCpu({ ramMax: undefined })))).toEqual(ids(rams));
    expect(rams.map(ramGroupLabel(emptySelection()))).toEqual([null, null, null, null, null]);
  });
});

describe('storage and M.2 lists (spec §5: storage sata only, M.2 nvme only)', () => {
  const drives = [
    part('storage', 'sata-ssd', { interface: 'sata' }),
    part('storage', 'nvme-in-storage', { interface: 'nvme' }),
    part('storage', 'hdd', { interface: 'sata' }),
    part('storage', 'no-interface', {}),
  ];
  it('storage selectors take sata drives only', () => {
    expect(ids(storageOptions(drives))).toEqual(['sata-ssd', 'hdd']);
  });
  it('M.2 selectors take nvme drives only', () => {
    expect(ids(m2Options(drives as never))).toEqual(['nvme-in-storage']);
  });
});

describe('GPU vendor family and model number (spec §5)', () => {
  it('reads the family from the name when no chip maker is given', () => {
    expect(gpuFamily({ name: 'ASUS Dual GeForce RTX 4060 OC' })).toBe('nvidia');
    expect(gpuFamily({ name: 'MSI GTX 1650 Ventus' })).toBe('nvidia');
    expect(gpuFamily({ name: 'NVIDIA T400' })).toBe('nvidia');
    expect(gpuFamily({ name: 'Sapphire Pulse Radeon RX 7600' })).toBe('amd');
    expect(gpuFamily({ name: 'PowerColor RX 6600 Fighter' })).toBe('amd');
    expect(gpuFamily({ name: 'Intel Arc B580 Limited Edition' })).toBe('intel');
    expect(gpuFamily({ name: 'Mystery Card 9000' })).toBe('unknown');
  });
  it('prefers the chip maker when given', () => {
    expect(gpuFamily({ name: 'Some Card', chipMaker: 'amd' })).toBe('amd');
  });

  it('finds the 3 or 4 digit model number', () => {
    expect(gpuModelNumber({ name: 'GeForce RTX 4060 Ti' })).toBe('4060');
    expect(gpuModelNumber({ name: 'Radeon RX 7900 XTX 24GB' })).toBe('7900');
    expect(gpuModelNumber({ name: 'Arc B580' })).toBe('580');
    expect(gpuModelNumber({ name: 'Radeon RX 580 8GB' })).toBe('580');
  });
  it('ignores numbers of other lengths', () => {
    expect(gpuModelNumber({ name: 'Card 12345 8GB' })).toBeNull();
    expect(gpuModelNumber({ name: 'Titan 24GB' })).toBeNull();
  });
  it('reads the chipset before the board name', () => {
    expect(gpuModelNumber({ name: 'Gigabyte Eagle 8G 1234', chipset: 'GeForce RTX 3050' })).toBe('3050');
  });
});

describe('GPU list for the second and later selectors (spec §5)', () => {
  // Name-only cards: the spec matches the family "by name".
  const gpu = (id: string, name: string) => part('gpu', id, { name });
  const all = [
    gpu('asus-4060', 'ASUS Dual GeForce RTX 4060 OC'),
    gpu('msi-4060', 'MSI GeForce RTX 4060 Ventus 2X'),
    gpu('msi-4060ti', 'MSI GeForce RTX 4060 Ti Gaming X'),
    gpu('msi-4070', 'MSI GeForce RTX 4070 Ventus'),
    gpu('amd-4060', 'Fictional Radeon RX 4060'),
    gpu('amd-7600', 'Sapphire Radeon RX 7600'),
    gpu('amd-7600xt', 'XFX Radeon RX 7600 XT'),
    gpu('amd-7700', 'XFX Radeon RX 7700 XT'),
  ];
  const first = (g: Component<'gpu'>): Selection => ({ ...emptySelection(), gpus: [g, null, null] });

  it('the first selector offers every GPU', () => {
    expect(ids(gpuOptions(all, first(all[0]!), 0))).toEqual(ids(all));
  });

  it('later selectors offer only the same vendor family and model number', () => {
    expect(ids(gpuOptions(all, first(all[0]!), 1))).toEqual(['asus-4060', 'msi-4060', 'msi-4060ti']);
    expect(ids(gpuOptions(all, first(all[0]!), 2))).toEqual(['asus-4060', 'msi-4060', 'msi-4060ti']);
  });

  it('the same model number from the other vendor is excluded', () => {
    expect(ids(gpuOptions(all, first(all[0]!), 1))).not.toContain('amd-4060');
    expect(ids(gpuOptions(all, first(all[5]!), 1))).toEqual(['amd-7600', 'amd-7600xt']);
  });

  it('offers every GPU for a later selector while the first is empty', () => {
    const s = { ...emptySelection(), gpus: [null, null] };
    expect(ids(gpuOptions(all, s, 1))).toEqual(ids(all));
  });
});

describe('case list (spec §5, DESIGN.md: cases that take the board form factor)', () => {
  const cases = [
    part('case', 'itx', { supportedFormFactors: ['Mini-ITX'] }),
    part('case', 'matx', { supportedFormFactors: ['Micro-ATX', 'Mini-ITX'] }),
    part('case', 'atx', { supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'] }),
    part('case', 'eatx', { supportedFormFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] }),
  ];
  it('a larger board needs a case that lists it', () => {
    expect(ids(caseOptions(cases, withBoard({ formFactor: 'Mini-ITX' })))).toEqual(['itx', 'matx', 'atx', 'eatx']);
    expect(ids(caseOptions(cases, withBoard({ formFactor: 'Micro-ATX' })))).toEqual(['matx', 'atx', 'eatx']);
    expect(ids(caseOptions(cases, withBoard({ formFactor: 'ATX' })))).toEqual(['atx', 'eatx']);
    expect(ids(caseOptions(cases, withBoard({ formFactor: 'E-ATX' })))).toEqual(['eatx']);
  });
  it('offers every case without a board', () => {
    expect(ids(caseOptions(cases, emptySelection()))).toEqual(ids(cases));
  });
});
