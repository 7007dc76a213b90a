/**
 * A saved build's price today, line by line (issue 27): today's total as the dashboard shows it
 * (viewStoredParts), and for each part its headline offer (shop, price, link), for alert mails
 * and the build's price history.
 */
import type { Component } from '../../src/domain/catalogue/catalogue.ts';
import type { Lookup } from '../../src/domain/builder/persistence.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, SLOT_CATEGORY, type Slot } from '../../src/domain/builder/selection.ts';
import { headlineOffer } from '../../src/domain/pricing/credible-price.ts';
import type { Offer } from '../../src/domain/pricing/offers.ts';
import { readStoredParts, viewStoredParts, type PartSnapshot } from '../../src/domain/saved-builds/saved-build.ts';

export interface PriceLine {
  id: string;
  name: string;
  quantity: number;
  /** Today's price (or the saved one of a part no longer listed). */
  price: number;
  /** The listed part, when the catalogue still has it. */
  part?: Component;
  offer?: Offer;
}

export function buildPriceLines(stored: unknown, lookup: Lookup): { total: number; lines: PriceLine[] } {
  const parts = readStoredParts(stored);
  const counted = new Map<string, PriceLine>();
  const add = (slot: Slot, saved: PartSnapshot) => {
    const key = `${slot}:${saved.id}`;
    const have = counted.get(key);
    if (have) return void have.quantity++;
    const part = lookup(SLOT_CATEGORY[slot], saved.id);
    const offer = part?.priceSource === 'shops' ? headlineOffer(part.offers ?? []) : undefined;
    counted.set(key, { id: saved.id, name: part?.name ?? saved.name, quantity: 1, price: part?.price ?? saved.price, ...(part && { part }), ...(offer && { offer }) });
  };
  for (const slot of SINGLE_SLOTS) if (parts[slot]) add(slot, parts[slot]);
  for (const slot of MULTI_SLOTS) for (const saved of parts[slot]) add(slot, saved);
  return { total: viewStoredParts(parts, lookup).total_price, lines: [...counted.values()] };
}
