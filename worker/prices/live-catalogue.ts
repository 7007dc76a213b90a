/**
 * The catalogue the API serves (issue 27): the shipped one (the reviewed import's offers) priced
 * from each page's newest observation. Rebuilt only when observations were added or the day
 * changed (staleness moves with the calendar); the database is asked whether anything was added
 * at most every CHECK_EVERY_MS, so a refresh by another process (the Node script, the cron
 * isolate) shows within that time, and catalogue reads stay a memory lookup.
 */
import type { Database } from '../db/client.ts';
import { withObservedOffers, type PricedCatalogue } from '../../src/catalogue/observed-prices.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';
import { newestObservations, observationsVersion } from './observations.ts';

export const CHECK_EVERY_MS = 30_000;

export interface LiveCatalogue {
  current(now?: number): Promise<PricedCatalogue>;
  /** Forget the cached answer (after this process recorded a refresh). */
  invalidate(): void;
}

export function liveCatalogue(db: Database, shipped: PricedCatalogue, checkEveryMs = CHECK_EVERY_MS): LiveCatalogue {
  let cached: { version: number; day: string; catalogue: PricedCatalogue } | undefined;
  let checkedAt = -Infinity;
  let pending: Promise<PricedCatalogue> | undefined;

  const rebuild = async (now: number): Promise<PricedCatalogue> => {
    const version = await observationsVersion(db);
    const day = manilaDay(new Date(now));
    checkedAt = now;
    if (cached && cached.version === version && cached.day === day) return cached.catalogue;
    const catalogue = version === 0 ? shipped : withObservedOffers(shipped, await newestObservations(db), day);
    cached = { version, day, catalogue };
    return catalogue;
  };

  return {
    async current(now = Date.now()) {
      if (cached && now - checkedAt < checkEveryMs) return cached.catalogue;
      pending ??= rebuild(now).finally(() => (pending = undefined));
      try {
        return await pending;
      } catch (err) {
        // The database is down: keep serving what we had (or the shipped prices) rather than fail the catalogue.
        console.error('[prices] could not read observations:', (err as Error).message);
        checkedAt = now;
        return cached?.catalogue ?? shipped;
      }
    },
    invalidate() {
      checkedAt = -Infinity;
    },
  };
}
