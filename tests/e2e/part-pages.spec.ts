/**
 * Issue 29 items 1 and 2: a page per part (readable without JavaScript), reached from the
 * Component Database's cards and the builder's chosen part, with Add to build; Compare toggles on
 * cards and part pages; the comparison kept in the address.
 */
import { expect, test, type Page } from '@playwright/test';

const RYZEN = 'cpu-amd-ryzen-5-7600';
const INTEL = 'cpu-intel-core-i5-14400f';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a part page shows its specs, every offer with its day, what it fits and Add to build', async ({ page }) => {
    await page.goto(`/parts/${RYZEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AMD Ryzen 5 7600');
    const specs = page.locator('section', { has: page.getByRole('heading', { name: 'Specs' }) });
    await expect(specs.locator('dt', { hasText: 'Socket' }).locator('xpath=..')).toContainText('AM5');
    await expect(specs).toContainText('Speed in games');

    const offers = page.locator('#offers .offer-list li');
    expect(await offers.count()).toBeGreaterThan(1);
    for (const offer of await offers.all()) await expect(offer).toContainText(/₱[\d,]+\s*seen \d{1,2} \w{3} \d{4}/);
    await expect(page.locator('#offers')).toContainText('ask the shop before you go');

    const fits = page.locator('#fits');
    await expect(fits).toContainText('Motherboards with the AM5 socket');
    await expect(fits.getByTestId('fit-count').first()).toContainText(/\d+ of \d+ motherboards in the catalogue fit/);
    await expect(page.locator('#price-history')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Add to build' })).toHaveAttribute('href', `/builder?add=${RYZEN}`);
    // The Compare toggle needs its script: without it, it is not offered.
    await expect(page.getByRole('button', { name: 'Compare' })).toHaveCount(0);
  });

  test('the compare page says it needs JavaScript and where the specs are', async ({ page }) => {
    await page.goto(`/compare?ids=${RYZEN},${INTEL}`);
    await expect(page.getByText('The comparison needs JavaScript')).toBeVisible();
  });
});

async function openDatabase(page: Page, category: string) {
  await page.goto(`/components?category=${category}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

test('a card links to its part page, and Add to build there puts the part in the builder', async ({ page }) => {
  test.slow(); // the Component Database, then the builder
  await openDatabase(page, 'cpu');
  const card = page.locator(`.part-card[data-part-id="${RYZEN}"]`);
  await card.getByRole('link', { name: /^AMD Ryzen 5 7600 6-Core/ }).click();
  await expect(page).toHaveURL(new RegExp(`/parts/${RYZEN}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AMD Ryzen 5 7600');

  await page.getByRole('link', { name: 'Add to build' }).click();
  await expect(page).toHaveURL(/\/builder/);
  const cpu = page.locator('.ps', { has: page.locator('.ps__label', { hasText: /^CPU$/ }) });
  await expect(cpu.locator('.ps__value')).toContainText('AMD Ryzen 5 7600');

  // The chosen part links back to its page.
  await cpu.getByRole('link', { name: /Specs, shops and fit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/parts/${RYZEN}$`));
});

test('Compare on two part pages leads to them side by side; removing one keeps the address in step', async ({ page }) => {
  await page.goto(`/parts/${RYZEN}`);
  const toggle = page.getByRole('button', { name: 'Compare', exact: true });
  await toggle.click();
  await expect(page.getByRole('button', { name: '✓ In compare' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-compare-status]')).toHaveText('Choose 1 more to compare');

  await page.goto(`/parts/${INTEL}`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByRole('link', { name: 'Compare 2 CPUs →' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${RYZEN},${INTEL}$`));
  const heads = page.locator('.compare__table thead th[data-part-id]');
  await expect(heads).toHaveCount(2);
  await expect(heads.nth(0)).toContainText('AMD Ryzen 5 7600');
  await expect(heads.nth(1)).toContainText('Intel Core i5-14400F');
  const socket = page.locator('.compare__table tbody tr', { has: page.getByRole('rowheader', { name: 'Socket' }) });
  await expect(socket).toContainText('AM5');
  await expect(socket).toContainText('LGA1700');
  await expect(socket).toHaveClass(/compare__differs/);
  await expect(page.locator('.compare__table')).toContainText('Speed in games');

  await page.getByRole('button', { name: /Remove Intel Core i5-14400F/ }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${RYZEN}$`));
  await expect(page.getByText(/Choose at least 2 parts/)).toBeVisible();
});

test('Compare toggles on the Component Database cards, and a part of another kind starts a new list', async ({ page }) => {
  test.slow(); // the Component Database hydrates twice
  await openDatabase(page, 'cpu');
  await page.locator(`.part-card[data-part-id="${RYZEN}"]`).getByRole('button', { name: /^Compare:/ }).click();
  const intelCard = page.locator(`.part-card[data-part-id="${INTEL}"]`);
  await intelCard.getByRole('button', { name: /^Compare:/ }).click();
  await expect(intelCard.getByRole('button', { name: /^Compare:/ })).toHaveAttribute('aria-pressed', 'true');
  await intelCard.getByRole('link', { name: 'Compare 2 CPUs →' }).click();
  await expect(page.locator('.compare__table thead th[data-part-id]')).toHaveCount(2);

  await openDatabase(page, 'gpu');
  const gpuCard = page.locator('.part-card').first();
  await gpuCard.getByRole('button', { name: /^Compare:/ }).click();
  await expect(gpuCard.getByRole('status')).toHaveText('Compare holds one kind of part: started a new list of GPUs.');
});

test('a compare link with a retired or unknown part compares the rest and says so', async ({ page }) => {
  await page.goto(`/compare?ids=${RYZEN},cpu-no-such-part,${INTEL}`);
  await expect(page.getByText('One part in this link is not in the catalogue any more.')).toBeVisible();
  await expect(page.locator('.compare__table thead th[data-part-id]')).toHaveCount(2);
  await page.goto(`/compare?ids=${RYZEN},gpu-asus-dual-rtx-4060-oc-8gb`);
  await expect(page.getByText('These parts are of different kinds: compare parts of one kind.')).toBeVisible();
});

test("a builder picker links to the highlighted option's part page", async ({ page }) => {
  await page.goto('/builder');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const cpu = page.locator('.ps', { has: page.locator('.ps__label', { hasText: /^CPU$/ }) });
  await cpu.locator('.ps__button').click();
  await cpu.getByLabel('Search CPU options').pressSequentially('Ryzen 5 7600');
  const details = cpu.getByRole('link', { name: /^Specs, shops and fit: AMD Ryzen 5 7600/ });
  await expect(details).toHaveAttribute('href', `/parts/${RYZEN}`);
  await details.click();
  await expect(page).toHaveURL(new RegExp(`/parts/${RYZEN}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AMD Ryzen 5 7600');
});
