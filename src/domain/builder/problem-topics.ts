/**
 * Each problem the verdict can raise, in two or three words (issue 25): the chip on a gallery
 * card reads "1 problem: no CPU cooler". Matched on the start or a fixed phrase of each problem's
 * own text (compatibility.ts, essentials.ts, physical.ts, power.ts, saved-build.ts), so that the
 * problems stay the plain sentences spec §3 lists; problem-topics.test.ts raises every kind and
 * checks that none falls through to the general topic.
 */
import { MEMORY_TYPE_MISMATCH, SOCKET_MISMATCH, TOO_MANY_GPUS } from './compatibility.ts';

export const GENERAL_TOPIC = 'parts that clash';

const TOPICS: readonly [RegExp, string][] = [
  [new RegExp(`^${SOCKET_MISMATCH}`), 'wrong CPU socket'],
  [new RegExp(`^${MEMORY_TYPE_MISMATCH}`), 'wrong memory type'],
  [new RegExp(`^${TOO_MANY_GPUS}`), 'too many GPUs'],
  [/^The \d+ W PSU is (too small|below the)/, 'PSU too weak'],
  [/^No picture:/, 'no display output'],
  [/is sold without a cooler and none is chosen/, 'no CPU cooler'],
  [/come from different chip makers/, 'mixed GPU makers'],
  [/^This case takes .* motherboards;/, 'board too big for the case'],
  [/^GPU is \d+ mm; this case fits/, 'GPU too long for the case'],
  [/slots thick.*takes cards up to/, 'GPU too thick for the case'],
  [/^CPU cooler is \d+ mm tall/, 'cooler too tall for the case'],
  [/radiator (has no place|is too long)/, 'radiator does not fit'],
  [/^This case takes .* power supplies;/, 'PSU does not fit the case'],
  [/^CPU cooler does not support socket/, 'cooler does not fit the CPU'],
  [/for RAM under its fan/, 'RAM too tall for the cooler'],
  [/first two graphics slots are/, 'GPUs too close together'],
  [/^RAM totals \d+ GB; this motherboard supports/, 'too much RAM for the board'],
  [/^RAM kits add up to \d+ modules/, 'too many RAM modules'],
  [/M\.2 drives chosen; this motherboard has/, 'too many M.2 drives'],
  [/SATA drives chosen; this motherboard has/, 'too many SATA drives'],
  [/is no longer listed in the catalogue$/, 'a part no longer listed'],
];

/** The problem in two or three words, or the general topic for a text this table does not know. */
export function problemTopic(problem: string): string {
  return TOPICS.find(([pattern]) => pattern.test(problem))?.[1] ?? GENERAL_TOPIC;
}
