/**
 * The API's check of a shared quote (POST /api/quotes, keep.ts `SharedQuote`): every field
 * bounded, with a message for each way it can be wrong. Server-only (pages do not ship zod).
 */
import { z } from 'zod';
import { CATEGORIES } from '../catalogue/categories.ts';
import { PURPOSES } from '../builder/purpose.ts';
import { MAX_SHOP_NAME } from '../builder/your-quote.ts';
import { MAX_PRICE, MAX_QUOTE_ITEMS } from './limits.ts';
import { MAX_SHARED_TEXT } from './keep.ts';
import { NOTE_IDS } from './notes.ts';
import { formatPeso } from '../format/money.ts';

const peso = (what: string) =>
  z
    .number({ error: `${what} must be a number of pesos.` })
    .int(`${what} must be whole pesos.`)
    .min(0, `${what} cannot be negative.`)
    .max(MAX_PRICE, `${what} above ${formatPeso(MAX_PRICE)} is not a PC part's price.`);

const sharedItem = z.strictObject(
  {
    text: z.string({ error: 'Each item needs its text.' }).trim().min(1, 'An item’s text cannot be empty.').max(MAX_SHARED_TEXT, `An item’s text has at most ${MAX_SHARED_TEXT} characters.`),
    price: peso('A price').nullable(),
    quantity: z.number({ error: 'A quantity must be a number.' }).int('A quantity must be whole.').min(1, 'A quantity is at least 1.').max(99, 'A quantity is at most 99.'),
    notes: z.array(z.enum(NOTE_IDS as [string, ...string[]], { error: 'Unknown note.' })).max(NOTE_IDS.length, 'Too many notes on one item.'),
    partId: z.string().min(1).max(120).optional(),
    category: z.enum(CATEGORIES, { error: 'Unknown kind of part.' }).optional(),
    leftOut: z.literal(true).optional(),
    how: z.enum(['sure', 'likely', 'chosen'], { error: 'How a part was settled is sure, likely or chosen.' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'An item has only text, price, quantity, notes, partId, category, leftOut and how.' : 'Each item must be an object.') },
);

export const sharedQuoteSchema = z.strictObject(
  {
    purpose: z.enum(PURPOSES as unknown as [string, ...string[]], { error: `The purpose is one of ${PURPOSES.join(', ')}.` }),
    items: z
      .array(sharedItem, { error: 'Send the quote’s items as a list.' })
      .min(1, 'A shared quote needs at least one item.')
      .max(MAX_QUOTE_ITEMS, `A shared quote has at most ${MAX_QUOTE_ITEMS} items.`),
    stated: peso('The total').nullable(),
    discounts: peso('The discount'),
    shop: z.string().trim().min(1).max(MAX_SHOP_NAME, `A shop name has at most ${MAX_SHOP_NAME} characters.`).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'A shared quote has only purpose, items, stated, discounts and shop.' : 'Send the quote as a JSON object: {purpose, items, stated, discounts}.') },
);
