/**
 * Issue 27: a part's price history from the API, and setting a price alert. No framework here:
 * the React history (cards, builder) and the part page's plain script share these calls.
 */
import { alertLabel } from '../../domain/pricing/alerts.ts';
import { api } from './api-client.ts';

interface DayPrice {
  day: string;
  price: number;
  shop: string;
}
export interface PartHistory {
  today: string;
  from: string;
  points: DayPrice[];
  range: { low: DayPrice; high: DayPrice } | null;
  summary: string;
}

/** The history, or null when it could not be loaded. */
export async function loadPartHistory(partId: string): Promise<PartHistory | null> {
  const res = await api<PartHistory>(`/api/price-history/parts/${encodeURIComponent(partId)}`, { token: null });
  return res.ok ? res.data : null;
}

/** The chart's points and its low/high marks, as PriceChart and chartShape take them. */
export function historyChart(history: PartHistory) {
  const { range } = history;
  return {
    points: history.points.map((p) => ({ day: p.day, value: p.price })),
    marks: range ? { low: { day: range.low.day, value: range.low.price }, high: { day: range.high.day, value: range.high.price } } : undefined,
  };
}

export type AlertTarget = { partId: string } | { buildId: string };
export type AlertResult = { kind: 'set'; below: number } | { kind: 'error'; message: string };

/** A round figure about 5 % under today's price: where the form starts. */
export const suggestedAlert = (price: number) => Math.max(1, Math.floor((price * 0.95) / 100) * 100);

/** Reads the typed figure ("₱9,000" too) and sets the alert (POST /api/alerts). */
export async function setPriceAlert(target: AlertTarget, typed: string): Promise<AlertResult> {
  const below = Number(typed.replace(/[₱,\s]/g, ''));
  if (!Number.isInteger(below) || below <= 0) return { kind: 'error', message: 'Enter the price in whole pesos, e.g. 5000.' };
  const res = await api('/api/alerts', { method: 'POST', body: { ...target, below } });
  return res.ok ? { kind: 'set', below } : { kind: 'error', message: res.error };
}

/** What an alert that was set says, up to the link to the dashboard. */
export const alertSetText = (what: string, below: number) => `Alert set: we will mail you when ${what} is ${alertLabel(below)}. Your alerts are on your`;
