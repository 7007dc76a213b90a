/**
 * The whole setup (issue 29 item 5): case fans by the pack, thermal paste, Wi-Fi, the OS and a
 * UPS / AVR in the builder, the UPS sized from the build's power with one line on brownouts, a
 * unit too small for the PC flagged; the setup's categories in the Component Database.
 */
import { expect, test, type Page } from '@playwright/test';
import { choose, openBuilder, selector } from './builder-page.ts';
import { gotoHydrated } from './accounts.ts';

const summary = (page: Page) => page.locator('.summary');

test('a UPS is sized from the build, one too small is a problem, and fans count by the pack', async ({ page }) => {
  await openBuilder(page);
  // Folded on a first view (the builder stays light); a click opens it.
  await expect(selector(page, 'UPS / AVR')).toHaveCount(0);
  await page.getByText('The whole setup', { exact: true }).click();
  const ups = selector(page, 'UPS / AVR');
  // Before anything draws power, only why a UPS matters.
  await expect(ups.locator('.ps__note')).toHaveText(/^Brownouts and outages are common/);
  await choose(page, 'CPU', 'Ryzen 9 9950X ');
  await choose(page, 'GPU', 'RTX 4060');
  await expect(ups.locator('.ps__note')).toContainText(/This PC draws up to about \d+ W at full load: choose a UPS rated at least \d+ W \(about \d+ VA\)/);
  await choose(page, 'UPS / AVR', 'BVX650I');
  await expect(summary(page).getByTestId('warnings')).toContainText('UPS too small: the APC Easy UPS BVX650I-PH 650VA carries 360 W');
  // A unit big enough: the problem goes.
  await choose(page, 'UPS / AVR', 'BX2200MI');
  await expect(summary(page).getByTestId('warnings')).not.toContainText('UPS too small');

  const fans = selector(page, 'Case fans');
  await choose(page, 'Case fans', 'DM12F ARGB 120 mm case fans 3-in-1');
  await expect(page.locator('.slot-group').filter({ has: fans }).locator('.ps__hint').first()).toHaveText('One selector per pack: 3 fans chosen.');
  await page.getByRole('button', { name: '+ Add another fan pack' }).click();
  await choose(page, 'Case fans 2', 'Noctua NF-F12');
  await expect(page.locator('.ps__hint', { hasText: 'One selector per pack' })).toHaveText('One selector per pack: 4 fans chosen.');
  await choose(page, 'Operating system', 'Windows 11 Home');
  // The setup is in the build's price and survives a reload (draft); the section opens by itself.
  await page.reload();
  await expect(selector(page, 'UPS / AVR').locator('.ps__value')).toContainText('BX2200MI');
  await expect(selector(page, 'Operating system').locator('.ps__value')).toContainText('Windows 11 Home');
});

test('the Component Database lists the setup under its own buttons, on the first screen', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/components?category=ups');
  const setup = page.getByRole('group', { name: 'The whole setup' }).first();
  await expect(setup.getByRole('button', { name: 'UPS / AVR', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const first = page.locator('.part-card').first();
  await expect(first).toContainText('APC');
  await expect(first).toContainText(/VA/);
  const box = (await first.boundingBox())!;
  expect(box.y + 120).toBeLessThanOrEqual(isMobile ? 812 : 900);
  await setup.getByRole('button', { name: 'Case fans', exact: true }).click();
  await expect(page.locator('.part-card').first()).toContainText('Fans in the box');
});
