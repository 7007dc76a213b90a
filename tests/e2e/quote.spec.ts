/**
 * "Check a quote" (issue 28), at 1280 px and 375 px: paste a shop's quote, see every line read,
 * correct a line with the picker, get the verdict, prices elsewhere and swaps; share a short link
 * that opens the same checked quote; open it in the builder with the quoted prices kept as
 * "your quote". The pasted text is read in the browser: nothing is sent until it is shared, and
 * then never a phone number or a name.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS ? '/tmp/shots' : null;
const QUOTE = [
  'Good day Ms. Villanueva! Quote po:',
  'R5 7600 tray — 10,950',
  'Gigabyte B650M Aorus Elite AX — 10,500',
  '2x16 6000 CL36 — 6,990',
  'RTX 4060 Dual OC 8GB — 18,750',
  'NV3 1TB — 3,650',
  'MWE 650 Bronze V2 — 3,150',
  'Montech Air 903 Max — 4,350',
  'Contact: 0917 123 4567',
  'Total: 58,340',
].join('\n');

const item = (page: Page, text: string) => page.getByTestId('quote-item').filter({ hasText: text });

async function check(page: Page, quote = QUOTE) {
  await page.goto('/quote');
  await page.getByLabel('The quote, as the shop sent it').fill(quote);
  await page.getByRole('button', { name: 'Check this quote' }).click();
  await expect(page.getByTestId('quote-answer')).toBeVisible({ timeout: 20_000 });
}

test('paste, correct a line, share a link, open in the builder with "your quote"', async ({ page, context, baseURL, isMobile }) => {
  // Two pages each read the catalogue into the matcher on a shared 2-core machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'GET') sent.push(`${req.method()} ${req.url()} ${req.postData() ?? ''}`);
  });
  await check(page);

  // Every line read: the CPU with its tray note, the brandless card "likely", the RAM a choice.
  await expect(page.getByTestId('quote-item')).toHaveCount(7);
  await expect(item(page, 'R5 7600 tray')).toContainText('AMD Ryzen 5 7600');
  await expect(item(page, 'R5 7600 tray')).toContainText('tray: no cooler, shorter warranty');
  await expect(item(page, 'R5 7600 tray')).toContainText('sure');
  await expect(item(page, 'RTX 4060 Dual')).toContainText('ASUS Dual GeForce RTX 4060 OC');
  await expect(item(page, 'RTX 4060 Dual')).toContainText('likely');
  await expect(item(page, '2x16 6000 CL36')).toContainText('memory kits fit this line');
  await expect(page.getByText('The quote’s total: ₱58,340')).toBeVisible();
  // Contact details are neither shown nor sent anywhere; reading sent nothing at all.
  await expect(page.locator('.quote-checker__result')).not.toContainText('0917');
  await expect(page.locator('.quote-checker__result')).not.toContainText('Villanueva');
  expect(sent).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quote-read-${isMobile ? 375 : 1280}.png`, fullPage: true });

  // Correct the RAM line: search the picker, choose the kit.
  const ram = item(page, '2x16 6000 CL36');
  await ram.getByRole('button', { name: /Choose the part/ }).click();
  await ram.getByLabel('Search').fill('flare x5');
  await ram.getByRole('button', { name: /G\.Skill Flare X5 32GB \(2x16GB\) DDR5 6000MHz CL36 EXPO/ }).first().click();
  await expect(ram).toContainText('your choice');
  await expect(ram).toContainText('G.Skill Flare X5 32GB');
  await expect(page.getByTestId('quote-verdict')).not.toContainText('needs a part chosen');
  await expect(page.getByTestId('quote-swaps').or(page.getByTestId('quote-swaps-none'))).toBeVisible({ timeout: 20_000 });

  // Share: a short link that anyone can open; the shared body names no person and no number.
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = page.getByTestId('share-link');
  await expect(link).toContainText(/\/quote\?q=[A-Za-z0-9]{10}$/);
  const url = (await link.textContent())!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const posted = sent.filter((s) => s.startsWith('POST'));
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain('/api/quotes');
  expect(posted[0]).not.toMatch(/0917|Villanueva|Good day|Contact/);

  const shared = await context.newPage();
  await shared.goto(url);
  await expect(shared.getByText('A shared quote, checked against today’s prices.')).toBeVisible({ timeout: 20_000 });
  await expect(shared.getByTestId('quote-item')).toHaveCount(7);
  await expect(item(shared, '2x16 6000 CL36')).toContainText('G.Skill Flare X5 32GB');
  await expect(shared.getByTestId('quote-answer')).toBeVisible({ timeout: 20_000 });
  if (SHOTS) await shared.screenshot({ path: `${SHOTS}/quote-shared-${isMobile ? 375 : 1280}.png`, fullPage: true });
  await shared.close();

  // Open in the builder: the parts, with each quoted price kept as "your quote".
  await page.getByLabel('Shop that quoted it (optional)').fill('PC Express');
  await page.getByRole('button', { name: 'Open in builder' }).click();
  await expect(page).toHaveURL(/\/builder$/);
  const yours = page.getByTestId('your-quote');
  await expect(yours).toBeVisible({ timeout: 20_000 });
  await expect(yours).toContainText('AMD Ryzen 5 7600');
  await expect(yours).toContainText('₱10,950');
  await expect(yours).toContainText('PC Express');
  await expect(yours).toContainText('G.Skill Flare X5');
  await expect(page.getByTestId('your-quote-total')).toContainText('for 7 parts');
  if (SHOTS) await yours.screenshot({ path: `${SHOTS}/quote-builder-${isMobile ? 375 : 1280}.png` });
  // The draft keeps them: a reload still shows "your quote".
  await page.reload();
  await expect(page.getByTestId('your-quote')).toContainText('₱10,950', { timeout: 20_000 });
  const draft = await page.evaluate(() => localStorage.getItem('builderDraft'));
  expect(JSON.parse(draft!).cpu.quote).toMatchObject({ price: 10950, shop: 'PC Express' });
});

test('copy the answer as text for Messenger', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await check(page);
  await page.getByRole('button', { name: 'Copy the answer' }).click();
  await expect(page.getByText('Answer copied')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/^Quote check — PC Builder PH \(shop prices seen /);
  expect(text).toContain('Verdict: ');
  expect(text).toContain('• AMD Ryzen 5 7600 — quoted ₱10,950: ');
  expect(text).toContain('Quoted total: ₱58,340.');
  expect(text).not.toMatch(/0917|Villanueva/);
});

test('bad input says what to do and keeps the text: empty, a line too long', async ({ page }) => {
  await page.goto('/quote');
  await page.getByRole('button', { name: 'Check this quote' }).click();
  await expect(page.getByRole('alert')).toHaveText('Paste the quote first: the list of parts and prices the shop sent you.');
  const long = `R5 7600 - 10,950\n${'x'.repeat(301)}`;
  await page.getByLabel('The quote, as the shop sent it').fill(long);
  await page.getByRole('button', { name: 'Check this quote' }).click();
  await expect(page.getByRole('alert')).toContainText('A line is longer than 300 characters. Put each part on its own line. (line 2)');
  await expect(page.getByLabel('The quote, as the shop sent it')).toHaveValue(long);
});

test('a sample to try, and a link from the home page and the builder', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Got a quote from a shop? Check it →' }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await page.getByRole('button', { name: 'Try a sample quote' }).click();
  await page.getByRole('button', { name: 'Check this quote' }).click();
  await expect(page.getByTestId('quote-item')).toHaveCount(8, { timeout: 20_000 });
  await page.goto('/builder');
  await expect(page.getByRole('link', { name: 'Got a quote from a shop? Check it' })).toHaveAttribute('href', '/quote');
});

test('the checked quote, with the picker open, has no serious accessibility problem', async ({ page }) => {
  await check(page);
  await item(page, '2x16 6000 CL36').getByRole('button', { name: /Choose the part/ }).click();
  await expect(item(page, '2x16 6000 CL36').getByLabel('Search')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
});

test('a shared link that is not there says so', async ({ page }) => {
  await page.goto('/quote?q=AAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This shared quote is not here');
});
