import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { frankfurtStore, signIn, unique } from './fixtures.ts';

test('a super admin registers, tests and removes a peer environment from the backups area', async ({
  page,
  request,
  baseURL,
}) => {
  const store = await frankfurtStore(request, 'Delta Parts');
  const name = unique('peer-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/backups`);
  await page.getByRole('link', { name: 'Environments' }).click();
  await expect(page).toHaveURL(/\/stores\/environments$/);
  const table = page.getByRole('table', { name: 'Environments' });
  await expect(table.getByRole('row').filter({ hasText: 'production' })).toContainText('This installation');
  await expectAccessible(page, 'environments');

  // A credential of this installation for a peer: its secret shown once.
  await page.getByRole('button', { name: 'Create peer credential' }).click();
  const credential = page.getByRole('dialog', { name: 'Create Peer Credential' });
  await credential.getByLabel('Client Name').fill(`${name} installation`);
  await credential.getByRole('button', { name: 'Save' }).click();
  await expect(credential.getByText('The client secret is shown only now.')).toBeVisible();
  const clientId = await credential.getByRole('textbox', { name: 'Client Id' }).inputValue();
  const clientSecret = await credential.getByRole('textbox', { name: 'Client Secret' }).inputValue();
  expect(clientSecret).not.toBe('');
  await expectAccessible(page, 'peer credential shown once');
  await credential.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(credential).toBeHidden();

  // Register an installation with it (here: this one, over HTTP, as another would) and test it.
  await page.getByRole('button', { name: 'Register environment' }).click();
  const register = page.getByRole('dialog', { name: 'Register Environment' });
  await register.getByRole('button', { name: 'Save' }).click();
  await expect(register.getByLabel('Name')).toHaveAccessibleDescription(/Required/);
  await expectAccessible(page, 'register environment dialog with errors');
  await register.getByLabel('Name').fill(name);
  await register.getByLabel('Base URL').fill(baseURL ?? '');
  await register.getByLabel('Client Id').fill(clientId);
  await register.getByLabel('Client Secret', { exact: true }).fill(clientSecret);
  await register.getByRole('button', { name: 'Save' }).click();
  await expect(register).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(baseURL ?? '');
  await row.getByRole('button', { name: `Test ${name}` }).click();
  await expect(row.getByRole('status')).toHaveText(/^Answers: \d+ stores$/);

  // One that does not answer says why.
  await page.getByRole('button', { name: 'Register environment' }).click();
  await register.getByLabel('Name').fill(`${name}-gone`);
  await register.getByLabel('Base URL').fill('http://127.0.0.1:9');
  await register.getByLabel('Client Id').fill('nobody');
  await register.getByLabel('Client Secret', { exact: true }).fill('nothing');
  await register.getByRole('button', { name: 'Save' }).click();
  const gone = table.getByRole('row').filter({ hasText: `${name}-gone` });
  await gone.getByRole('button', { name: `Test ${name}-gone` }).click();
  await expect(gone.getByRole('status')).toHaveText(`Environment ${name}-gone is unreachable: connection failed`);
  await expectAccessible(page, 'environments with test results');

  for (const removed of [`${name}-gone`, name]) {
    await table
      .getByRole('row')
      .filter({ hasText: removed })
      .getByRole('button', { name: `Remove ${removed}` })
      .click();
    const confirm = page.getByRole('dialog', { name: /Remove Environment/ });
    await expect(confirm).toContainText(`Remove environment ${removed}?`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a partner has no Environments in the backups area', async ({ page, request }) => {
  const store = await frankfurtStore(request, 'Alpine Outfitters');
  await signIn(page, 'partner');
  await page.goto(`/stores/${store.id}/backups`);
  await expect(page.getByRole('button', { name: 'Clone', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Environments' })).toHaveCount(0);
});
