/**
 * Issue 25 item 2: the BIOS note is one short line with a "why?" disclosure, its year from the
 * CPU's launch, never "the catalogue does not say", and shown once per build on the dashboard.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';
import { openBuilder } from './builder-page.ts';
import { permalink, saveViaApi, signInViaApi, type Parts } from './saved-builds.ts';

const SHOTS = '/tmp/shots-finish';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/bios-${name}-${page.viewportSize()!.width}.png` });

/** A Ryzen 5 5600 on a B450 board: early B450 boards cannot start it. */
const AM4_5600: Parts = {
  mobo: 'mobo-msi-b450m-a-pro-max-ii',
  cpu: 'cpu-amd-ryzen-5-5600',
  rams: ['ram-kingston-fury-beast-ddr4-3200-16gb-2x8'],
  gpus: ['gpu-asus-dual-rtx-4060-oc-8gb'],
  psu: 'psu-corsair-cx650',
};
const LINE = "Ask the shop to confirm this board's BIOS supports the Ryzen 5 5600 — boards sold since 2023 usually do.";

test('the dashboard shows the BIOS line once per build, with its reason behind "why?"', async ({ page }) => {
  await signInViaApi(page, 'Bea BIOS');
  await saveViaApi(page, 'Budget AM4', AM4_5600);
  await saveViaApi(page, 'Budget AM4 with SSD', { ...AM4_5600, m2s: ['m2-samsung-980-1tb'] });
  await gotoHydrated(page, '/dashboard?section=saved');
  for (const name of ['Budget AM4', 'Budget AM4 with SSD']) {
    const card = page.getByTestId('build-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText(LINE, { exact: true })).toHaveCount(1);
    await expect(card).not.toContainText('catalogue');
    await expect(card.getByText(/Early B450 boards/)).toBeHidden();
  }
  const first = page.getByTestId('build-card').filter({ has: page.getByRole('heading', { name: 'Budget AM4', exact: true }) });
  await first.getByText('why?').click();
  await expect(first.getByText(/Early B450 boards shipped with a BIOS that cannot start Ryzen 5000 CPUs/)).toBeVisible();
  await expect(first.getByText(/first went on sale in April 2022/)).toBeVisible();
  await shot(page, 'dashboard');

  await first.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText(LINE, { exact: true })).toHaveCount(1);
  await expect(details).not.toContainText('catalogue does not say');
});

test('the builder shows the same line with "why?"', async ({ page }) => {
  await openBuilder(page, permalink(AM4_5600));
  const summary = page.locator('.summary');
  const line = summary.getByText(LINE, { exact: true });
  await expect(line).toHaveCount(1);
  await summary.getByText('why?').click();
  await expect(summary.getByText(/Early B450 boards shipped with a BIOS/)).toBeVisible();
  await expect(summary).not.toContainText('catalogue does not say');
  await line.scrollIntoViewIfNeeded();
  await shot(page, 'builder');
});
