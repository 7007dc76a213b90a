/**
 * Issue 20 item 1: a shopper's build survives a failed parts load. The draft, a build being
 * edited and a community build on its way into the builder are restored only from a parts list
 * that loaded in full; until then the builder says so in plain words, with Retry, and changes
 * nothing stored. A part that really left the catalogue stays named, with its last price.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';
import { permalink, type Parts } from './saved-builds.ts';

const MESSAGE = "Couldn't load the parts list — check your connection. Your build is kept.";
const PARTS: Parts = {
  mobo: 'mobo-gigabyte-b550m-ds3h',
  cpu: 'cpu-amd-ryzen-5-5600',
  gpus: ['gpu-asus-dual-rtx-4060-oc-8gb'],
  psu: 'psu-corsair-cx650',
};

const selectorValue = (page: Page, label: string) =>
  page.locator('.ps', { has: page.locator('.ps__label', { hasText: new RegExp(`^${label}$`) }) }).locator('.ps__value');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Opens the builder on a build and waits until its draft is stored. */
async function draftOf(page: Page, parts: Parts): Promise<string> {
  await gotoHydrated(page, permalink(parts));
  await expect(selectorValue(page, 'GPU')).toContainText('RTX 4060');
  await expect.poll(() => stored(page, 'builderDraft')).toContain('gpu-asus-dual-rtx-4060-oc-8gb');
  return (await stored(page, 'builderDraft'))!;
}

async function expectFailedLoad(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: MESSAGE });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  // Not an empty builder that would pass for "nothing chosen".
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  await expect(page.getByText('Not in the catalogue any more')).toHaveCount(0);
  return alert;
}

test('a failed parts load keeps the draft: plain words, Retry, and the build is back when the network is', async ({ page }) => {
  const draft = await draftOf(page, PARTS);

  await page.route('**/api/components/**', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/builder');
  const alert = await expectFailedLoad(page);
  await expect(alert).toContainText('Kept in this browser: Gigabyte B550M DS3H, AMD Ryzen 5 5600, Corsair CX650 650W 80+ Bronze Non-Modular and 1 more.');
  await expect(page.locator('body')).not.toContainText('Failed to fetch');
  expect(await stored(page, 'builderDraft')).toBe(draft);

  // Retry while still offline: still the message, still nothing changed.
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expectFailedLoad(page);
  expect(await stored(page, 'builderDraft')).toBe(draft);

  // The network is back: a reload finds the build intact.
  await page.unroute('**/api/components/**');
  await gotoHydrated(page, '/builder');
  await expect(selectorValue(page, 'Motherboard')).toContainText('B550M DS3H');
  await expect(selectorValue(page, 'CPU')).toContainText('Ryzen 5 5600');
  await expect(selectorValue(page, 'GPU')).toContainText('RTX 4060');
  await expect(selectorValue(page, 'PSU')).toContainText('CX650');
  expect(JSON.parse((await stored(page, 'builderDraft'))!)).toEqual(JSON.parse(draft));
});

test('one category failing is a failed load too; Retry brings the whole build back in place', async ({ page }) => {
  const draft = await draftOf(page, PARTS);

  let failing = true;
  await page.route('**/api/components/gpu', (route) =>
    failing ? route.fulfill({ status: 503, json: { error: 'The server is busy', code: 'UNAVAILABLE' } }) : route.fallback(),
  );
  await gotoHydrated(page, '/builder');
  const alert = await expectFailedLoad(page);
  expect(await stored(page, 'builderDraft')).toBe(draft);

  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(selectorValue(page, 'GPU')).toContainText('RTX 4060');
  await expect(selectorValue(page, 'CPU')).toContainText('Ryzen 5 5600');
  expect(JSON.parse((await stored(page, 'builderDraft'))!)).toEqual(JSON.parse(draft));
});

test('a saved build opened for editing, and a community build loaded into the builder, wait for the parts list', async ({ page }) => {
  await gotoHydrated(page, '/');
  const loaded = JSON.stringify({ cpu: { id: 'cpu-amd-ryzen-5-5600', name: 'AMD Ryzen 5 5600', price: 5200 }, gpus: [], rams: [] });
  await page.evaluate((build) => {
    localStorage.setItem('loadedBuild', build);
    localStorage.setItem('editingBuildId', 'b-1');
    localStorage.setItem('editingBuildName', 'My AM4 build');
  }, loaded);

  await page.route('**/api/components/**', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/builder/edit');
  await expect(await expectFailedLoad(page)).toContainText('Kept in this browser: AMD Ryzen 5 5600.');
  expect(await stored(page, 'loadedBuild')).toBe(loaded);
  expect(await stored(page, 'editingBuildId')).toBe('b-1');

  // The normal builder (a community build's way in) keeps it too, and the editing keys.
  await gotoHydrated(page, '/builder');
  await expectFailedLoad(page);
  expect(await stored(page, 'loadedBuild')).toBe(loaded);
  expect(await stored(page, 'editingBuildId')).toBe('b-1');

  await page.unroute('**/api/components/**');
  await gotoHydrated(page, '/builder/edit');
  await expect(page.getByText('Editing Saved Build (changes can be re-saved under a new name)')).toBeVisible();
  await expect(selectorValue(page, 'CPU')).toContainText('Ryzen 5 5600');
  expect(await stored(page, 'editingBuildId')).toBe('b-1');
});

test('a part that left the catalogue stays named with its last price until a replacement is chosen', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() =>
    localStorage.setItem(
      'builderDraft',
      JSON.stringify({
        cpu: { id: 'cpu-amd-ryzen-5-5600', name: 'AMD Ryzen 5 5600', price: 5200 },
        gpus: [{ id: 'gpu-old-gtx-1660', name: 'Old GTX 1660 Super', price: 12500 }],
        psu: { id: 'psu-old', name: 'Old 500W PSU' },
      }),
    ),
  );
  await gotoHydrated(page, '/builder');
  await expect(selectorValue(page, 'CPU')).toContainText('Ryzen 5 5600');
  const lines = page.getByTestId('unlisted-part');
  await expect(lines).toHaveText([
    /^Old GTX 1660 Super \(₱12,500 when saved\) is no longer listed — choose a replacement/,
    /^Old 500W PSU is no longer listed — choose a replacement/,
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Old 500W PSU and Old GTX 1660 Super are no longer listed' })).toBeVisible();

  // A reload keeps them: the draft still holds them.
  await gotoHydrated(page, '/builder');
  await expect(lines).toHaveCount(2);

  // Choosing a graphics card replaces the old one; its line and its stored copy go.
  const gpu = page.locator('.ps', { has: page.locator('.ps__label', { hasText: /^GPU$/ }) });
  await gpu.locator('.ps__button').click();
  await page.getByRole('combobox', { name: 'Search GPU options' }).fill('RTX 4060');
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Old 500W PSU');
  await expect.poll(async () => JSON.parse((await stored(page, 'builderDraft'))!).gpus.map((g: { id: string }) => g.id)).toEqual([
    expect.stringMatching(/rtx-4060/),
  ]);

  // Remove sets the other one aside.
  await lines.getByRole('button', { name: 'Remove Old 500W PSU from the build' }).click();
  await expect(lines).toHaveCount(0);
  await expect.poll(async () => JSON.parse((await stored(page, 'builderDraft'))!).psu).toBeNull();
});

test('Copy as text with the network gone says so in plain words, keeps the build, and copies once it is back', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const draft = await draftOf(page, PARTS);
  // The text's module loads on the first press; here that load fails.
  await page.route(/\/build-text\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.getByRole('status').filter({ hasText: "We couldn't reach the server. Your build is kept — check your connection and try again." })).toBeVisible();
  expect(await stored(page, 'builderDraft')).toBe(draft);
  await expect(selectorValue(page, 'GPU')).toContainText('RTX 4060');
  await page.unroute(/\/build-text\.[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parts list copied as text.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('RTX 4060');
});
