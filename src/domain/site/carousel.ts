/** Home hero carousel (spec §2.2, §9): 3 slides, a new one every 5 s, looping. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_SLIDES = 3;

/** The slide after `current`, back to the first after the last. */
export function nextSlide(current: number, count = CAROUSEL_SLIDES): number {
  return (current + 1) % count;
}

/**
 * Issue 25: the rotation can be paused (WCAG 2.2.2), by a button that says what it will do; it
 * starts paused for people who prefer reduced motion, and Play is then their own choice.
 */
export const PAUSE_LABEL = 'Pause the slides';
export const PLAY_LABEL = 'Play the slides';
export const startsPlaying = (prefersReducedMotion: boolean): boolean => !prefersReducedMotion;
export const toggleLabel = (playing: boolean): string => (playing ? PAUSE_LABEL : PLAY_LABEL);
