import { expect, test } from '@playwright/test';

test('header, availability banner and footer are on the page', async ({ page }) => {
  await page.goto('/components');
  await expect(page.getByRole('link', { name: 'PC Builder PH home' })).toBeVisible();
  await expect(page.getByText('readily available in the Philippine market')).toBeVisible();
  await expect(page.getByText('Older parts and some Chinese-brand parts may be missing')).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PC Builder PH`);
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText('developed by');
});

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  test('shows the nav links and Sign In for visitors', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link')).toHaveText(['Builder', 'Components', 'Community', 'Learn']);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await nav.getByRole('link', { name: 'Components' }).click();
    await expect(page).toHaveURL(/\/components\/?$/);
    await expect(nav.getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');

  test('opens with the toggle, offers Sign In and Sign Up, closes on an outside click', async ({ page }) => {
    await page.goto('/components');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.locator('h1').click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('hides when scrolling down past 50 px and comes back on a scroll up of more than 10 px', async ({ page }) => {
    await page.goto('/components');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveAttribute('data-menu', 'open');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(menu).toHaveAttribute('data-menu', 'hidden-by-scroll');
    await expect(menu).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 395));
    await expect(menu).toHaveAttribute('data-menu', 'hidden-by-scroll');
    await page.evaluate(() => window.scrollTo(0, 380));
    await expect(menu).toHaveAttribute('data-menu', 'open');
    await expect(menu).toBeVisible();
  });

  test('opened on a page that came back scrolled down, it stays open on a small scroll up and hides on a scroll down', async ({ page }) => {
    await page.goto('/components');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toHaveAttribute('data-menu', 'open');
    const y = await page.evaluate(() => window.scrollY);
    await page.evaluate((to) => window.scrollTo(0, to), y - 5);
    await page.waitForTimeout(200);
    await expect(menu).toHaveAttribute('data-menu', 'open');
    await page.evaluate((to) => window.scrollTo(0, to), y + 40);
    await expect(menu).toHaveAttribute('data-menu', 'hidden-by-scroll');
  });
});

test('an unknown page gets the 404 page with a way home', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('no page is wider than the screen', async ({ page }) => {
  for (const path of ['/', '/components', '/builder', '/builder?mobo=mobo-asus-rog-strix-x670e-e-gaming-wifi&gpus=gpu-zotac-rtx-4090-trinity-oc-24gb']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll, path).toBeLessThanOrEqual(inner);
  }
});
