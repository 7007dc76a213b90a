/**
 * Completed builds with photos (issue 29 item 7), at 1280 px and 375 px: the author adds photos
 * to a community post; they show in the gallery card, the post and its short-link page (the phone
 * file on a phone, the desktop file behind it); someone else reports one; the author removes it
 * from the dashboard's removal queue; a moderator hides the post.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, gotoHydrated } from './accounts.ts';
import { GOOD_PARTS, signInExisting, signInViaApi } from './saved-builds.ts';
import { testJpeg } from '../../worker/photos/test-photos.ts';

const MODERATOR = 'moderator@example.ph';

/** axe-core's serious and critical findings on what is on screen, by rule. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A second person in their own browser, signed in through the API. */
async function person(browser: Browser, baseURL: string, email?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (email) {
    // The moderator's account is the same on every run: made once, then signed in.
    await page.request.post('/api/register', { data: { email, username: 'Mod Erator', password: PASSWORD } });
    await signInExisting(page, email);
  } else await signInViaApi(page, 'Rey Viewer');
  return page;
}

test('photos of a finished build: add, show everywhere, report, remove from the queue, hide as a moderator', async ({ page, browser, baseURL, isMobile }) => {
  test.setTimeout(90_000);
  await signInViaApi(page, 'Lia Builder');
  const post = await page.request.post('/api/community/builds', { data: { title: 'White Ryzen rig finished', parts: GOOD_PARTS } });
  expect(post.status()).toBe(201);
  const { id } = (await post.json()) as { id: string };

  // The author adds two photos in the post.
  await gotoHydrated(page, `/community?build=${id}`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(testJpeg(2400, 1800)) },
    { name: 'side.png', mimeType: 'image/jpeg', buffer: Buffer.from(testJpeg(800, 600)) },
  ]);
  await expect(dialog.getByRole('status')).toHaveText('2 photos added.');
  const photos = dialog.getByTestId('build-photo');
  await expect(photos).toHaveCount(2);
  await expect(dialog.getByText('Add photos (2 of 6)')).toBeVisible();
  await expect.poll(() => photos.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The gallery card shows the first photo and how many there are.
  await gotoHydrated(page, '/community');
  const card = page.getByTestId('community-card').filter({ hasText: 'White Ryzen' });
  await expect(card.getByTestId('community-cover')).toHaveAttribute('src', /\/api\/community\/photos\/[a-z0-9]+\/phone\.jpg$/);
  await expect(card).toContainText('2 photos');

  // The short-link page shows them without JavaScript: the phone file on a phone.
  const link = await page.request.post('/api/short-links', { data: { kind: 'community', id } });
  const { url } = (await link.json()) as { url: string };
  await page.goto(url);
  const pagePhotos = page.getByRole('region', { name: 'Photos of the finished build' }).locator('img');
  await expect(pagePhotos).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(() => pagePhotos.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/phone\.jpg$/);
  const desktopHref = await page.getByRole('link', { name: 'Photo 1 of White Ryzen rig finished' }).getAttribute('href');
  const desktop = await page.request.get(desktopHref!);
  expect(desktop.headers()['content-type']).toBe('image/jpeg');
  if (isMobile) expect(await pagePhotos.first().evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(375);

  // Someone else reports the first photo.
  const viewer = await person(browser, baseURL!);
  await gotoHydrated(viewer, `/community?build=${id}`);
  const theirs = viewer.getByRole('dialog');
  await theirs.getByRole('button', { name: 'Report photo 1' }).click();
  await theirs.getByLabel('What is wrong with photo 1?').selectOption('Not this build');
  expect(await seriousViolations(viewer)).toEqual([]);
  await theirs.getByRole('button', { name: 'Send report' }).click();
  await expect(theirs.getByRole('status')).toHaveText('Thank you. The author has been told and can remove it.');
  await viewer.context().close();

  // The author's dashboard queues it; removing it takes it off the post.
  await gotoHydrated(page, '/dashboard?section=overview');
  const queue = page.getByTestId('photo-reports');
  await expect(queue).toContainText('White Ryzen rig finished');
  await expect(queue).toContainText('Reported once: Not this build');
  expect(await seriousViolations(page)).toEqual([]);
  await queue.getByRole('button', { name: 'Remove photo' }).click();
  await expect(queue.getByRole('status')).toContainText('The photo is removed');
  const left = (await (await page.request.get(`/api/community/builds/${id}/photos`)).json()) as { photos: unknown[] };
  expect(left.photos).toHaveLength(1);

  // A moderator hides the post: it leaves the gallery.
  const moderator = await person(browser, baseURL!, MODERATOR);
  await gotoHydrated(moderator, `/community?build=${id}`);
  await moderator.getByRole('dialog').getByRole('button', { name: 'Hide this post (moderator)' }).click();
  await expect(moderator.getByRole('dialog', { name: 'Post hidden' })).toBeVisible();
  await expect(moderator.getByTestId('community-card').filter({ hasText: 'White Ryzen' })).toHaveCount(0);
  expect((await moderator.request.get(`/api/community/builds/${id}`)).status()).toBe(404);
  await moderator.context().close();
});
