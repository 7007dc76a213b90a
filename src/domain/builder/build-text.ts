/**
 * Copy as text (spec's plain-text export, issues 25 and 29): a clean parts list with prices for a
 * Facebook group or a forum post — each price with its shop and day, your quotes and custom
 * lines, the totals, the verdict's notes and the link. Its own module so that the builder loads
 * it when Copy as text is pressed, not with the page (its 120 KB budget).
 */
import type { Component } from '../catalogue/catalogue.ts';
import { formatPeso } from '../format/money.ts';
import { buySum, buySumText, partPriceText } from '../pricing/buy-text.ts';
import { whereToBuy } from '../pricing/price-display.ts';
import type { CompatibilityResult } from './compatibility.ts';
import type { CustomPart } from './custom-parts.ts';
import { customLineText, yourTotal, yourTotalText } from './custom-parts-text.ts';
import { READING_ORDER, SLOT_LABELS } from './slots.ts';
import { chosenParts, priceRange, type Selection } from './selection.ts';
import { quoteSource, type QuotedPrice, type Quotes } from './your-quote.ts';


/** The person's own prices (issues 28, 29): quotes by part id, and custom lines. */
export interface YourPrices {
  quotes: Quotes;
  custom: readonly CustomPart[];
}

/** " (your quote ₱10,450, PC Express, May 1, 2026)" after a quoted part's line. */
const quotedText = (quote: QuotedPrice | undefined) => (quote ? ` (your quote ${formatPeso(quote.price)}${quoteSource(quote) ? `, ${quoteSource(quote)}` : ''})` : '');

/** A clean parts list with prices, for a Facebook group or a forum post. */
export function buildAsText(selection: Selection, result: CompatibilityResult, link?: string, yours: YourPrices = { quotes: {}, custom: [] }): string {
  if (chosenParts(selection).length === 0 && yours.custom.length === 0) return '';
  const lines: string[] = ['My PC build (PC Builder PH)', ''];
  for (const slot of READING_ORDER) {
    const value = selection[slot];
    const parts = (Array.isArray(value) ? value : [value]).filter((p): p is Component => p !== null);
    // Issue 25: each price with its shop and the day it was seen (or marked an estimate); issue 29: your quote.
    for (const part of parts) lines.push(`${SLOT_LABELS[slot]}: ${part.name} — ${partPriceText(part)}${quotedText(yours.quotes[part.id])}`);
  }
  // Issue 29: custom lines, and the total as the person will pay with quotes and custom lines.
  lines.push(...yours.custom.map(customLineText));
  const range = priceRange(selection);
  lines.push('', `Total: ${formatPeso(range.total)} (estimate ${formatPeso(range.low)} – ${formatPeso(range.high)}; prices approximate)`);
  const where = whereToBuy(chosenParts(selection));
  if (where) lines.push(`Cheapest mix of shops: ${buySumText(buySum(where.mix, chosenParts(selection)))}`);
  const mine = yourTotal(selection, yours.quotes, yours.custom);
  if (mine) lines.push(`Your total: ${yourTotalText(mine)}`);
  if (result.warnings.length) {
    lines.push('', 'Compatibility notes:', ...result.warnings.map((w) => `- ${w}`));
  } else {
    lines.push('No compatibility issues detected!');
  }
  if (link) lines.push('', link);
  return lines.join('\n');
}
