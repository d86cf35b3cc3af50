import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { expectAccessible } from './axe.ts';
import { e2eEnv } from './env.ts';
import { accounts, apiToken, signIn, submitSignIn } from './fixtures.ts';

test('a visitor without a token is sent to /login', async ({ page }) => {
  await page.goto('/datacentres');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // One wording on the card: the spec's 'Login', not "sign in".
  await expect(page.getByText('Login to continue')).toBeVisible();
  await expect(page.getByText(/sign in/i)).toHaveCount(0);
  await expectAccessible(page, 'sign-in');
});

test('wrong credentials show Bad credentials and store no token', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bad credentials' })).toBeVisible();
  await expectAccessible(page, 'sign-in with an error');
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});

test('a super admin signs in to the dashboard with the shell and real figures', async ({ page, request }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const entry of ['Dashboard', 'Stores', 'Data Centers', 'Users', 'Version History']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page.getByText(/4\.125\.\d+ \(production\)/)).toBeVisible();
  await expect(page.getByLabel('Data center')).toBeEnabled();
  // The figures are the server's: compare with what the API says now.
  const token = await apiToken(request, 'admin');
  const summary = await (
    await request.get('/api/v1/dashboard/summary', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Data centers', exact: true }) });
  await expect(card).toContainText(String(summary.dataCentres.total));
  await expectAccessible(page, 'dashboard');
  const byRole = page.getByRole('table', { name: 'Operators by role' });
  for (const entry of summary.operators.byRole) {
    await expect(
      byRole.getByRole('row').filter({ hasText: entry.key === 'SUPER_ADMIN' ? 'Super Admin' : 'Partner' }),
    ).toContainText(String(entry.count));
  }
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage.jwtToken).toBeTruthy();
  expect(storage.refreshToken).toBeTruthy();
  expect(JSON.parse(storage.selectedUser).username).toBe('admin@example.com');
  expect(storage.selectedDataCentre).toBeTruthy();
  expect(storage['lastLogin:admin@example.com']).toBeTruthy();
});

test('unknown paths go to the dashboard', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a partner's sidebar hides Dashboard, Data Centers and Users, and those routes send them away", async ({
  page,
}) => {
  await signIn(page, 'partner');
  await expect(page).toHaveURL(/\/stores$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Stores' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Version History' })).toBeVisible();
  for (const hidden of ['Dashboard', 'Data Centers', 'Users']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expect(page.getByLabel('Data center')).toBeDisabled();
  await expectAccessible(page, "a partner's stores");
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  for (const path of ['/dashboard', '/datacentres', '/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/stores$/);
  }
  await expect(page.getByRole('table', { name: 'Stores', exact: true }).or(page.getByText('No stores.'))).toBeVisible();
  // Nothing of those screens was asked for on the way: no call the server refused.
  expect(refused).toEqual([]);
});

test('Copy token puts the token on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin');
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Copy token' }).click();
  await expect.poll(() => messages).toEqual(['token copied']);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await page.evaluate(() => localStorage.getItem('jwtToken')));
});

test('Logout clears the token and the last-login record and returns to sign-in', async ({ page }) => {
  await signIn(page, 'partner');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage.jwtToken).toBeUndefined();
  expect(storage.refreshToken).toBeUndefined();
  expect(storage['lastLogin:partner@example.com']).toBeUndefined();
  await page.goto('/stores');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired access token is refreshed transparently', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('table', { name: 'Operators by role' })).toBeVisible();
  const user = JSON.parse((await page.evaluate(() => localStorage.getItem('selectedUser'))) ?? '{}');
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ username: user.username, role: user.role, sv: 0, at: now - 7200 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer('store-console')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(new TextEncoder().encode(e2eEnv.jwtSecret));
  await page.evaluate((token) => localStorage.setItem('jwtToken', token), expired);
  await page.goto('/datacentres?q=EU-FRA');
  await expect(page.getByRole('cell', { name: 'Frankfurt', exact: true })).toBeVisible();
  const current = await page.evaluate(() => localStorage.getItem('jwtToken'));
  expect(current).not.toBe(expired);
  expect(current).toBeTruthy();
});

test('a menu link clicked the moment the shell shows after Login opens its screen, and stays', async ({ browser }) => {
  // As a loaded host had it in full runs: the sheets later screens share arrive only once the link
  // is clicked, and the code fetched from then on a second later. A fresh browser each round (nothing cached).
  const { baseURL } = test.info().project.use;
  const screens = [
    { link: 'Users', url: /\/users$/, table: 'Users' },
    { link: 'Data Centers', url: /\/datacentres$/, table: 'Data Centers' },
    { link: 'Stores', url: /\/stores$/, table: 'Stores' },
  ] as const;
  for (const screen of screens) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    let clicked = (): void => undefined;
    const click = new Promise<void>((resolve) => {
      clicked = resolve;
    });
    let afterClick = false;
    await page.route(/\/assets\//, async (route) => {
      if (/later-sheets-/.test(route.request().url())) await click;
      else if (afterClick) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await submitSignIn(page, accounts.admin.username, accounts.admin.password);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen.link });
    await link.waitFor();
    afterClick = true;
    await link.click();
    clicked();
    await expect(page).toHaveURL(screen.url);
    await expect(page.getByRole('table', { name: screen.table, exact: true })).toBeVisible();
    // Nothing left over from signing in sends the user on.
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(screen.link);
    await expect(page).toHaveURL(screen.url);
    await context.close();
  }
});

test('on a phone the data-centre switcher is in the menu the burger opens, and a choice closes the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await signIn(page, 'admin');
  await page.goto('/stores');
  const table = page.getByRole('table', { name: 'Stores', exact: true });
  await expect(table).toContainText('Alpine Outfitters');
  // The header has no room for it on a phone; one control of that name on the page, in the menu.
  const switcher = page.getByRole('combobox', { name: 'Data center' });
  await expect(switcher).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('combobox', { name: 'Data center' })).toBeVisible();
  await expect(page.getByLabel('Data center')).toHaveCount(1);
  await expectAccessible(page, 'the side menu on a phone, with the data-centre switcher');
  await menu.getByRole('combobox', { name: 'Data center' }).click();
  await page.getByRole('option', { name: 'Dublin', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Stores' })).toBeHidden();
  await expect(table).toContainText('Fjord Fashion');
  await expect(table).not.toContainText('Alpine Outfitters');
  // Kept, as a choice in the header is.
  await page.reload();
  await expect(table).toContainText('Fjord Fashion');
  await expect(table).not.toContainText('Alpine Outfitters');
});
