/**
 * Where a browser-test run keeps its server's data, its results and its built site. A second
 * run on the same checkout (say, two people at once) sets E2E_TAG, E2E_PORT and OIDC_PORT so
 * that nothing is shared; by default everything sits where it always did.
 */
const TAG = process.env.E2E_TAG;
export const E2E_RESULTS_DIR = TAG ? `test-results-${TAG}` : 'test-results';
/** Outside the results folder: Playwright empties that folder when a run starts. */
export const E2E_DATA_DIR = TAG ? `.e2e-${TAG}/data` : 'test-results/e2e-data';
export const E2E_SITE_DIR = TAG ? `.e2e-${TAG}/dist` : 'dist';
