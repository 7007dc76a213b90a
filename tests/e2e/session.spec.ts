/**
 * Issue 20 item 4: session truth. When the server has ended the session (a password reset or a
 * sign-out elsewhere), the first call that finds out updates every island: the header shows
 * signed out, Save says the session ended and offers sign-in that comes back to the same page,
 * and the build is still there.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { gotoHydrated, lastMailTo } from './accounts.ts';
import { permalink, signInViaApi, type Parts } from './saved-builds.ts';

const NEW_PASSWORD = 'N3w$ecret!x';
const PARTS: Parts = { mobo: 'mobo-gigabyte-b550m-ds3h', cpu: 'cpu-amd-ryzen-5-5600', gpus: ['gpu-asus-dual-rtx-4060-oc-8gb'] };
const ENDED = "Save failed: Your session has ended, so you're signed out. Your build is still here — sign in again and you'll come back here.";

const selectorValue = (page: Page, label: string) =>
  page.locator('.ps', { has: page.locator('.ps__label', { hasText: new RegExp(`^${label}$`) }) }).locator('.ps__value');
const header = (page: Page) => page.locator('header.site-header');
/** What the header shows: 'signed-in' or 'visitor' (set by its script on every change). */
const headerSession = (page: Page) => page.evaluate(() => document.documentElement.dataset.session);

/** Someone resets the account's password from another browser: every session of the account ends. */
async function resetElsewhere(browser: Browser, email: string, baseURL: string) {
  const other = await browser.newContext({ baseURL: baseURL! });
  expect((await other.request.post('/api/forgot-password', { data: { email } })).status()).toBe(200);
  const mail = await lastMailTo(email);
  const token = new URL(mail.text.match(/https?:\/\/\S+\/newpassword\?token=\S+/)![0]).searchParams.get('token');
  expect((await other.request.post('/api/auth/reset', { data: { token, password: NEW_PASSWORD } })).ok()).toBe(true);
  await other.close();
}

async function saveAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save Build' }).click();
  await page.getByRole('dialog', { name: 'Save your build' }).getByLabel('Build name').fill(name);
  await page.getByRole('dialog', { name: 'Save your build' }).getByRole('button', { name: 'Save' }).click();
}

test('a password reset elsewhere: Save says the session ended, the header follows, and sign-in comes back to the draft', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await signInViaApi(page, 'Rina Reyes');
  await gotoHydrated(page, permalink(PARTS));
  await expect(selectorValue(page, 'GPU')).toContainText('RTX 4060');
  expect(await headerSession(page)).toBe('signed-in');
  await expect(header(page).locator('[data-user-name]').first()).toHaveText('Rina Reyes');
  const draft = await page.evaluate(() => localStorage.getItem('builderDraft'));
  expect(draft).toContain('cpu-amd-ryzen-5-5600');

  await resetElsewhere(browser, email, baseURL!);

  // The page still believes it is signed in, until the server says otherwise.
  await saveAs(page, 'After the reset');
  const refused = page.getByRole('dialog', { name: 'Save Error' });
  await expect(refused).toContainText(ENDED);
  await expect(refused).not.toContainText('Please sign in first');
  // Every island heard it: the header is signed out, and the builder offers sign-in.
  await expect.poll(() => headerSession(page)).toBe('visitor');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  expect(await page.evaluate(() => localStorage.getItem('builderDraft'))).toBe(draft);

  const again = refused.getByRole('link', { name: 'Sign in again' });
  await expect(again).toHaveAttribute('href', '/login?next=/builder');
  await again.click();
  await page.waitForURL(/\/login\?next=\/builder$/);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Back on the builder with the same build, and Save works.
  await page.waitForURL((url) => url.pathname === '/builder');
  await expect(selectorValue(page, 'GPU')).toContainText('RTX 4060');
  await expect(selectorValue(page, 'CPU')).toContainText('Ryzen 5 5600');
  await saveAs(page, 'After signing in again');
  await expect(page.getByRole('dialog', { name: /^Build Saved/ })).toContainText('After signing in again');
});

test('a sign-out on another device with the same session: Save finds out, the header shows signed out and its sign-in returns here', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInViaApi(page, 'Dino Cruz');
  // The other device holds the same session and signs out: the server deletes it.
  const other = await browser.newContext({ baseURL: baseURL! });
  await other.addCookies(await page.context().cookies());
  const signedOut = await other.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: new URL(baseURL!).origin } });
  expect(signedOut.ok(), await signedOut.text()).toBe(true);
  await other.close();

  await gotoHydrated(page, '/builder?cpu=cpu-amd-ryzen-5-5600');
  expect(await headerSession(page)).toBe('signed-in');
  await saveAs(page, 'Stale');
  await expect(page.getByRole('dialog', { name: 'Save Error' })).toContainText(ENDED);
  await page.getByRole('dialog', { name: 'Save Error' }).getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('link', { name: 'Log in to save your build.' })).toBeVisible();
  expect(await headerSession(page)).toBe('visitor');
  await expect(header(page).locator('a.signin')).toHaveAttribute('href', '/login?next=/builder');
  await expect(header(page).locator('#mobile-menu a[href^="/signup"]')).toHaveAttribute('href', '/signup?next=/builder');
});
