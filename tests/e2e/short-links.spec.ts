/**
 * Short links and the public build page (issue 29 item 6), at 1280 px and 375 px: "Copy short
 * link" in the builder (a visitor's draft), on a saved build's card and in a community post;
 * /b/<id> reads without JavaScript — parts, today's prices, the verdict — with a preview card
 * (Open Graph title, description and a PNG) for Messenger and Facebook; the long link still works.
 */
import { expect, test, type Page } from '@playwright/test';
import { GOOD_PARTS, BROKEN_PARTS, permalink, saveViaApi, signInViaApi } from './saved-builds.ts';
import { gotoHydrated } from './accounts.ts';
import { openBuilder } from './builder-page.ts';

const SHORT = /^http:\/\/(localhost|127\.0\.0\.1):\d+\/b\/[A-Za-z0-9]{10}$/;

async function copiedLink(page: Page): Promise<string> {
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(SHORT);
  return link;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
});

test('a visitor copies a short link of a draft; the page reads without JavaScript and previews as a PNG', async ({ page, browser, baseURL }) => {
  await openBuilder(page, permalink(GOOD_PARTS));
  await page.getByRole('button', { name: 'Copy short link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Short link copied' })).toBeVisible();
  const link = await copiedLink(page);

  // The page with JavaScript off: everything that matters is in the HTML.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const reader = await plain.newPage();
  const res = await reader.goto(link);
  expect(res?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('A PC build');
  await expect(reader.getByTestId('build-page-total')).toHaveText(/^₱[\d,]+$/);
  await expect(reader.getByTestId('build-page-verdict')).toHaveText(/^Compatible/);
  const rows = reader.locator('.bp-table tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(reader.getByRole('link', { name: /Ryzen 5 7600/ })).toHaveAttribute('href', '/parts/cpu-amd-ryzen-5-7600');
  await expect(rows.filter({ hasText: 'Ryzen 5 7600' })).toContainText(/at \d+ shops · seen|Estimate/);

  // The preview card: title, description and a PNG image at an absolute address.
  const meta = (property: string) => reader.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe('A PC build · PC Builder PH');
  expect(await meta('og:description')).toMatch(/^₱[\d,]+ · Gaming · 5 parts · Compatible/);
  expect(await meta('og:url')).toMatch(/\/b\/[A-Za-z0-9]{10}$/);
  const image = await meta('og:image');
  expect(image).toBe(`${await meta('og:url')}/image.png`);
  const png = await reader.request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');

  // Open in builder: the long permalink, which still opens the same build.
  const open = reader.getByRole('link', { name: 'Open in builder' });
  await expect(open).toHaveAttribute('href', /^\/builder\?.*cpu=cpu-amd-ryzen-5-7600/);
  await plain.close();
  await page.goto(link);
  // The draft in this browser goes, so that what the builder shows can only come from the link.
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('link', { name: 'Open in builder' }).click();
  await expect(page.locator('.ps__value').filter({ hasText: 'Ryzen 5 7600' })).toBeVisible();
  await expect(page.locator('.ps__value').filter({ hasText: 'RTX 4060' })).toBeVisible();
});

test('a build with problems says so on its page; a link that does not exist says that', async ({ page }) => {
  const res = await page.request.post('/api/short-links', { data: { kind: 'draft', parts: BROKEN_PARTS, title: 'Tito’s old parts' } });
  // 201 when new; 200 when the other width's run made the same link first.
  expect([200, 201]).toContain(res.status());
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByTestId('build-page-verdict')).toHaveText(/^Problems found: \d+ problems?/);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('CPU socket does not match motherboard');
  const missing = await page.goto('/b/AAAAAAAAAA');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared build not found');
  await expect(page.getByRole('link', { name: 'Start a build' })).toBeVisible();
});

test('the owner copies a short link from a saved build card and from a community post', async ({ page }) => {
  await signInViaApi(page, 'Lia Builder');
  await saveViaApi(page, 'Sala gaming PC', GOOD_PARTS);
  await gotoHydrated(page, '/dashboard?section=saved');
  const card = page.getByTestId('build-card').filter({ hasText: 'Sala gaming PC' });
  await card.getByRole('button', { name: 'Copy short link Sala gaming PC' }).click();
  await expect(card.getByRole('status')).toContainText('Short link copied');
  const saved = await copiedLink(page);
  await page.goto(saved);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sala gaming PC');

  const post = await page.request.post('/api/community/builds', { data: { title: 'Sala gaming PC shared', parts: GOOD_PARTS } });
  expect(post.status()).toBe(201);
  const { id } = (await post.json()) as { id: string };
  await gotoHydrated(page, `/community?build=${id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Copy short link' }).click();
  await expect(dialog.getByRole('status')).toContainText('Short link copied');
  const community = await copiedLink(page);
  expect(community).not.toBe(saved);
  await page.goto(community);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sala gaming PC shared');
  await page.getByRole('link', { name: 'See it in the community' }).click();
  await expect(page.getByRole('dialog')).toContainText('Sala gaming PC shared');
});
