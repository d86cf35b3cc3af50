import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { type DemoStore, frankfurtStore, pick, signIn, unique } from './fixtures.ts';

/**
 * Issue 14's configuration tabs on the demo Sage X3 store that `npm start` connects to the demo
 * agent under SYNC_2: a mapping override and Send Mappings, a filter written as an expression,
 * turned into its tree and back, saved and deleted, and a schedule with the product's validation.
 */

const demoStoreName = 'Alpine Outfitters';
const filterTable = 'ITMMASTER';

/** Picks the first option a field offers and returns it. */
async function pickFirst(page: Page, field: Locator): Promise<string> {
  await field.click();
  const option = page.getByRole('option').first();
  const name = (await option.innerText()).trim();
  await option.click();
  await expect(field).toHaveValue(name);
  return name;
}

const mappingsTable = (page: Page) => page.getByRole('table', { name: 'Mappings' });
const newRow = (page: Page) => page.getByRole('row', { name: 'New mapping' });
/** Rows of the ERP type's default mapping (their Override cell reads "Default"). */
const defaultRows = (page: Page) =>
  mappingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Default', exact: true }) });

async function openTab(page: Page, store: DemoStore, tab: 'mappings' | 'filters' | 'scheduler') {
  await page.goto(`/stores/${store.id}/synchronization/${tab}`);
  await expect(page).toHaveURL(new RegExp(`/synchronization/${tab}$`));
  await expect(page.getByRole('tab', { name: tab[0]?.toUpperCase() + tab.slice(1), selected: true })).toBeVisible();
}

test('mappings: the defaults, a new override, Send Mappings, and deleting the override', async ({ page, request }) => {
  const store = await frankfurtStore(request, demoStoreName);
  await signIn(page, 'admin');
  await openTab(page, store, 'mappings');

  // The ERP type's default mapping: rows marked Default, none of them deletable.
  const defaults = defaultRows(page);
  await expect(defaults.first()).toBeVisible();
  await expect(defaults.first().getByRole('button', { name: /^Delete override/ })).toHaveCount(0);
  await expectAccessible(page, 'mappings');

  // An override of a default row (same target column and row group, so it takes that row's place)
  // with a default value of its own.
  const cell = async (index: number) => (await defaults.first().getByRole('cell').nth(index).innerText()).trim();
  const sourceTable = await cell(0);
  const sourceColumn = await cell(1);
  const targetTable = await cell(2);
  const targetColumn = await cell(3);
  const rowGroup = await cell(5);
  const defaultValue = unique('none-').toLowerCase();
  const row = newRow(page);
  await pick(page, row.getByRole('combobox', { name: 'Source Table' }), sourceTable);
  await pick(page, row.getByRole('combobox', { name: 'Source Column' }), sourceColumn);
  await pick(page, row.getByRole('combobox', { name: 'Target Table' }), targetTable);
  await pick(page, row.getByRole('combobox', { name: 'Target Column' }), targetColumn);
  await row.getByRole('textbox', { name: 'Default Value' }).fill(defaultValue);
  if (rowGroup) await row.getByRole('textbox', { name: 'Row Group' }).fill(rowGroup);
  await row.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully created mapping' })).toBeVisible();
  // The form is empty again for the next one.
  await expect(row.getByRole('combobox', { name: 'Source Table' })).toHaveValue('');

  // Show overrides only: just the new row, which may be deleted.
  await page.getByRole('checkbox', { name: 'Show overrides only' }).check();
  await expect(defaultRows(page)).toHaveCount(0);
  const override = mappingsTable(page).getByRole('row').filter({ hasText: defaultValue });
  await expect(override).toHaveCount(1);
  await expect(override).toContainText('Override');
  await expect(override).toContainText(`${sourceTable}${sourceColumn}${targetTable}${targetColumn}`);

  // An unknown converter is refused on its field, before anything is sent.
  await pick(page, row.getByRole('combobox', { name: 'Source Table' }), sourceTable);
  await pick(page, row.getByRole('combobox', { name: 'Source Column' }), sourceColumn);
  await pick(page, row.getByRole('combobox', { name: 'Target Table' }), targetTable);
  await pickFirst(page, row.getByRole('combobox', { name: 'Target Column' }));
  await row.getByRole('combobox', { name: 'Converter' }).fill('no-such-converter');
  await row.getByRole('button', { name: 'Create' }).click();
  await expect(row.getByText('Unknown converter "no-such-converter"', { exact: false })).toBeVisible();

  // Send Mappings: the effective mapping checked and made current, with its counts.
  await page.getByRole('button', { name: 'Send Mappings' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Successfully sent mappings' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/Sent \d+ mappings \(\d+ overrides?\) over \d+ tables?/);
  await expectAccessible(page, 'mappings after Send Mappings');
  await sent.getByRole('button', { name: 'Dismiss' }).click();
  await expect(sent).toHaveCount(0);

  // Deleting the override asks first.
  await override.getByRole('button', { name: /^Delete override/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete mapping' });
  await expect(dialog).toContainText(`${sourceTable}.${sourceColumn}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mappingsTable(page).getByRole('row').filter({ hasText: defaultValue })).toHaveCount(0);
});

test('filters: an expression to its tree and back, a live preview, save and delete with their messages', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, demoStoreName);
  await signIn(page, 'admin');
  await openTab(page, store, 'filters');

  // The source's tables, searched.
  const tables = page.getByRole('navigation', { name: 'Source tables' });
  await expect(tables.getByRole('button', { name: new RegExp(`^${filterTable}`) })).toBeVisible();
  await page.getByLabel('Search tables').fill('itmmas');
  await expect(tables.getByRole('button')).toHaveCount(1);
  await tables.getByRole('button', { name: new RegExp(`^${filterTable}`) }).click();
  await expect(page).toHaveURL(new RegExp(`table=${filterTable}`));
  await expect(page.getByRole('heading', { name: filterTable })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const expression = page.getByRole('textbox', { name: 'Expression' });
  const tree = page.getByRole('textbox', { name: 'Tree' });
  await expect(tree).toHaveAttribute('readonly', '');

  // Empty input: the arrows do nothing.
  await page.getByRole('button', { name: 'Expression to tree' }).click();
  await expect(tree).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Without an expression the preview counts the whole table; a filter keeps fewer.
  const preview = page.getByRole('region', { name: 'Filter preview' });
  await expect(preview).toContainText(/\d+ rows? in the table/);
  const all = Number((await preview.getByText(/rows? in the table/).innerText()).match(/\d+/)?.[0]);

  // A broken expression: the server's parse error names the position.
  await expression.fill('ITMSTA_0 = ');
  await page.getByRole('button', { name: 'Expression to tree' }).click();
  const invalid = page.getByRole('alert').filter({ hasText: 'Failed to validate filter expression' });
  await expect(invalid).toContainText(/position \d+/);
  // …and the preview shows nothing while the expression does not parse.
  await expect(preview).toHaveCount(0);

  await expression.fill('ITMSTA_0 = 1 AND ITMDES2_0 IS NOT NULL');
  await expect(preview).toContainText(/\d+ rows? match the filter/);
  const kept = Number((await preview.getByText(/match the filter/).innerText()).match(/\d+/)?.[0]);
  expect(kept).toBeLessThanOrEqual(all);
  await expect(preview.getByRole('table')).toBeVisible();

  // ↓ expression → tree (pretty JSON), ↑ tree → the canonical expression.
  await page.getByRole('button', { name: 'Expression to tree' }).click();
  await expect(tree).toHaveValue(/"column": "ITMSTA_0"/);
  await expect(tree).toHaveValue(/"op": "IS NOT NULL"/);
  await expression.fill('');
  await page.getByRole('button', { name: 'Tree to expression' }).click();
  await expect(expression).toHaveValue('ITMSTA_0 = 1 AND ITMDES2_0 IS NOT NULL');
  await expectAccessible(page, 'filters with an expression, its tree and the preview');

  // Save: the spec's message, the table's check mark, and Delete offered.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Successfully saved ${filterTable}'s filter!` }),
  ).toBeVisible();
  await expect(tables.getByRole('button', { name: `${filterTable} has a filter` })).toBeVisible();

  // It is there after a reload too.
  await page.reload();
  await expect(expression).toHaveValue('ITMSTA_0 = 1 AND ITMDES2_0 IS NOT NULL');
  await expect(tree).toHaveValue(/"column": "ITMSTA_0"/);

  // Delete asks with the spec's question.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to DELETE ${filterTable}'s table filter?`);
  await expectAccessible(page, 'filter delete confirmation');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const deleted = page.getByRole('status').filter({ hasText: `Successfully deleted ${filterTable}'s filter!` });
  await expect(deleted).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(tables.getByRole('button', { name: `${filterTable} has a filter` })).toHaveCount(0);
  await deleted.getByRole('button', { name: 'Dismiss' }).click();
  await expect(deleted).toHaveCount(0);
});

test("scheduler: the product's messages, then a schedule saved with its time zone and next run", async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, demoStoreName);
  await signIn(page, 'admin');
  await openTab(page, store, 'scheduler');

  const form = page.getByRole('form', { name: 'Scheduler' });
  const status = form.getByRole('switch', { name: 'Scheduler Status' });
  const startHour = form.getByRole('textbox', { name: 'Start hour' });
  const endHour = form.getByRole('textbox', { name: 'End hour' });
  const frequency = form.getByRole('combobox', { name: 'Scheduler Frequency' });
  await expect(page.getByText('Time zone:')).toBeVisible();

  // Off: the fields are disabled.
  if (await status.isChecked()) await status.click();
  await expect(status).not.toBeChecked();
  await expect(startHour).toBeDisabled();
  await expect(frequency).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'MON' })).toBeDisabled();

  // On, with nothing chosen and bad hours: the product's messages next to the fields.
  await status.click();
  await expect(startHour).toBeEnabled();
  for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']) {
    await form.getByRole('checkbox', { name: day }).uncheck();
  }
  await startHour.fill('8');
  await endHour.fill('6');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Select at least one')).toBeVisible();
  await expect(form.getByText('end hour must be larger start hour')).toBeVisible();
  await endHour.fill('24');
  await startHour.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Maximum value is 23')).toBeVisible();
  await expect(form.getByText('Field is required')).toBeVisible();
  await startHour.fill('-1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Minimum value is 0')).toBeVisible();
  await expectAccessible(page, 'scheduler with validation messages');

  // A valid schedule: weekdays, 06–20, every 5 minutes.
  for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI']) {
    await form.getByRole('checkbox', { name: day }).check();
  }
  await startHour.fill('6');
  await endHour.fill('20');
  await pick(page, frequency, 'Every 5 Minutes');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated sync schduler' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Schedule timing' })).toContainText(
    /Next run:\s*\w{3},? \d{1,2} \w{3} \d{4}/,
  );

  // Saved: a reload shows it again.
  await page.reload();
  await expect(status).toBeChecked();
  await expect(startHour).toHaveValue('6');
  await expect(endHour).toHaveValue('20');
  await expect(frequency).toHaveValue('Every 5 Minutes');
  await expect(form.getByRole('checkbox', { name: 'FRI' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'SAT' })).not.toBeChecked();
  await expectAccessible(page, 'scheduler saved');

  // The demo's own schedule again (weekdays 8–18), which the other journeys expect.
  await startHour.fill('8');
  await endHour.fill('18');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(startHour).toHaveValue('8');
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated sync schduler' })).toBeVisible();
});
