/**
 * Test fixtures for the builder rules: small synthetic parts with exactly the fields a rule
 * reads (loosely typed on purpose), so tests do not depend on catalogue data or prices.
 */
import type { Category, Component } from '../catalogue/catalogue.ts';
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

export const cpu = (socket: string | undefined, over: Record<string, unknown> = {}) => part('cpu', { socket, cores: 6, ...over });
export const pcCase = (supportedFormFactors: string[]) => part('case', { supportedFormFactors });

/** A selection with several slotted parts already chosen. */
export function filled(): Selection {
  return {
    ...emptySelection(),
    mobo: board(),
    cpu: cpu('AM5'),
    cpuCooler: part('cpu-cooler'),
    gpus: [part('gpu'), part('gpu')],
    rams: [part('ram'), part('ram'), null],
    m2s: [part('m2'), part('m2')],
    storage: [part('storage'), null, part('storage')],
    psu: part('psu'),
    case: pcCase(['ATX', 'Micro-ATX', 'Mini-ITX']),
    keyboard: part('keyboard'),
  };
}
