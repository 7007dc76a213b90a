import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.locator('.db .part-card');
const sectionTitles = (page: Page) => page.locator('.db-section h2');
const inline = (page: Page) => page.locator('.db-controls-wrap');

async function open(page: Page) {
  await page.goto('/components');
  await expect(page.getByRole('heading', { level: 1, name: 'Component Database' })).toBeVisible();
  // Hydrated once the island answers clicks: the count line is rendered by React on the server
  // too, so wait for the island to finish loading its script.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

test('the filter buttons show one category at a time, All shows all nine', async ({ page }) => {
  await open(page);
  await expect(sectionTitles(page)).toHaveCount(9);
  const labels = ['All', 'Motherboards', 'CPUs', 'CPU Coolers', 'GPUs', 'PSUs', 'RAM', 'Storage', 'M.2 / NVMe', 'Cases'];
  const group = inline(page).getByRole('group', { name: 'Filter by category' });
  await expect(group.getByRole('button')).toHaveText(labels);

  await group.getByRole('button', { name: 'GPUs', exact: true }).click();
  await expect(sectionTitles(page)).toHaveCount(1);
  await expect(sectionTitles(page).first()).toContainText('GPUs');
  await expect(group.getByRole('button', { name: 'GPUs', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toContainText('Board power');

  await group.getByRole('button', { name: 'All', exact: true }).click();
  await expect(sectionTitles(page)).toHaveCount(9);
});

test('sorting: first pick is ascending, picking the same option again toggles', async ({ page }) => {
  await open(page);
  await inline(page).getByRole('button', { name: 'CPUs', exact: true }).click();
  const prices = async () =>
    (await page.locator('.db .part-card__price').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));

  await inline(page).getByRole('button', { name: /Sort/ }).click();
  await page.getByRole('menuitemradio', { name: /Price/ }).click();
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(40);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await inline(page).getByRole('button', { name: /Price ↑/ }).click();
  await page.getByRole('menuitemradio', { name: /Price/ }).click();
  const descending = await prices();
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));

  await inline(page).getByRole('button', { name: /Price ↓/ }).click();
  await page.getByRole('menuitemradio', { name: /Alphabetical/ }).click();
  const names = await page.locator('.db .part-card h3').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
});

test('search narrows the list, the clear button restores it, nonsense finds nothing', async ({ page }) => {
  await open(page);
  const total = await cards(page).count();
  const search = inline(page).getByRole('searchbox', { name: 'Search components' });
  await search.fill('rtx 4060');
  await expect(sectionTitles(page)).toHaveCount(1);
  const found = await page.locator('.db .part-card h3').allTextContents();
  expect(found.length).toBeGreaterThan(2);
  for (const name of found) expect(name.toLowerCase()).toContain('4060');

  await inline(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(total);

  await search.fill('zzzz no such part');
  await expect(page.getByText('No components found.')).toBeVisible();
});

test('floating Filters button appears after scrolling past the controls; Escape closes its popover', async ({ page }) => {
  await open(page);
  const fab = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(fab).toBeHidden();
  await page.mouse.wheel(0, 2500);
  await expect(fab).toBeVisible();
  await fab.click();
  const popover = page.getByRole('dialog', { name: 'Filters' });
  await expect(popover).toBeVisible();
  await popover.getByRole('button', { name: 'RAM', exact: true }).click();
  await expect(sectionTitles(page)).toHaveCount(1);
  await expect(sectionTitles(page).first()).toContainText('RAM');
  // The page behind does not scroll while the popover is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  // Record the popover's life from here on: it must pass through 'closing' for ~180 ms.
  await page.evaluate(() => {
    const log: { state: string; at: number }[] = ((window as unknown as { popoverLog: unknown[] }).popoverLog = []);
    new MutationObserver(() => {
      const el = document.getElementById('db-filter-popover');
      log.push({ state: el?.dataset.state ?? 'removed', at: performance.now() });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  const log = (await page.evaluate(() => (window as unknown as { popoverLog: unknown[] }).popoverLog)) as { state: string; at: number }[];
  const closing = log.find((e) => e.state === 'closing');
  const removed = log.find((e) => e.state === 'removed');
  expect(closing && removed).toBeTruthy();
  expect(removed!.at - closing!.at).toBeGreaterThanOrEqual(170);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('scroll-to-top button returns to the top', async ({ page }) => {
  await open(page);
  await page.mouse.wheel(0, 4000);
  const top = page.getByRole('button', { name: 'Scroll to top' });
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page is readable: every section and its cards with peso prices are in the HTML', async ({ page }) => {
    await page.goto('/components');
    await expect(page.getByRole('heading', { level: 1, name: 'Component Database' })).toBeVisible();
    await expect(sectionTitles(page)).toHaveCount(9);
    expect(await cards(page).count()).toBeGreaterThan(400);
    await expect(page.locator('.part-card__price').first()).toHaveText(/^₱\d{1,3}(,\d{3})*$/);
  });
});
