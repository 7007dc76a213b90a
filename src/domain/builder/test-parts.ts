/**
 * Test fixtures for the builder rules: small synthetic parts with exactly the fields a rule
 * reads (loosely typed on purpose), so tests do not depend on catalogue data or prices.
 */
import type { Category, Component } from '../catalogue.ts';
import { emptySelection, type Selection } from './selection.ts';

let seq = 0;
export function part<C extends Category>(type: C, over: Record<string, unknown> = {}): Component<C> {
  seq += 1;
  return { id: `${type}-test-${seq}`, name: `Test ${type} ${seq}`, brand: 'Test', price: 1000, type, image: '', ...over } as never;
}

/** An empty selection with some slots filled. */
export const sel = (over: Partial<Selection>): Selection => ({ ...emptySelection(), ...over });

/** An AM5 ATX DDR5 board with slot counts; override any field. */
export const board = (over: Record<string, unknown> = {}) =>
  part('mobo', {
    socket: 'AM5',
    formFactor: 'ATX',
    ramType: 'DDR5',
    ramSlots: 4,
    gpuSlots: 2,
    m2Slots: 3,
    storageSlots: 4,
    maxMemoryGb: 192,
    ...over,
  });
