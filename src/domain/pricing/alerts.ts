/**
 * Price alerts (issue 27): "tell me when this part (or this saved build) is under ₱X". Shared by
 * the alert form, the API and the job that mails after a refresh.
 *
 * A mail goes when a refresh finds the price under the alert's figure and either no mail was
 * sent since it went under, or the price fell further than the last mail said; never more
 * than one a day per alert. A price back at or above the figure re-arms the alert.
 * (The request body's schema is in alert-body.ts, so that the browser's bundles carry no zod.)
 */
import { formatPeso } from '../format/money.ts';

/** How many alerts one person may hold. */
export const ALERTS_PER_PERSON = 25;
/** The largest figure an alert may name (a build of the dearest parts stays under it). */
export const ALERT_MAX_PESOS = 2_000_000;

/** What the alert job remembers between refreshes. */
export interface AlertState {
  below: number;
  /** The price the last mail named, while the price stays under the figure; null when armed. */
  notifiedPrice: number | null;
  /** The day (`YYYY-MM-DD`, Manila) of the last mail. */
  notifiedOn: string | null;
}

export type AlertDecision = 'send' | 'rearm' | 'wait';

/** What to do with an alert after a refresh found `price` (undefined: no price today). */
export function alertDecision(alert: AlertState, price: number | undefined, today: string): AlertDecision {
  if (price === undefined) return 'wait';
  if (price >= alert.below) return alert.notifiedPrice === null ? 'wait' : 'rearm';
  if (alert.notifiedOn === today) return 'wait';
  if (alert.notifiedPrice !== null && price >= alert.notifiedPrice) return 'wait';
  return 'send';
}

/** "under ₱5,000": how an alert reads in lists and mails. */
export const alertLabel = (belowPesos: number): string => `under ${formatPeso(belowPesos)}`;
