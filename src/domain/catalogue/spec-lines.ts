/**
 * The specs a buyer compares for each kind of part, as label/value pairs for cards and
 * summaries. One place decides how a spec is written (units, spacing) for every screen.
 */
import type { Component } from './catalogue.ts';

export type SpecLine = [label: string, value: string];

const gb = (n: number) => (n >= 1000 ? `${n / 1000} TB` : `${n} GB`);

export function specLines(component: Component): SpecLine[] {
  const c = component as Component & Record<string, never>;
  switch (component.type) {
    case 'cpu':
      return [
        ['Socket', c.socket],
        ['Cores / threads', c.performanceCores ? `${c.cores} (${c.performanceCores}P + ${c.cores - c.performanceCores}E) / ${c.threads}` : `${c.cores} / ${c.threads}`],
        ['Boost clock', `${c.boostClock} GHz`],
        ['L3 cache', `${c.cache} MB`],
        ['TDP / max power', `${c.tdp} W / ${c.maxTdp} W`],
        ['Memory', c.ramMaxDdr4 ? `DDR4 up to ${c.ramMaxDdr4} MHz / DDR5 up to ${c.ramMax} MHz` : `${(c.memoryTypes as string[]).join(' / ')} up to ${c.ramMax} MHz`],
        ['Graphics / cooler', `${c.integratedGraphics ? 'Integrated graphics' : 'No graphics'}, ${c.coolerIncluded ? 'cooler in the box' : 'no cooler'}`],
      ];
    case 'mobo':
      return [
        ['Socket', c.socket],
        ['Chipset', c.chipset],
        ['Form factor', c.formFactor],
        ['Memory', `${c.ramType}, ${c.ramSlots} slots, up to ${c.maxMemoryGb} GB`],
        ['Storage', `${c.m2Slots} × M.2, ${c.storageSlots} × SATA`],
        ['GPU slots', String(c.gpuSlots)],
        ...(c.biosFlashback === undefined ? [] : [['BIOS update without CPU', c.biosFlashback ? 'Yes' : 'No'] as SpecLine]),
      ];
    case 'gpu': {
      const shaders = c.cudaCores
        ? ['CUDA cores', String(c.cudaCores)]
        : c.computeUnits
          ? ['Compute units', String(c.computeUnits)]
          : ['Xe cores', String(c.xeCores)];
      return [
        ['Chip', c.chipset],
        ['Memory', `${c.vram} GB`],
        shaders as SpecLine,
        ['Boost clock', `${c.boostClock} MHz`],
        ['Board power', `${c.powerDraw} W`],
        ...(c.recommendedPsuW ? [['Recommended PSU', `${c.recommendedPsuW} W`] as SpecLine] : []),
        ['Size', `${c.lengthMm} mm, ${c.slotWidth}-slot`],
      ];
    }
    case 'ram':
      return [
        ['Type', c.ramType],
        ['Speed', `${c.frequency_mhz} MHz`],
        ['Capacity', `${c.capacityGb} GB (${c.modules} × ${c.capacityGb / c.modules} GB)`],
        ['CAS latency', `CL${c.casLatency}`],
        ...(c.heightMm ? [['Height', `${c.heightMm} mm`] as SpecLine] : []),
      ];
    case 'm2':
      return [
        ['Interface', `NVMe PCIe ${c.pcieGen}.0`],
        ['Capacity', gb(c.capacityGb)],
        ['Read / write', `${c.readMBps} / ${c.writeMBps} MB/s`],
        ['Form factor', c.formFactor],
      ];
    case 'storage':
      return [
        ['Type', c.kind === 'hdd' ? `SATA hard drive${c.rpm ? `, ${c.rpm} rpm` : ''}` : 'SATA SSD'],
        ['Capacity', gb(c.capacityGb)],
        ['Read', `${c.readMBps} MB/s`],
        ['Form factor', c.formFactor],
      ];
    case 'psu':
      return [
        ['Wattage', `${c.wattage} W`],
        ['Efficiency', c.efficiency],
        ['Form factor', c.formFactor],
        ['Modular', c.modular === 'none' ? 'No' : c.modular === 'full' ? 'Fully' : 'Semi'],
        ['12V-2x6 cable', c.pcie5Connector ? 'Yes' : 'No'],
      ];
    case 'case':
      return [
        ['Type', c.formFactor],
        ['Boards', (c.supportedFormFactors as string[]).join(', ')],
        ['Max GPU length', `${c.maxGpuLengthMm} mm${c.maxGpuSlots ? `, ${c.maxGpuSlots}-slot` : ''}`],
        ['Max cooler height', `${c.maxCoolerHeightMm} mm`],
        ['PSU', c.psuFormFactor],
      ];
    case 'cpu-cooler':
      return [
        ['Type', c.coolerType === 'aio' ? `Liquid AIO, ${c.radiatorMm} mm radiator` : 'Air'],
        ['Sockets', (c.sockets as string[]).join(', ')],
        ...(c.heightMm ? [['Height', `${c.heightMm} mm`] as SpecLine] : []),
        ...(c.ratedTdpW ? [['Rated for', `${c.ratedTdpW} W`] as SpecLine] : []),
        ...(c.ramClearanceMm ? [['RAM clearance', `${c.ramClearanceMm} mm`] as SpecLine] : []),
        ['Fans', String(c.fans)],
      ];
    case 'keyboard':
      return [
        ['Layout', c.layout],
        ['Switches', c.switchType],
        ['Connection', c.connection],
      ];
    case 'mouse':
      return [
        ['Sensor', c.sensor],
        ['Max DPI', String(c.maxDpi)],
        ['Weight', `${c.weightG} g`],
        ['Connection', c.connection],
      ];
    case 'headset':
      return [
        ['Drivers', `${c.driverMm} mm`],
        ['Microphone', c.microphone ? 'Yes' : 'No'],
        ['Connection', c.connection],
      ];
    case 'monitor':
      return [
        ['Size', `${c.sizeInch}″`],
        ['Resolution', String(c.resolution).replace('x', ' × ')],
        ['Refresh rate', `${c.refreshHz} Hz`],
        ['Panel', c.panel],
        ['Response', `${c.responseMs} ms`],
      ];
    // The whole setup (issue 29): only what the maker states; a figure left out is no line.
    case 'case-fan':
      return [
        ...(c.sizeMm ? [['Size', `${c.sizeMm} mm`] as SpecLine] : []),
        ['Fans in the box', String(c.fansInPack)],
        ...(c.rgb ? [['Lighting', c.rgb === 'none' ? 'None' : c.rgb] as SpecLine] : []),
        ...(c.connector ? [['Connector', c.connector] as SpecLine] : []),
      ];
    case 'thermal-paste':
      return [
        ...(c.grams ? [['Amount', `${c.grams} g`] as SpecLine] : []),
        ...(c.conductivityWmK ? [['Thermal conductivity', `${c.conductivityWmK} W/m·K`] as SpecLine] : []),
      ];
    case 'wifi-card':
      return [
        ['Connects by', c.interface],
        ['Wi-Fi', c.wifiStandard],
        ...(c.bluetooth ? [['Bluetooth', c.bluetooth] as SpecLine] : []),
      ];
    case 'os':
      return [
        ['Edition', c.edition],
        ['Licence', c.licence],
      ];
    case 'ups':
      return [
        ['Kind', c.kind === 'UPS' ? 'UPS (battery backup)' : 'AVR (voltage regulator)'],
        ['Capacity', c.capacityW ? `${c.capacityVA} VA / ${c.capacityW} W` : `${c.capacityVA} VA`],
        ...(c.topology ? [['Type', c.topology === 'line-interactive' ? 'Line-interactive' : c.topology === 'online' ? 'Online (double conversion)' : 'Standby'] as SpecLine] : []),
      ];
  }
}
