import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, createTestOperator, pick, signIn, submitSignIn, unique } from './fixtures.ts';

const users = (page: Page) => page.getByRole('table', { name: 'Users', exact: true });

async function openUsers(page: Page) {
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users/);
  await expect(users(page)).toBeVisible();
  await expectAccessible(page, 'users');
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test('create a user (with the form rules), watch it settle, edit it in the dock and delete it', async ({ page }) => {
  const tag = unique('una').toLowerCase();
  const name = `Una ${tag}`;
  const username = `${tag}@example.com`;
  await openUsers(page);

  await page.getByRole('button', { name: 'Add user' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  const field = (label: string) => create.getByLabel(label, { exact: true });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(field('Name')).toHaveAccessibleDescription('Required');
  await expect(field('Username')).toHaveAccessibleDescription(/Required/);
  await expect(field('Password')).toHaveAccessibleDescription('Required');
  await expect(field('Confirm Password')).toHaveAccessibleDescription('Required');
  await expectAccessible(page, 'create user dialog with errors');

  // Fields side by side sit level, whether or not one has a description.
  const top = async (locator: Locator) => (await locator.boundingBox())?.y;
  expect(await top(field('Username'))).toBe(await top(field('Name')));
  await field('Name').fill(name);
  await field('Username').fill('not-an-email');
  await field('Password').fill('una-password-1');
  await field('Confirm Password').fill('una-password-2');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(field('Username')).toHaveAccessibleDescription(/Invalid email address/);
  await expect(field('Confirm Password')).toHaveAccessibleDescription('Passwords dont match');
  await expect(field('Name')).not.toHaveAccessibleDescription('Required');

  await field('Username').fill(username);
  await field('Confirm Password').fill('una-password-1');
  await field('Phone').fill('+44 20 7946 0000');
  await expect(field('Role')).toHaveValue('Partner');
  await field('Role').click();
  await expect(page.getByRole('option')).toHaveText(['Super Admin', 'Partner']);
  await page.getByRole('option', { name: 'Partner', exact: true }).click();
  await pick(page, field('Data Center'), 'Dublin');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  await search(page, tag);
  const row = users(page).getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Partner');
  await expect(row).toContainText('+44 20 7946 0000');

  // The log dialog follows the job: it shows every step and the status settles to CREATED.
  await row.getByRole('button', { name: /^(CREATING|CREATED)/ }).click();
  const logs = page.getByRole('dialog', { name: `Logs ${username}` });
  await expect(logs.getByRole('cell', { name: 'Operator created', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(logs.getByRole('cell', { name: 'Creation requested by admin@example.com' })).toBeVisible();
  await expect(logs.getByRole('cell', { name: `Verification email sent to ${username}` })).toBeVisible();
  await expect(logs).toContainText('CREATED');
  // The status looks the same in the dialog and in the list (one StatusBadge).
  const look = (badge: Locator) =>
    badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.borderRadius, style.fontSize, style.height].join(' ');
    });
  const dialogLook = await look(logs.locator('.mantine-Badge-root').filter({ hasText: 'CREATED' }).first());
  await expectAccessible(page, 'operator logs dialog');
  await logs.getByRole('button', { name: 'Close' }).click();
  await expect(logs).toBeHidden();
  await expect(row.getByRole('button', { name: /^CREATED/ })).toBeVisible();
  expect(await look(row.locator('.mantine-Badge-root').filter({ hasText: 'CREATED' }))).toBe(dialogLook);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dock = page.getByRole('dialog', { name: 'Edit User' });
  const dockField = (label: string) => dock.getByLabel(label, { exact: true });
  await expect(dockField('Username')).toHaveValue(username);
  await expect(dockField('Password')).toHaveValue('');
  await expect(dockField('Data Center')).toHaveValue('Dublin');
  await expect(dock).toContainText('admin@example.com'); // audit: created by
  await expectAccessible(page, 'edit user dock');
  await dockField('Phone').fill('+44 20 7946 0001');
  await dockField('Confirm Password').fill('only-the-confirmation');
  await dock.getByRole('button', { name: 'Save' }).click();
  await expect(dockField('Confirm Password')).toHaveAccessibleDescription('Passwords dont match');
  await dockField('Confirm Password').fill('');
  await dock.getByRole('button', { name: 'Save' }).click();
  await expect(dock).toBeHidden();
  await expect(row).toContainText('+44 20 7946 0001');
  // UPDATING while the job runs; the list reloads every 5 s while anyone is waiting.
  await expect(row.getByRole('button', { name: /^UPDATED/ })).toBeVisible({ timeout: 15_000 });

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: /Delete User/ });
  await expect(confirm).toContainText(`delete user ${username}?`);
  await expectAccessible(page, 'delete user confirmation');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(users(page).getByRole('row').filter({ hasText: username })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('No users.')).toBeVisible();
});

test('a save error shows the response code', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Name', { exact: true }).fill('Ada again');
  await create.getByLabel('Username', { exact: true }).fill('admin@example.com');
  await create.getByLabel('Password', { exact: true }).fill('some-password');
  await create.getByLabel('Confirm Password', { exact: true }).fill('some-password');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByRole('alert')).toContainText('4091-conflict');
  await expect(create).toBeVisible();
});

test("a partner's profile in Settings has the role and data centre fixed and disabled, and saves", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const dataCentres = await (
    await request.get('/api/v1/data_centers?search=EU-DUB', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const dublin = dataCentres.content[0];
  expect(dublin.name).toBe('Dublin');
  const partner = await createTestOperator(request, { role: 'PARTNER', dataCentreId: dublin.id, phone: '+353 1 0000' });

  await submitSignIn(page, partner.username, partner.password);
  await expect(page).toHaveURL(/\/stores$/);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const field = (label: string) => settings.getByLabel(label, { exact: true });
  await expect(field('Name')).toHaveValue(partner.name);
  await expect(field('Role')).toHaveValue('Partner');
  await expect(field('Role')).toBeDisabled();
  await expect(field('Data Center')).toHaveValue('Dublin');
  await expect(field('Data Center')).toBeDisabled();
  await expect(settings.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectAccessible(page, 'settings dock');

  await field('Phone').fill('+353 1 2345678');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expectAccessible(page, 'settings dock with a notification');
  const self = await (
    await request.get(`/api/v1/users/${partner.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(self).toMatchObject({ phone: '+353 1 2345678', role: 'PARTNER', dataCentre: { id: dublin.id } });
});
