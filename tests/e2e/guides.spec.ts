import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('has the hero, the three badges, key features, both cards and the call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Building' }).first()).toHaveAttribute('href', '/builder');
    await expect(page.getByRole('link', { name: 'View Pre-built PCs' })).toHaveAttribute('href', '/prebuilt');
    for (const badge of ['Local Market', 'Available Parts', 'User Friendly']) await expect(page.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    for (const card of ['Smart Compatibility', 'Performance Insights', 'Build Optimization']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'For beginners and experts' })).toBeVisible();
    await expect(page.getByText('Older parts and some Chinese-brand parts may be missing').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
  });

  test('Create an Account is only for visitors', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'abc'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toBeHidden();
    await page.evaluate(() => localStorage.setItem('token', 'null'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();
  });

  test('the carousel advances every 5 s in a loop and its dots choose a slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('[data-carousel]');
    await expect(carousel).toHaveAttribute('data-current', '0');
    // The fake clock also keeps moving on its own; each 5 s step must bring exactly one slide.
    await page.clock.runFor(4000);
    await expect(carousel).toHaveAttribute('data-current', '0');
    await page.clock.runFor(1000);
    await expect(carousel).toHaveAttribute('data-current', '1');
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-current', '2');
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-current', '0');
    await page.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(carousel).toHaveAttribute('data-current', '2');
    await expect(page.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel.locator('img.active')).toHaveAttribute('src', '/images/hero/share.svg');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the carousel stays put', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await page.clock.runFor(12000);
      await expect(page.locator('[data-carousel]')).toHaveAttribute('data-current', '0');
    });
  });
});

test('the learn hub has five explainers whose Browse opens a new tab safely', async ({ page }) => {
  await page.goto('/learn');
  const cards = page.locator('.learn-card');
  await expect(cards).toHaveCount(5);
  await expect(cards.locator('h2')).toHaveText([/CPU/, /GPU/, /Motherboard/, /RAM/, /Storage/]);
  for (const link of await page.getByRole('link', { name: /^Browse/ }).all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('wiki pages share a nav bar of four links', async ({ page }) => {
  await page.goto('/learn/components');
  const nav = page.getByRole('navigation', { name: 'Wiki' });
  await expect(nav.getByRole('link')).toHaveText(['Components', 'Compatibility', 'Bottlenecks', 'Budget Tips']);
  await nav.getByRole('link', { name: 'Bottlenecks' }).click();
  await expect(page).toHaveURL(/\/learn\/bottlenecks\/?$/);
  await expect(nav.getByRole('link', { name: 'Bottlenecks' })).toHaveAttribute('aria-current', 'page');
});

for (const [path, count] of [['/learn/components', 10], ['/learn/compatibility', 5], ['/learn/bottlenecks', 4]] as const) {
  test(`${path}: ${count} cards, one open at a time`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('details.wiki-card');
    await expect(cards).toHaveCount(count);
    await cards.nth(0).locator('summary').click();
    await expect(cards.nth(0)).toHaveAttribute('open', '');
    await cards.nth(2).locator('summary').click();
    await expect(cards.nth(2)).toHaveAttribute('open', '');
    await expect(cards.nth(0)).not.toHaveAttribute('open');
    await expect(page.locator('details.wiki-card[open]')).toHaveCount(1);
  });
}

test('components cards have key specs and an external Browse link', async ({ page }) => {
  await page.goto('/learn/components');
  const first = page.locator('details.wiki-card').first();
  await first.locator('summary').click();
  expect(await first.locator('.key-specs dt').count()).toBeGreaterThanOrEqual(2);
  await expect(first.getByRole('link', { name: /Browse/ })).toHaveAttribute('target', '_blank');
});

test('bottleneck cards have signs, scenarios and how to avoid', async ({ page }) => {
  await page.goto('/learn/bottlenecks');
  const titles = await page.locator('.wiki-card__title').allTextContents();
  expect(titles.join(' ')).toMatch(/CPU.*GPU.*RAM.*Storage/);
  const card = page.locator('details.wiki-card').nth(1);
  await card.locator('summary').click();
  for (const heading of ['Signs', 'Scenarios', 'How to avoid it']) await expect(card.getByRole('heading', { name: heading })).toBeVisible();
});

test('compatibility states the PSU sizing rule', async ({ page }) => {
  await page.goto('/learn/compatibility');
  await expect(page.getByText(/add the CPU and GPU power, add about 100–150 W for the rest of the system, then add 30% headroom/)).toBeVisible();
});

test('budget tips: two charts, five tips that can be open together, a contents list that opens and scrolls', async ({ page }) => {
  await page.goto('/learn/budget-tips');
  await expect(page.locator('figure.budget-chart')).toHaveCount(2);
  const gaming = page.locator('figure.budget-chart', { hasText: 'Gaming' });
  await expect(gaming.getByRole('row', { name: /GPU/ })).toContainText('35%');
  await expect(gaming.getByRole('row', { name: /GPU/ })).toContainText('₱21,000');
  const productivity = page.locator('figure.budget-chart', { hasText: 'Productivity' });
  await expect(productivity.getByRole('row', { name: /^CPU/ })).toContainText('30%');

  const tips = page.locator('details.wiki-card');
  await expect(tips).toHaveCount(5);
  await tips.nth(0).locator('summary').click();
  await tips.nth(1).locator('summary').click();
  await expect(page.locator('details.wiki-card[open]')).toHaveCount(2);

  const contents = page.getByRole('navigation', { name: 'Tips' });
  const lastTitle = (await tips.nth(4).locator('.wiki-card__title').textContent())!;
  await contents.getByRole('link', { name: lastTitle }).click();
  await expect(tips.nth(4)).toHaveAttribute('open', '');
  await expect(tips.nth(4)).toBeInViewport();
});

test('the component-explainer redirect replaces history', async ({ page }) => {
  await page.goto('/learn');
  await page.goto('/learn/component-explainer');
  await expect(page).toHaveURL(/\/learn\/components\/?$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/learn\/?$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, text] of [
    ['/', 'Key Features'],
    ['/learn', 'Learn the parts'],
    ['/learn/components', 'Processor'],
    ['/learn/compatibility', 'PSU sizing rule'],
    ['/learn/bottlenecks', 'Bottlenecks'],
    ['/learn/budget-tips', 'Productivity'],
  ] as const) {
    test(`${path} is readable and its cards still open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      const card = page.locator('details.wiki-card').first();
      if (await card.count()) {
        await card.locator('summary').click();
        await expect(card).toHaveAttribute('open', '');
      }
    });
  }
});
