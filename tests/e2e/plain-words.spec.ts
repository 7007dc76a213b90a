/**
 * Issue 20 item 7: errors in plain words. A dropped connection, a cap, a rate limit: each says
 * what happened, that the work is still there, and what to do, after the spec's own words — and
 * never the browser's "Failed to fetch".
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';
import { permalink, signInViaApi } from './saved-builds.ts';

const RAW = /Failed to fetch|NetworkError|Load failed|TypeError/;

test('Save with the connection gone: "Save failed:" then plain words, and the build is still there', async ({ page }) => {
  await signInViaApi(page);
  await gotoHydrated(page, permalink({ cpu: 'cpu-amd-ryzen-5-5600' }));
  await page.route('**/api/builds', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Save Build' }).click();
  await page.getByRole('dialog', { name: 'Save your build' }).getByLabel('Build name').fill('Offline try');
  await page.getByRole('dialog', { name: 'Save your build' }).getByRole('button', { name: 'Save' }).click();
  const error = page.getByRole('dialog', { name: 'Save Error' });
  await expect(error).toHaveText(/Save failed: We couldn't reach the server\. Your build is still here — check your connection and try again\./);
  await expect(error).not.toContainText(RAW);
  await error.getByRole('button', { name: 'OK' }).click();
  // Still signed in (no answer is not a refusal), and the build is on screen.
  await expect(page.getByRole('button', { name: 'Save Build' })).toBeVisible();
  await expect(page.locator('.ps', { hasText: 'CPU' }).first().locator('.ps__value')).toContainText('Ryzen 5 5600');

  // The 200-build cap: the server's own words, then that the build is still here.
  await page.route('**/api/builds', (route) =>
    route.fulfill({
      status: 409,
      json: { error: 'You can keep at most 200 saved builds. Delete one you no longer need, then save again.', code: 'CONFLICT' },
    }),
  );
  await page.getByRole('button', { name: 'Save Build' }).click();
  await page.getByRole('dialog', { name: 'Save your build' }).getByLabel('Build name').fill('Build 201');
  await page.getByRole('dialog', { name: 'Save your build' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Save Error' })).toContainText(
    'Save failed: You can keep at most 200 saved builds. Delete one you no longer need, then save again. Your build is still here.',
  );
});

test('too many sign-in tries: how long to wait, from Retry-After; no answer at all: the spec\'s "Network error" and what to do', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '42' }, json: { error: 'Too many attempts.', code: 'RATE_LIMITED' } }),
  );
  await page.getByLabel('Email').fill('juan@example.ph');
  await page.getByLabel('Password').fill('Sup3r$ecret');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('There were too many tries in a short time. What you typed is still here — try again in 42 seconds.');

  await page.unroute('**/api/login');
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Network error. We couldn't reach the server. What you typed is still here — check your connection and try again.",
  );
  await expect(page.getByLabel('Email')).toHaveValue('juan@example.ph');
});
