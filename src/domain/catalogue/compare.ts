/**
 * Comparing parts side by side (issue 29): two to four parts of one category, kept in the address
 * (/compare?ids=a,b,c), with their specs as every screen writes them (spec-lines.ts), their
 * credible price and, for CPUs and graphics cards, the measured speed from published reviews.
 * Pure: the part pages pre-render each part's entry and the compare page lays the entries out;
 * the list the Compare toggles keep is compare-list.ts.
 */
import type { Category, Component } from './catalogue.ts';
import { measuredGamingSpeed, measuredMultiCoreSpeed } from './component-performance.ts';
import { formatPeso } from '../format/money.ts';
import { priceNote } from '../pricing/price-display.ts';
import { specLines, type SpecLine } from './spec-lines.ts';
import type { CompareEntry } from './compare-list.ts';

export * from './compare-list.ts';

export const GAMING_SPEED_LABEL: Partial<Record<Category, string>> = {
  cpu: 'Speed in games (Ryzen 7 9800X3D = 100)',
  gpu: 'Speed in games (RTX 4090 = 100)',
};
export const MULTI_CORE_LABEL = 'Multi-core speed (Ryzen 9 9950X = 100)';

export function compareEntry(part: Component): CompareEntry {
  const note = priceNote(part);
  const performance: SpecLine[] = [];
  const gaming = measuredGamingSpeed(part);
  const gamingLabel = GAMING_SPEED_LABEL[part.type];
  if (gaming !== null && gamingLabel) performance.push([gamingLabel, String(Math.round(gaming))]);
  const multi = measuredMultiCoreSpeed(part);
  if (multi !== null) performance.push([MULTI_CORE_LABEL, String(Math.round(multi))]);
  return {
    id: part.id,
    type: part.type,
    name: part.name,
    brand: part.brand,
    image: part.image,
    price: formatPeso(part.price),
    pesos: part.price,
    priceNote: note.kind === 'shops' ? [note.text, note.flaggedText].filter(Boolean).join('; ') : [note.text, note.stale].filter(Boolean).join('; '),
    estimate: note.kind === 'estimate',
    specs: specLines(part),
    performance,
  };
}
