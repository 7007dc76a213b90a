/** The body of POST /api/alerts (issue 27): kept apart from alerts.ts so that islands need not bundle zod. */
import { z } from 'zod';
import { formatPeso } from '../format/money.ts';
import { ALERT_MAX_PESOS } from './alerts.ts';

const below = z
  .number({ error: 'Enter the price in whole pesos, e.g. 5000.' })
  .int('Enter the price in whole pesos, e.g. 5000.')
  .min(1, 'Enter a price above ₱0.')
  .max(ALERT_MAX_PESOS, `Enter a price up to ${formatPeso(ALERT_MAX_PESOS)}.`);

const id = z.string().trim().min(1).max(200);

/** The body of POST /api/alerts: a part id or a saved build id, and the figure. */
export const alertBodySchema = z.union(
  [z.strictObject({ partId: id, below }), z.strictObject({ buildId: id, below })],
  { error: 'Send {partId, below} or {buildId, below} with the price in whole pesos.' },
);
export type AlertBody = z.infer<typeof alertBodySchema>;

