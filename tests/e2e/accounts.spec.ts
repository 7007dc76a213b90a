import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import { RESET_LINK_NOTICES } from '../../src/domain/accounts/reset-link.ts';
import { libsqlOptions } from '../../worker/db/client.ts';
import { PASSWORD, gotoHydrated, lastMailTo, registerUser, signIn, uniqueEmail } from './accounts.ts';
import { E2E_DATA_DIR } from './run-dirs.ts';

test('sign up: the checklist ticks as you type, then the account is created', async ({ page }) => {
  await gotoHydrated(page, '/signup');
  await expect(page.locator('header.site-header')).toHaveCount(0); // no global header on auth routes
  const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
  await expect(rules).toHaveText([
    /Minimum 8 characters in length/,
    /At least one lower case letter \(a-z\)/,
    /At least one upper case letter \(A-Z\)/,
    /At least one number \(0-9\)/,
    /At least one special character \(e\.g\. ! @ # \$\)/,
  ]);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await expect(rules.nth(1)).toHaveAttribute('data-met', 'true');
  await expect(rules.nth(0)).toHaveAttribute('data-met', 'false');
  await password.fill(PASSWORD);
  for (let i = 0; i < 5; i++) await expect(rules.nth(i)).toHaveAttribute('data-met', 'true');

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Enter your full name')).toBeVisible();
  await page.getByLabel('Full Name').fill('Maria Clara');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog')).toContainText('Please fill all fields.');
  await page.getByRole('button', { name: 'OK' }).click();

  const email = uniqueEmail('signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Confirm Password').fill('Different$1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Enter valid email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const created = page.getByRole('dialog', { name: 'Account Created Successfully!' });
  await expect(created).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  // Issue 12: the new account is signed in at once (no second form); OK goes on (home by default).
  await expect(created).toContainText('Your account is ready and you are signed in.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('cookie-session');
  await created.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('sign up with "Mabuhay2026!": "!" counts as the special character', async ({ page }) => {
  await gotoHydrated(page, '/signup');
  await page.getByLabel('Full Name').pressSequentially('Maria Makiling');
  await page.getByLabel('Email').pressSequentially(uniqueEmail('mabuhay'));
  const password = page.getByLabel('Password', { exact: true });
  await password.pressSequentially('Mabuhay2026');
  const special = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem').nth(4);
  await expect(special).toHaveAttribute('data-met', 'false');
  await password.press('!');
  await expect(special).toHaveAttribute('data-met', 'true');
  await expect(page.getByRole('list', { name: 'Password rules' }).locator('li[data-met="true"]')).toHaveCount(5);
  await page.getByLabel('Confirm Password').pressSequentially('Mabuhay2026!');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Created Successfully!' })).toContainText('you are signed in');
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('sign up with a registered email shows the in-use dialog', async ({ page, request }) => {
  const { email } = await registerUser(request);
  await gotoHydrated(page, '/signup');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Already Registered' });
  await expect(dialog).toContainText("That email's already in use. Try another one or sign in.");
});

test('sign in, see yourself in the header, sign out from it', async ({ page, request, isMobile }) => {
  const { email, name } = await registerUser(request, 'Jose Rizal');
  await gotoHydrated(page, '/login');
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email and password required')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password');
  await expect(page.getByRole('button', { name: /^Show/ })).toHaveCount(0);
  await password.fill('Wrong$pass1');
  await expect(page.getByRole('button', { name: /^Show/ })).toBeVisible();
  await password.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Wrong email or password.');

  await signIn(page, email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('cookie-session');
  // Nothing page JavaScript can reach carries the session secret: not the sign-in answer, not get-session.
  const secret = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'))!.value;
  const seenByScripts = await page.evaluate(async (email) => {
    const session = await fetch('/api/auth/get-session');
    const login = await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Sup3r$ecret' }) });
    return [await session.text(), [...session.headers].join('\n'), document.cookie, await login.text()];
  }, email);
  expect(JSON.parse(seenByScripts[3]!)).toMatchObject({ token: 'cookie-session' });
  for (const text of seenByScripts) {
    expect(text).not.toContain(secret.split('.')[0]);
    expect(text).not.toContain(decodeURIComponent(secret).split('.')[0]);
  }
  expect(JSON.parse(seenByScripts[0]!)).toMatchObject({ user: { email }, session: { expiresAt: expect.any(String) } });
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name: name }).click();
  const area = isMobile ? page.locator('#mobile-menu') : page.locator('[data-user-dropdown]');
  await expect(area).toContainText(name);
  if (!isMobile) await expect(area).toContainText(email);
  await expect(area.getByRole(isMobile ? 'link' : 'menuitem', { name: 'Settings' })).toBeVisible();
  await area.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();
  // The server session is over too: the profile API no longer knows us.
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('forgot password and reset through the emailed link', async ({ page, request }) => {
  const { email } = await registerUser(request);
  await gotoHydrated(page, '/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('reset link is on its way');

  const mail = await lastMailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/newpassword\?token=\S+/)![0];
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New Password').fill('12345');
  await page.getByLabel('Confirm Password').fill('12345');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  // A reset may not weaken the account: the sign-up rules apply, shown as the same checklist.
  const rules = page.getByRole('list', { name: 'Password rules' });
  await page.getByLabel('New Password').fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdef');
  await expect(rules.locator('li[data-met="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password does not meet the requirements');
  // Issue 20: "!" is a special character at reset too; typed, then the button clicked.
  await page.getByLabel('New Password').clear();
  await page.getByLabel('New Password').pressSequentially('Mabuhay2026!');
  await page.getByLabel('Confirm Password').clear();
  await page.getByLabel('Confirm Password').pressSequentially('Mabuhay2026!');
  await expect(rules.locator('li[data-met="true"]')).toHaveCount(5);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.waitForURL(/\/login\?reset=done/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await signIn(page, email, 'Mabuhay2026!');

  // The link works once, and says so on load (issue 25) instead of showing the form.
  await page.evaluate(() => localStorage.clear());
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'This link was already used.' })).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  // A button sends a new one to the same address; the new link opens the form.
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status')).toContainText('A new link is on its way');
  await expect(page.getByRole('status')).not.toContainText(email);
  await expect.poll(async () => (await lastMailTo(email)).text).not.toContain(new URL(link).search);
  const again = (await lastMailTo(email)).text.match(/https?:\/\/\S+\/newpassword\?token=\S+/)![0];
  await gotoHydrated(page, new URL(again).pathname + new URL(again).search);
  await expect(page.getByLabel('New Password')).toBeVisible();
});

test('an older reset link says it was replaced, and a made-up one points at the email form', async ({ page, request }) => {
  const { email } = await registerUser(request);
  const linkPath = async () => {
    const link = (await lastMailTo(email)).text.match(/https?:\/\/\S+\/newpassword\?token=\S+/)![0];
    return new URL(link).pathname + new URL(link).search;
  };
  expect((await request.post('/api/forgot-password', { data: { email } })).ok()).toBe(true);
  const older = await linkPath();
  expect((await request.post('/api/forgot-password', { data: { email } })).ok()).toBe(true);
  await expect.poll(linkPath).not.toBe(older);
  await gotoHydrated(page, older);
  await expect(page.getByRole('heading', { name: 'This link was replaced by a newer one.' })).toBeVisible();
  await expect(page.getByText('Choose a new password that meets every rule below.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();

  await gotoHydrated(page, '/newpassword?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link is not valid.' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await page.waitForURL(/\/forgot-password$/);
});

test('an expired reset link says so on load and sends a new one that works (issue 25)', async ({ page, request }) => {
  const { email } = await registerUser(request);
  expect((await request.post('/api/forgot-password', { data: { email } })).ok()).toBe(true);
  const link = new URL((await lastMailTo(email)).text.match(/https?:\/\/\S+\/newpassword\?token=\S+/)![0]);
  // An hour and more later: the link's expiry moved into the past, in the server's own database.
  const client = createClient(libsqlOptions({ databaseUrl: `file:${E2E_DATA_DIR}/pcbuilder.db` }));
  try {
    const moved = await client.execute({
      sql: 'update verification set expires_at = ? where identifier = ?',
      args: [Date.now() - 60_000, `reset-password:${link.searchParams.get('token')}`],
    });
    expect(moved.rowsAffected).toBe(1);
  } finally {
    client.close();
  }
  await gotoHydrated(page, link.pathname + link.search);
  await expect(page.getByRole('heading', { name: RESET_LINK_NOTICES.expired.heading })).toBeVisible();
  await expect(page.getByText(RESET_LINK_NOTICES.expired.detail)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0); // no form for a link that cannot work
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status')).toContainText('A new link is on its way');
  await expect.poll(async () => (await lastMailTo(email)).text).not.toContain(link.search);
  const fresh = new URL((await lastMailTo(email)).text.match(/https?:\/\/\S+\/newpassword\?token=\S+/)![0]);
  await gotoHydrated(page, fresh.pathname + fresh.search);
  await expect(page.getByLabel('New Password')).toBeVisible();
});

test('Settings and Dashboard keep the site navigation: in the bar at desktop width, every section in the phone menu', async ({ page, request, isMobile }) => {
  const { email } = await registerUser(request, 'Navi');
  await signIn(page, email);
  for (const path of ['/settings', '/dashboard']) {
    await gotoHydrated(page, path);
    const bar = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) {
      await expect(bar).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      for (const name of ['Builder', 'Components', 'Community', 'Learn', 'Overview', 'Saved Builds', 'Build History', 'Account Settings'])
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeHidden();
    } else {
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      for (const name of ['Builder', 'Components', 'Community', 'Learn']) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
  }
  // The navigation leads somewhere: from the dashboard to the Component Database.
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: isMobile ? 'Menu' : 'Main' }).getByRole('link', { name: 'Components', exact: true }).click();
  await page.waitForURL(/\/components$/);
});

test('a reset page without a token says so', async ({ page }) => {
  await gotoHydrated(page, '/newpassword');
  await page.getByLabel('New Password').fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdef');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Missing reset token');
});

test('edit the profile with a picture, then log out from the dashboard header', async ({ page, request }) => {
  const { email } = await registerUser(request, 'Andres');
  await signIn(page, email);
  await gotoHydrated(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email address cannot be changed for security reasons')).toBeVisible();
  await expect(page.getByText('JPEG or PNG, max 2MB')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  // Issue 24: a name of Hangul fillers looks blank to others; the form says why before sending.
  await page.getByLabel('Full Name').fill('\u3164\u3164');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full Name cannot contain control, direction or invisible characters')).toBeVisible();

  await page.getByLabel('Full Name').fill('Andres Bonifacio');
  // Issue 25: a wrong file is refused at once, inline, and the current picture stays.
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  const before = await picture.getAttribute('src');
  const photo = page.getByLabel('Change photo');
  const pictureAlert = page.getByRole('group', { name: 'Profile Picture' }).getByRole('alert');
  await photo.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(pictureAlert).toHaveText('That file is not a JPEG or PNG picture. Pick a photo saved as .jpg or .png.');
  await expect(picture).toHaveAttribute('src', before!);
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  // Too big: 2 MB and a bit, with a real PNG start.
  const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2 * 1024 * 1024)]);
  await photo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(pictureAlert).toHaveText('That picture is 2.0 MB; the limit is 2 MB. Pick a smaller one, or save it smaller first.');
  // A PNG header over garbage does not decode: refused before any preview.
  const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('garbage garbage garbage')]);
  await photo.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
  await expect(pictureAlert).toHaveText('That picture could not be opened; the file may be damaged. Pick another.');
  await expect(picture).toHaveAttribute('src', before!);

  // A tiny real PNG (1×1), made here rather than downloaded: previewed, then uploaded on save.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  // Picked as a person does: the "Change photo" button opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Change photo', { exact: true }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(pictureAlert).toHaveCount(0);
  await expect(page.getByText('me.png is ready: it is uploaded when you save.')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^blob:/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText('Profile updated successfully!');
  await success.getByRole('button', { name: 'OK' }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
  expect(stored.full_name).toBe('Andres Bonifacio');
  expect(stored.profile_picture).toMatch(/\/avatar\?v=/);
  expect((await page.request.get(stored.profile_picture)).headers()['content-type']).toBe('image/png');

  // When the server still refuses the picture, the alert says the profile itself was saved.
  await page.route('**/profile-picture', (route) =>
    route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ error: 'Too large', code: 'PAYLOAD_TOO_LARGE' }) }),
  );
  await photo.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Picture not uploaded' })).toContainText('profile was updated, but the picture upload failed');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.unroute('**/profile-picture');

  await page.getByRole('button', { name: 'Andres Bonifacio' }).click();
  await expect(page.getByRole('menu')).toContainText('Signed in as');
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log Out' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Andres Bonifacio' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('after sign-in, ?next= goes to a page of this site and never to another site', async ({ page, request }) => {
  const { email } = await registerUser(request);
  for (const [next, landing] of [
    ['/\\evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/%5Cevil.example', '/'],
    // Only another site once resolved: `/..//x` is `//x`.
    ['/..//evil.example/login', '/'],
    ['/%2e%2e//evil.example/login', '/'],
    ['/builder?cpu=x', '/builder'],
  ] as const) {
    await page.context().clearCookies();
    await gotoHydrated(page, `/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { waitUntil: 'commit' });
    const landed = new URL(page.url());
    expect(landed.host).toMatch(/^localhost:/);
    expect(landed.pathname).toBe(landing);
  }
});

test('settings sends visitors to sign in', async ({ page }) => {
  await page.goto('/settings');
  await page.waitForURL(/\/login\?next=\/settings/);
});

test('Google sign-in (against the local OpenID Connect test provider)', async ({ page }) => {
  await gotoHydrated(page, '/login');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeVisible();
  await google.click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: 'gabriela.silang@example.ph', full_name: 'Gabriela Silang' });
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  // The provider's picture address (another site) is never kept: pictures are our avatar route only.
  expect(await me.json()).toMatchObject({ profile_picture: null, photoURL: null });
});
