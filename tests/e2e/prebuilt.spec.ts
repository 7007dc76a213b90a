/**
 * Issue 25 item 1: "View Pre-built PCs" leads to starter builds by budget and use (made by the
 * optimiser from credible shop prices when the site is built), each with its verdict chip, its
 * price date and "Load into builder", with the community's builds under them.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../src/catalogue/index.ts';
import { formatPeso } from '../../src/domain/format/money.ts';
import { formatPriceDate } from '../../src/domain/pricing/price-age.ts';
import { starterBuilds } from '../../src/domain/community/starter-builds.ts';
import { selector } from './builder-page.ts';

const SHOTS = '/tmp/shots-finish';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/prebuilt-${name}-${page.viewportSize()!.width}.png`, fullPage: true });

const starters = (page: Page) => page.getByTestId('starter-build');
const starter = (page: Page, title: string) => starters(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('the home button leads to starter builds by budget and use, with the community builds under them', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View Pre-built PCs' }).click();
  await page.waitForURL((url) => url.pathname === '/prebuilt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-built PCs');
  const expected = starterBuilds(catalogue.parts);
  await expect(starters(page)).toHaveCount(expected.length);
  for (const use of ['Gaming', 'Productivity', 'General use']) {
    await expect(page.getByRole('list', { name: `${use} starter builds` })).toBeVisible();
  }
  const gaming45 = expected.find((b) => b.title === '₱45k Gaming PC')!;
  const card = starter(page, '₱45k Gaming PC');
  await expect(card.getByTestId('starter-total')).toHaveText(formatPeso(gaming45.total));
  await expect(card.getByTestId('verdict-chip')).toHaveText(/^Compatible/);
  await expect(card).toContainText(`Shop prices seen ${formatPriceDate(catalogue.shopPrices.observedOn)}`);
  // No starter build has a problem.
  for (const chip of await starters(page).getByTestId('verdict-chip').allTextContents()) expect(chip).toMatch(/^Compatible/);
  // The community's builds follow, under their own heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Community builds' })).toBeVisible();
  await shot(page, 'all');
});

test('"Load into builder" opens the starter build in the builder, for its use, at its price and with no problem', async ({ page }) => {
  await page.goto('/prebuilt/productivity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productivity PCs');
  const expected = starterBuilds(catalogue.parts, ['productivity']);
  await expect(starters(page)).toHaveCount(expected.length);
  const build = expected.find((b) => b.budget === 60_000)!;
  const card = starter(page, build.title);
  await card.getByRole('link', { name: /^Load into builder/ }).click();
  await page.waitForURL((url) => url.pathname === '/builder');
  await expect(selector(page, 'CPU').locator('.ps__value')).toContainText(build.parts.find((p) => p.slot === 'cpu')!.name);
  await expect(page.getByRole('radio', { name: 'Productivity' })).toBeChecked();
  const summary = page.locator('.summary');
  await expect(summary.getByTestId('price-range')).toContainText(formatPeso(build.total));
  await expect(summary.getByTestId('verdict-line')).toHaveText(/^Compatible/);
  await shot(page, 'loaded');
});

test('all parts and prices of a starter build open on the card', async ({ page }) => {
  await page.goto('/prebuilt/gaming');
  const build = starterBuilds(catalogue.parts, ['gaming'])[0]!;
  const card = starter(page, build.title);
  await card.scrollIntoViewIfNeeded();
  await card.getByText(`All ${build.parts.length} parts and prices`).click();
  for (const part of build.parts) await expect(card.getByText(`${part.role}: ${part.name}`, { exact: true }).first()).toBeVisible();
  await shot(page, 'gaming');
});
