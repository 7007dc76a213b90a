/**
 * Issue 29 item 4 in the browser: a shop's quote in place of a chosen part's price, a custom line
 * for something the catalogue lacks; your total uses both (marked), the verdict says it cannot
 * check the custom part, Copy as text and the permalink carry them, and a save and a reload keep both.
 */
import { expect, test } from '@playwright/test';
import { choose, openBuilder, selector } from './builder-page.ts';
import { signInViaApi } from './saved-builds.ts';

test('set a quote, add a custom line, save, reload, see both', async ({ page, baseURL }) => {
  test.slow(); // sign-up, the builder twice, a save
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInViaApi(page, 'Quote Keeper');
  await openBuilder(page);
  await choose(page, 'CPU', 'Ryzen 5 7600');

  // The shop quoted ₱9,800 by Messenger: typed in, with the shop.
  await page.getByRole('button', { name: "Enter a shop's quote for AMD Ryzen 5 7600" }).click();
  const form = page.getByRole('form', { name: /Your quote for AMD Ryzen 5 7600/ });
  await form.getByLabel('Quoted price').pressSequentially('9,800');
  await form.getByLabel('Shop (optional)').pressSequentially('PC Express');
  await form.getByLabel('Quoted on (optional)').fill('2026-05-01');
  await form.getByRole('button', { name: 'Use this price' }).click();
  const chosenQuote = page.getByTestId('part-quote');
  await expect(chosenQuote).toContainText('your quote ₱9,800');
  await expect(chosenQuote).toContainText('PC Express');

  // A UPS the catalogue lacks; a nameless line is refused first.
  const custom = page.getByTestId('custom-parts');
  await custom.getByRole('button', { name: '+ Add a custom part' }).click();
  await custom.getByLabel('Price (₱)').fill('3950');
  await custom.getByRole('button', { name: 'Add custom part' }).click();
  await expect(custom.getByRole('alert')).toContainText('Give the part a name');
  await custom.getByLabel('Name').pressSequentially('APC Back-UPS 700VA');
  await custom.getByLabel('Kind').selectOption({ label: 'UPS / AVR' });
  await custom.getByRole('button', { name: 'Add custom part' }).click();
  await expect(custom.getByRole('listitem')).toContainText(['APC Back-UPS 700VA']);
  await expect(custom.getByRole('listitem').first()).toContainText('₱3,950');

  // Totals use them, marked; the verdict says what it cannot check.
  await expect(page.getByTestId('your-total-line')).toHaveText('Your total: ₱13,750 with 1 quoted price and 1 custom part');
  await expect(page.getByTestId('your-quote')).toContainText('custom part');
  await expect(page.locator('.summary').getByTestId('warnings')).toContainText('Not checked: APC Back-UPS 700VA is a custom part.');

  // Copy as text carries both.
  await page.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parts list copied as text.' })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('(your quote ₱9,800, PC Express');
  expect(text).toContain('UPS / AVR: APC Back-UPS 700VA — ₱3,950 (custom part)');
  expect(text).toContain('Your total: ₱13,750 with 1 quoted price and 1 custom part');
  // The permalink carries the custom line.
  expect(text).toMatch(/custom=APC\+Back-UPS\+700VA~ups~3950/);

  // Save.
  await page.getByRole('button', { name: 'Save Build' }).click();
  await page.getByLabel('Build name').fill('Whole setup');
  await page.getByRole('dialog', { name: 'Save your build' }).getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('dialog', { name: /Build Saved/ });
  await expect(saved).toContainText('Not checked: APC Back-UPS 700VA is a custom part.');
  await saved.getByRole('button', { name: 'OK' }).click();
  const builds = (await (await page.request.get('/api/builds')).json()) as { name: string; your_total_price?: number; parts: { cpu: { quote?: unknown }; custom?: unknown } }[];
  expect(builds[0]).toMatchObject({ name: 'Whole setup', your_total_price: 13_750, parts: { cpu: { quote: { price: 9800, shop: 'PC Express', date: '2026-05-01' } }, custom: [{ name: 'APC Back-UPS 700VA', category: 'ups', price: 3950 }] } });

  // Reload: both are still there.
  await page.reload();
  await expect(selector(page, 'CPU').locator('.ps__value')).toContainText('Ryzen 5 7600');
  await expect(page.getByTestId('part-quote')).toContainText('your quote ₱9,800');
  await expect(page.getByTestId('custom-parts').getByRole('listitem')).toContainText(['APC Back-UPS 700VA']);
  await expect(page.getByTestId('your-total-line')).toContainText('₱13,750');

  // Clear the quote: the part is back at today's price; removing the custom line ends your total.
  await page.getByRole('button', { name: 'Clear your quote for AMD Ryzen 5 7600' }).click();
  await expect(page.getByTestId('part-quote')).toHaveCount(0);
  await page.getByTestId('custom-parts').getByRole('button', { name: 'Remove APC Back-UPS 700VA' }).click();
  await expect(page.getByTestId('your-total-line')).toHaveCount(0);
});

test('a permalink with a custom line opens it in the builder', async ({ page }) => {
  await openBuilder(page, '/builder?cpu=cpu-amd-ryzen-5-7600&custom=Arctic+P12+fans+x3~case-fan~1200');
  await expect(page.getByTestId('custom-parts').getByRole('listitem')).toContainText(['Arctic P12 fans x3']);
  await expect(page.getByTestId('your-total-line')).toContainText('with 1 custom part');
});
