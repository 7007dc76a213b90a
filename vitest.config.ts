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
  'worker/storage/object-store.test.ts',
];

// Unit and API tests sit next to the code; Playwright's specs (tests/e2e) are not vitest's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...INTEGRATION_TESTS],
    environment: 'node',
  },
});
