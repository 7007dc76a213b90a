/**
 * What the builder's selectors say (spec §2.8): option labels with the peso price, motherboards
 * with their socket, RAM with its speed; the empty hint; and a line on why a list is narrowed.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { formatPeso } from '../format/money.ts';
import { boardTakesCpu, memoryTypesOf, gpuModelNumber } from './part-filters.ts';
import { ratedRamMhz } from './ram-speed.ts';
import type { MultiSlot, Selection, Slot } from './selection.ts';
import { fansChosen } from './setup.ts';
import { SLOT_TITLES } from './slots.ts';

/** The pieces of an option's label: name (with socket or MHz where the spec adds them), price. */
export function optionParts(part: Component): { title: string; price: string } {
  const price = formatPeso(part.price);
  if (part.type === 'mobo') return { title: `${part.name} (${part.socket})`, price };
  if (part.type === 'ram') return { title: `${part.name} ${part.frequency_mhz}MHz`, price };
  return { title: part.name, price };
}

/**
 * A part's name short enough for a sentence: the shop's description after the model goes
 * ('AMD Ryzen 5 4500 6-Core 3.6GHz AM4 Processor…' → 'AMD Ryzen 5 4500',
 * 'Zotac Gaming GeForce RTX 4090 Trinity OC 24GB GDDR6X' → 'Zotac Gaming GeForce RTX 4090 Trinity OC',
 * 'Noctua NH-D15 Dual-Tower CPU Cooler' → 'Noctua NH-D15').
 */
export function shortName(part: Pick<Component, 'name' | 'type'>): string {
  const name = part.name;
  if (part.type === 'cpu') return name.replace(/\s+\d+-Core\b.*$/, '');
  if (part.type === 'gpu') return name.replace(/\s+\d+\s?GB\b.*$/, '');
  if (part.type === 'cpu-cooler') return name.replace(/\s+((Single|Dual)-Tower |Low-Profile )?CPU (Air )?Cooler$/, '');
  return name;
}

const gb = (n: number) => (n >= 1000 ? `${n / 1000} TB` : `${n} GB`);

/**
 * Issue 12: the specs people compare in a picker, one short line under each option — cores and
 * boost for CPUs, VRAM and length for GPUs, speed, CL and size for RAM, wattage and rating for
 * PSUs, and the like for the rest.
 */
export function optionSpecs(part: Component): string {
  switch (part.type) {
    case 'cpu':
      return [
        part.performanceCores ? `${part.cores} cores (${part.performanceCores}P)` : `${part.cores} cores`,
        `${part.boostClock} GHz boost`,
        part.socket,
        part.integratedGraphics ? 'graphics' : 'no graphics',
        part.coolerIncluded ? 'cooler in the box' : 'no cooler',
      ].join(' · ');
    case 'gpu':
      return [`${part.vram} GB`, `${part.lengthMm} mm`, `${part.powerDraw} W`].join(' · ');
    case 'ram':
      return [part.ramType, `${part.frequency_mhz} MHz`, `CL${part.casLatency}`, `${part.capacityGb} GB (${part.modules}×${part.capacityGb / part.modules})`].join(' · ');
    case 'psu':
      return [`${part.wattage} W`, part.efficiency, part.modular === 'full' ? 'fully modular' : part.modular === 'semi' ? 'semi-modular' : 'non-modular'].join(' · ');
    case 'mobo':
      return [part.socket, part.chipset, part.formFactor, part.ramType, `${part.m2Slots} × M.2`].join(' · ');
    case 'cpu-cooler':
      return [
        part.coolerType === 'aio' ? `${part.radiatorMm ?? ''} mm liquid`.trim() : 'Air',
        ...(part.heightMm ? [`${part.heightMm} mm tall`] : []),
        ...(part.ratedTdpW ? [`${part.ratedTdpW} W`] : []),
      ].join(' · ');
    case 'case':
      return [part.formFactor, `GPU ≤ ${part.maxGpuLengthMm} mm`, `cooler ≤ ${part.maxCoolerHeightMm} mm`].join(' · ');
    case 'm2':
      return [gb(part.capacityGb), `PCIe ${part.pcieGen}.0`, `${part.readMBps} MB/s`].join(' · ');
    case 'storage':
      return [gb(part.capacityGb), part.kind === 'hdd' ? 'hard drive' : 'SSD', part.formFactor].join(' · ');
    case 'monitor':
      return [`${part.sizeInch}″`, part.resolution.replace('x', '×'), `${part.refreshHz} Hz`, part.panel].join(' · ');
    case 'keyboard':
      return [part.layout, part.switchType, part.connection].join(' · ');
    case 'mouse':
      return [`${part.maxDpi} DPI`, `${part.weightG} g`, part.connection].join(' · ');
    case 'headset':
      return [`${part.driverMm} mm drivers`, part.microphone ? 'mic' : 'no mic', part.connection].join(' · ');
    case 'case-fan':
      return [...(part.sizeMm ? [`${part.sizeMm} mm`] : []), part.fansInPack === 1 ? 'single fan' : `${part.fansInPack} fans`, ...(part.rgb && part.rgb !== 'none' ? [part.rgb] : [])].join(' · ');
    case 'thermal-paste':
      return [...(part.grams ? [`${part.grams} g`] : []), ...(part.conductivityWmK ? [`${part.conductivityWmK} W/m·K`] : [])].join(' · ') || 'Thermal paste';
    case 'wifi-card':
      return [part.wifiStandard, part.interface, ...(part.bluetooth ? [`Bluetooth ${part.bluetooth}`] : [])].join(' · ');
    case 'os':
      return [part.edition, part.licence === 'Free' ? 'free' : `${part.licence} licence`].join(' · ');
    case 'ups':
      return [part.kind, part.capacityW ? `${part.capacityVA} VA / ${part.capacityW} W` : `${part.capacityVA} VA`, ...(part.topology ? [part.topology] : [])].join(' · ');
  }
}

export function optionLabel(part: Component): string {
  const { title, price } = optionParts(part);
  return `${title} — ${price}`;
}

export { SLOT_TITLES } from './slots.ts';

/** Spec §2.8: 'No {part} options loaded.' */
export function emptyHint(slot: Slot): string {
  return `No ${SLOT_TITLES[slot]} options loaded.`;
}

/**
 * The board list's groups once a CPU is chosen (issue 20): boards that take it, then the rest,
 * whose heading says why they do not fit (choosing one clears the CPU, spec §5, with Undo).
 */
export function boardGroupLabel(selection: Selection): ((part: Component) => string | null) | undefined {
  const cpu = selection.cpu;
  if (!cpu?.socket) return undefined;
  const name = shortName(cpu);
  return (part) =>
    part.type !== 'mobo'
      ? null
      : boardTakesCpu(part, cpu)
        ? `Fit the ${name} (${cpu.socket})`
        : `Not ${cpu.socket}: these do not take the ${name}`;
}

/** Says why a selector's list is narrowed, or null when it shows everything. */
export function narrowingHint(slot: Slot | MultiSlot, selection: Selection, index = 0): string | null {
  const board = selection.mobo;
  const cpu = selection.cpu;
  switch (slot) {
    case 'mobo':
      return cpu?.socket ? `${cpu.socket} boards for the ${shortName(cpu)} first, other sockets after them.` : null;
    case 'cpu':
      return board ? `Showing ${board.socket} CPUs to fit the motherboard.` : null;
    case 'cpuCooler':
      return cpu ? `Showing coolers that support ${cpu.socket}.` : null;
    case 'rams': {
      const parts: string[] = [];
      const types = board ? memoryTypesOf(board.ramType) : [];
      if (board) parts.push(`${types.join('/')} kits for the motherboard`);
      if (cpu) {
        const rated = types.length ? types : cpu.memoryTypes;
        const speeds = rated.map((t) => `${ratedRamMhz(cpu, t)} MHz${rated.length > 1 ? ` ${t}` : ''}`);
        parts.push(`up to ${speeds.join(' / ')} at the CPU's rated speed first, faster kits after them (they need XMP/EXPO)`);
      }
      return parts.length ? `Showing ${parts.join('; ')}.` : null;
    }
    case 'gpus': {
      const first = selection.gpus[0];
      if (index === 0 || !first) return null;
      const vendor = { nvidia: 'NVIDIA', amd: 'AMD', intel: 'Intel' }[first.chipMaker];
      return `Extra GPUs must match the first: showing ${vendor} ${gpuModelNumber(first) ?? ''} cards.`.replace('  ', ' ');
    }
    case 'case':
      return board ? `Showing cases that take ${board.formFactor} motherboards.` : null;
    case 'storage':
      return index === 0 ? 'SATA drives (2.5" SSDs and 3.5" hard drives).' : null;
    case 'm2s':
      return index === 0 ? 'NVMe M.2 SSDs.' : null;
    case 'caseFans': {
      // Issue 29: a selector per pack; the count that matters is fans.
      if (index !== 0) return null;
      const n = fansChosen(selection.caseFans);
      return n ? `One selector per pack: ${n} fan${n === 1 ? '' : 's'} chosen.` : 'One selector per pack (a single fan or a 3-pack).';
    }
    case 'wifi':
      return board?.wifi ? `The ${board.name} has Wi-Fi built in.` : null;
    default:
      return null;
  }
}
