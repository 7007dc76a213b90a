/** Fixtures for account journeys: fresh users, the mail outbox, hydrated pages. */
import { existsSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './run-dirs.ts';

export const PASSWORD = 'Sup3r$ecret';
export const OUTBOX = `${E2E_DATA_DIR}/outbox.jsonl`;

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ph`;

export async function registerUser(request: APIRequestContext, name = 'Test Builder') {
  const email = uniqueEmail('user');
  const res = await request.post('/api/register', { data: { email, username: name, password: PASSWORD } });
  expect(res.status()).toBe(201);
  return { email, name };
}

/** Waits until every island on the page has hydrated, so clicks reach React. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The newest mail sent to an address (the server writes an outbox in its data folder). */
export async function lastMailTo(email: string): Promise<{ subject: string; text: string }> {
  let found: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(() => {
      if (!existsSync(OUTBOX)) return false;
      found = readFileSync(OUTBOX, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).reverse().find((m) => m.to === email);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
