import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, createStoreViaApi, demoAgent, pick, signIn, unique } from './fixtures.ts';

/**
 * Issue 14's Connection tab on a fresh start: a new store connected to the demo ERP's agent (database
 * id and schema picked in the modals, Test Connection, Save), its sync version switched through the
 * confirmation, the tab rules around it, and the Business Central lock.
 */

interface NewStore {
  id: number;
  storeId: string;
  name: string;
}

/** A new store of Frankfurt with the given ERP type, once its creation job has settled. */
async function createStore(request: APIRequestContext, erpCode: string): Promise<NewStore> {
  const name = unique('E2E Sync ');
  const settled = { timeout: 30_000 };
  const store = await createStoreViaApi(request, { name, erpCode, storeType: 'B2B', settled });
  return { id: store.id, storeId: store.storeId, name };
}

/**
 * Where the demo's agent listens and its key: the demo start keeps both in DATA_DIR/demo-agent.json
 * ({key, port}); it listens over HTTP on 127.0.0.1.
 */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'Sync source' });

async function changeVersion(page: Page, label: string) {
  await form(page).getByRole('combobox', { name: 'Sync Version' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation Required' });
  await expect(dialog).toContainText(`Are you sure to proceed with changing Sync Version to ${label} ?`);
  return dialog;
}

test('connect a new store to the demo agent, test, save and switch its sync version', async ({ page, request }) => {
  const agent = await demoAgent();
  const store = await createStore(request, 'Sage_X3');
  await signIn(page, 'admin');

  // A store without a source is sent to Connection; what needs a source is disabled; no webhooks.
  await page.goto(`/stores/${store.id}/synchronization`);
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/synchronization/connection$`));
  await expect(page.getByRole('region', { name: `Store ${store.name}` })).toContainText(store.storeId);
  await expect(tab(page, 'Connection')).toBeEnabled();
  for (const name of ['Sync Dashboard', 'Mappings', 'Filters', 'Activities', 'Failures', 'Scheduler', 'Diagnostics']) {
    await expect(tab(page, name)).toBeDisabled();
  }
  await expect(tab(page, 'Webhooks')).toHaveCount(0);
  await page.goto(`/stores/${store.id}/synchronization/mappings`);
  await expect(page).toHaveURL(/\/synchronization\/connection$/);
  await expect(form(page).getByLabel('Store ID')).toHaveValue(store.storeId);
  await expect(form(page).getByRole('combobox', { name: 'Sync Version' })).toHaveValue('SYNC_2');
  await expectAccessible(page, 'connection of a store without a source');

  // The ERP type chooses the agent; every required field says so.
  await pick(page, form(page).getByRole('combobox', { name: 'ERP type' }), 'Sage X3');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('Field is required')).toHaveCount(6);

  // The pickers need the connection fields first.
  await form(page).getByRole('button', { name: 'Select Database id' }).click();
  await expect(page.getByText("Please fill 'Connection' fields above")).toBeVisible();
  await form(page).getByRole('button', { name: 'Select database schema' }).click();
  await expect(page.getByText("Please fill 'Connection' fields and 'Database id' field")).toBeVisible();

  await pick(page, form(page).getByRole('combobox', { name: 'Protocol' }), agent.protocol);
  await form(page).getByLabel('Host Name').fill(agent.host);
  await form(page).getByLabel('Port').fill(agent.port);
  await form(page).getByLabel('Agent key').fill(agent.key);

  await form(page).getByRole('button', { name: 'Select Database id' }).click();
  const databases = page.getByRole('dialog', { name: 'Select Database id' });
  await databases.getByRole('radio', { name: 'x3' }).check();
  await expectAccessible(page, 'Select Database id');
  await databases.getByRole('button', { name: 'Confirm' }).click();
  await expect(databases).toBeHidden();
  await expect(form(page).getByLabel('Database id')).toHaveValue('x3');

  await form(page).getByRole('button', { name: 'Select database schema' }).click();
  const schemas = page.getByRole('dialog', { name: 'Select database schema' });
  await schemas.getByRole('radio', { name: 'SEED' }).check();
  await schemas.getByRole('button', { name: 'Confirm' }).click();
  await expect(form(page).getByLabel('Database schema')).toHaveValue('SEED');
  await pick(page, form(page).getByRole('combobox', { name: 'Database type' }), 'postgres');

  await form(page).getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully connected!' })).toBeVisible();

  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Source created successfully!' })).toBeVisible();
  // The key is write-only: the field is empty and says one is saved.
  await expect(form(page).getByLabel('Agent key')).toHaveValue('');
  await expect(form(page).getByLabel('Agent key')).toHaveAttribute('placeholder', 'saved');
  await expect(tab(page, 'Mappings')).toBeEnabled();
  await expect(tab(page, 'Filters')).toBeEnabled();
  await expect(tab(page, 'Scheduler')).toBeEnabled();
  for (const name of ['Sync Dashboard', 'Activities', 'Failures', 'Diagnostics']) {
    await expect(tab(page, name)).toBeEnabled();
  }
  await expectAccessible(page, 'connection with a saved source');

  // A wrong key is refused by the agent, and said so.
  await form(page).getByLabel('Agent key').fill('not-the-key');
  await form(page).getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Can not establish connection!' })).toBeVisible();
  await form(page).getByLabel('Agent key').fill('');

  // A saved schedule follows the version: active only under SYNC_2 (arranged through the API).
  const api = { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'x-xm-store': store.storeId };
  const [source] = await (
    await request.get('/api/v1/sync/source', { headers: api, params: { storeId: store.id } })
  ).json();
  const schedulePath = `/api/v1/sync/source/${source.id}/schedule`;
  const arranged = await request.put(schedulePath, {
    headers: api,
    data: { isActive: true, days: ['MON', 'TUE'], startHour: 8, endHour: 18, frequency: 'FIVE_MIN', tables: [] },
  });
  expect(arranged.status()).toBe(200);
  const scheduleActive = async () => (await (await request.get(schedulePath, { headers: api })).json()).isActive;

  // Cancel keeps the version; Confirm changes it, and only Connection stays usable off SYNC_2.
  let dialog = await changeVersion(page, 'SYNC_1');
  await expectAccessible(page, 'sync version confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(form(page).getByRole('combobox', { name: 'Sync Version' })).toHaveValue('SYNC_2');
  dialog = await changeVersion(page, 'SYNC_1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Successfully updated sync version to SYNC_1.' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated sync schduler' })).toBeVisible();
  expect(await scheduleActive()).toBe(false);
  await expect(form(page).getByRole('combobox', { name: 'Sync Version' })).toHaveValue('SYNC_1');
  await expect(tab(page, 'Mappings')).toBeDisabled();
  await expect(form(page).getByRole('combobox', { name: 'ERP type' })).toHaveCount(0);

  dialog = await changeVersion(page, 'SYNC_2');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Successfully updated sync version to SYNC_2.' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated sync schduler' })).toBeVisible();
  expect(await scheduleActive()).toBe(true);
  await expect(tab(page, 'Mappings')).toBeEnabled();
  await expect(form(page).getByLabel('Database id')).toHaveValue('x3');

  // Leaving and coming back reads the saved source again.
  await page.getByRole('link', { name: 'Gateway Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/gateway/settings$`));
  // An unknown tab of a SYNC_2 store with a source goes to the dashboard.
  await page.goto(`/stores/${store.id}/synchronization/unknown-tab`);
  await expect(page).toHaveURL(/\/synchronization\/dashboard$/);
  await tab(page, 'Connection').click();
  await expect(form(page).getByLabel('Database schema')).toHaveValue('SEED');
  await expect(form(page).getByRole('combobox', { name: 'ERP type' })).toHaveValue('Sage X3');
});

test('a Business Central store goes through the gateway, locked, and has a webhooks tab', async ({ page, request }) => {
  const store = await createStore(request, 'MS_Dynamics_BC');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/connection`);
  await expect(tab(page, 'Webhooks')).toBeEnabled();
  // Its gateway source is there without a save (the server creates it on first read): the form shows
  // it filled and locked, and the tabs that need a source are open.
  await expect(form(page).getByRole('combobox', { name: 'ERP type' })).toHaveValue(
    'Microsoft Dynamics 365 Business Central',
  );
  await expect(form(page).getByLabel('Integration Name')).toHaveValue('BusinessCentral');
  await expect(tab(page, 'Mappings')).toBeEnabled();
  await expect(tab(page, 'Filters')).toBeEnabled();
  await expect(tab(page, 'Scheduler')).toBeEnabled();
  await expect(form(page).getByLabel('Integration Name')).toBeDisabled();
  await expect(form(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(form(page).getByRole('combobox', { name: 'Sync Version' })).toBeDisabled();
  await expect(form(page).getByLabel('Host Name')).toHaveCount(0);
  await expectAccessible(page, 'connection of a Business Central store');

  // Its Webhooks tab: no subscription yet, the type dropdown and Create in the table's first row.
  await page.goto(`/stores/${store.id}/synchronization/webhooks`);
  for (const name of ['Webhook ID', 'Webhook Type', 'Expiry Date', 'Action']) {
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Webhook Type' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();

  // Without a store in the URL, the first store's synchronization.
  await page.goto('/stores/synchronization');
  await expect(page).toHaveURL(/\/stores\/\d+\/synchronization\/(connection|dashboard)$/);
});
