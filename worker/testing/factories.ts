/**
 * Test factories: a real catalogue part chosen by what it is (so data edits do not break tests),
 * and a build's parts object with every slot of the slot table (so a new slot never needs a
 * fixture edited by hand).
 */
import { catalogue } from '../../src/catalogue/index.ts';
import type { Category, Component } from '../../src/domain/catalogue/catalogue.ts';
import { emptyParts, type PartsOf } from '../../src/domain/builder/slots.ts';

/** The first catalogue part of a category that passes `test`. */
export function aPart<C extends Category>(category: C, test: (p: Component<C>) => boolean = () => true): Component<C> {
  const found = (catalogue.parts[category] as Component<C>[]).find(test);
  if (!found) throw new Error(`no ${category} fits the test`);
  return found;
}

/** A parts object (ids, snapshots or parts: `T`) with every slot empty but those given. */
export function aBuild<T>(over: Partial<PartsOf<T>> = {}): PartsOf<T> {
  return { ...emptyParts<T>(), ...over };
}
