/**
 * Issue 25 item 9: the smaller details a careful shopper notices — a bad e-mail at sign-up is
 * said under the field, the home carousel can be paused, a permalink's unknown parts are named in
 * words, and socket and memory problems name both sides.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, gotoHydrated, uniqueEmail } from './accounts.ts';
import { openBuilder } from './builder-page.ts';

const SHOTS = '/tmp/shots-finish';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/details-${name}-${page.viewportSize()!.width}.png`, fullPage });

test('a bad e-mail at sign-up is an error under the field, not a dialog, and goes once it is fixed', async ({ page }) => {
  await gotoHydrated(page, '/signup');
  await page.getByLabel('Full Name').pressSequentially('Maria Clara');
  // Has an @, so the spec's own check passes; the server would refuse it.
  await page.getByLabel('Email').pressSequentially('maria@gmail');
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
  await page.getByLabel('Confirm Password').pressSequentially(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter valid email');
  // The field is focused, so the error is on screen even at phone width.
  await expect(email).toBeFocused();
  await expect(page.getByText('Enter valid email')).toBeInViewport();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'signup-email');

  await email.fill(uniqueEmail('inline'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Created Successfully!' })).toBeVisible();
  await expect(page.getByText('Enter valid email')).toHaveCount(0);
});

test('the server refusing an address is said under the field too', async ({ page }) => {
  await gotoHydrated(page, '/signup');
  // As if the server's rule were stricter than the page's: its 400 lands on the field.
  await page.route('**/api/register', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Enter valid email', code: 'BAD_REQUEST' }) }),
  );
  await page.getByLabel('Full Name').fill('Maria Clara');
  await page.getByLabel('Email').fill(uniqueEmail('refused'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter valid email');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('the home carousel', () => {
  test('has a visible pause button that stops the slides, and plays again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('[data-carousel]');
    const pause = page.getByRole('button', { name: 'Pause the slides' });
    await expect(pause).toBeVisible();
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-current', '1');
    await pause.click();
    await page.clock.runFor(15000);
    await expect(carousel).toHaveAttribute('data-current', '1');
    await shot(page, 'carousel-paused');
    const play = page.getByRole('button', { name: 'Play the slides' });
    await expect(play).toBeFocused();
    await play.click();
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-current', '2');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('starts paused, says so, and plays only when asked', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const carousel = page.locator('[data-carousel]');
      await page.clock.runFor(12000);
      await expect(carousel).toHaveAttribute('data-current', '0');
      await page.getByRole('button', { name: 'Play the slides' }).click();
      await page.clock.runFor(5000);
      await expect(carousel).toHaveAttribute('data-current', '1');
    });
  });
});

test('a permalink naming parts the catalogue lacks names them in words, not ids', async ({ page }) => {
  const query = new URLSearchParams({ cpu: 'cpu-amd-ryzen-9-9999x', mobo: 'mobo-msi-mag-b650-tomahawk-wifi', gpus: 'gpu-nvidia-rtx-6090' });
  await openBuilder(page, `/builder?${query}`);
  const lines = page.getByTestId('unlisted-part');
  await expect(lines).toHaveText([/^The CPU “amd ryzen 9 9999x” is no longer listed/, /^The GPU “nvidia rtx 6090” is no longer listed/]);
  await expect(page.getByRole('status').filter({ hasText: 'no longer listed in the catalogue' })).toContainText(
    'The CPU “amd ryzen 9 9999x” and the GPU “nvidia rtx 6090” are no longer listed',
  );
  await expect(page.locator('body')).not.toContainText('cpu-amd-ryzen-9-9999x');
  await expect(page.locator('body')).not.toContainText('gpu-nvidia-rtx-6090');
  await shot(page, 'permalink-unknown', true);
});

test('socket and memory problems name both sides', async ({ page }) => {
  const query = new URLSearchParams({
    mobo: 'mobo-asus-prime-a520m-k', // AM4, DDR4
    cpu: 'cpu-amd-ryzen-5-7600', // AM5
    rams: 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16', // DDR5
  });
  await openBuilder(page, `/builder?${query}`);
  const warnings = page.locator('.summary').getByTestId('warnings');
  await expect(warnings).toContainText('CPU socket does not match motherboard: AM5 CPU on an AM4 board. Choose an AM4 CPU, or an AM5 board.');
  await expect(warnings).toContainText('Memory type incompatible with motherboard: DDR5 memory on a DDR4 board. Choose DDR4 memory, or a DDR5 board.');
  await shot(page, 'both-sides');
});
