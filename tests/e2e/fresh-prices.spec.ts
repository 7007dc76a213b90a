/**
 * Issue 27 in the browser: after refreshes, a part's card and the builder's chosen part show the
 * price history chart with its 90-day low and high and its sentence, an out-of-stock offer and a
 * stale one marked; a signed-in person sets an alert on the part and removes it on the dashboard.
 *
 * The refreshes are real runs of the refresh job against fake shops on loopback, into the test
 * server's database, on three days (20 and 10 days ago, today), for one part only (a monitor few
 * other journeys touch), so that the rest of the catalogue keeps its snapshot prices.
 */
import { readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../src/catalogue/index.ts';
import type { PricedCatalogue } from '../../src/catalogue/observed-prices.ts';
import type { Component } from '../../src/domain/catalogue/catalogue.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';
import { createDatabase, libsqlOptions } from '../../worker/db/client.ts';
import { startFakeShops, type FakeProduct } from '../../worker/refresh/fake-shop.ts';
import { runRefreshJob } from '../../worker/refresh/job.ts';
import { platformOf } from '../../worker/refresh/shops.ts';
import { gotoHydrated, registerUser, signIn } from './accounts.ts';
import { E2E_DATA_DIR } from './run-dirs.ts';

// One worker per project runs these in order, so the refreshes are set up once.
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
const part = (catalogue.parts.monitor as Component[]).find((p) => {
  const offers = p.offers ?? [];
  const prices = offers.map((o) => o.price);
  return (
    offers.length >= 3 &&
    !p.flaggedOffers &&
    new Set(offers.map((o) => o.shop)).size === offers.length &&
    offers.every((o) => platformOf(new URL(o.url).host) !== 'json-ld') &&
    Math.max(...prices) <= 1.1 * Math.min(...prices)
  );
})!;
const [cheapest, outOfStock, stale] = [...(part?.offers ?? [])].sort((a, b) => a.price - b.price);
const todayNoon = Date.parse(`${manilaDay(new Date())}T12:00:00+08:00`);
const newLow = Math.round(cheapest!.price * 0.95);

/** When this project's three refreshes ran: each project (width) has its own rows, so each can take its own out again. */
let runs: number[] = [];

/** Three refreshes of this one part: 20 days ago, 10 days ago (the third shop's page now broken), today (cheaper, one out of stock). */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const offset = test.info().project.name === 'phone' ? 60_000 : 0;
  runs = [todayNoon - 20 * DAY, todayNoon - 10 * DAY, todayNoon].map((t) => t + offset);
  const products: Record<string, FakeProduct> = Object.fromEntries(part.offers!.map((o) => [o.url, { price: Math.round(o.price * 1.05), inStock: true, behaviour: 'ok', title: part.name }]));
  const shops = await startFakeShops({ products });
  // The server writes to the same file: wait for it rather than fail on a busy database.
  const db = createDatabase(createClient(libsqlOptions({ databaseUrl: `file:${E2E_DATA_DIR}/pcbuilder.db` })));
  const only = { ...catalogue, parts: { ...catalogue.parts, ...Object.fromEntries(Object.entries(catalogue.parts).map(([c, list]) => [c, list.map((p) => (p.id === part.id ? p : { ...p, offers: undefined }))])) } } as PricedCatalogue;
  const run = (at: number) =>
    runRefreshJob({
      db,
      mailer: { send: async () => {} },
      catalogue: only,
      publicOrigin: 'http://localhost',
      authSecret: readFileSync(`${E2E_DATA_DIR}/auth-secret`, 'utf8').trim(),
      fetch,
      log: () => {},
      testShops: shops.origin,
      intervalMs: 0,
      now: () => at,
    });
  try {
    await run(runs[0]!);
    for (const o of part.offers!) shops.set(o.url, { price: Math.round(o.price * 1.02) });
    shops.set(stale!.url, { behaviour: 'malformed' });
    await run(runs[1]!);
    shops.set(cheapest!.url, { price: newLow });
    shops.set(outOfStock!.url, { inStock: false });
    await run(runs[2]!);
  } finally {
    await shops.close();
    db.$client.close();
  }
});

/** The other journeys share this server: take this part's refreshes out again (the snapshot's rows stay). */
test.afterAll(async () => {
  const client = createClient(libsqlOptions({ databaseUrl: `file:${E2E_DATA_DIR}/pcbuilder.db` }));
  try {
    for (const o of part.offers!) for (const at of runs) await client.execute({ sql: 'delete from price_observation where url = ? and seen_at = ?', args: [o.url, at] });
  } finally {
    client.close();
  }
});

/** The server notices new observations within 30 s. */
/** Waits (up to 45 s) for the refresh job the server ran at start: the calling test gets room for it. */
async function waitForRefreshedPrice(page: Page) {
  test.slow();
  await expect
    .poll(async () => ((await (await page.request.get('/api/components/monitor')).json()) as Component[]).find((p) => p.id === part.id)?.price, { timeout: 45_000, intervals: [1000] })
    .toBe(newLow);
}

async function expectHistoryAndMarks(page: Page, scope: ReturnType<Page['locator']>) {
  await expect(scope.getByTestId('offer-out-of-stock')).toHaveText(/out of stock — not in the price or totals/);
  await expect(scope.getByTestId('offer-stale')).toHaveText(/not seen since .* — not in the price or totals/);
  const history = scope.getByTestId('price-history');
  // A flat stretch of line has no height, so Playwright would call it hidden: count the lines, see the chart.
  await expect(history.locator('svg')).toBeVisible();
  expect(await history.locator('svg polyline').count()).toBeGreaterThan(0);
  await expect(history.getByTestId('price-history-summary')).toHaveText(new RegExp(`Lowest in the last 90 days ₱${newLow.toLocaleString('en-PH')} .*Latest ₱${newLow.toLocaleString('en-PH')} on`));
  // Cheaper today than 20 days ago: the low and high differ, and both are named.
  await expect(history).toContainText(`90-day low ₱${newLow.toLocaleString('en-PH')}`);
  // Readable at this width: the chart fits its card.
  const box = (await history.locator('svg').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a part card shows its price history, the out-of-stock and stale offers marked', async ({ page }) => {
  expect(part, 'a monitor with three close offers at shops with an API').toBeDefined();
  await waitForRefreshedPrice(page);
  await gotoHydrated(page, `/components?category=monitor&q=${encodeURIComponent(part.name)}`);
  const card = page.locator(`[data-part-id="${part.id}"]`);
  // The page was built with April's prices: the island takes the refreshed ones.
  await expect(card.locator('.part-card__price')).toContainText(`₱${newLow.toLocaleString('en-PH')}`);
  await card.getByText(/^Shop offers/).click();
  await expectHistoryAndMarks(page, card);
});

test('the builder shows the history beside the chosen part', async ({ page }) => {
  await waitForRefreshedPrice(page);
  await gotoHydrated(page, `/builder?monitor=${encodeURIComponent(part.id)}`);
  const chosen = page.locator('.ps__offers').filter({ hasText: `₱${newLow.toLocaleString('en-PH')}` }).first();
  await chosen.locator('summary').click();
  await expectHistoryAndMarks(page, chosen);
});

test('a signed-in person sets an alert on a part, sees it on the dashboard and removes it', async ({ page }) => {
  await waitForRefreshedPrice(page);
  const { email } = await registerUser(page.request, 'Alert Setter');
  await signIn(page, email);
  await gotoHydrated(page, `/builder?monitor=${encodeURIComponent(part.id)}`);
  const chosen = page.locator('.ps__offers').filter({ hasText: `₱${newLow.toLocaleString('en-PH')}` }).first();
  await chosen.locator('summary').click();
  const field = chosen.getByLabel("Tell me when it's under");
  await field.fill('');
  await field.pressSequentially('9000');
  await chosen.getByRole('button', { name: 'Set alert' }).click();
  await expect(chosen.getByRole('status')).toHaveText(/Alert set: we will mail you when this part is under ₱9,000/);

  await gotoHydrated(page, '/dashboard?section=overview');
  const alerts = page.getByTestId('price-alerts');
  const row = alerts.getByRole('listitem').filter({ hasText: part.name });
  await expect(row).toContainText('under ₱9,000');
  await expect(row).toContainText(`today ₱${newLow.toLocaleString('en-PH')}`);
  await row.getByRole('button', { name: /Remove/ }).click();
  await expect(alerts.getByRole('listitem')).toHaveCount(0);
  await expect(alerts).toContainText('No price alerts yet');
});

test('a visitor is offered sign-in instead of the alert form', async ({ page }) => {
  await gotoHydrated(page, `/builder?monitor=${encodeURIComponent(part.id)}`);
  const chosen = page.locator('.ps__offers').first();
  await chosen.locator('summary').click();
  await expect(chosen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/login\?next=%2Fbuilder/);
});

test('the part page shows the refreshed offers with their marks, the history, and sets an alert', async ({ page }) => {
  await waitForRefreshedPrice(page);
  const { email } = await registerUser(page.request, 'Part Page Alert');
  await signIn(page, email);
  await page.goto(`/parts/${encodeURIComponent(part.id)}`);
  const main = page.locator('.part-page');
  // Built with April's prices, the page shows the refreshed ones.
  await expect(main.getByTestId('part-price')).toHaveText(`₱${newLow.toLocaleString('en-PH')}`);
  await expectHistoryAndMarks(page, main);
  const field = main.getByLabel("Tell me when it's under");
  await field.fill('');
  await field.pressSequentially('8500');
  await main.getByRole('button', { name: 'Set alert' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Alert set' })).toHaveText(/Alert set: we will mail you when this part is under ₱8,500/);
  const alerts = ((await (await page.request.get('/api/alerts')).json()) as { partId?: string; below: number }[]).filter((a) => a.partId === part.id);
  expect(alerts.map((a) => a.below)).toContain(8500);
});

test('a visitor on the part page sees the history and is offered sign-in for the alert', async ({ page }) => {
  await page.goto(`/parts/${encodeURIComponent(part.id)}`);
  const history = page.locator('#price-history');
  await expect(history.getByTestId('price-history-summary')).toBeVisible();
  await expect(history.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/parts/${part.id}`)}`);
  await expect(history.getByLabel("Tell me when it's under")).toBeHidden();
});
