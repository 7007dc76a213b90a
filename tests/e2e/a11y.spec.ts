/**
 * Accessibility on every route, signed out and signed in, at phone and desktop width (the two
 * projects): axe-core finds no serious or critical violation. Interactive states that matter
 * (an open selector, a dialog) are checked too.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';
import { saveViaApi, signInViaApi } from './saved-builds.ts';

const PUBLIC_ROUTES = [
  '/',
  '/builder',
  '/quote',
  '/components',
  '/community',
  '/prebuilt/gaming',
  '/learn',
  '/learn/components',
  '/learn/compatibility',
  '/learn/bottlenecks',
  '/learn/budget-tips',
  '/login',
  '/signup',
  '/forgot-password',
  '/newpassword?token=abc',
  '/no-such-page',
  '/parts/cpu-amd-ryzen-5-7600',
  '/compare?ids=cpu-amd-ryzen-5-7600,cpu-intel-core-i5-14400f',
];
const SIGNED_IN_ROUTES = ['/', '/builder', '/community', '/dashboard?section=overview', '/dashboard?section=saved', '/dashboard?section=history', '/settings'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('signed out: no serious or critical accessibility violations on any route', async ({ page }) => {
  test.setTimeout(420_000);
  const found: Record<string, string[]> = {};
  for (const route of PUBLIC_ROUTES) {
    await gotoHydrated(page, route);
    const issues = await seriousViolations(page);
    if (issues.length) found[route] = issues;
  }
  expect(found).toEqual({});
});

test('signed in: no serious or critical accessibility violations, dialogs included', async ({ page }) => {
  test.setTimeout(420_000);
  await signInViaApi(page, 'Axe Tester');
  const cpus = (await (await page.request.get('/api/components/cpu')).json()) as { id: string }[];
  await saveViaApi(page, 'Accessible build', { cpu: cpus[0]!.id });
  const found: Record<string, string[]> = {};
  for (const route of SIGNED_IN_ROUTES) {
    await gotoHydrated(page, route);
    const issues = await seriousViolations(page);
    if (issues.length) found[route] = issues;
  }
  // The details dialog of a saved build, open.
  await gotoHydrated(page, '/dashboard?section=saved');
  await page.getByRole('button', { name: /^View/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialogIssues = await seriousViolations(page);
  if (dialogIssues.length) found['/dashboard details dialog'] = dialogIssues;
  expect(found).toEqual({});
});
