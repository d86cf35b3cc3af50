import { expect, test } from '@playwright/test';
import { type DeletePlan, deletePlanTexts, syncRequestReplySchema } from '@store-console/contract';
import { expectAccessible } from './axe.ts';
import { apiToken, frankfurtStore, signIn } from './fixtures.ts';

/**
 * Issue 32's Delete Before Load journey on the demo store Alpine Outfitters: Load tables ITMCATEG
 * with Delete Before Load asks first, listing every store table the load empties — categories and
 * each table that refers to it through foreign keys (products, then their prices, stock and order
 * lines) with its rows — and says why only categories cannot be emptied; once confirmed, the load's
 * result shows the rows deleted per table. The store's catalogue is loaded again at the end (Load all).
 */

const demoStoreName = 'Alpine Outfitters';
const loadTimeout = 120_000;

test.describe.configure({ timeout: 300_000 });

test('Delete Before Load lists every table it empties before the load, then the rows deleted per table', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, demoStoreName);
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'x-xm-store': store.storeId };
  const planned = async (): Promise<DeletePlan> => {
    const reply = await request.post(`/api/v1/sync/${store.id}/uploadData/deletePlan`, {
      headers,
      data: { tables: ['ITMCATEG'] },
    });
    expect(reply.status()).toBe(200);
    return reply.json();
  };
  const before = await planned();
  // The demo store holds its catalogue: categories and the tables that depend on them.
  expect(before.tables.map((table) => table.table)).toEqual(
    expect.arrayContaining(['categories', 'products', 'prices', 'stock', 'order_lines']),
  );

  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/activities`);
  const load = page.getByRole('region', { name: 'Load data' });
  await load.getByRole('combobox', { name: 'Tables', exact: true }).click();
  await page.getByRole('option', { name: 'ITMCATEG', exact: true }).click();
  await page.keyboard.press('Escape');
  await load.getByRole('checkbox', { name: 'Delete Before Load' }).check();
  await load.getByRole('button', { name: 'Load tables', exact: true }).click();

  // 1. The confirmation lists every table to be emptied, with its rows, before anything starts.
  const dialog = page.getByRole('dialog', { name: deletePlanTexts.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(deletePlanTexts.intro)).toBeVisible();
  const listed = dialog.getByRole('table', { name: 'Tables to empty' });
  for (const table of before.tables) {
    const row = listed.getByRole('row').filter({ has: page.getByRole('cell', { name: table.table, exact: true }) });
    await expect(row.getByRole('cell', { name: deletePlanTexts.rows(table.rows), exact: true })).toBeVisible();
    await expect(
      row.getByRole('cell', {
        name: table.dependent ? deletePlanTexts.dependentNote(table.refersTo) : 'chosen',
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(listed.getByRole('row')).toHaveCount(before.tables.length + 1);
  // Only categories cannot be emptied while products refer to them: the choice says why, disabled.
  const onlyChosen = dialog.getByRole('radio', { name: 'Empty only the chosen tables' });
  await expect(onlyChosen).toBeDisabled();
  await expect(dialog.getByText(before.chosenOnlyRefusal ?? 'no refusal')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Empty the dependent tables too' })).toBeChecked();
  await expectAccessible(page, 'the Delete Before Load confirmation');
  await dialog.getByRole('button', { name: deletePlanTexts.confirm }).click();
  await expect(dialog).toHaveCount(0);

  // 2. After the load, its result shows the rows deleted per table: those the confirmation listed.
  const deleted = load.getByRole('table', { name: 'Rows deleted before load' });
  await expect(deleted).toBeVisible({ timeout: loadTimeout });
  for (const table of before.tables) {
    const row = deleted.getByRole('row').filter({ has: page.getByRole('cell', { name: table.table, exact: true }) });
    await expect(row.getByRole('cell', { name: table.rows.toLocaleString('en-US'), exact: true })).toBeVisible();
  }
  await expect(deleted.getByRole('row')).toHaveCount(before.tables.length + 1);
  await expect(load.getByText(/^Deleted before load: categories /)).toBeVisible();
  await expectAccessible(page, 'a Delete Before Load completed');

  // The demo store's catalogue back for the other journeys: Load all, followed to its end.
  const reload = await request.get(`/api/v1/sync/${store.id}/uploadData`, { headers });
  expect(reload.status()).toBe(202);
  const { id } = syncRequestReplySchema.parse(await reload.json());
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/v1/sync/${store.id}/request/${id}`, { headers });
        return syncRequestReplySchema.parse(await reply.json()).stage;
      },
      { timeout: loadTimeout, intervals: [500] },
    )
    .toMatch(/^(COMPLETED|FAILED)$/);
});
