/**
 * The optimiser's measure (measure.ts) in one sentence per use, for the UI. Kept apart from the
 * measure's code so the builder's "How we choose" (issue 25) can say it before the optimiser loads.
 */
import type { Purpose } from '../builder/purpose.ts';

/** The measure in one sentence per use, for the UI. */
export const MEASURE_SENTENCE: Record<Purpose, string> = {
  gaming:
    'For gaming we weigh the graphics card most: 90 % of the score is the speed in games, which is the card’s speed held back where the CPU cannot keep up ' +
    '(a top card behind a mid-range CPU gains little), then 5 % memory (up to 32 GB) and 5 % SSD size (up to 2 TB); the CPU has at least 6 cores. ' +
    'A card 10 % faster makes the build about 9 % stronger while the CPU keeps up; 100 is an RTX 4090 with a Ryzen 7 9800X3D, 32 GB and 2 TB.',
  productivity:
    'For productivity we weigh the CPU most: 55 % of the score is its multi-core speed (Cinebench R23), 20 % memory (32 GB counts fully, 16 GB about two thirds), ' +
    '15 % the graphics card and 10 % SSD size. 100 is a Ryzen 9 9950X with an RTX 4090, 32 GB and 2 TB.',
  generaluse:
    'For general use we build a quiet, efficient PC: a 65 W-class CPU and a card of at most 150 W. We weigh the CPU most: 30 % of the score is its responsiveness ' +
    '(counted up to a Ryzen 5 7600), 20 % its multi-core speed (up to about an 8-core Ryzen 7 7700), 20 % graphics (up to an RTX 4060), ' +
    '15 % memory (up to 32 GB) and 15 % SSD size (up to 2 TB); beyond these, more money buys nothing a person would notice.',
};
