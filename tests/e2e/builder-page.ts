/** The builder page as a person uses it: find a selector by its label, pick a part by typing. */
import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';

export const selector = (page: Page, label: string) =>
  page.locator('.ps', { has: page.locator('.ps__label', { hasText: new RegExp(`^${label}$`) }) });

/** Opens a part selector, types the search, and picks the first match with Enter. */
export async function choose(page: Page, label: string, search: string) {
  const box = selector(page, label);
  await box.locator('.ps__button').click();
  await page.getByRole('combobox', { name: `Search ${label} options` }).pressSequentially(search);
  await page.keyboard.press('Enter');
  await expect(box.locator('.ps__value')).toContainText(search.split(' ')[0]!);
}

/** Opens the builder and waits until its selectors can be used. */
export async function openBuilder(page: Page, path = '/builder') {
  await gotoHydrated(page, path);
  await expect(selector(page, 'Motherboard').locator('.ps__button')).toBeEnabled();
}
