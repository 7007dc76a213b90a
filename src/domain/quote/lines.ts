/**
 * A pasted quote, line by line, before any part is read: which lines are contact details, totals,
 * discounts or notes, and for the rest each item's price, quantity and notes. Shops write prices
 * every way ("₱10,950", "10,950.00", "php 10950", "9.5k", "- 644", "@ 1,295 each") and put several
 * items on one line ("R5 7600 — 10,950 / B650M — 8,450"); a bare number is a price only where a
 * separator sets it apart, so model numbers ("RX 7600", "MWE 650") never become prices.
 */
import type { Category } from '../catalogue/categories.ts';
import { MAX_PRICE } from './limits.ts';
import { takeNotes, type QuoteNote } from './notes.ts';
import { personalLine, scrubPersonal, type PersonalKind } from './privacy.ts';

export type LineKind = 'item' | 'total' | 'discount' | 'note' | 'contact';

/** One item as the line states it, before the part is read. */
export interface ItemDraft {
  /** The item's words as shown back (personal details removed). */
  text: string;
  /** The words the part is read from: no price, quantity, label or notes. */
  readText: string;
  /** Unit price in whole pesos; null when the line states none. */
  price: number | null;
  quantity: number;
  notes: QuoteNote[];
  /** The quote labelled the line ("Proc:", "(RAM)", "GPU -"). */
  hint?: Category;
  /** The price stated was for the whole quantity; `price` is that divided by it. */
  fromLineTotal?: boolean;
}

export interface DraftLine {
  /** 1-based line of the pasted text. */
  number: number;
  kind: LineKind;
  /** As shown back: personal details removed; empty for a contact line. */
  text: string;
  removed: PersonalKind[];
  /** Totals and discounts: the amounts stated. */
  amounts?: number[];
  /** Items (one, or several on a slash- or semicolon-separated line). */
  items?: ItemDraft[];
  /** No price, and it reads like a sentence: a note unless a part is plainly named. */
  prose?: boolean;
}

interface Money {
  value: number;
  start: number;
  end: number;
  /** Written as money (₱, php, thousands comma, decimals, "k"); a bare number is weak. */
  strong: boolean;
}

/** A number on its own: not part of a word ("rx6600", "i5-14400f", "2x16") and not followed by a unit. */
const NUMBER =
  /(?<![\p{L}\p{N}.,/])(₱|php\.?|p(?=\s?\d{1,3}(?:,\d{3})+))?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(\s?k)?(?![\p{L}\p{N}%"'″]|\.\d|,\d{3}|\s?(?:gb|tb|w|hz|mhz|mm|rpm|inch|in|va|pcs?|x\d|days?|yrs?|years?|weeks?|months?|mos?|fans?)\b)/giu;
/** What may stand before a bare number that is a price: a spaced dash, colon, equals, at, dots, tab, pipe. */
const SEPARATOR_BEFORE = /(?:\s[-–—=@:|]\s*|[:=@|]\s*|\.{2,}\s*|\t\s*)$/;

function moneyIn(text: string): Money[] {
  const found: Money[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const [, currency, digits, decimals, k] = m;
    const start = m.index;
    const end = start + m[0].length;
    let value = Number(digits!.replace(/,/g, '')) + (decimals ? Number(decimals) : 0);
    if (k) value *= 1000;
    value = Math.round(value);
    // "9.5k" is money; "265K" and "14700K" are CPUs unless a separator sets them apart ("- 11k").
    const strong = Boolean(currency) || digits!.includes(',') || Boolean(decimals);
    const bareOk = value >= 50 && SEPARATOR_BEFORE.test(text.slice(0, start));
    if ((strong || bareOk) && value <= MAX_PRICE) found.push({ value, start, end, strong });
  }
  return found;
}

const TOTAL = /\b(?:grand\s*total|sub-?\s*total|total(?:\s+amount)?|totl|ttl|kabuuan|amount\s+due|overall)\b/i;
const DISCOUNT = /\b(?:less|discount|disc|minus|bawas|deduct(?:ion)?)\b/i;
const BUDGET = /\bbudget\b/i;
const SEPARATOR_LINE = /^[\s\-–—=_*~.·•|+#]+$/;
const FREE_PRICE = /(?:^|\s[-–—=:|]\s*|:\s*)(?:free|libre|freebie)\W*$/i;
const FREEBIE_LABEL = /^\W*(?:freebies?|free)\s*:/i;
const EACH = /@|\b(?:each|ea|per\s*(?:pc|piece|unit|stick)|\/\s*(?:pc|ea|unit))\b/i;

/** Label words at the start of a line, and the category they name (null: a label, no category). */
const LABELS: readonly [RegExp, Category | null][] = [
  [/^(?:cpu\s*cooler|cooler|hsf|aio|heatsink)/i, 'cpu-cooler'],
  [/^(?:proc|procie|processor|cpu)/i, 'cpu'],
  [/^(?:mobo|motherboard|mb|board|mainboard)/i, 'mobo'],
  [/^(?:ram|memory|mem)/i, 'ram'],
  [/^(?:gpu|vga|video\s*card|graphics(?:\s*card)?|gfx)/i, 'gpu'],
  [/^(?:ssd|nvme|m\.?2|storage|hdd|hard\s*drive)/i, null],
  [/^(?:psu|power\s*supply|power)/i, 'psu'],
  [/^(?:case\s*fans?|fans?)/i, null],
  [/^(?:case|casing|chassis)/i, 'case'],
  [/^(?:monitor|display)/i, 'monitor'],
  [/^(?:keyboard|kb)/i, 'keyboard'],
  [/^(?:mouse)/i, 'mouse'],
  [/^(?:headset|headphones?)/i, 'headset'],
  [/^(?:avr|ups|os|windows|software|others?|misc|accessor(?:y|ies))/i, null],
];

/** "1.", "2)", "✅", "-", "•" before an item. */
const BULLET = /^\s*(?:\d{1,2}[.)]\s+|(?:[-*•·✅✔☑➤►▪🔹🔸💰🔥]\uFE0F?)+\s*)+/u;

function stripLabel(text: string): { text: string; hint?: Category } {
  const bare = text.replace(BULLET, '');
  const labelled = /^\(?\s*([a-z][a-z .]*?(?:\s*\d)?)\s*(?:\)\s*|[:–—-]\s+|:\s*)/i.exec(bare);
  if (labelled) {
    for (const [pattern, category] of LABELS) {
      const word = labelled[1]!.trim();
      const m = pattern.exec(word);
      if (m && m[0].length === word.replace(/\s*\d$/, '').length) {
        const rest = bare.slice(labelled[0].length);
        return category ? { text: rest, hint: category } : { text: rest };
      }
    }
  }
  return { text: bare };
}

/** Quantity written around the item: "2x Kingston", "2pcs", "qty 2", "… x2" at the end, an invoice's QTY column. */
function takeQuantity(text: string): { quantity: number; rest: string } {
  const lead = /^\s*(\d{1,2})\s*(?:x|pcs?|pieces?|units?|sets?)(?=\s)(?!\s*\d)\s*/i.exec(text) ?? /^\s*(\d{1,3})(?:\t|\s{2,}|\s\|\s)/.exec(text);
  if (lead) return { quantity: Number(lead[1]), rest: text.slice(lead[0].length) };
  const qty = /\bqty\.?\s*:?\s*(\d{1,2})\b/i.exec(text);
  if (qty) return { quantity: Number(qty[1]), rest: text.replace(qty[0], ' ') };
  // "… x2" at the end, unless it follows a size ("8gb x2" is a kit of two sticks).
  const tail = /(?<!\d\s?gb?\s?)\s(?:x\s?(\d{1,2})|(\d{1,2})\s?(?:pcs?|units?|sets?))\s*$/i.exec(text);
  if (tail) return { quantity: Number(tail[1] ?? tail[2]), rest: text.slice(0, tail.index) };
  return { quantity: 1, rest: text };
}

/** An invoice's columns: text, then numbers (qty, unit price, amount) split by tabs, pipes or wide spaces. */
function columns(text: string): string[] {
  const trimmed = text.replace(/^\s*\|/, '').replace(/\|\s*$/, '');
  return trimmed.split(/\t+|\s*\|\s*|\s{2,}/).map((c) => c.trim()).filter(Boolean);
}

function itemFrom(segment: string): ItemDraft {
  // Bullets and list numbers first: "✅ 2x Kingston…" is two of them; "2. ASUS…" is the second line.
  const cols = columns(segment.replace(BULLET, ''));
  let quantity = 1;
  let body = segment.replace(BULLET, '');
  // A number-only column between the text and the prices is the quantity ("AMD Ryzen 5 9600X	1	15,450.00	15,450.00").
  if (cols.length >= 3) {
    const qtyCol = cols.findIndex((c, i) => i > 0 && /^\d{1,2}$/.test(c) && i < cols.length - 1);
    if (qtyCol > 0) {
      quantity = Number(cols[qtyCol]);
      body = cols.filter((_, i) => i !== qtyCol).join('  ');
    }
  }
  const money = moneyIn(body);
  const taken = takeQuantity(stripMoney(body, money).replace(/[\s\-–—=:@|.]+$/, ''));
  if (quantity === 1) quantity = Math.max(1, taken.quantity);
  quantity = Math.min(quantity, 99);
  let price: number | null = null;
  let fromLineTotal = false;
  if (money.length >= 2) {
    const [a, b] = [money[money.length - 2]!.value, money[money.length - 1]!.value];
    price = Math.abs(b - a * quantity) <= 1 ? a : b;
  } else if (money.length === 1) {
    price = money[0]!.value;
    if (quantity > 1 && !EACH.test(body)) {
      price = Math.round(price / quantity);
      fromLineTotal = true;
    }
  } else if (FREE_PRICE.test(body) || FREEBIE_LABEL.test(body)) {
    price = 0;
  }
  const label = stripLabel(taken.rest.replace(FREEBIE_LABEL, ' ').replace(FREE_PRICE, ' '));
  const { notes, rest } = takeNotes(label.text);
  const readText = cleanReadText(rest);
  const display = segment.replace(/\s+/g, ' ').replace(/^\s*\|\s*|\s*\|\s*$/g, '').trim();
  return {
    text: display,
    readText,
    price,
    quantity,
    notes,
    ...(label.hint && { hint: label.hint }),
    ...(fromLineTotal && { fromLineTotal }),
  };
}

function stripMoney(text: string, money: readonly Money[]): string {
  let out = text;
  for (const m of [...money].reverse()) out = `${out.slice(0, m.start)} ${out.slice(m.end)}`;
  return out;
}

/** Separators, "each" markers and leftover punctuation out of the words a part is read from. */
function cleanReadText(text: string): string {
  return text
    .replace(EACH, ' ')
    .replace(/\s[-–—=:|]+(?=\s|$)/g, ' ')
    .replace(/\.{2,}/g, ' ')
    .replace(/\s(?:na\s+lang|lang|po|only)\b/gi, ' ')
    .replace(/[?!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.=|-]+|[\s:;,.=|-]+$/g, '')
    .trim();
}

/** Splits "A — 10,950 / B — 8,450 / C — 6,990" (or ";") into items when every piece has a price. */
function segmentsOf(text: string): string[] {
  for (const splitter of [/\s*;\s*/, /\s+\/\s+/]) {
    const parts = text.split(splitter).filter((p) => p.trim() !== '');
    if (parts.length >= 2 && parts.every((p) => moneyIn(p).some((m) => m.strong))) return parts;
  }
  return [text];
}

const STOPWORDS = new Set(
  'po pa na ba ang ng sa yung yun mga naman lang kung para pero at ay si ko mo niyo ninyo kayo namin natin daw raw din rin muna pwede sana wala meron may the your you our for and to of is are be will please make sure if this that with from at on in by as we us it its or'.split(' '),
);

/** Reads like a sentence: six words or more, of which at least two are small function words. */
function isProse(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.length >= 6 && words.filter((w) => STOPWORDS.has(w)).length >= 2;
}

/** Every non-blank line of the paste, classified; item lines carry their items, not yet read. */
export function draftLines(pasted: string): DraftLine[] {
  const raw = pasted.split(/\r\n|\r|\n/);
  const out: DraftLine[] = [];
  let previous: string | undefined;
  raw.forEach((line, i) => {
    if (line.trim() === '') return;
    out.push(draftLine(line, i + 1, previous));
    previous = line;
  });
  return out;
}

function draftLine(line: string, number: number, previous: string | undefined): DraftLine {
  const personal = personalLine(line, previous);
  if (personal) return { number, kind: 'contact', text: '', removed: [personal] };
  const scrubbed = scrubPersonal(line);
  const text = scrubbed.text;
  const base = { number, text, removed: scrubbed.removed };
  const money = moneyIn(text);
  if (scrubbed.removed.length && money.length === 0) return { ...base, kind: 'contact', text: '' };
  if (SEPARATOR_LINE.test(text) || text === '') return { ...base, kind: 'note' };
  const strong = money.filter((m) => m.strong || money.length === 1);
  if (TOTAL.test(text)) {
    return strong.length ? { ...base, kind: 'total', amounts: strong.map((m) => m.value) } : { ...base, kind: 'note' };
  }
  if (DISCOUNT.test(text) && money.length) return { ...base, kind: 'discount', amounts: [money[money.length - 1]!.value] };
  if (BUDGET.test(text)) return { ...base, kind: 'note' };
  const items = segmentsOf(text).map(itemFrom);
  const priced = items.some((item) => item.price !== null);
  return { ...base, kind: 'item', items, ...(!priced && isProse(text) && { prose: true }) };
}
