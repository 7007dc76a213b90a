import { defineConfig } from 'vitest/config';

// Unit and API tests sit next to the code; Playwright's specs (tests/e2e) are not vitest's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
