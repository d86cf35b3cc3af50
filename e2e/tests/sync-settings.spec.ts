import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, frankfurtStore, pick, signIn, unique } from './fixtures.ts';

/**
 * Issue 14's settings screen (saving for real) and Sage Data: each form
 * saved and read back after a reload (passwords only as "saved"), the store picker, and the demo
 * Sage X3 store's tables and rows read through the demo agent.
 */

/** The seeded Sage X3 store the demo connects to the demo ERP's agent (packages/demo). */
const demoAgentStore = 'Alpine Outfitters';

async function openErpSetting(page: Page, name: 'Web Service' | 'Language' | 'Resources') {
  await page.getByRole('button', { name: 'ERP Settings' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('each settings form saves, and a reload shows what was saved (passwords only as saved)', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Cedar Crafts');
  const tag = unique('s').toLowerCase();
  const settingsUrl = `/stores/${store.id}/synchronization/settings`;
  await signIn(page, 'admin');
  await page.goto(settingsUrl);
  await expect(page.getByRole('heading', { name: 'Synchronization Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Store Cedar Crafts' })).toContainText(store.storeId);
  await expect(page.getByRole('tab', { name: 'Client Connection' })).toHaveAttribute('aria-selected', 'true');

  // Client Connection
  const client = page.getByRole('form', { name: 'Client connection' });
  await expectAccessible(page, 'settings: client connection');
  await pick(page, client.getByRole('combobox', { name: 'Protocol' }), 'https');
  await client.getByLabel('Domain').fill(`${tag}.client.example`);
  await client.getByLabel('Port').fill('8443');
  await client.getByLabel('Path').fill('/x3/client');
  await client.getByRole('button', { name: 'Save' }).click();
  await expect(client.getByRole('status')).toHaveText('Saved successfully');

  // ERP Connection: a port out of range is refused next to its field, then the form saves.
  await page.getByRole('tab', { name: 'ERP Connection' }).click();
  const erp = page.getByRole('form', { name: 'ERP connection' });
  await erp.getByLabel('Username', { exact: true }).fill('x3admin');
  await erp.getByLabel('Password', { exact: true }).fill('erp-secret-1');
  await pick(page, erp.getByRole('combobox', { name: 'Database provider' }), 'postgres');
  await erp.getByLabel('Host').fill(`db.${tag}.example`);
  await erp.getByLabel('Port').fill('70000');
  await erp.getByLabel('Database username').fill('x3reader');
  await erp.getByLabel('Database password', { exact: true }).fill('db-secret-1');
  await erp.getByLabel('Database', { exact: true }).fill('x3prod');
  await erp.getByLabel('Schema').fill('SEED');
  await erp.getByRole('button', { name: 'Save' }).click();
  await expect(erp.getByText('Maximum value is 65535')).toBeVisible();
  await expect(erp.getByRole('status')).toHaveCount(0);
  await erp.getByLabel('Port').fill('5432');
  await erp.getByRole('button', { name: 'Save' }).click();
  await expect(erp.getByRole('status')).toHaveText('Saved successfully');
  // Passwords are written, never read back: the inputs empty again and say one is saved.
  await expect(erp.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(erp.getByText('A password is saved.')).toHaveCount(2);
  await expectAccessible(page, 'settings: ERP connection');

  // ERP Settings: Web Service
  await openErpSetting(page, 'Web Service');
  const webService = page.getByRole('form', { name: 'Web service' });
  await pick(page, webService.getByRole('combobox', { name: 'Protocol' }), 'http');
  await webService.getByLabel('Domain').fill(`ws.${tag}.example`);
  await webService.getByLabel('Port').fill('8124');
  await webService.getByLabel('Path').fill('/soap-generic/syracuse/collaboration/syracuse/CAdxWebServiceXmlCC');
  await webService.getByLabel('Pool ID').fill('POOL1');
  await webService.getByRole('button', { name: 'Save' }).click();
  await expect(webService.getByRole('status')).toHaveText('Saved successfully');
  await expectAccessible(page, 'settings: web service');

  // ERP Settings: Language
  await openErpSetting(page, 'Language');
  const language = page.getByRole('form', { name: 'Language' });
  await pick(page, language.getByRole('combobox', { name: 'Default language' }), 'English');
  await language.getByRole('checkbox', { name: 'Portuguese' }).check();
  await language.getByRole('button', { name: 'Save' }).click();
  await expect(language.getByRole('status')).toHaveText('Saved successfully');

  // ERP Settings: Resources
  await openErpSetting(page, 'Resources');
  const resources = page.getByRole('form', { name: 'Resources' });
  await resources.getByLabel('Product status').fill('ACT');
  await resources.getByLabel('Due date item type').fill('DUE1');
  await resources.getByRole('button', { name: 'Add Resource' }).click();
  await resources.getByLabel('Other resources 1 name').fill('priceList');
  await resources.getByLabel('Other resources 1 value').fill('PL-EUR');
  await resources.getByRole('button', { name: 'Save' }).click();
  await expect(resources.getByRole('status')).toHaveText('Saved successfully');
  await expectAccessible(page, 'settings: resources');

  // Opened again, the screen reads everything back from the server.
  await page.goto(settingsUrl);
  await expect(client.getByRole('combobox', { name: 'Protocol' })).toHaveValue('https');
  await expect(client.getByLabel('Domain')).toHaveValue(`${tag}.client.example`);
  await expect(client.getByLabel('Port')).toHaveValue('8443');
  await expect(client.getByLabel('Path')).toHaveValue('/x3/client');

  await page.getByRole('tab', { name: 'ERP Connection' }).click();
  await expect(erp.getByLabel('Username', { exact: true })).toHaveValue('x3admin');
  await expect(erp.getByRole('combobox', { name: 'Database provider' })).toHaveValue('postgres');
  await expect(erp.getByLabel('Host')).toHaveValue(`db.${tag}.example`);
  await expect(erp.getByLabel('Port')).toHaveValue('5432');
  await expect(erp.getByLabel('Database username')).toHaveValue('x3reader');
  await expect(erp.getByLabel('Database', { exact: true })).toHaveValue('x3prod');
  await expect(erp.getByLabel('Schema')).toHaveValue('SEED');
  await expect(erp.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(erp.getByLabel('Database password', { exact: true })).toHaveValue('');
  await expect(erp.getByText('A password is saved.')).toHaveCount(2);
  await expect(page.getByText('erp-secret-1')).toHaveCount(0);

  // Clearing the database password: the other one stays saved.
  await erp.getByRole('checkbox', { name: 'Clear the saved database password' }).check();
  await erp.getByRole('button', { name: 'Save' }).click();
  await expect(erp.getByRole('status')).toHaveText('Saved successfully');
  await expect(erp.getByText('A password is saved.')).toHaveCount(1);
  await expect(erp.getByRole('checkbox', { name: 'Clear the saved database password' })).toHaveCount(0);

  await openErpSetting(page, 'Web Service');
  await expect(webService.getByRole('combobox', { name: 'Protocol' })).toHaveValue('http');
  await expect(webService.getByLabel('Domain')).toHaveValue(`ws.${tag}.example`);
  await expect(webService.getByLabel('Port')).toHaveValue('8124');
  await expect(webService.getByLabel('Pool ID')).toHaveValue('POOL1');

  await openErpSetting(page, 'Language');
  await expect(language.getByRole('combobox', { name: 'Default language' })).toHaveValue('English');
  await expect(language.getByRole('checkbox', { name: 'Portuguese' })).toBeChecked();
  await expect(language.getByRole('checkbox', { name: 'English' })).not.toBeChecked();

  await openErpSetting(page, 'Resources');
  await expect(resources.getByLabel('Product status')).toHaveValue('ACT');
  await expect(resources.getByLabel('Due date item type')).toHaveValue('DUE1');
  await expect(resources.getByLabel('Other resources 1 name')).toHaveValue('priceList');
  await expect(resources.getByLabel('Other resources 1 value')).toHaveValue('PL-EUR');

  // The view is in the URL: a reload stays on it.
  await page.reload();
  await expect(resources.getByLabel('Product status')).toHaveValue('ACT');
  await page.getByRole('tab', { name: 'ERP Connection' }).click();
  await expect(erp.getByText('A password is saved.')).toHaveCount(1);
});

test("the store picker opens another store's settings", async ({ page, request }) => {
  const first = await frankfurtStore(request, 'Cedar Crafts');
  const other = await frankfurtStore(request, 'Emerald Books');
  await signIn(page, 'admin');
  await page.goto(`/stores/${first.id}/synchronization/settings`);
  const picker = page.getByRole('combobox', { name: 'Store' });
  await expect(picker).toHaveValue(`Cedar Crafts (${first.storeId})`);
  await picker.click();
  await picker.fill('Emerald');
  await page.getByRole('option', { name: `Emerald Books (${other.storeId})` }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${other.id}/synchronization/settings$`));
  await expect(page.getByRole('region', { name: 'Store Emerald Books' })).toContainText(other.storeId);
  await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue(`Emerald Books (${other.storeId})`);
  await expect(page.getByRole('form', { name: 'Client connection' })).toBeVisible();
  await expectAccessible(page, 'settings of another store');
});

test('Sage Data lists the demo ERP tables through the agent and previews their rows', async ({ page, request }) => {
  const store = await frankfurtStore(request, demoAgentStore);
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/settings`);
  await page
    .getByRole('navigation', { name: 'Synchronization pages' })
    .getByRole('link', { name: 'Sage Data' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/synchronization/sage$`));
  await expect(page.getByRole('heading', { name: 'Sage Data' })).toBeVisible();
  const tables = page.getByRole('navigation', { name: 'Source tables' });
  await expect(tables.getByRole('link', { name: 'ITMMASTER', exact: true })).toBeVisible();
  await expect(tables.getByRole('link', { name: 'BPCUSTOMER', exact: true })).toBeVisible();
  await expectAccessible(page, 'Sage Data: tables');

  await page.getByLabel('Search tables').fill('itm');
  await expect(tables.getByRole('link', { name: 'BPCUSTOMER', exact: true })).toHaveCount(0);
  await tables.getByRole('link', { name: 'ITMMASTER', exact: true }).click();
  await expect(page).toHaveURL(/[?&]table=ITMMASTER/);

  const columns = page.getByRole('table', { name: 'Columns of ITMMASTER' });
  await expect(columns.getByRole('cell', { name: 'ITMREF_0', exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of ITMMASTER' });
  await expect(rows.getByRole('columnheader', { name: 'ITMREF_0', exact: true })).toBeVisible();
  await expect(rows.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByText(/^Showing 20 of \d+ rows$/)).toBeVisible();
  await expectAccessible(page, 'Sage Data: ITMMASTER');

  await pick(page, page.getByRole('combobox', { name: 'Rows to preview' }), '50');
  await expect(rows.locator('tbody tr')).toHaveCount(50);
  await expect(page.getByText(/^Showing 50 of \d+ rows$/)).toBeVisible();
});

test('Sage Data of a store without an agent source says so and links to its Connection tab', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Emerald Books');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/sage`);
  await expect(page.getByText('This store has no agent source, so there is no ERP data to show.')).toBeVisible();
  await expectAccessible(page, 'Sage Data without a source');
  await page.getByRole('link', { name: 'Connect one on its Connection tab' }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/synchronization/connection$`));
});

test('Sage Data of a Business Central store says it synchronises through the gateway and links there', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/sage`);
  await expect(page.getByText(/^This store synchronises through the gateway \(Business Central\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect one on its Connection tab' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Its gateway integrations' }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/gateway/integrations$`));
});

test("Sage Data shows the agent's failure (refused key, unreachable) with the server's message", async ({
  page,
  request,
}) => {
  const agentPort = Number(process.env.E2E_AGENT_PORT);
  expect(agentPort).toBeGreaterThan(0);
  const store = await frankfurtStore(request, 'Delta Parts');
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'x-xm-store': store.storeId };
  const source = {
    storeId: store.id,
    sourceType: 'Sage_X3',
    syncType: 'AGENT',
    dbType: 'POSTGRES',
    protocol: 'http',
    hostName: '127.0.0.1',
    port: agentPort,
    dbAlias: 'x3',
    dbSchema: 'SEED',
    syncVersion: 'SYNC_2',
    agentKey: 'not-the-demo-agent-key',
  };
  // The demo agent with a key it does not know.
  const created = await request.post('/api/v1/sync/source', { headers, data: source });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const refused = await request.get(`/api/v1/sync/${store.id}/source`, { headers });
  expect(refused.status()).toBe(502);
  const refusedMessage: string = (await refused.json()).message;
  expect(refusedMessage).toContain('The agent refused the key');

  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/sage`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to load data!');
  await expect(alert).toContainText(refusedMessage);
  await expect(page.getByRole('navigation', { name: 'Source tables' })).toHaveCount(0);
  await expectAccessible(page, 'Sage Data: the agent refused the key');

  // No agent listens on the saved address any more.
  const moved = await request.put(`/api/v1/sync/source/${id}`, { headers, data: { ...source, id, port: 1 } });
  expect(moved.status()).toBe(200);
  const unreachable = await request.get(`/api/v1/sync/${store.id}/source`, { headers });
  expect(unreachable.status()).toBe(502);
  const unreachableMessage: string = (await unreachable.json()).message;
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(unreachableMessage);
});
