import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium.ts';
import { OIDC_PORT } from './tests/e2e/oidc-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
import { E2E_DATA_DIR, E2E_RESULTS_DIR, E2E_SITE_DIR } from './tests/e2e/run-dirs.ts';

// Browser journeys in Debian's Chromium (Playwright cannot download its own browser here),
// against the real server (`npm start`) on a throwaway data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: E2E_RESULTS_DIR,
  fullyParallel: true,
  workers: 2,
  // Two workers and the server share 2 cores; long journeys (a full build, the gallery's owner
  // journey) ran past the default 30 s on a busy machine with nothing wrong.
  timeout: 60_000,
  // The builder loads eighteen categories before its selectors work; 10 s for each expectation.
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } },
  ],
  webServer: [
    {
      // Stands in for Google's OpenID Connect service.
      command: 'node tests/e2e/oidc-server.ts',
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: 'node worker/node.ts',
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        SITE_DIR: E2E_SITE_DIR,
        RATE_LIMIT: 'off',
        // Issue 29: the account build-photos.spec.ts signs in with to hide a post.
        MODERATOR_EMAILS: 'moderator@example.ph',
        GOOGLE_CLIENT_ID: 'pc-builder-ph-test',
        GOOGLE_CLIENT_SECRET: 'test-secret',
        GOOGLE_DISCOVERY_URL: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      },
    },
  ],
});
