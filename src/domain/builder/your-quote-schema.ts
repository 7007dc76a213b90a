/**
 * The API's check of a quoted price on a part ("your quote", your-quote.ts), with a message for
 * each way it can be wrong. Kept apart so that the builder's pages do not ship the validator;
 * your-quote.test.ts holds both readings to the same rules.
 */
import { z } from 'zod';
import { MAX_PRICE, MAX_SHOP_NAME, QUOTE_DATE } from './your-quote.ts';
import { formatPeso } from '../format/money.ts';

export const quotedPriceSchema = z.strictObject(
  {
    price: z
      .number({ error: 'A quoted price must be a number of pesos.' })
      .int('A quoted price must be whole pesos.')
      .min(0, 'A quoted price cannot be negative.')
      .max(MAX_PRICE, `A quoted price above ${formatPeso(MAX_PRICE)} is not a PC part's price.`),
    shop: z
      .string({ error: 'A shop name must be text.' })
      .trim()
      .min(1, 'A shop name cannot be empty.')
      .max(MAX_SHOP_NAME, `A shop name has at most ${MAX_SHOP_NAME} characters.`)
      .optional(),
    date: z.string({ error: 'A quote date must be text.' }).regex(QUOTE_DATE, 'A quote date is written YYYY-MM-DD.').optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'A quoted price has only price, shop and date.' : 'A quoted price is an object: {price, shop?, date?}.') },
);
