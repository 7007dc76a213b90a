import { defineConfig } from 'vitest/config';
import { INTEGRATION_TESTS } from './vitest.config.ts';

// Real processes: the Node server as `npm start` runs it, and the Worker in workerd.
export default defineConfig({
  test: {
    include: INTEGRATION_TESTS,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
