/**
 * Issue 25, items 7 and 8, at 1280 px and 375 px: the Suggest panel says how it chooses in one
 * sentence (the scoring behind "How we choose"), words its trade-offs as trade-offs and shuts once
 * a build exists; the builder's summary never covers the page at 1280×768 (compact once stuck),
 * Where to buy states its sum, and "Copy as text" names each part's shop and day.
 */
import { expect, test, type Page } from '@playwright/test';
import { choose, openBuilder, selector } from './builder-page.ts';

const panel = (page: Page) => page.locator('details#suggest');
const isOpen = (page: Page) => panel(page).evaluate((d: HTMLDetailsElement) => d.open);
const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));

const BUILD = new URLSearchParams({
  mobo: 'mobo-msi-mag-b650-tomahawk-wifi',
  cpu: 'cpu-amd-ryzen-5-7600',
  gpus: 'gpu-zotac-rtx-4090-trinity-oc-24gb',
  rams: 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16',
  psu: 'psu-corsair-cx550',
});

test('the Suggest panel: one plain sentence, the scoring behind "How we choose", trade-offs as trade-offs', async ({ page, isMobile }) => {
  await openBuilder(page);
  const p = panel(page);
  expect(await isOpen(page)).toBe(!isMobile);
  await expect(p.locator('summary').first()).toContainText(
    'We pick every part for you: of the builds that pass our compatibility checks and fit your budget, the one that scores highest for the purpose chosen above.',
  );
  if (isMobile) await p.locator('summary').first().click();
  // The scoring waits behind its own disclosure.
  const how = p.getByRole('button', { name: 'How we choose' });
  await expect(how).toHaveAttribute('aria-expanded', 'false');
  await expect(p.getByTestId('suggest-measure')).toBeHidden();
  await how.click();
  await expect(how).toHaveAttribute('aria-expanded', 'true');
  await expect(p.getByTestId('suggest-measure')).toContainText('For gaming we weigh the graphics card most');

  await p.getByLabel('Budget for the PC').pressSequentially('45000');
  await p.getByRole('button', { name: 'Suggest' }).click();
  await expect(p.getByTestId('suggest-result')).toHaveAttribute('data-status', 'ok', { timeout: 20_000 });
  const trades = p.getByTestId('suggest-trades');
  await expect(trades.getByRole('heading', { name: 'The trade-offs' })).toBeVisible();
  await expect(trades.locator('li').first()).toHaveText(/^Most of the money goes to the graphics card \(₱[\d,]+, \d+ % of the build\), so the .+ the cheapest that fit and pass our checks\.$/);
  // The card's share in words is the card's line over the build's total.
  const [, card, share] = /\(₱([\d,]+), (\d+) %/.exec((await trades.locator('li').first().textContent())!)!;
  const total = pesos((await p.getByTestId('suggest-total').locator('span').textContent())!.split(' of ')[0]!);
  expect(Math.abs(Math.round((pesos(card!) / total) * 100) - Number(share))).toBeLessThanOrEqual(1);
  await expect(trades.locator('li').filter({ hasText: /^₱5,000 more would buy a build about \d+ % stronger/ })).toHaveCount(1);
  await expect(trades).toContainText('keeps that money in your pocket');
  // While in use the panel stays open, Apply and all.
  await p.getByRole('button', { name: 'Apply to builder' }).click();
  await expect(p.locator('.suggest__applied')).toContainText('Suggested build applied');
  expect(await isOpen(page)).toBe(true);
});

test('the Suggest panel shuts once a build exists, and opens again with a click', async ({ page }) => {
  await openBuilder(page);
  await choose(page, 'CPU', 'Ryzen 5 7600');
  await expect.poll(() => isOpen(page)).toBe(false);
  // A build restored from the draft: shut from the start.
  await openBuilder(page);
  await expect(selector(page, 'CPU').locator('.ps__value')).toContainText('Ryzen 5 7600');
  expect(await isOpen(page)).toBe(false);
  await panel(page).locator('summary').first().click();
  await expect(panel(page).getByLabel('Budget for the PC')).toBeVisible();
  expect(await isOpen(page)).toBe(true);
});

test('Where to buy states its sum; Copy as text names each part’s shop and day', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await openBuilder(page, `/builder?${BUILD}`);
  // A keyboard no shop lists: its price is an estimate, added to the sum as one.
  await choose(page, 'Keyboard', 'Royal Kludge RK61');
  const where = page.getByTestId('where-to-buy');
  const sum = where.getByTestId('where-sum');
  await expect(sum).toHaveText(/^Cheapest mix of shops: ₱[\d,]+ at \d+ shops? for \d+ parts? \+ ₱[\d,]+ estimated for \d+ parts? no shop listed = ₱[\d,]+$/);
  // The counts are the rows': shop rows and estimate rows (the keyboard among them), six parts in all.
  const rows = where.getByTestId('mix-parts').locator('li');
  const estimateRows = await where.locator('[data-testid="mix-parts"] > li.where__estimate').count();
  expect(await rows.count()).toBe(6);
  expect(estimateRows).toBeGreaterThanOrEqual(1);
  await expect(rows.filter({ hasText: 'Royal Kludge RK61' })).toContainText('Estimate');
  const n = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;
  await expect(sum).toContainText(` for ${n(6 - estimateRows, 'part')} + `);
  await expect(sum).toContainText(` estimated for ${n(estimateRows, 'part')} no shop listed = `);
  const [shops, estimated, total] = [where.getByTestId('mix-total'), where.getByTestId('sum-estimated'), where.getByTestId('sum-total')];
  const amount = async (l: typeof shops) => pesos((await l.textContent())!);
  expect((await amount(shops)) + (await amount(estimated))).toBe(await amount(total));
  // The shops' part is the rows' prices; the estimate is the keyboard's.
  const rowPrices = await where.locator('[data-testid="mix-parts"] > li:not(.where__estimate) .where__shop strong').allTextContents();
  expect(rowPrices.reduce((s, t) => s + pesos(t), 0)).toBe(await amount(shops));
  const shopCount = new Set(await rows.locator('.where__shop a').allTextContents()).size;
  await expect(sum).toContainText(` at ${n(shopCount, 'shop')} for `);

  await page.getByRole('button', { name: 'Copy as text' }).click();
  // The text's module loads on the first press: wait for the copy to be done.
  await expect(page.getByRole('status').filter({ hasText: 'Parts list copied as text.' })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const partLines = text.split('\n').filter((l) => / — ₱/.test(l));
  expect(partLines).toHaveLength(6);
  for (const line of partLines) expect(line).toMatch(/ — ₱[\d,]+( at .+, seen \d{1,2} [A-Z][a-z]{2} \d{4}|, estimate: no shop listed it \([A-Z][a-z]{2} \d{4}\))$/);
  expect(partLines.find((l) => l.startsWith('Keyboard:'))).toContain('estimate: no shop listed it');
  expect(text).toContain(`Cheapest mix of shops: ${(await sum.textContent())!.replace('Cheapest mix of shops: ', '')}`);
});

test.describe('at 1280 × 768 the summary never covers the page', () => {
  test.use({ viewport: { width: 1280, height: 768 } });
  test('scrolled, the summary head goes compact; every part of the summary can be read uncovered', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the sticky summary is the desktop layout');
    await openBuilder(page, `/builder?${BUILD}`);
    const head = page.getByTestId('summary-head');
    await expect(head).not.toHaveAttribute('data-stuck');
    const tall = (await head.boundingBox())!.height;
    await page.mouse.wheel(0, 900);
    await expect(head).toHaveAttribute('data-stuck', 'true');
    const compact = (await head.boundingBox())!.height;
    expect(compact).toBeLessThan(tall * 0.6);
    expect(compact).toBeLessThan(768 * 0.25);
    await expect(head.getByTestId('price-range')).toBeInViewport({ ratio: 1 });
    await expect(head.getByTestId('verdict-line')).toBeInViewport({ ratio: 1 });
    // Each block of the summary's body, scrolled to just below the stuck head, is on top there.
    for (const id of ['verdict', 'badges', 'where-to-buy', 'not-checked']) {
      const target = page.getByTestId(id);
      if (id === 'not-checked') await page.locator('.summary__unchecked summary').click();
      // Where a person reading down the page meets it: just below the stuck head.
      const covered = await target.evaluate((el) => {
        const headBottom = document.querySelector('[data-testid="summary-head"]')!.getBoundingClientRect().bottom;
        window.scrollBy(0, el.getBoundingClientRect().top - (headBottom + 4));
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + 4);
        return { inside: el.contains(hit) };
      });
      expect(covered.inside, `${id} is not under the summary head`).toBe(true);
    }
    // Back at the top, the head is whole again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(head).not.toHaveAttribute('data-stuck');
  });

  test('going compact and whole again moves nothing below the head, so a press on the way back up lands', async ({ page, isMobile, baseURL }) => {
    test.skip(isMobile, 'the sticky summary is the desktop layout');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await openBuilder(page, `/builder?${BUILD}`);
    const head = page.getByTestId('summary-head');
    const copy = page.getByRole('button', { name: 'Copy as text' });
    // Where the button sits on the page (not on the screen), whatever the scroll.
    const placeOnPage = () => copy.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const whole = await placeOnPage();
    await page.mouse.wheel(0, 900);
    await expect(head).toHaveAttribute('data-stuck', 'true');
    expect(Math.abs((await placeOnPage()) - whole)).toBeLessThan(1);
    // Back up with the wheel: the head is whole again and the button has not moved.
    await page.mouse.wheel(0, -900);
    await expect(head).not.toHaveAttribute('data-stuck');
    expect(Math.abs((await placeOnPage()) - whole)).toBeLessThan(1);
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Parts list copied as text.' })).toBeVisible();
  });
});
