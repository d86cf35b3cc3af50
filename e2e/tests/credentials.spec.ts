import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { frankfurtStore, signIn, unique } from './fixtures.ts';

function clientToken(request: APIRequestContext, clientId: string, clientSecret: string, storeId: string) {
  return request.post('/api/v1/oauth2/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'x-xm-store': storeId,
    },
    form: { grant_type: 'client_credentials' },
  });
}

test('a partner adds a client credential, uses it, and an admin deletes it', async ({ browser, request }) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  const clientName = unique('Integration ');
  const partnerContext = await browser.newContext();
  await partnerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await partnerContext.newPage();
  await signIn(page, 'partner');

  // The default route goes to the single Credentials tab once the store has loaded.
  await page.goto(`/stores/${store.id}/credentials`);
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/credentials/list$`));
  await expect(page.getByRole('tab', { name: 'Credentials' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Store Baltic Foods' })).toContainText(store.storeId);
  await expectAccessible(page, 'client credentials');

  await page.getByRole('button', { name: 'Add Client Credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client Credential' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible(); // like every required field
  await expectAccessible(page, 'add client credential dialog with an error');
  await dialog.getByLabel('Client Name').fill(clientName);
  await dialog.getByRole('button', { name: 'Save' }).click();

  const clientId = await dialog.getByRole('textbox', { name: 'Client Id' }).inputValue();
  const clientSecret = await dialog.getByRole('textbox', { name: 'Client Secret' }).inputValue();
  expect(clientId).not.toBe('');
  expect(clientSecret).not.toBe('');
  // A secret shown once is read in monospace (l / I / 1 told apart); its label is ordinary text.
  const font = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await font(dialog.getByRole('textbox', { name: 'Client Secret' }))).toMatch(/mono/i);
  expect(await font(dialog.getByText('Client Secret', { exact: true }))).not.toMatch(/mono/i);
  await expectAccessible(page, 'client secret shown once');
  await dialog.getByRole('button', { name: 'Copy Client Secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientSecret);
  await dialog.getByRole('button', { name: 'Copy Client Id' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientId);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Client Credentials' });
  const row = table.getByRole('row').filter({ hasText: clientName });
  await expect(row).toContainText(clientId);
  // Only a super administrator sees the Actions column.
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  // The credential gets a token for exactly this store.
  const granted = await clientToken(request, clientId, clientSecret, store.storeId);
  expect(granted.status()).toBe(200);
  const { access_token: accessToken } = await granted.json();
  const bearer = { authorization: `Bearer ${accessToken}` };
  expect((await request.get(`/api/v1/stores/${store.id}`, { headers: bearer })).status()).toBe(200);
  await partnerContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/stores/${store.id}/credentials`);
  const adminRow = admin
    .getByRole('table', { name: 'Client Credentials' })
    .getByRole('row')
    .filter({ hasText: clientName });
  await adminRow.getByRole('button', { name: `Delete ${clientName}` }).click();
  const confirm = admin.getByRole('dialog', { name: /Delete Client Credential/ });
  await expect(confirm).toBeVisible();
  await expectAccessible(admin, 'delete client credential confirmation');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(adminRow).toHaveCount(0);
  await adminContext.close();

  expect((await request.get(`/api/v1/stores/${store.id}`, { headers: bearer })).status()).toBe(401);
  expect((await clientToken(request, clientId, clientSecret, store.storeId)).status()).toBe(401);
});
