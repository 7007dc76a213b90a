/**
 * Issue 25 item 3: the builder for people who listen or use the keyboard. The verdict is a polite
 * live region that speaks when the verdict changes (and only then); after a board change the
 * focus goes to the removal notice and Undo hands it back to the board's selector; the repeated
 * buttons of saved-build and gallery cards carry the build's name. axe stays clean with the
 * notice on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';
import { saveViaApi, signInViaApi } from './saved-builds.ts';
import { choose, openBuilder, selector } from './builder-page.ts';

const announcer = (page: Page) => page.getByTestId('verdict-announcer');

test('after a board change the focus is on the removal notice; Undo hands it back to the board selector', async ({ page }) => {
  await openBuilder(page, '/builder?mobo=mobo-msi-mag-b650-tomahawk-wifi&cpu=cpu-amd-ryzen-7-7800x3d');
  await choose(page, 'Motherboard', 'ASUS PRIME A520M-K'); // AM4: the AM5 CPU goes
  const notice = page.getByTestId('change-notice');
  await expect(notice).toContainText('AMD Ryzen 7 7800X3D removed: it does not fit the AM4 board.');
  await expect(notice.locator('p')).toBeFocused();

  // The keyboard goes on to Undo, which brings the CPU back and returns to the board's selector.
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(selector(page, 'CPU').locator('.ps__value')).toContainText('Ryzen 7 7800X3D');
  await expect(selector(page, 'Motherboard').locator('.ps__button')).toBeFocused();

  // Dismissing the notice (a tap this time) also leaves the focus on the selector, not the page top.
  await choose(page, 'Motherboard', 'ASUS PRIME A520M-K');
  await expect(notice.locator('p')).toBeFocused();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await expect(selector(page, 'Motherboard').locator('.ps__button')).toBeFocused();
});

test('a change that removes nothing leaves the focus on the selector', async ({ page }) => {
  await openBuilder(page);
  await choose(page, 'CPU', 'Ryzen 5 7600');
  await expect(page.getByTestId('change-notice')).toHaveCount(0);
  await expect(selector(page, 'CPU').locator('.ps__button')).toBeFocused();
});

test('the verdict is a polite live region: it speaks when the verdict changes, briefly, and not for a change that keeps it', async ({ page }) => {
  // A restored build is the starting point, not news.
  await openBuilder(page, '/builder?cpu=cpu-amd-ryzen-5-7600&gpus=gpu-zotac-rtx-4090-trinity-oc-24gb');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveText('');
  // Count every time the region's text is replaced.
  await announcer(page).evaluate((el) => {
    (window as unknown as { spoken: string[] }).spoken = [];
    new MutationObserver(() => (window as unknown as { spoken: string[] }).spoken.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);

  await choose(page, 'PSU', 'Corsair CX550'); // far too small for an RTX 4090
  await expect(announcer(page)).toHaveText(/^Problems found: 1 problem, 1 note\. The 550 W PSU is too small/);
  const said = (await announcer(page).textContent())!;
  expect(said.length).toBeLessThan(400); // the verdict and the new problem, not the summary
  expect(said).not.toContain('Estimated price');
  expect(await spoken()).toHaveLength(1);

  // Searching a list and picking a part that leaves the verdict as it was says nothing new.
  await choose(page, 'Keyboard', 'Royal Kludge RK61');
  await page.waitForTimeout(1200); // longer than the region waits for the verdict to settle
  expect(await spoken()).toHaveLength(1);

  // Fixing it is news again.
  await choose(page, 'PSU', 'Corsair RM1000x');
  await expect(announcer(page)).not.toContainText('Problems found');
  expect(await spoken()).toHaveLength(2);
});

test('no serious accessibility violation with the removal notice on screen', async ({ page }) => {
  await openBuilder(page, '/builder?mobo=mobo-msi-mag-b650-tomahawk-wifi&cpu=cpu-amd-ryzen-7-7800x3d');
  await choose(page, 'Motherboard', 'ASUS PRIME A520M-K');
  await expect(page.getByTestId('change-notice')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test("saved-build cards' repeated buttons carry the build's name", async ({ page }) => {
  await signInViaApi(page, 'Card Reader');
  await saveViaApi(page, 'Alpha rig', { cpu: 'cpu-amd-ryzen-5-7600' });
  await saveViaApi(page, 'Beta rig', { cpu: 'cpu-amd-ryzen-5-5600' });
  await gotoHydrated(page, '/dashboard?section=saved');
  for (const name of ['Alpha rig', 'Beta rig']) {
    for (const action of ['View', 'Edit', 'Share', 'Delete']) {
      await expect(page.getByRole('button', { name: `${action} ${name}`, exact: true })).toBeVisible();
    }
  }
  // The screen still shows the short label.
  await expect(page.getByRole('button', { name: 'Edit Beta rig', exact: true })).toHaveText(/^Edit/);
  await page.getByRole('button', { name: 'View Beta rig', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Beta rig' })).toBeVisible();
});
