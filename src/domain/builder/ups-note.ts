/**
 * What the UPS selector says (issue 29): the size this build needs and why a UPS or AVR matters.
 * Apart from ups.ts (the verdict's rules) so the builder loads it with the setup section only.
 */
import { evaluatePower } from './power.ts';
import type { Selection } from './selection.ts';
import { upsSizing } from './ups.ts';

/** One line on why a UPS or AVR matters here. */
export const UPS_WHY =
  'Brownouts and outages are common: a UPS keeps the PC on long enough to save your work and shut down, and its AVR evens out low voltage that is hard on a power supply.';

/** Under the UPS selector: the size this build needs (once it draws anything), and why a UPS matters. */
export function upsSlotNote(selection: Selection): string {
  const sizing = upsSizing(evaluatePower(selection));
  return sizing ? `${sizing.text} ${UPS_WHY}` : UPS_WHY;
}
