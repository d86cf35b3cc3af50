import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ok } from '@store-console/api-client';
import { apiClient } from './api.ts';
import { expectAccessible } from './axe.ts';
import { accounts, apiToken, createStoreViaApi as createStore, signIn, unique } from './fixtures.ts';

/** Job settling is fast, but the list only re-polls every 10 s while a store is waiting. */
const settleTimeout = 15_000;

const storeTable = (page: Page) => page.getByRole('table', { name: 'Stores', exact: true });

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function frankfurtId(request: APIRequestContext): Promise<number> {
  const api = apiClient(request, await apiToken(request, 'admin'));
  const centres = await ok(api.GET('/api/v1/data_centers', { params: { query: { search: 'EU-FRA' } } }));
  const centre = centres.content[0];
  if (!centre) throw new Error('No data centre EU-FRA');
  return centre.id;
}

/** A store's primary domain (the staging one when none is primary), which the journeys type in and follow. */
function primaryDomainOf(store: { primaryDomain: string | null }): string {
  if (!store.primaryDomain) throw new Error('The store has no primary domain');
  return store.primaryDomain;
}

/** Arranges a settled store through the API (for journeys that are not about creating one). */
function createStoreViaApi(
  request: APIRequestContext,
  who: keyof typeof accounts,
  name: string,
  domains: { name: string; isPrimary: boolean }[] = [],
) {
  const settled = { timeout: settleTimeout };
  return createStore(request, { who, name, erpCode: 'Sage_X3', domains, contactName: 'Erin Example', settled });
}

/** Opens the store list of Frankfurt (the `dc` link switches to it) filtered down to one store by name. */
async function openStore(page: Page, request: APIRequestContext, name: string): Promise<Locator> {
  await page.goto(`/stores?dc=${await frankfurtId(request)}`);
  await expect(storeTable(page).or(page.getByText('No stores.'))).toBeVisible();
  await page.getByLabel('Search').fill(name);
  await expect(page).toHaveURL(/q=/);
  const row = storeTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Details ${name}` }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test('create a store in the console, watch it become CREATED, and expand its details', async ({ page, request }) => {
  const name = unique('E2E Shop ');
  await signIn(page, 'admin');
  await page.goto(`/stores?dc=${await frankfurtId(request)}`);
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expect(page.getByText('Current version')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stores summary' })).toContainText('4.125.0');
  await expectAccessible(page, 'stores');

  await page.getByRole('button', { name: 'Add store' }).click();
  const create = page.getByRole('dialog', { name: 'Create Store' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Required').first()).toBeVisible();
  await expectAccessible(page, 'create store dialog with errors');

  // The name check on blur: a taken name (case-insensitive) is named at once.
  await create.getByLabel('Name', { exact: true }).fill('alpine outfitters');
  await create.getByLabel('Staging Domain', { exact: true }).focus();
  await expect(create.getByText('The store name is taken')).toBeVisible();
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Staging Domain', { exact: true }).focus();
  await expect(create.getByText('The store name is taken')).toBeHidden();

  await create.getByLabel('Staging Domain', { exact: true }).fill(`${slug(name)}.staging.example.com`);
  // A domain added then removed: the staging domain stays primary.
  await create.getByRole('button', { name: 'Add domain' }).click();
  await create.getByLabel('Domain 1', { exact: true }).fill(`${slug(name)}.example.com`);
  await create.getByLabel('Domain 1 is primary').check();
  await expect(create.getByLabel('Staging domain is primary')).not.toBeChecked();
  await create.getByRole('button', { name: 'Remove domain 1' }).click();
  await expect(create.getByLabel('Staging domain is primary')).toBeChecked();

  await choose(create, 'ERP', 'Sage X3');
  await choose(create, 'ERP Version', 'V12');
  await choose(create, 'Store Type', 'B2B');
  await create.getByLabel('Contact Name').fill('Erin Example');
  await create.getByLabel('Contact Email').fill('erin@example.com');
  await create.getByLabel('Contact Phone').fill('+49 30 555');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  await page.getByLabel('Search').fill(name);
  const row = storeTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Details ${name}` }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sage X3');
  await expect(row).toContainText('B2B');
  await expect(row).toContainText('Erin Example');
  await expect(row.getByText('CREATED', { exact: true })).toBeVisible({ timeout: settleTimeout });
  await expect(row).toContainText('MB'); // the database was measured
  await expect(row).toContainText('0 B'); // an empty CDN folder
  await expect(row.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toHaveCount(0);

  const details = page.getByRole('button', { name: `Details ${name}` });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  const expanded = storeTable(page).locator(`#${await details.getAttribute('aria-controls')}`);
  await expect(expanded).toContainText('Store ID');
  await expect(expanded).toContainText(slug(name));
  await expect(expanded).toContainText(`${slug(name)}.staging.example.com`);
  await expect(expanded).toContainText('erin@example.com');
  await expect(expanded).toContainText('+49 30 555');
  await expectAccessible(page, 'stores with a row expanded');

  // One line per row at 1280 px, and View Logs on the row only for a FAILED store: here it is in the details.
  expect(page.viewportSize()?.width).toBe(1280);
  expect((await row.boundingBox())?.height).toBeLessThan(50);
  await expect(row.getByRole('button', { name: `View logs ${name}` })).toHaveCount(0);
  await expanded.getByRole('button', { name: `View logs ${name}` }).click();
  const logs = page.getByRole('dialog', { name: `Logs ${name}` });
  await expect(logs).toContainText('Store created');
  await expect(logs).toContainText('CREATING');
  await expectAccessible(page, 'store logs dialog');
});

test('a store whose domain is already in use is refused with the response code', async ({ page, request }) => {
  await signIn(page, 'admin');
  await page.goto(`/stores?dc=${await frankfurtId(request)}`);
  await page.getByRole('button', { name: 'Add store' }).click();
  const create = page.getByRole('dialog', { name: 'Create Store' });
  await create.getByLabel('Name', { exact: true }).fill(unique('E2E Dup '));
  await create.getByLabel('Staging Domain', { exact: true }).fill('alpine-outfitters.staging.example.com');
  await choose(create, 'ERP', 'Sage 300');
  await choose(create, 'ERP Version', '2023');
  await choose(create, 'Store Type', 'B2C');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByRole('alert')).toContainText('4091-conflict');
});

test('edit in the dock: the ERP is fixed and the staging domain read-only', async ({ page, request }) => {
  const name = unique('E2E Edit ');
  const store = await createStoreViaApi(request, 'admin', name);
  await signIn(page, 'admin');
  const row = await openStore(page, request, name);

  await row.getByRole('button', { name, exact: true }).click();
  const dock = page.getByRole('dialog', { name: 'Edit Store' });
  await expect(dock.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(dock.getByRole('combobox', { name: 'ERP', exact: true })).toBeDisabled();
  await expect(dock.getByLabel('Staging Domain', { exact: true })).toHaveValue(store.stgDomain);
  await expect(dock.getByLabel('Staging Domain', { exact: true })).not.toBeEditable();
  await expect(dock.getByRole('button', { name: /Remove domain/ })).toHaveCount(0);
  await expect(dock).toContainText('admin@example.com'); // the audit table
  await expectAccessible(page, 'edit store dock');

  await dock.getByLabel('Contact Name').fill('Dora Docked');
  await dock.getByRole('button', { name: 'Add domain' }).click();
  await dock.getByLabel('Domain 1', { exact: true }).fill(`${slug(name)}.example.com`);
  await dock.getByLabel('Domain 1 is primary').check();
  await dock.getByRole('button', { name: 'Save' }).click();
  await expect(dock).toBeHidden();
  await expect(row).toContainText('Dora Docked');
  // Serving on a primary domain of its own, the store settles LIVE.
  await expect(row.getByText('LIVE', { exact: true })).toBeVisible({ timeout: settleTimeout });

  await page.getByRole('button', { name: `Details ${name}` }).click();
  await expect(storeTable(page)).toContainText(`${slug(name)}.example.com`);
});

test('deactivate, then reactivate, each after a confirmation', async ({ page, request }) => {
  const name = unique('E2E Cycle ');
  await createStoreViaApi(request, 'admin', name);
  await signIn(page, 'admin');
  const row = await openStore(page, request, name);

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `deactivate store ${name}?` });
  await expect(confirm).toContainText('PRODUCTION!');
  await expectAccessible(page, 'deactivate store confirmation');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('DEACTIVATED', { exact: true })).toBeVisible({ timeout: settleTimeout });
  await expect(row.getByRole('button', { name: `Deactivate ${name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Reactivate ${name}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `reactivate store ${name}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(row.getByText('REACTIVATED', { exact: true })).toBeVisible({ timeout: settleTimeout });
  await expect(row.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible();
});

test('a super admin deletes a store after re-typing its primary domain', async ({ page, request }) => {
  const name = unique('E2E Gone ');
  const store = await createStoreViaApi(request, 'admin', name);
  await signIn(page, 'admin');
  const row = await openStore(page, request, name);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `delete store ${name}?` });
  await expect(confirm).toContainText('PRODUCTION!');
  const confirmButton = confirm.getByRole('button', { name: 'Confirm' });
  await expect(confirmButton).toBeDisabled();
  await confirm.getByLabel('Store URL').fill('wrong.example.com');
  await expect(confirm.getByText('Please provide the correct Store URL to continue')).toBeVisible();
  await expectAccessible(page, 'delete store confirmation with a wrong URL');
  await expect(confirmButton).toBeDisabled();
  await confirm.getByLabel('Store URL').fill(primaryDomainOf(store));
  await expect(confirm.getByText('Please provide the correct Store URL to continue')).toBeHidden();
  await confirmButton.click();
  await expect(confirm).toBeHidden();
  // A deleted store leaves the list (which then agrees with the header's total); the status filter shows it.
  await expect(row).toHaveCount(0, { timeout: settleTimeout });
  await choose(page.locator('body'), 'Status', 'DELETED');
  await expect(row.getByText('DELETED', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeDisabled();
});

test('a partner creates a store of their own and deletes it with their password', async ({ page }) => {
  const name = unique('E2E Partner ');
  await signIn(page, 'partner');
  await expect(page).toHaveURL(/\/stores$/);
  await expect(storeTable(page)).toContainText('Alpine Outfitters');
  await expect(storeTable(page)).not.toContainText('Cedar Crafts');

  await page.getByRole('button', { name: 'Add store' }).click();
  const create = page.getByRole('dialog', { name: 'Create Store' });
  await expect(create.getByText('Pat Partner (partner@example.com)')).toBeVisible(); // defaults to themselves
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Staging Domain', { exact: true }).fill(`${slug(name)}.staging.example.com`);
  await choose(create, 'ERP', 'Sage 300');
  await choose(create, 'ERP Version', '2022');
  await choose(create, 'Store Type', 'MARKETPLACE');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  await page.getByLabel('Search').fill(name);
  const row = storeTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Details ${name}` }) });
  await expect(row.getByText('CREATED', { exact: true })).toBeVisible({ timeout: settleTimeout });

  const deleteButton = row.getByRole('button', { name: `Delete ${name} (asks for your password)` });
  await expect(deleteButton).toBeEnabled();
  await expect(deleteButton).toHaveAttribute('aria-haspopup', 'dialog');
  await deleteButton.click();
  // Like every confirmation in production: 'PRODUCTION!' first, in red.
  const dialog = page.getByRole('dialog', { name: 'PRODUCTION! Confirm with your password' });
  await expect(dialog).toContainText(`delete store ${name}?`);
  const titleColour = await dialog
    .getByRole('heading', { name: /PRODUCTION!/ })
    .evaluate((title) => getComputedStyle(title).color.match(/\d+/g)?.map(Number) ?? []);
  const [red = 0, green = 0, blue = 0] = titleColour;
  expect(red - Math.max(green, blue)).toBeGreaterThan(100); // red
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Wrong password!');
  await expectAccessible(page, "a partner's password confirmation with an error");
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(row.getByText('CREATED', { exact: true })).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(accounts.partner.password);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0, { timeout: settleTimeout });
});

test("the dashboard's store figures are the server's and lead to the filtered list", async ({ page, request }) => {
  await signIn(page, 'admin');
  const token = await apiToken(request, 'admin');
  const summary = await (
    await request.get('/api/v1/dashboard/summary', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Stores', exact: true }) });
  await expect(card).toContainText(String(summary.stores.total));
  await expect(page.getByRole('heading', { name: 'Operations in flight' })).toBeVisible();
  await expectAccessible(page, 'dashboard');

  const byType = page.getByRole('table', { name: 'Stores by type' });
  for (const entry of summary.stores.byType) {
    await expect(byType.getByRole('row').filter({ hasText: entry.key })).toContainText(String(entry.count));
  }
  await byType.getByRole('link', { name: 'MARKETPLACE' }).click();
  await expect(page).toHaveURL(/\/stores\?type=MARKETPLACE/);
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('MARKETPLACE');
  await expect(storeTable(page)).toContainText('Emerald Books');
  await expect(storeTable(page)).not.toContainText('Alpine Outfitters');

  await page.goto('/dashboard');
  const dublin = summary.stores.byDataCentre.find((entry: { key: string }) => entry.key === 'Dublin');
  await page.getByRole('table', { name: 'Stores by data center' }).getByRole('link', { name: 'Dublin' }).click();
  await expect(page.getByRole('combobox', { name: 'Data center' })).toHaveValue(/Dublin/);
  await expect(page).not.toHaveURL(/dc=/);
  await expect(storeTable(page)).toContainText('Fjord Fashion');
  await expect(page.getByRole('region', { name: 'Stores summary' })).toContainText(String(dublin.count));
});

test('a reload of a filtered, sorted list asks the server for its page once and shows those rows', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  // The console works in Frankfurt; the route asks for the list while the session loads.
  await page.goto(`/stores?dc=${await frankfurtId(request)}`);
  await expect(storeTable(page)).toBeVisible();
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/v1/stores/data_center/')) asked.push(sent.url());
  });
  await page.goto('/stores?type=MARKETPLACE&sort=name,ASC');
  await expect(storeTable(page)).toContainText('Emerald Books');
  await expect(storeTable(page)).not.toContainText('Alpine Outfitters');
  await expect(storeTable(page).getByRole('columnheader', { name: 'Store', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(asked).toHaveLength(1);
  const query = new URL(asked[0] as string).searchParams;
  expect(query.get('type')).toBe('MARKETPLACE');
  expect(query.get('sort')).toBe('name,ASC');
});

test("a SYNC_2 store's Sync action carries its sync health; a store without sync has the plain action", async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  // Emerald Books is a demo store on SYNC_2: its status comes from the list's batch status call.
  const synced = await openStore(page, request, 'Emerald Books');
  await expect(synced.getByRole('link', { name: /^Sync Emerald Books \(/ })).toHaveAccessibleName(
    /^Sync Emerald Books \((NOT_LOADED|SCHEDULER_OFF|AGENT_OFF|AGENT_ISSUE|CDC_DISABLED|CDC_WRAPPED|CDC_STATIONARY|NO_DATA|SYNC_OVERDUE|OK)\. .+\)$/,
  );
  // The spec's columns, no more.
  await expect(storeTable(page).getByRole('columnheader')).toHaveText([
    /Store/,
    /DB/,
    /CDN/,
    'Contact',
    'ERP',
    /Type/,
    /Status/,
    'Actions',
  ]);

  const name = unique('Plain Sync');
  const store = await createStoreViaApi(request, 'admin', name);
  const off = await request.patch(`/api/v1/store-manager/stores/${store.id}/sync-version`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'content-type': 'application/json' },
    data: JSON.stringify('NONE'),
  });
  expect(off.status()).toBe(200);
  const plain = await openStore(page, request, name);
  await expect(plain.getByRole('link', { name: `Sync ${name}`, exact: true })).toBeVisible();
});

test('the store header on a per-store page shows the store ID, the domain link and a ticketed gateway link', async ({
  page,
  context,
  request,
}) => {
  const name = unique('E2E Head ');
  const store = await createStoreViaApi(request, 'admin', name, [
    { name: `${slug(name)}.example.com`, isPrimary: true },
  ]);
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/stats`);
  const header = page.getByRole('region', { name: `Store ${name}` });
  await expect(header).toContainText(store.storeId);
  await expectAccessible(page, 'CDN statistics of a new store');
  const domain = header.getByRole('link', { name: primaryDomainOf(store) });
  await expect(domain).toHaveAttribute('href', `https://${primaryDomainOf(store)}`);
  await expect(domain).toHaveAttribute('target', '_blank');
  await expect(domain).toHaveAttribute('rel', /noopener/);

  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const [gateway, opened] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (request) => request.url().includes('/gateway?ticket=')),
    header.getByRole('button', { name: 'Open API gateway' }).click(),
  ]);
  expect(new URL(opened.url()).pathname).toBe(`/stores/${store.id}/gateway`);
  expect(opened.url()).not.toContain(token ?? 'no token');
  // The new tab spends the ticket, drops it from its URL and lands signed in on the gateway's settings.
  await expect(gateway).toHaveURL(new RegExp(`/stores/${store.id}/gateway/settings$`));
  await expect(gateway.getByRole('region', { name: `Store ${name}` })).toContainText(store.storeId);
  await expect(gateway.getByRole('tab', { name: 'Gateway Settings' })).toHaveAttribute('aria-selected', 'true');
});
