/**
 * Issue 20, item 9: the builder's part pickers. Six options or more in sight on a laptop
 * (1280×768), five on a phone (375×812); an order by price; boards that take the chosen CPU
 * first; the CPU's own cooler named in its option and judged in the cooler slot.
 */
import { expect, test, type Page } from '@playwright/test';

const selector = (page: Page, label: string) =>
  page.locator('.ps', { has: page.locator('.ps__label', { hasText: new RegExp(`^${label}$`) }) });

async function openBuilder(page: Page, isMobile: boolean) {
  // The laptop the issue names: 1280×768 (the desktop project is 900 px tall).
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 768 });
  await page.goto('/builder');
  await expect(selector(page, 'Motherboard').locator('.ps__button')).toBeEnabled();
}

async function choose(page: Page, label: string, search: string) {
  const box = selector(page, label);
  await box.locator('.ps__button').click();
  await page.getByRole('combobox', { name: `Search ${label} options` }).fill(search);
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(box.locator('.ps__value')).toContainText(search.trim().split(' ')[0]!);
}

/** Options wholly in sight: inside the list's scroll box and inside the window, not under the header. */
async function optionsInSight(page: Page): Promise<number> {
  return page.getByRole('listbox').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const header = document.querySelector('header.site-header')?.getBoundingClientRect().bottom ?? 0;
    return [...list.querySelectorAll('[role="option"]')].filter((option) => {
      const r = option.getBoundingClientRect();
      return r.top >= Math.max(box.top, header) - 1 && r.bottom <= Math.min(box.bottom, window.innerHeight) + 1;
    }).length;
  });
}

/** The shown prices of the options priced at shops, in list order (estimates are listed after them). */
const shopPrices = (page: Page) =>
  page
    .getByRole('listbox')
    .locator('[role="option"]:has(.ps__seen--shops) .ps__opt-price')
    .evaluateAll((prices) => prices.map((p) => Number(p.textContent!.replace(/[^\d]/g, ''))));

test('a picker shows at least six options on a laptop and five on a phone, for every core part', async ({ page, isMobile }) => {
  await openBuilder(page, isMobile);
  for (const label of ['Motherboard', 'CPU', 'CPU Cooler', 'GPU', 'RAM', 'M.2 SSD', 'Storage', 'PSU', 'Case']) {
    await selector(page, label).locator('.ps__button').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    // The search box stays in sight above the list.
    await expect(page.getByRole('combobox', { name: `Search ${label} options` })).toBeInViewport({ ratio: 1 });
    expect(await optionsInSight(page), label).toBeGreaterThanOrEqual(isMobile ? 5 : 6);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }
});

test('a picker can be ordered by price and back to its own order', async ({ page, isMobile }) => {
  await openBuilder(page, isMobile);
  await selector(page, 'GPU').locator('.ps__button').click();
  const names = () => page.getByRole('listbox').locator('.ps__opt-title').allTextContents();
  const suggested = await names();
  const order = page.getByRole('combobox', { name: 'Order of GPU options' });
  await expect(order).toHaveValue('default');

  await order.selectOption({ label: 'Cheapest first' });
  const ascending = await shopPrices(page);
  expect(ascending.length).toBeGreaterThan(20);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(await names()).not.toEqual(suggested);

  await order.selectOption({ label: 'Priciest first' });
  const descending = await shopPrices(page);
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));

  await order.selectOption({ label: 'Suggested' });
  expect(await names()).toEqual(suggested);

  // The order stays while the page is open; picking still works from the sorted list.
  await order.selectOption({ label: 'Cheapest first' });
  const cheapest = (await names())[0]!;
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(selector(page, 'GPU').locator('.ps__title')).toHaveText(cheapest);
});

test('boards that take the chosen CPU come first; the rest say why they do not fit', async ({ page, isMobile }) => {
  await openBuilder(page, isMobile);
  await choose(page, 'CPU', 'Ryzen 5 7600 ');
  const board = selector(page, 'Motherboard');
  await expect(board.locator('.ps__hint')).toHaveText('AM5 boards for the AMD Ryzen 5 7600 first, other sockets after them.');
  await board.locator('.ps__button').click();
  const list = page.getByRole('listbox');
  const rows = await list.locator('li').evaluateAll((items) =>
    items.map((li) => (li.getAttribute('role') === 'option' ? `option:${li.querySelector('.ps__specs')!.textContent!.split(' · ')[0]}` : `heading:${li.textContent}`)),
  );
  expect(rows[0]).toBe('heading:Fit the AMD Ryzen 5 7600 (AM5)');
  const otherHeading = rows.indexOf('heading:Not AM5: these do not take the AMD Ryzen 5 7600');
  expect(otherHeading).toBeGreaterThan(5);
  expect(new Set(rows.slice(1, otherHeading))).toEqual(new Set(['option:AM5']));
  const others = rows.slice(otherHeading + 1);
  expect(others.length).toBeGreaterThan(10);
  expect(others).not.toContain('option:AM5');
  // Each option of the second group is described by its heading (screen readers hear why).
  const lastOption = list.getByRole('option').last();
  await expect(lastOption).toHaveAccessibleDescription('Not AM5: these do not take the AMD Ryzen 5 7600');
  // The heading stays in sight while its options scroll.
  await lastOption.scrollIntoViewIfNeeded();
  await expect(list.getByText('Not AM5: these do not take the AMD Ryzen 5 7600')).toBeInViewport();
});

test('the CPU option says whether a cooler is in the box; the cooler slot says whether it is enough', async ({ page, isMobile }) => {
  await openBuilder(page, isMobile);
  const cpu = selector(page, 'CPU');
  await cpu.locator('.ps__button').click();
  await page.getByRole('combobox', { name: 'Search CPU options' }).fill('Ryzen 5 7600 ');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('cooler in the box');
  await page.getByRole('combobox', { name: 'Search CPU options' }).fill('Ryzen 7 7700X');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('no cooler');
  await page.keyboard.press('Escape');

  const cooler = selector(page, 'CPU Cooler');
  await expect(cooler.locator('.ps__note')).toHaveCount(0); // nothing to say before a CPU is chosen

  await choose(page, 'CPU', 'Ryzen 5 7600 ');
  await expect(cooler.locator('.ps__note')).toHaveText(
    "Included cooler is enough: AMD makes it for the AMD Ryzen 5 7600's 65 W TDP, which covers the 88 W it may draw at default settings. " +
      'Another cooler is optional (quieter, or for overclocking).',
  );

  await choose(page, 'CPU', 'i5-14400F');
  await expect(cooler.locator('.ps__note')).toContainText("Included cooler: Intel makes it for the Intel Core i5-14400F's 65 W base power");
  await expect(cooler.locator('.ps__note')).toContainText('choose a cooler rated for at least 110 W');
  await expect(cooler.locator('.ps__note')).not.toContainText('enough');

  await choose(page, 'CPU', 'Ryzen 7 7700X');
  await expect(cooler.locator('.ps__note')).toHaveText('The AMD Ryzen 7 7700X comes without a cooler: choose one rated for at least 105 W.');
  await choose(page, 'CPU Cooler', 'AK400');
  await expect(cooler.locator('.ps__note')).toHaveCount(0); // the need is met
});
