/**
 * The price refresh as both runtimes run it (issue 27): `npm run prices:refresh` on Node and the
 * Cron Trigger in the Worker (worker/edge.ts) call `runRefreshJob` with their own database,
 * mailer and fetch. It seeds the snapshot's offers as observations (once), re-reads the known
 * offers politely, records what it saw, prices the catalogue again and mails the alerts that
 * the new prices cross.
 */
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PricedCatalogue } from '../../src/catalogue/observed-prices.ts';
import { withObservedOffers } from '../../src/catalogue/observed-prices.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';
import { knownOffers, newestObservations, recordObservations, seedSnapshot } from '../prices/observations.ts';
import { notifyAlerts, type NotifyResult } from '../alerts/notify.ts';
import { refreshPrices, type RunReport } from './run.ts';
import { POLITE_INTERVAL_MS, userAgentFor } from './polite-fetch.ts';
import { pausedShops } from './shops.ts';

/** A run stops starting requests after this long: a Cron Trigger may run 15 minutes. */
export const RUN_BUDGET_MS = 13 * 60_000;

export interface JobDeps {
  db: Database;
  mailer: Mailer;
  catalogue: PricedCatalogue;
  publicOrigin: string;
  authSecret: string;
  fetch: typeof fetch;
  log: (line: string) => void;
  /** PRICE_REFRESH_PAUSE: shop names or hosts, comma-separated. */
  pause?: string | undefined;
  /** PRICE_REFRESH_TEST_SHOPS: a loopback address that stands in for every shop (tests only). */
  testShops?: string | undefined;
  budgetMs?: number;
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface JobReport {
  seeded: number;
  run: RunReport;
  alerts: NotifyResult;
}

/** The stand-in for every shop in tests; refused unless it is on this machine, so no real site can be hit through it. */
export function testShopsRewrite(address: string | undefined): ((url: URL) => URL) | undefined {
  if (!address) return undefined;
  const origin = new URL(address);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname)) {
    throw new Error(`PRICE_REFRESH_TEST_SHOPS must be a loopback address (got ${origin.host}).`);
  }
  return (url) => new URL(`${origin.origin}/${url.host}${url.pathname}${url.search}`);
}

/** The refresh's settings from the environment (Node's, or the Worker's vars). */
export type RefreshEnv = Partial<Record<'PRICE_REFRESH_PAUSE' | 'PRICE_REFRESH_TEST_SHOPS' | 'PRICE_REFRESH_INTERVAL_MS', string | undefined>>;

/**
 * PRICE_REFRESH_PAUSE: shops to leave alone. PRICE_REFRESH_TEST_SHOPS and PRICE_REFRESH_INTERVAL_MS
 * are for the fake shops only: a pace other than POLITE_INTERVAL_MS is refused for real shops.
 */
export function refreshSettings(env: RefreshEnv): Pick<JobDeps, 'pause' | 'testShops' | 'intervalMs'> {
  const interval = env.PRICE_REFRESH_INTERVAL_MS ? Number(env.PRICE_REFRESH_INTERVAL_MS) : undefined;
  if (interval !== undefined && !env.PRICE_REFRESH_TEST_SHOPS) {
    throw new Error('PRICE_REFRESH_INTERVAL_MS is for the fake shops only (with PRICE_REFRESH_TEST_SHOPS): real shops are asked every 2 s.');
  }
  if (interval !== undefined && !(interval >= 0)) throw new Error('PRICE_REFRESH_INTERVAL_MS must be a number of milliseconds.');
  return { pause: env.PRICE_REFRESH_PAUSE, testShops: env.PRICE_REFRESH_TEST_SHOPS, ...(interval !== undefined && { intervalMs: interval }) };
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

export async function runRefreshJob(deps: JobDeps): Promise<JobReport> {
  const now = deps.now ?? Date.now;
  const seeded = await seedSnapshot(deps.db, deps.catalogue);
  if (seeded) deps.log(`Seeded ${seeded} observations from the ${deps.catalogue.shopPrices.observedOn} snapshot.`);
  const offers = await knownOffers(deps.db, deps.catalogue);
  const shops = new Set(offers.map((o) => o.shop)).size;
  const interval = deps.intervalMs ?? POLITE_INTERVAL_MS;
  deps.log(`Refreshing ${offers.length} offers at ${shops} shops, one request per shop every ${interval / 1000} s.`);
  const run = await refreshPrices({
    offers,
    userAgent: userAgentFor(deps.publicOrigin),
    fetch: deps.fetch,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now,
    intervalMs: interval,
    deadline: now() + (deps.budgetMs ?? RUN_BUDGET_MS),
    paused: pausedShops(deps.pause),
    rewrite: testShopsRewrite(deps.testShops),
    record: (observations) => recordObservations(deps.db, observations),
    log: deps.log,
  });
  const today = manilaDay(new Date(now()));
  const priced = withObservedOffers(deps.catalogue, await newestObservations(deps.db), today);
  const alerts = await notifyAlerts({ db: deps.db, mailer: deps.mailer, publicOrigin: deps.publicOrigin, authSecret: deps.authSecret }, priced, today);
  const sum = (key: 'read' | 'failed' | 'gone' | 'changed' | 'requests' | 'bytes') => run.shops.reduce((n, s) => n + s[key], 0);
  const ms = run.finishedAt - run.startedAt;
  const read = sum('read') + sum('gone');
  deps.log(
    `Done in ${minutes(ms)}: ${read} of ${offers.length} offers read (${sum('changed')} price changes, ${sum('gone')} gone, ${sum('failed')} failed), ` +
      `${sum('requests')} requests, ${Math.round(sum('bytes') / Math.max(1, read) / 1024)} KB per offer, ${Math.round((read / Math.max(1, ms)) * 60_000)} offers a minute; ` +
      `${alerts.sent} alert ${alerts.sent === 1 ? 'mail' : 'mails'} sent of ${alerts.checked} alerts.`,
  );
  return { seeded, run, alerts };
}
