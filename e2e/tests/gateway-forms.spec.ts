import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, frankfurtStore, signIn, unique } from './fixtures.ts';

const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function valuesOf(inputs: Locator): Promise<string[]> {
  return inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
}

test('a store gateway: settings, an integration and its duplicate, an operation override, deletes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const store = await frankfurtStore(request, 'Baltic Foods');
  const tag = unique('');
  const setting = `region${tag}`;
  const name = `Sage300${tag}`;
  await signIn(page, 'admin');

  // The bare area goes to its settings, under the store header and the three tabs.
  await page.goto(`/stores/${store.id}/gateway`);
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/gateway/settings$`));
  await expect(page.getByRole('tab', { name: 'Gateway Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Logs' })).toBeVisible();

  // Settings: a new row is required, then saved and read back.
  const settings = page.getByRole('form', { name: 'Gateway settings' });
  await settings.getByRole('button', { name: 'Add Setting' }).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Field is required').first()).toBeVisible();
  await settings
    .getByLabel(/^Settings \d+ name$/)
    .last()
    .fill(setting);
  await settings
    .getByLabel(/^Settings \d+ value$/)
    .last()
    .fill('eu-central');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(banner(page, 'Saved successfully')).toBeVisible();
  await expectAccessible(page, 'gateway settings');
  await page.reload();
  await expect.poll(() => valuesOf(settings.getByLabel(/^Settings \d+ name$/))).toContain(setting);

  // Add an integration: required fields, the interface names it, plain http, no authentication.
  await page.getByRole('link', { name: 'Add Integration' }).click();
  await expect(page).toHaveURL(/\/gateway\/integrations-add$/);
  await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
  const add = page.getByRole('form', { name: 'New integration' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Field is required').first()).toBeVisible();
  await choose(page, add.getByLabel('Interface'), 'Microsoft Azure 365 ActiveDirectory');
  await expect(add.getByLabel('Integration Name')).toHaveValue('ActiveDirectory');
  await expect(add.getByLabel('Authentication Type')).toHaveValue('OAUTH2');
  await expect(add.getByLabel('Authentication Type')).toBeDisabled();
  await expect(
    add.getByText('Access and refresh operations can be chosen once the integration is saved.'),
  ).toBeVisible();
  await choose(page, add.getByLabel('Interface'), 'Sage 300 2023 Web API');
  await expect(add.getByLabel('Integration Name')).toHaveValue('300');
  await add.getByLabel('Integration Name').fill(name);
  await add.getByLabel('URI').fill('https://127.0.0.1:9/sage300');
  await expect(add.getByLabel('Client Certificate (PEM)')).toBeVisible();
  await expect(add.getByLabel('Trust Certificate (PEM)')).toBeVisible();
  await add.getByLabel('URI').fill('http://127.0.0.1:9/sage300');
  await expect(add.getByLabel('Client Certificate (PEM)')).toHaveCount(0);
  await choose(page, add.getByLabel('Authentication Type'), 'NONE');
  await expectAccessible(page, 'add integration');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(banner(page, 'Saved successfully')).toBeVisible();
  // 2 s later the new integration's edit page.
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations/${name}$`));
  const edit = page.getByRole('form', { name: `Integration ${name}` });
  await expect(edit.getByLabel('Integration Name')).toHaveValue(name);
  await expect(edit.getByLabel('Interface')).toHaveValue('Sage 300 2023 Web API');

  // The same name again is refused with the spec's text.
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add Integration' }).click();
  await choose(page, add.getByLabel('Interface'), 'Sage 300 2023 Web API');
  await add.getByLabel('Integration Name').fill(name);
  await add.getByLabel('URI').fill('http://127.0.0.1:9/other');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Failed to save, reason: Integration "${name}" has already existed in the store.`,
  );
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/gateway\/settings$/);

  // Edit: BASIC authentication; the password is write-only.
  await page.getByRole('link', { name, exact: true }).click();
  await choose(page, edit.getByLabel('Authentication Type'), 'BASIC');
  await edit.getByLabel('Username').fill('sage');
  await edit.getByLabel('Password', { exact: true }).fill('s3cret-password');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(banner(page, 'Saved successfully')).toBeVisible();
  await page.reload();
  await expect(edit.getByLabel('Username')).toHaveValue('sage');
  await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(edit.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    'Saved — leave blank to keep',
  );
  await expectAccessible(page, 'edit integration');

  // An operation override with a response transform.
  await page.getByRole('link', { name: 'Add Operation' }).click();
  await expect(page).toHaveURL(new RegExp(`/integrations/${name}/operations-add$`));
  const operation = page.getByRole('form', { name: 'Operation override' });
  await choose(page, operation.getByLabel('Operation Name'), 'customers');
  await expect(operation.getByLabel('Path')).toHaveValue(/ARCustomers/);
  await operation.getByRole('button', { name: 'Add Response Transform' }).click();
  await choose(page, operation.getByLabel('Response transform 1 type'), 'JOLT');
  await operation.getByLabel('Response transform 1 value').fill('[{"operation":"shift","spec":{"value":"customers"}}]');
  await expectAccessible(page, 'add operation override');
  await operation.getByRole('button', { name: 'Save' }).click();
  await expect(banner(page, 'Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations/${name}$`));
  const overrides = page.getByRole('table').filter({ hasText: 'Interface Type' });
  await overrides.getByRole('link', { name: 'customers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Override customers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send', exact: true })).toHaveAttribute(
    'href',
    `/stores/${store.id}/gateway/integrations-send/${name}/customers`,
  );
  await expect(operation.getByLabel('Response transform 1 type')).toHaveValue('JOLT');

  // Delete the override, then the integration.
  await operation.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure to delete this item?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(banner(page, 'Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations/${name}$`));
  // The operation is listed still, as its interface's catalogue defines it.
  await expect(
    overrides.getByRole('row').filter({ has: page.getByRole('link', { name: 'customers', exact: true }) }),
  ).toContainText('Catalogue');
  await edit.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure to delete this item?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(banner(page, 'Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/gateway\/integrations$/);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  // The Business Central store's own integrations authenticate through the Azure operations.
  await page.getByRole('link', { name: 'BusinessCentral', exact: true }).click();
  const bc = page.getByRole('form', { name: 'Integration BusinessCentral' });
  await expect(bc.getByLabel('Authentication Type')).toHaveValue('OAUTH2');
  await expect(bc.getByRole('combobox', { name: 'Access Operation' })).toHaveValue(
    'Microsoft-Azure-365-ActiveDirectory-token',
  );
  await expect(bc.getByRole('combobox', { name: 'Refresh Operation' })).toHaveValue(
    'Microsoft-Azure-365-ActiveDirectory-refresh',
  );
  await expectAccessible(page, 'the Business Central integration');

  // Any other path of the area goes to its settings; /stores/gateway to the first store's.
  await page.goto(`/stores/${store.id}/gateway/nowhere`);
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/gateway/settings$`));
  await page.goto('/stores/gateway');
  await expect(page).toHaveURL(/\/stores\/\d+\/gateway\/settings$/);
});

test('a gateway link opened without a session signs in with its ticket, which works once', async ({
  browser,
  request,
  baseURL,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const issued = await request.post(`/api/v1/stores/${store.id}/gateway-ticket`, { headers });
  expect(issued.status()).toBe(201);
  const link = new URL((await issued.json()).url, baseURL).href;

  const first = await (await browser.newContext()).newPage();
  await first.goto(link);
  await expect(first).toHaveURL(new RegExp(`/stores/${store.id}/gateway/settings$`));
  await expect(first.getByRole('region', { name: 'Store Baltic Foods' })).toContainText(store.storeId);

  const second = await (await browser.newContext()).newPage();
  await second.goto(link);
  await expect(second).toHaveURL(/\/login$/);
  await expect(
    second.getByText('This link has expired or was already used; open it again from the console'),
  ).toBeVisible();
  await first.context().close();
  await second.context().close();
});
