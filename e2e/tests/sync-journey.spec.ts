import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, demoAgent, pick, signIn, unique } from './fixtures.ts';

/**
 * Issue 14's whole journey, as a new user goes through it on a fresh start: a store created in the
 * console, connected to the demo ERP's agent, kept on SYNC_2 through the confirmation, a mapping
 * override sent, a filter written as an expression and turned into its tree and back, and a schedule.
 */

/** Job settling is fast, but the list only re-polls every 10 s while a store is waiting. */
const settleTimeout = 15_000;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const filterTable = 'ITMMASTER';

/** Where the demo's agent listens and its key (DATA_DIR/demo-agent.json, as sync-connection.spec.ts reads it). */
async function frankfurtId(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'admin');
  const response = await request.get('/api/v1/data_centers?search=EU-FRA', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).content[0].id;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'Sync source' });
const message = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Chooses a version in the selector, confirms it and sees both of the product's messages. */
async function switchVersion(page: Page, label: 'SYNC_1' | 'SYNC_2') {
  await form(page).getByRole('combobox', { name: 'Sync Version' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation Required' });
  await expect(dialog).toContainText(`Are you sure to proceed with changing Sync Version to ${label} ?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  // Said where it can be seen: the message sits under the tall form, so it is brought into view.
  await expect(message(page, `Successfully updated sync version to ${label}.`)).toBeInViewport();
  await expect(form(page).getByRole('combobox', { name: 'Sync Version' })).toHaveValue(label);
}

test('a new store, from its creation to a connected, mapped, filtered and scheduled sync', async ({
  page,
  request,
}) => {
  const agent = await demoAgent();
  const name = unique('E2E Journey ');
  await signIn(page, 'admin');

  // 1. The store, created in the stores screen as a user would, settles as CREATED.
  await page.goto(`/stores?dc=${await frankfurtId(request)}`);
  await page.getByRole('button', { name: 'Add store' }).click();
  const create = page.getByRole('dialog', { name: 'Create Store' });
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Staging Domain', { exact: true }).fill(`${slug(name)}.staging.example.com`);
  await pick(page, create.getByRole('combobox', { name: 'ERP', exact: true }), 'Sage X3');
  await pick(page, create.getByRole('combobox', { name: 'ERP Version', exact: true }), 'V12');
  await pick(page, create.getByRole('combobox', { name: 'Store Type', exact: true }), 'B2B');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await page.getByLabel('Search').fill(name);
  // The search applies after its debounce: until then the list is the unfiltered one, about to be
  // replaced by the filtered page (another layout), so wait for it before acting on the row.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('table', { name: 'Stores', exact: true })).not.toHaveAttribute('aria-busy', 'true');
  const row = page
    .getByRole('table', { name: 'Stores', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Details ${name}` }) });
  await expect(row.getByText('CREATED', { exact: true })).toBeVisible({ timeout: settleTimeout });

  // 2. Its Sync action opens the Connection tab: nothing else works before a source is saved.
  await row.getByRole('link', { name: `Sync ${name}` }).click();
  await expect(page).toHaveURL(/\/stores\/\d+\/synchronization\/connection$/);
  const storeDbId = Number(page.url().match(/\/stores\/(\d+)\//)?.[1]);
  await expect(page.getByRole('region', { name: `Store ${name}` })).toBeVisible();
  await expect(tab(page, 'Connection')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Mappings')).toBeDisabled();
  await expectAccessible(page, 'connection of the new store');

  // 3. Connected to the demo agent: database id and schema picked in the modals, tested, saved.
  await pick(page, form(page).getByRole('combobox', { name: 'ERP type' }), 'Sage X3');
  await pick(page, form(page).getByRole('combobox', { name: 'Protocol' }), agent.protocol);
  await form(page).getByLabel('Host Name').fill(agent.host);
  await form(page).getByLabel('Port').fill(agent.port);
  await form(page).getByLabel('Agent key').fill(agent.key);
  await form(page).getByRole('button', { name: 'Select Database id' }).click();
  const databases = page.getByRole('dialog', { name: 'Select Database id' });
  await databases.getByRole('radio', { name: 'x3' }).check();
  await databases.getByRole('button', { name: 'Confirm' }).click();
  await expect(databases).toBeHidden();
  await expect(form(page).getByLabel('Database id')).toHaveValue('x3');
  await form(page).getByRole('button', { name: 'Select database schema' }).click();
  const schemas = page.getByRole('dialog', { name: 'Select database schema' });
  await schemas.getByRole('radio', { name: 'SEED' }).check();
  await expectAccessible(page, 'Select database schema');
  await schemas.getByRole('button', { name: 'Confirm' }).click();
  await expect(schemas).toBeHidden();
  await expect(form(page).getByLabel('Database schema')).toHaveValue('SEED');
  await expect(form(page).getByRole('combobox', { name: 'Database type' })).toHaveValue('postgres');

  await form(page).getByRole('button', { name: 'Test Connection' }).click();
  await expect(message(page, 'Successfully connected!')).toBeVisible();
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(message(page, 'Source created successfully!')).toBeVisible();
  await expect(tab(page, 'Mappings')).toBeEnabled();
  await expectAccessible(page, 'connection saved');

  // 4. SYNC_2 through 'Confirmation Required' (a new store starts on SYNC_2: off and back, each said).
  if ((await form(page).getByRole('combobox', { name: 'Sync Version' }).inputValue()) === 'SYNC_2') {
    await switchVersion(page, 'SYNC_1');
    await expect(tab(page, 'Mappings')).toBeDisabled();
  }
  await switchVersion(page, 'SYNC_2');
  await expect(tab(page, 'Mappings')).toBeEnabled();
  await expect(form(page).getByLabel('Database schema')).toHaveValue('SEED');

  // 5. A mapping override of a default row, created, then Send Mappings.
  await tab(page, 'Mappings').click();
  await expect(page).toHaveURL(/\/synchronization\/mappings$/);
  const mappings = page.getByRole('table', { name: 'Mappings' });
  const defaults = mappings.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Default', exact: true }) });
  const first = defaults.filter({ hasText: filterTable }).first();
  await expect(first).toBeVisible();
  const cell = async (index: number) => (await first.getByRole('cell').nth(index).innerText()).trim();
  const [sourceTable, sourceColumn, targetTable, targetColumn, rowGroup] = [
    await cell(0),
    await cell(1),
    await cell(2),
    await cell(3),
    await cell(5),
  ];
  const defaultValue = unique('journey-').toLowerCase();
  const newRow = page.getByRole('row', { name: 'New mapping' });
  await pick(page, newRow.getByRole('combobox', { name: 'Source Table' }), sourceTable);
  await pick(page, newRow.getByRole('combobox', { name: 'Source Column' }), sourceColumn);
  await pick(page, newRow.getByRole('combobox', { name: 'Target Table' }), targetTable);
  await pick(page, newRow.getByRole('combobox', { name: 'Target Column' }), targetColumn);
  await newRow.getByRole('textbox', { name: 'Default Value' }).fill(defaultValue);
  if (rowGroup) await newRow.getByRole('textbox', { name: 'Row Group' }).fill(rowGroup);
  await newRow.getByRole('button', { name: 'Create' }).click();
  await expect(message(page, 'Successfully created mapping')).toBeVisible();
  await expect(mappings.getByRole('row').filter({ hasText: defaultValue })).toContainText('Override');
  await page.getByRole('button', { name: 'Send Mappings' }).click();
  const sent = message(page, 'Successfully sent mappings');
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/Sent \d+ mappings \(1 override\) over \d+ tables?/);
  await expectAccessible(page, 'mappings sent');

  // 6. A filter written as an expression, ↓ to its tree, ↑ back, saved.
  await tab(page, 'Filters').click();
  await expect(page).toHaveURL(/\/synchronization\/filters/);
  const tables = page.getByRole('navigation', { name: 'Source tables' });
  await tables.getByRole('button', { name: new RegExp(`^${filterTable}`) }).click();
  await expect(page.getByRole('heading', { name: filterTable })).toBeVisible();
  const expression = page.getByRole('textbox', { name: 'Expression' });
  const tree = page.getByRole('textbox', { name: 'Tree' });
  const written = "ITMSTA_0 = 1 AND TCLCOD_0 IN ('TENT', 'BOOT')";
  await expression.fill(written);
  await page.getByRole('button', { name: 'Expression to tree' }).click();
  await expect(tree).toHaveValue(/"column": "TCLCOD_0"/);
  await expression.fill('');
  await page.getByRole('button', { name: 'Tree to expression' }).click();
  await expect(expression).toHaveValue(written);
  await expect(page.getByRole('region', { name: 'Filter preview' })).toContainText(/\d+ rows? match the filter/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(message(page, `Successfully saved ${filterTable}'s filter!`)).toBeVisible();
  await expect(tables.getByRole('button', { name: `${filterTable} has a filter` })).toBeVisible();
  await expectAccessible(page, 'filter saved');

  // 7. A schedule: weekdays, 7–19, every 15 minutes.
  await tab(page, 'Scheduler').click();
  await expect(page).toHaveURL(/\/synchronization\/scheduler$/);
  const scheduler = page.getByRole('form', { name: 'Scheduler' });
  const status = scheduler.getByRole('switch', { name: 'Scheduler Status' });
  if (!(await status.isChecked())) await status.click();
  for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI']) await scheduler.getByRole('checkbox', { name: day }).check();
  await scheduler.getByRole('textbox', { name: 'Start hour' }).fill('7');
  await scheduler.getByRole('textbox', { name: 'End hour' }).fill('19');
  await pick(page, scheduler.getByRole('combobox', { name: 'Scheduler Frequency' }), 'Every 15 Minutes');
  await scheduler.getByRole('button', { name: 'Save' }).click();
  await expect(message(page, 'Successfully updated sync schduler')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Schedule timing' })).toContainText(/Next run:/);
  await expectAccessible(page, 'schedule saved');

  // What was set up is the server's now: a reload of each tab shows it.
  await page.reload();
  await expect(status).toBeChecked();
  await expect(scheduler.getByRole('textbox', { name: 'Start hour' })).toHaveValue('7');
  await page.goto(`/stores/${storeDbId}/synchronization/filters?table=${filterTable}`);
  await expect(expression).toHaveValue(written);
  await page.goto(`/stores/${storeDbId}/synchronization/connection`);
  await expect(form(page).getByLabel('Database id')).toHaveValue('x3');
  await expect(form(page).getByRole('combobox', { name: 'Sync Version' })).toHaveValue('SYNC_2');
});
