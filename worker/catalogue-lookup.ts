/** A part lookup over the catalogue the app was built with. */
import type { Catalogue } from '../src/catalogue/parse.ts';
import { lookupIn } from '../src/catalogue/lookup.ts';
import type { Lookup } from '../src/domain/builder/persistence.ts';

// One lookup per catalogue, built on first use (every router that reads parts shares it).
const lookups = new WeakMap<Catalogue, Lookup>();
export function lookupFor(catalogue: Catalogue): Lookup {
  let lookup = lookups.get(catalogue);
  if (!lookup) lookups.set(catalogue, (lookup = lookupIn(catalogue.parts)));
  return lookup;
}

