/**
 * One refresh run (issue 27): re-reads each known offer's page through its shop's adapter and
 * records what it saw. Shops are read side by side (at most SHOPS_AT_ONCE; a Worker may hold 6
 * connections), each shop one request at a time through its ShopClient. The run is bounded: no
 * request starts after its deadline, and offers are taken least recently seen first, so a run
 * cut short is picked up by the next. It never asks for anything but the known pages (and each
 * shop's robots.txt).
 */
import { ADAPTERS, jsonLd, type Platform, type ReadResult } from './adapters.ts';
import { ShopClient, type ClientOptions } from './polite-fetch.ts';
import { isPaused, platformOf } from './shops.ts';
import type { Availability } from '../../src/domain/pricing/offer-state.ts';

/** Shops read at once. */
export const SHOPS_AT_ONCE = 6;
/** A shop that fails this many offers in a row is left for the next run. */
export const FAILURES_IN_A_ROW = 5;
/** Observations are written in batches of this many (each write is one database round trip at the edge). */
export const WRITE_BATCH = 50;

/** An offer the reviewed import made: a shop page matched to a catalogue part. */
export interface KnownOffer {
  partId: string;
  shop: string;
  url: string;
  /** The last price seen (whole pesos), to tell a change. */
  lastPrice?: number | undefined;
  /** When it was last seen (ms), oldest read first. */
  lastSeenAt?: number | undefined;
}

export interface NewObservation {
  partId: string;
  shop: string;
  url: string;
  price: number | null;
  availability: Availability;
  seenAt: number;
}

export interface ShopReport {
  shop: string;
  host: string;
  platform: Platform;
  offers: number;
  read: number;
  changed: number;
  outOfStock: number;
  gone: number;
  failed: number;
  /** Not asked: robots.txt, the deadline, or the shop given up. */
  skipped: number;
  requests: number;
  bytes: number;
  ms: number;
  /** Why the shop was not (fully) read. */
  note?: string;
  /** A few failures, for the log. */
  problems: string[];
}

export interface RunOptions extends Omit<ClientOptions, 'rewrite'> {
  offers: readonly KnownOffer[];
  record(observations: NewObservation[]): Promise<void>;
  log(line: string): void;
  /** No request starts after this moment (ms). */
  deadline: number;
  paused?: ReadonlySet<string>;
  rewrite?: ((url: URL) => URL) | undefined;
}

export interface RunReport {
  startedAt: number;
  finishedAt: number;
  shops: ShopReport[];
  observations: NewObservation[];
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);
const duration = (ms: number) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);

/** The progress line printed when a shop is done. */
export function shopLine(r: ShopReport): string {
  const parts = [`${r.read} read`];
  if (r.changed) parts.push(`${r.changed} price ${r.changed === 1 ? 'change' : 'changes'}`);
  if (r.outOfStock) parts.push(`${r.outOfStock} out of stock`);
  if (r.gone) parts.push(`${r.gone} gone`);
  if (r.failed) parts.push(`${r.failed} failed`);
  if (r.skipped) parts.push(`${r.skipped} skipped`);
  const note = r.note ? ` — ${r.note}` : '';
  return `${r.shop} (${r.platform}): ${r.offers} ${r.offers === 1 ? 'offer' : 'offers'}, ${parts.join(', ')}; ${r.requests} requests, ${kb(r.bytes)}, ${duration(r.ms)}${note}`;
}

type Outcome = { kind: 'seen'; result: Extract<ReadResult, { kind: 'read' | 'gone' }> } | { kind: 'failed'; reason: string; giveUpShop?: boolean };

/** Reads one page: the platform's answer, the page's JSON-LD when that cannot be read, gone on 404/410. */
async function readOffer(client: ShopClient, platform: Platform, page: URL): Promise<Outcome> {
  const adapter = ADAPTERS[platform];
  const answer = await client.get(adapter.endpoint(page), adapter.accept);
  if (!answer.ok) return { kind: 'failed', reason: answer.reason, ...(answer.giveUpShop && { giveUpShop: true }) };
  const gone = answer.status === 404 || answer.status === 410;
  if (answer.status === 200) {
    const result = adapter.read(answer.body, page);
    if (result.kind !== 'malformed') return { kind: 'seen', result };
    if (platform === 'json-ld') return { kind: 'failed', reason: result.reason };
  } else if (!gone) {
    return { kind: 'failed', reason: `the shop answered ${answer.status}` };
  } else if (platform === 'json-ld') {
    return { kind: 'seen', result: { kind: 'gone' } };
  }
  // The platform's answer was unreadable or missing: the page itself decides (its JSON-LD, or its 404).
  const fallback = await client.get(page, jsonLd.accept);
  if (!fallback.ok) return { kind: 'failed', reason: fallback.reason };
  if (fallback.status === 404 || fallback.status === 410) return { kind: 'seen', result: { kind: 'gone' } };
  if (fallback.status !== 200) return { kind: 'failed', reason: `the page answered ${fallback.status}` };
  const read = jsonLd.read(fallback.body, page);
  return read.kind === 'malformed' ? { kind: 'failed', reason: read.reason } : { kind: 'seen', result: read };
}

async function refreshShop(host: string, offers: KnownOffer[], options: RunOptions, out: NewObservation[]): Promise<ShopReport> {
  const started = options.now();
  const platform = platformOf(host);
  const shop = offers[0]!.shop;
  const report: ShopReport = { shop, host, platform, offers: offers.length, read: 0, changed: 0, outOfStock: 0, gone: 0, failed: 0, skipped: 0, requests: 0, bytes: 0, ms: 0, problems: [] };
  const pending: NewObservation[] = [];
  const flush = async () => {
    if (pending.length) await options.record(pending.splice(0));
  };
  if (options.paused && isPaused(options.paused, shop, host)) {
    report.skipped = offers.length;
    report.note = 'paused (PRICE_REFRESH_PAUSE)';
    return report;
  }
  const client = new ShopClient(`https://${host}`, options);
  let inARow = 0;
  for (const [i, offer] of offers.entries()) {
    if (options.now() >= options.deadline) {
      report.skipped += offers.length - i;
      report.note = 'the run reached its time limit';
      break;
    }
    const outcome = await readOffer(client, platform, new URL(offer.url));
    if (outcome.kind === 'failed') {
      report.failed++;
      inARow++;
      if (report.problems.length < 5) report.problems.push(`${offer.url}: ${outcome.reason}`);
      if (outcome.giveUpShop || inARow >= FAILURES_IN_A_ROW) {
        report.skipped += offers.length - i - 1;
        report.note = outcome.giveUpShop ? outcome.reason : `${FAILURES_IN_A_ROW} failures in a row (${outcome.reason})`;
        break;
      }
      continue;
    }
    inARow = 0;
    const seenAt = options.now();
    if (outcome.result.kind === 'gone') {
      report.gone++;
      pending.push({ partId: offer.partId, shop: offer.shop, url: offer.url, price: null, availability: 'gone', seenAt });
    } else {
      const { price, inStock } = outcome.result.reading;
      report.read++;
      if (offer.lastPrice !== undefined && price !== offer.lastPrice) report.changed++;
      if (!inStock) report.outOfStock++;
      pending.push({ partId: offer.partId, shop: offer.shop, url: offer.url, price, availability: inStock ? 'in_stock' : 'out_of_stock', seenAt });
    }
    out.push(pending[pending.length - 1]!);
    if (pending.length >= WRITE_BATCH) await flush();
  }
  await flush();
  report.requests = client.requests;
  report.bytes = client.bytes;
  report.ms = options.now() - started;
  return report;
}

/** Runs every shop's offers; prints one line per shop as it finishes. */
export async function refreshPrices(options: RunOptions): Promise<RunReport> {
  const startedAt = options.now();
  const byHost = new Map<string, KnownOffer[]>();
  for (const offer of options.offers) {
    const host = new URL(offer.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), offer]);
  }
  // Least recently seen first, so that a run cut short is continued by the next.
  for (const list of byHost.values()) list.sort((a, b) => (a.lastSeenAt ?? 0) - (b.lastSeenAt ?? 0));
  // The largest shops start first: they set the run's length.
  const queue = [...byHost].sort((a, b) => b[1].length - a[1].length);
  const shops: ShopReport[] = [];
  const observations: NewObservation[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const report = await refreshShop(next[0], next[1], options, observations);
      shops.push(report);
      options.log(shopLine(report));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SHOPS_AT_ONCE, queue.length) }, worker));
  return { startedAt, finishedAt: options.now(), shops, observations };
}
