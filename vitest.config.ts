import { defineConfig } from 'vitest/config';

/**
 * Tests that start real processes (the Node server, workerd) or that hammer the server: the
 * integration suite (`npm run test:integration`), part of `npm test`. They stay out of the unit
 * suite so that the inner loop stays fast.
 */
export const INTEGRATION_TESTS = [
  'worker/node.test.ts',
  'worker/resilience.test.ts',
  'worker/edge.test.ts',
  'worker/edge-cron.test.ts',
  'worker/edge-build-page.test.ts',
  'worker/storage/object-store.test.ts',
];

// Unit and API tests sit next to the code; Playwright's specs (tests/e2e) are not vitest's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'worker/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...INTEGRATION_TESTS],
    environment: 'node',
    // One module graph per worker, not per file: the catalogue (676 parts, schema-checked at
    // import) and the app are evaluated once per worker. Halves the suite (28 s → 14 s here).
    // Tests keep no module state of their own: each builds its app and database from scratch.
    isolate: false,
  },
});
