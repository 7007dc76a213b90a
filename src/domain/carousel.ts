/** Home hero carousel (spec §2.2, §9): 3 slides, a new one every 5 s, looping. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_SLIDES = 3;

/** The slide after `current`, back to the first after the last. */
export function nextSlide(current: number, count = CAROUSEL_SLIDES): number {
  return (current + 1) % count;
}
