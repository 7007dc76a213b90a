/**
 * The quote checker's answer in words: each line against other shops today, the verdict, the
 * totals and the swaps — the same sentences on the page and in the plain text a person pastes
 * back into Messenger ("Copy the answer").
 */
import { shortName } from '../builder/labels.ts';
import { formatPeso } from '../format/money.ts';
import type { CheckedItem, QuoteCheck } from './answer.ts';
import type { Swap, SwapAnswer } from './swaps.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;


/** What the line was read as: the part's name, or what kind of line it is. */
export function readAs(checked: CheckedItem): string {
  if (checked.part) return checked.part.name;
  if (checked.status === 'choose') return 'several parts fit — choose one';
  if (checked.status === 'left-out') return 'left out of the build';
  return 'not in our parts list (a custom line)';
}

/** The line against other shops' credible prices today, in a few words. */
export function comparedText(checked: CheckedItem): string {
  const c = checked.compared;
  if (checked.status === 'left-out') return 'left out of the build';
  if (checked.status === 'choose') {
    const fit = checked.cheapestFit;
    return fit ? `which one? The same specs from ${formatPeso(fit.offer.price)} at ${fit.offer.shop}` : 'which one? Choose the part to compare';
  }
  if (!c) return 'not compared: not in our parts list';
  const tray = checked.item.notes.some((n) => n.id === 'tray' || n.id === 'mpk') ? '; shops’ prices are for the boxed CPU' : '';
  switch (c.kind) {
    case 'cheaper':
      return `cheaper at ${c.offer.shop} by ${formatPeso(c.saving)} (${formatPeso(c.offer.price)})${tray}`;
    case 'lowest':
      return c.below > 0
        ? `${formatPeso(c.below)} below every shop we track (lowest ${formatPeso(c.offer.price)} at ${c.offer.shop})${tray}`
        : `the lowest price today (also ${c.offer.shop})${tray}`;
    case 'no-offers':
      return 'no shop listed it in our latest prices';
    case 'no-price':
      return c.offer ? `no price in the quote; lowest today ${formatPeso(c.offer.price)} at ${c.offer.shop}` : 'no price in the quote';
  }
}

/** What the verdict cannot vouch for: the lines that are not catalogue parts. */
export function uncheckedText(check: QuoteCheck): string | null {
  const custom = check.items.filter((c) => c.status === 'custom');
  if (custom.length === 0) return null;
  const names = custom.slice(0, 3).map((c) => `“${c.item.text.replace(/\s*[-–—=:@|]+\s*[₱P]?[\d,.]+k?\s*$/i, '')}”`);
  const more = custom.length > 3 ? ` and ${custom.length - 3} more` : '';
  return `Not checked (not in our parts list): ${names.join(', ')}${more}. Ask the shop that ${custom.length === 1 ? 'it fits' : 'they fit'} with the rest.`;
}

/** "Quoted ₱58,140. The 5 parts we could compare: …" */
export function totalsText(check: QuoteCheck): string[] {
  const t = check.totals;
  const out = [`Quoted total: ${formatPeso(t.lines - t.discounts)}${t.discounts ? ` (after ${formatPeso(t.discounts)} discount)` : ''}.`];
  if (t.mismatch && t.stated !== null) out.push(`The lines add up to ${formatPeso(t.lines - t.discounts)}, but the quote says ${formatPeso(t.stated)}: ask the shop.`);
  if (t.comparable.parts > 0) {
    const difference = t.comparable.quoted - t.comparable.today;
    const verdict = difference > 0 ? `${formatPeso(difference)} less elsewhere` : difference < 0 ? `the quote is ${formatPeso(-difference)} less` : 'the same';
    out.push(`The ${plural(t.comparable.parts, 'part')} we could compare: quoted ${formatPeso(t.comparable.quoted)}, at the cheapest other shops today ${formatPeso(t.comparable.today)} (${verdict}).`);
  }
  return out;
}

export interface AnswerTextOptions {
  /** The day the shop prices were seen, as shown ("23 Apr 2026"). */
  pricesSeen: string;
  link?: string;
}

/** The whole answer as plain text for Messenger or a group post. */
export function answerText(check: QuoteCheck, swaps: SwapAnswer | null, options: AnswerTextOptions): string {
  const lines = [`Quote check — PC Builder PH (shop prices seen ${options.pricesSeen})`, '', `Verdict: ${check.verdictLine}`];
  for (const p of check.verdict.problems) lines.push(`❗ ${p}`);
  for (const n of check.verdict.notes) lines.push(`• ${n}`);
  const unchecked = uncheckedText(check);
  if (unchecked) lines.push(unchecked);
  lines.push('', 'Line by line:');
  for (const c of check.items) {
    const qty = c.item.quantity > 1 ? `${c.item.quantity} × ` : '';
    const price = c.item.price === null ? 'no price' : formatPeso(c.item.price);
    const name = c.part ? shortName(c.part) : c.item.text;
    lines.push(`• ${qty}${name} — quoted ${price}: ${comparedText(c)}`);
  }
  lines.push('', ...totalsText(check));
  if (swaps?.swaps.length) {
    lines.push('', 'For the same money:');
    for (const s of swaps.swaps) lines.push(`• ${swapSentence(s)}`);
  }
  if (options.link) lines.push('', `See it: ${options.link}`);
  return lines.join('\n');
}

/**
 * "Swap the RTX 4060 for the RTX 5060: about 20% stronger by our measure, ₱4 less at today's
 * prices." / "Take the B650M-A instead of the X870 Tomahawk and the RTX 5080 instead of the RTX 5070: …"
 */
export function swapSentence(swap: Swap): string {
  const money = swap.priceChange === 0 ? 'the same at today’s prices' : swap.priceChange > 0 ? `${formatPeso(swap.priceChange)} more at today’s prices` : `${formatPeso(-swap.priceChange)} less at today’s prices`;
  const why = swap.fixes ? `then the parts go together (${swap.fixes.replace(/\.$/, '')})` : `about ${swap.percent}% stronger by our measure`;
  const [first, second] = swap.changes;
  const what = second
    ? `Take the ${shortName(first!.to)} instead of the ${shortName(first!.from)}, and the ${shortName(second.to)} instead of the ${shortName(second.from)}`
    : `Swap the ${shortName(first!.from)} for the ${shortName(first!.to)}`;
  return `${what}: ${why}; ${money}.`;
}
