/**
 * The specs each category of the Component Database can be narrowed by (issue 12), besides
 * price: which values a part has and how a value reads. Pure; the list's rules
 * (component-list.ts) apply them.
 */
import type { Component } from './catalogue.ts';
import type { ListedCategory } from './listed-categories.ts';

/** One spec a category can be narrowed by: the values a part has, and how a value reads. */
export interface Facet {
  key: string;
  label: string;
  values: (part: Component) => readonly (string | number | boolean | undefined)[];
  format?: (value: string) => string;
}

type Spec = Record<string, unknown>;
const field = (name: string) => (part: Component) => {
  const v = (part as unknown as Spec)[name];
  return Array.isArray(v) ? v : [v as string | number | boolean | undefined];
};
const gbText = (v: string) => (Number(v) >= 1000 ? `${Number(v) / 1000} TB` : `${v} GB`);
const unit = (suffix: string) => (v: string) => `${v}${suffix}`;
const CONNECTION: Facet = { key: 'connection', label: 'Connection', values: field('connection') };

/** The specs each category can be narrowed by (issue 12), besides price. */
export const FACETS: Record<ListedCategory, readonly Facet[]> = {
  mobo: [
    { key: 'socket', label: 'Socket', values: field('socket') },
    { key: 'memory', label: 'Memory type', values: field('ramType') },
    { key: 'size', label: 'Form factor', values: field('formFactor') },
  ],
  cpu: [
    { key: 'socket', label: 'Socket', values: field('socket') },
    { key: 'memory', label: 'Memory type', values: field('memoryTypes') },
    {
      key: 'graphics',
      label: 'Graphics',
      values: (p) => [(p as unknown as Spec).integratedGraphics ? 'yes' : 'no'],
      format: (v) => (v === 'yes' ? 'Integrated graphics' : 'Needs a graphics card'),
    },
  ],
  'cpu-cooler': [
    { key: 'socket', label: 'Socket', values: field('sockets') },
    { key: 'kind', label: 'Type', values: field('coolerType'), format: (v) => (v === 'aio' ? 'Liquid AIO' : 'Air') },
  ],
  gpu: [
    {
      key: 'maker',
      label: 'Chip maker',
      values: field('chipMaker'),
      format: (v) => ({ nvidia: 'NVIDIA', amd: 'AMD', intel: 'Intel' })[v] ?? v,
    },
    { key: 'vram', label: 'VRAM', values: field('vram'), format: unit(' GB') },
  ],
  psu: [
    { key: 'wattage', label: 'Wattage', values: field('wattage'), format: unit(' W') },
    { key: 'size', label: 'Form factor', values: field('formFactor') },
  ],
  ram: [
    { key: 'memory', label: 'Memory type', values: field('ramType') },
    { key: 'capacity', label: 'Capacity', values: field('capacityGb'), format: gbText },
  ],
  storage: [
    { key: 'kind', label: 'Type', values: field('kind'), format: (v) => (v === 'hdd' ? 'Hard drive' : 'SSD') },
    { key: 'capacity', label: 'Capacity', values: field('capacityGb'), format: gbText },
  ],
  m2: [
    { key: 'capacity', label: 'Capacity', values: field('capacityGb'), format: gbText },
    { key: 'pcie', label: 'PCIe', values: field('pcieGen'), format: (v) => `PCIe ${v}.0` },
  ],
  case: [
    { key: 'board', label: 'Takes boards', values: field('supportedFormFactors') },
    { key: 'size', label: 'Type', values: field('formFactor') },
  ],
  monitor: [
    { key: 'resolution', label: 'Resolution', values: field('resolution'), format: (v) => v.replace('x', ' × ') },
    { key: 'refresh', label: 'Refresh rate', values: field('refreshHz'), format: unit(' Hz') },
  ],
  keyboard: [{ key: 'layout', label: 'Layout', values: field('layout') }, CONNECTION],
  mouse: [CONNECTION],
  headset: [CONNECTION],
  'case-fan': [
    { key: 'pack', label: 'Fans in the box', values: field('fansInPack') },
    { key: 'lighting', label: 'Lighting', values: field('rgb') },
  ],
  'thermal-paste': [],
  'wifi-card': [
    { key: 'wifi', label: 'Wi-Fi', values: field('wifiStandard') },
    { key: 'interface', label: 'Connects by', values: field('interface') },
  ],
  os: [{ key: 'licence', label: 'Licence', values: field('licence') }],
  ups: [
    { key: 'kind', label: 'Kind', values: field('kind') },
    { key: 'va', label: 'Capacity', values: field('capacityVA'), format: unit(' VA') },
  ],
};

/** A part's values for a facet, empty ones left out, as text. */
export const facetValues = (facet: Facet, part: Component) =>
  facet.values(part).filter((v) => v !== undefined && v !== null && v !== '').map(String);

/** A facet's choices among some parts: distinct values, numbers in numeric order. */
export function facetOptions(facet: Facet, parts: readonly Component[]): { value: string; label: string }[] {
  const values = [...new Set(parts.flatMap((part) => facetValues(facet, part)))];
  values.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return values.map((value) => ({ value, label: facet.format?.(value) ?? value }));
}
