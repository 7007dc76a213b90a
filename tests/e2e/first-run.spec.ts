/**
 * Issue 20, item 5: a first run opened as http://127.0.0.1:<port> (what many people type) works
 * with the default configuration: sign up, sign out, sign in, save a build. The test server runs
 * without PUBLIC_ORIGIN, as `npm start` does on a fresh clone.
 */
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, gotoHydrated, uniqueEmail } from './accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

async function signOutFromHeader(page: Page, name: string, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name }).click();
  const area = isMobile ? page.locator('#mobile-menu') : page.locator('[data-user-dropdown]');
  // Logout reloads the home page the person is already on: wait for that navigation itself, or
  // the next goto races it.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await area.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click();
  await reloaded;
  await page.waitForLoadState('load');
  expect(new URL(page.url()).pathname).toBe('/');
}

test('opened on 127.0.0.1: sign up, sign out, sign in and save a build', async ({ page, isMobile }) => {
  const refusals: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() === 403) refusals.push(res.url());
  });
  const email = uniqueEmail('first-run');
  const name = 'Juan dela Cruz';

  await gotoHydrated(page, '/signup');
  await page.getByLabel('Full Name').pressSequentially(name);
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
  await page.getByLabel('Confirm Password').pressSequentially(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const created = page.getByRole('dialog', { name: 'Account Created Successfully!' });
  await expect(created).toContainText('you are signed in');
  // The session cookie belongs to the address in the bar.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name.endsWith('session_token'))?.domain).toBe('127.0.0.1');
  await created.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).origin).toBe(ORIGIN);

  await signOutFromHeader(page, name, isMobile);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Password').pressSequentially(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/me')).status()).toBe(200);

  await page.goto('/builder');
  const cpu = page.locator('.ps', { has: page.locator('.ps__label', { hasText: /^CPU$/ }) });
  await expect(cpu.locator('.ps__button')).toBeEnabled();
  await cpu.locator('.ps__button').click();
  await page.getByRole('combobox', { name: 'Search CPU options' }).fill('Ryzen 5 7600 ');
  await page.getByRole('option', { name: /Ryzen 5 7600 / }).first().click();
  await expect(cpu.locator('.ps__value')).toContainText('Ryzen 5 7600');
  await page.getByRole('button', { name: 'Save Build' }).click();
  await page.getByRole('dialog', { name: 'Save your build' }).getByLabel('Build name').pressSequentially('First run build');
  await page.getByRole('dialog', { name: 'Save your build' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Build Saved/ })).toBeVisible();
  const builds = (await (await page.request.get('/api/builds')).json()) as { name: string }[];
  expect(builds.map((b) => b.name)).toEqual(['First run build']);
  expect(refusals).toEqual([]);
});
