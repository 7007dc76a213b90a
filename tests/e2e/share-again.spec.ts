/** Issue 25 item 1: sharing the same saved build twice asks first (dashboard Share). */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './accounts.ts';
import { GOOD_PARTS, saveViaApi, signInViaApi } from './saved-builds.ts';

test('sharing a saved build again asks first, links the post already shared, and Cancel shares nothing', async ({ page }) => {
  await signInViaApi(page, 'Sam Sharer');
  const name = `Twice ${Math.random().toString(36).slice(2, 7)}`;
  await saveViaApi(page, name, GOOD_PARTS);
  await gotoHydrated(page, '/dashboard?section=saved');
  const card = page.getByTestId('build-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

  // The first share goes straight to the form.
  await card.getByRole('button', { name: /^Share/ }).click();
  const form = page.getByRole('dialog', { name: 'Share Build' });
  await form.getByRole('button', { name: 'Share' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'to the community gallery' })).toBeVisible();

  // The second asks, in the same visit and after a reload alike.
  for (const reload of [false, true]) {
    if (reload) await gotoHydrated(page, '/dashboard?section=saved');
    await card.getByRole('button', { name: /^Share/ }).click();
    const ask = page.getByRole('dialog', { name: 'Share again?' });
    await expect(ask).toContainText(`You already shared “${name}” to the community on`);
    await expect(ask.getByRole('link', { name: `See “${name}” in the gallery` })).toHaveAttribute('href', /^\/community\?build=/);
    await page.screenshot({ path: `/tmp/shots-finish/share-again-${page.viewportSize()!.width}.png` });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
  }
  const mine = async () =>
    ((await (await page.request.get('/api/builds')).json()) as { name: string; shared_posts: unknown[] }[]).find((b) => b.name === name)!.shared_posts.length;
  expect(await mine()).toBe(1);

  // Share again is a choice: it opens the form, and a second post is made.
  await card.getByRole('button', { name: /^Share/ }).click();
  await page.getByRole('dialog', { name: 'Share again?' }).getByRole('button', { name: 'Share again' }).click();
  const again = page.getByRole('dialog', { name: 'Share Build' });
  await again.getByRole('button', { name: 'Share' }).click();
  await expect(again).toBeHidden();
  expect(await mine()).toBe(2);
});
