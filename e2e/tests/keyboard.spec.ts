import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './axe.ts';
import { apiToken, createTestOperator, outboxTo, type TestOperator } from './fixtures.ts';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would move to it;
 * fails when it is not reachable within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target.evaluate((element) => element === document.activeElement, null, { timeout: 2_000 });
    if (focused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Opens a select from the keyboard and moves down its options until `option` is the active one. */
async function chooseWithKeys(page: Page, combobox: Locator, option: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (let presses = 0; presses < 20; presses += 1) {
    const active = await combobox.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).innerText()).trim() === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
}

/** A partner with a verified email and an authenticator app enrolled through the API; returns its secret. */
async function enrolAuthenticator(request: APIRequestContext, operator: TestOperator): Promise<string> {
  const mail = (await outboxTo('mail', operator.username)).at(-1);
  const link = /https?:\/\/\S+(\/api\/v1\/identity\/email\/verify\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, 'the verification link mailed at creation').toBeTruthy();
  expect((await request.get(link ?? '')).status()).toBe(200);
  const token = await request.post('/api/v1/token', {
    form: { grant_type: 'password', username: operator.username, password: operator.password },
  });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const { secret } = await (await request.post('/api/v1/identity/totp/secret', { headers })).json();
  const enrol = await request.post('/api/v1/identity/totp/enrol', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(enrol.status()).toBe(200);
  return secret;
}

test('sign in with the second factor, create a store, open its backups and create one, with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const frankfurt = (await (await request.get('/api/v1/data_centers?search=EU-FRA', { headers: admin })).json())
    .content[0];
  const operator = await createTestOperator(request, { role: 'PARTNER', dataCentreId: frankfurt.id });
  const secret = await enrolAuthenticator(request, operator);
  const name = `Keys ${operator.username.split('@')[0]}`.slice(0, 30);

  await test.step('sign in: password, then the authenticator code', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(operator.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(operator.password);
    await page.keyboard.press('Enter');
    const method = page.getByRole('radiogroup', { name: 'Verification method' });
    await expect(method.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await expectAccessible(page, 'sign-in, second factor');
    await tabTo(page, page.getByLabel('Verification Code'));
    // The enrolment spent the current time step; a code of the next one is still accepted.
    await page.keyboard.type(await generate({ secret, epoch: Date.now() / 1000 + 30 }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stores$/);
  });

  await test.step('create a store in the dialog; closing it returns the focus to Add store', async () => {
    const addStore = page.getByRole('button', { name: 'Add store' });
    await tabTo(page, addStore);
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create Store' });
    await expect(create).toBeVisible();
    await expectAccessible(page, 'create store dialog');
    await tabTo(page, create.getByLabel('Name', { exact: true }));
    await page.keyboard.type(name);
    await tabTo(page, create.getByLabel('Staging Domain', { exact: true }));
    await page.keyboard.type(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.staging.example.com`);
    await chooseWithKeys(page, create.getByRole('combobox', { name: 'ERP', exact: true }), 'Sage 300');
    await chooseWithKeys(page, create.getByRole('combobox', { name: 'ERP Version', exact: true }), '2023');
    await chooseWithKeys(page, create.getByRole('combobox', { name: 'Store Type', exact: true }), 'B2C');
    await tabTo(page, create.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(create).toBeHidden();
    await expect(addStore).toBeFocused();
  });

  await test.step("find the store and open its backups from the row's Backup action", async () => {
    await tabTo(page, page.getByLabel('Search'), { backwards: true });
    await page.keyboard.type(name);
    const row = page
      .getByRole('table', { name: 'Stores', exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Details ${name}` }) });
    await expect(row.getByText('CREATED', { exact: true })).toBeVisible({ timeout: 15_000 });
    await tabTo(page, row.getByRole('link', { name: `Backup ${name}` }));
    await page.keyboard.press('Enter');
    // The area is headed 'Backup'; the store header names the store, once.
    await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(1);
    await expectAccessible(page, 'backups of the new store');
  });

  await test.step('create a backup and see it finish', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Create', exact: true }));
    await page.keyboard.press('Enter');
    const notice = page.getByText(/^Backup \S+ requested$/);
    await expect(notice).toBeVisible();
    const fileName = (await notice.innerText()).replace(/^Backup /, '').replace(/ requested$/, '');
    const row = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ hasText: fileName });
    await expect(row.getByText('DONE').first()).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, 'backups with a finished backup');
  });

  await test.step('the Clone dialog closes with Escape and the focus returns to Clone', async () => {
    const clone = page.getByRole('button', { name: 'Clone', exact: true });
    await tabTo(page, clone, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clone Backup' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectAccessible(page, 'clone dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clone).toBeFocused();
  });
});
