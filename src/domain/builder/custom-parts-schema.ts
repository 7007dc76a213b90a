/**
 * The API's check of a build's custom lines (custom-parts.ts), with a message for each way one
 * can be wrong. Kept apart so that the builder's pages do not ship the validator.
 */
import { z } from 'zod';
import { CUSTOM_CATEGORY_KEYS, MAX_CUSTOM_NAME, MAX_CUSTOM_PARTS, MAX_PRICE, cleanCustomName } from './custom-parts.ts';
import { formatPeso } from '../format/money.ts';

const customPartSchema = z.strictObject(
  {
    name: z
      .string({ error: 'A custom part needs a name.' })
      .transform(cleanCustomName)
      .pipe(z.string().min(1, 'A custom part needs a name.').max(MAX_CUSTOM_NAME, `A custom part's name has at most ${MAX_CUSTOM_NAME} characters.`)),
    category: z.enum(CUSTOM_CATEGORY_KEYS, { error: `A custom part's category is one of: ${CUSTOM_CATEGORY_KEYS.join(', ')}.` }),
    price: z
      .number({ error: "A custom part's price must be a number of pesos." })
      .int("A custom part's price must be whole pesos.")
      .min(0, "A custom part's price cannot be negative.")
      .max(MAX_PRICE, `A price above ${formatPeso(MAX_PRICE)} is not a PC part's price.`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'A custom part has only name, category and price.' : 'A custom part is an object: {name, category, price}.') },
);

export const customPartsSchema = z
  .array(customPartSchema, { error: 'custom must be a list of custom parts.' })
  .max(MAX_CUSTOM_PARTS, `A build holds at most ${MAX_CUSTOM_PARTS} custom parts.`);
