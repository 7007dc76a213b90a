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
    // The clock stands still until the test moves it (a busy machine's slow steps must not turn a slide).
    await page.clock.install({ time: new Date('2026-11-29T08:00:00+08:00') });
    await page.clock.pauseAt(new Date('2026-11-29T08:00:01+08:00'));
    await page.goto('/');
    const carousel = page.locator('[data-carousel]');
    await expect(carousel).toHaveAttribute('data-current', '0');
    // Each 5 s step must bring exactly one slide.
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

test('components cards have key specs, a Read on Wikipedia link and a link into our database', async ({ page }) => {
  await page.goto('/learn/components');
  const first = page.locator('details.wiki-card').first();
  await first.locator('summary').click();
  expect(await first.locator('.key-specs dt').count()).toBeGreaterThanOrEqual(2);
  // Issue 12: the outside link says where it goes.
  const wiki = first.getByRole('link', { name: /^Read on Wikipedia/ });
  await expect(wiki).toHaveAttribute('target', '_blank');
  await expect(wiki).toHaveAttribute('href', /^https:\/\/en\.wikipedia\.org\//);
  const ours = first.getByRole('link', { name: 'Browse CPUs in our database' });
  await expect(ours).toHaveAttribute('href', '/components?category=cpu');
  await ours.click();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await expect(page.locator('.db-controls-wrap').getByRole('button', { name: 'CPUs', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.db-section h2')).toHaveText([/^CPUs/]);
  // Every part card has both links (inside closed cards, so counted in the page, not by role).
  await page.goto('/learn/components');
  await expect(page.locator('.wiki-card a', { hasText: /^Read on Wikipedia/ })).toHaveCount(10);
  await expect(page.locator('.wiki-card a[href^="/components?category="]', { hasText: /in our database$/ })).toHaveCount(10);
});

test('bottleneck cards have signs, scenarios and how to avoid', async ({ page }) => {
  await page.goto('/learn/bottlenecks');
  const titles = await page.locator('.wiki-card__title').allTextContents();
  expect(titles.join(' ')).toMatch(/CPU.*GPU.*RAM.*Storage/);
  const card = page.locator('details.wiki-card').nth(1);
  await card.locator('summary').click();
  for (const heading of ['Signs', 'Scenarios', 'How to avoid it']) await expect(card.getByRole('heading', { name: heading })).toBeVisible();
});

test('compatibility states the PSU sizing rule, and how it relates to the builder', async ({ page }) => {
  await page.goto('/learn/compatibility');
  await expect(page.getByText(/add the CPU and GPU power, add about 100–150 W for the rest of the system, then add 30% headroom/)).toBeVisible();
  // Issue 12: "comes to364–429 W" had lost its space.
  await expect(page.locator('.callout')).toContainText('A 65 W CPU with a 115 W GPU comes to 364–429 W, so a good 550 W unit is plenty.');
  await page.getByText("How this rule and the builder's power check relate").click();
  const relation = page.locator('#psu-rule-and-builder');
  await expect(relation).toContainText('needs 20% more than that from the PSU');
  await expect(relation).toContainText('between 1.25× and 1.6× that total');
  await expect(relation.getByRole('row', { name: /Ryzen 5 5600/ })).toContainText('364 W–429 W');
  await expect(relation.getByRole('row', { name: /Ryzen 5 5600/ })).toContainText('500 W–750 W');
  // No word runs into a figure (the way "comes to364" did).
  expect(await page.locator('.callout').innerText()).not.toMatch(/\b(to|needs|and|least|than|the)\d/);
});

test('the compatibility checklist can be ticked, and the ticks are remembered in this browser', async ({ page }) => {
  await page.goto('/learn/compatibility');
  const checklist = page.locator('details.wiki-card').last();
  await checklist.locator('summary').click();
  const boxes = checklist.getByRole('checkbox');
  await expect(boxes).toHaveCount(11);
  await checklist.getByText('RAM type matches the board.').click(); // the label ticks its box
  await boxes.nth(0).check();
  await expect(checklist.getByText('2 of 11 checked')).toBeVisible();
  await page.reload();
  await page.locator('details.wiki-card').last().locator('summary').click();
  const again = page.locator('details.wiki-card').last().getByRole('checkbox');
  await expect(again.nth(0)).toBeChecked();
  await expect(again.nth(2)).toBeChecked();
  await expect(again.nth(1)).not.toBeChecked();
  await page.getByRole('button', { name: 'Untick all' }).click();
  await expect(page.getByText('0 of 11 checked')).toBeVisible();
  await page.reload();
  await page.locator('details.wiki-card').last().locator('summary').click();
  await expect(page.locator('details.wiki-card').last().getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('budget tips: two charts, five tips that can be open together, a contents list that opens and scrolls', async ({ page }) => {
  await page.goto('/learn/budget-tips');
  await expect(page.locator('figure.budget-chart')).toHaveCount(2);
  // Issue 14: the optimiser is one click away.
  await expect(page.getByRole('link', { name: 'Try it with your budget →' })).toHaveAttribute('href', '/builder#suggest');
  const gaming = page.locator('figure.budget-chart', { hasText: 'Gaming' });
  await expect(gaming.getByRole('row', { name: /GPU/ })).toContainText('35%');
  await expect(gaming.getByRole('row', { name: /GPU/ })).toContainText('₱21,000');
  const productivity = page.locator('figure.budget-chart', { hasText: 'Productivity' });
  await expect(productivity.getByRole('row', { name: /^CPU/ })).toContainText('30%');
  // Issue 12: each part has the same colour in both charts.
  const colours = (chart: typeof gaming) =>
    chart.locator('tbody tr').evaluateAll((rows) =>
      Object.fromEntries(rows.map((r) => [r.querySelector('th')!.textContent!.trim(), getComputedStyle(r.querySelector('.swatch')!).backgroundColor])),
    );
  const [g, p] = [await colours(gaming), await colours(productivity)];
  expect(Object.keys(g).sort()).toEqual(Object.keys(p).sort());
  for (const part of Object.keys(g)) expect(p[part], part).toBe(g[part]);
  expect(new Set(Object.values(g)).size).toBe(6);

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
