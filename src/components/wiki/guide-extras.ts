/**
 * What the wiki pages add around their Markdown (issue 12): where each part is in our Component
 * Database, how an outside link is labelled, one colour per part in both budget charts, and the
 * builder's own power figures beside the wiki's PSU rule so the two never disagree unexplained.
 */
import { evaluatePower, type PowerBlock } from '../../domain/builder/power.ts';
import { emptySelection } from '../../domain/builder/selection.ts';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { viewToQuery, DEFAULT_VIEW, CATEGORY_LABELS, type ListedCategory } from '../../domain/catalogue/component-list.ts';

/** The database category each Components-guide card is about, by its file's id. */
const CARD_CATEGORY: Record<string, ListedCategory> = {
  '01-processor': 'cpu',
  '02-graphics-card': 'gpu',
  '03-motherboard': 'mobo',
  '04-ram': 'ram',
  '05-storage': 'm2',
  '06-power-supply': 'psu',
  '07-case': 'case',
  '08-monitor': 'monitor',
  '09-keyboard': 'keyboard',
  '10-mouse': 'mouse',
};

/** "Browse CPUs in our database" → /components?category=cpu, or null for a card without one. */
export function databaseLink(cardId: string): { href: string; label: string } | null {
  const category = CARD_CATEGORY[cardId];
  if (!category) return null;
  const label = category === 'm2' ? 'SSDs' : CATEGORY_LABELS[category];
  return { href: `/components?${viewToQuery({ ...DEFAULT_VIEW, filter: category })}`, label: `Browse ${label} in our database` };
}

/** An outside article's button says where it goes: "Read on Wikipedia". */
export function readOnLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (/(^|\.)wikipedia\.org$/.test(host)) return 'Read on Wikipedia';
  return `Read on ${host}`;
}

/** One colour per part, the same in every budget chart. */
export const PART_COLOURS: Record<string, string> = {
  GPU: '#0038a8',
  CPU: '#ce1126',
  Motherboard: '#fcb316',
  RAM: '#1f9d55',
  Storage: '#7c3aed',
  'PSU / case': '#0e7490',
};
export const OTHER_COLOUR = '#64748b';
export const colourOf = (part: string) => PART_COLOURS[part] ?? OTHER_COLOUR;

/** The builder's power block for a CPU and a GPU of these watts (spec §9, the builder's own rule). */
export function builderPower(cpuWatts: number, gpuWatts: number, psuWatts: number | null = null): PowerBlock {
  const cpu = { maxTdp: cpuWatts, tdp: cpuWatts } as Component<'cpu'>;
  const gpu = { powerDraw: gpuWatts } as Component<'gpu'>;
  const psu = psuWatts === null ? null : ({ wattage: psuWatts } as Component<'psu'>);
  return evaluatePower({ ...emptySelection(), cpu, gpus: [gpu], psu });
}
