/**
 * Failures inside a page with their own words (user-errors.ts has the table for API failures):
 * apart from it so the builder's first view carries these lines and not the whole table.
 */
export interface Situation {
  happened: string;
  kept: string;
  todo: string;
  message: string;
}

/**
 * The builder's parts list did not load (all or some categories): nothing is restored or stored
 * until it does, so the build survives.
 */
export const CATALOGUE_LOAD_FAILED: Situation = {
  happened: "Couldn't load the parts list",
  kept: 'Your build is kept.',
  todo: 'check your connection',
  message: "Couldn't load the parts list — check your connection. Your build is kept.",
};

/** "Suggest a build" failed inside the page (the optimiser's worker): the build is untouched. */
export const SUGGESTION_FAILED: Situation = {
  happened: 'The suggestion could not be worked out',
  kept: 'Your build is unchanged',
  todo: 'try again',
  message: 'The suggestion could not be worked out. Your build is unchanged — try again.',
};

/** A save that failed before the page could load its error table: the words for "no connection". */
export const SAVE_UNREACHABLE = "We couldn't reach the server. Your build is kept — check your connection and try again.";
