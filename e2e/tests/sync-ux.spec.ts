import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, type DemoStore, frankfurtStore, pick, signIn, unique } from './fixtures.ts';

/**
 * Issue 34, the synchronisation screens as a new user finds them, at a laptop's 1400 × 900 (the
 * mappings at 1280): the chart legend's colour keys, one named clock per screen (the store's), the
 * Business Central lock, the failures search by table, the pickers' warnings and Escape, a load
 * followed chunk by chunk in Diagnostics, and the mappings table within the screen.
 */

const demoStoreName = 'Alpine Outfitters';
const businessCentralStoreName = 'Baltic Foods';
/** Frankfurt's zone, the demo stores' (their data centre's). */
const storeZone = 'Europe/Berlin';
/** A whole load of the demo ERP on a loaded host. */
const loadTimeout = 180_000;

test.use({ viewport: { width: 1400, height: 900 } });
test.describe.configure({ timeout: 300_000 });

type ListedRequest = { id: string; requestType: string; stage: string; created: string; summary: { failed: number } };

async function syncHeaders(request: APIRequestContext, store: DemoStore) {
  return { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'x-xm-store': store.storeId };
}

/** The store's Load all requests that finished with failures, newest first (arranging data, not asserting). */
async function failedLoadsAll(request: APIRequestContext, store: DemoStore): Promise<ListedRequest[]> {
  const headers = await syncHeaders(request, store);
  const list = await (await request.get(`/api/v1/sync/${store.id}/request?n=100&q=failed`, { headers })).json();
  return (Object.values(list) as ListedRequest[]).filter((entry) => entry.requestType === 'LOAD_ALL');
}

async function startLoadAll(request: APIRequestContext, store: DemoStore): Promise<string> {
  const started = await request.get(`/api/v1/sync/${store.id}/uploadData`, {
    headers: await syncHeaders(request, store),
  });
  expect(started.status()).toBe(202);
  return (await started.json()).id;
}

async function finished(request: APIRequestContext, store: DemoStore, id: string): Promise<ListedRequest> {
  const headers = await syncHeaders(request, store);
  const read = async () =>
    (await (await request.get(`/api/v1/sync/${store.id}/request/${id}`, { headers })).json()) as ListedRequest;
  await expect
    .poll(async () => (await read()).stage, { timeout: loadTimeout, intervals: [1000] })
    .toMatch(/^(COMPLETED|FAILED)$/);
  return read();
}

/** A finished Load all of the demo store with failed rows (the demo ERP's awkward SORDERQ line among them). */
async function loadAllWithFailures(request: APIRequestContext, store: DemoStore): Promise<ListedRequest> {
  const [existing] = await failedLoadsAll(request, store);
  if (existing) return existing;
  return finished(request, store, await startLoadAll(request, store));
}

/** 'HH:mm' of an instant on the store's clock. */
function storeClock(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: storeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

const timesNote = (page: Page) => page.getByRole('note').filter({ hasText: `Times in ${storeZone}` });

test('the Sync Traffic legend has a colour key for each series', async ({ page, request }) => {
  const store = await frankfurtStore(request, demoStoreName);
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/dashboard`);
  const chart = page.getByRole('img', { name: /^Sync Traffic: / });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const colours = new Set<string>();
  for (const name of ['Uploads', 'Rows', 'Bytes', 'Errors']) {
    const item = chart
      .locator('[class*="legendItem"]')
      .filter({ has: page.locator('[class*="colorOverlay"]') })
      .filter({ hasText: new RegExp(`^${name}$`) });
    const key = item.locator('[class*="colorOverlay"]');
    // A key the eye can see: a coloured dot of some size beside the series' name.
    await expect(key).toBeVisible();
    const box = await key.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(8);
    const colour = await key.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    colours.add(colour);
  }
  expect(colours.size).toBe(4);
  // Its times (the chart's buckets) are the store's, and the screen says which.
  await expect(timesNote(page)).toBeVisible();
});

test.describe('in a browser on another clock', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a Load all followed in Diagnostics: its table and chunk lines, its times on the store clock', async ({
    page,
    request,
  }) => {
    const store = await frankfurtStore(request, demoStoreName);
    await signIn(page, 'admin');
    await page.goto(`/stores/${store.id}/synchronization/diagnostics`);
    await expect(page.getByText('Waiting for messages...')).toBeVisible({ timeout: 30_000 });
    await expect(timesNote(page)).toBeVisible();

    const id = await startLoadAll(request, store);
    const lines = page.getByRole('log', { name: 'Diagnostic log' }).getByRole('listitem').filter({ hasText: id });
    await expect(lines.filter({ hasText: 'COMPLETED' })).toHaveCount(1, { timeout: loadTimeout });
    // Between the stages: each chunk received and loaded, and each table as its loading starts.
    const received = lines.filter({ hasText: 'step=received' });
    const loaded = lines.filter({ hasText: 'step=loaded' });
    await expect(received.filter({ hasText: 'ITMMASTER' }).first()).toBeVisible();
    await expect(
      loaded.filter({ hasText: /SORDERQ.*chunk=\d+ step=loaded rows=\d+ inserted=\d+/ }).first(),
    ).toBeVisible();
    await expect(lines.filter({ hasText: /LOADING · BPCUSTOMER · .*step=table chunks=\d+ rows=\d+/ })).toHaveCount(1);
    // The lines' times are the store's clock, not the browser's.
    const done = await finished(request, store, id);
    const completed = lines.filter({ hasText: 'COMPLETED' });
    await expect(completed).toContainText(
      new RegExp(`^${storeClock(new Date().toISOString()).slice(0, 2)}:\\d{2}:\\d{2}`),
    );

    // The filter narrows the lines already shown: only the stages stay.
    await page.getByRole('textbox', { name: 'Filter' }).fill('type:traceStage');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(received).toHaveCount(0);
    await expect(loaded).toHaveCount(0);
    await expect(completed).toHaveCount(1);

    // Activities: the request's Created on the store's clock, which the screen names.
    await page.getByRole('tab', { name: 'Activities', exact: true }).click();
    await expect(timesNote(page)).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Sync requests' })
      .getByRole('row')
      .filter({ has: page.getByText(id.slice(0, 8), { exact: true }) });
    await expect(row).toContainText(`, ${storeClock(done.created)}`);
  });

  test('Failures: a Load all is found by a table it failed in, its times on the store clock', async ({
    page,
    request,
  }) => {
    const store = await frankfurtStore(request, demoStoreName);
    const load = await loadAllWithFailures(request, store);
    expect(load.summary.failed).toBeGreaterThan(0);
    await signIn(page, 'admin');
    await page.goto(`/stores/${store.id}/synchronization/failures`);
    await expect(timesNote(page)).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('textbox', { name: 'Search requests' });
    await expect(search).toHaveAccessibleDescription('Request id, table or error');
    await search.fill('SORDERQ');
    const found = page.getByRole('table', { name: 'Failed requests' });
    const row = found.getByRole('row').filter({ hasText: load.id.slice(0, 8) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`, ${storeClock(load.created)}`);
    // A table no request read finds none.
    await search.fill('NOSUCHTABLE');
    await expect(page.getByText('No failed requests')).toBeVisible();
  });
});

test('a Business Central store stays on its gateway: ERP type, fields, Save and version locked', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, businessCentralStoreName);
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/connection`);
  const form = page.getByRole('form', { name: 'Sync source' });
  const erpType = form.getByRole('combobox', { name: 'ERP type' });
  await expect(erpType).toHaveValue('Microsoft Dynamics 365 Business Central', { timeout: 30_000 });
  await expect(erpType).toBeDisabled();
  await expect(form.getByLabel('Integration Name')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Sync Version' })).toBeDisabled();
  await expect(form.getByLabel('Host Name')).toHaveCount(0);
  // Its Webhooks name the clock of their expiry dates.
  await page.getByRole('tab', { name: 'Webhooks', exact: true }).click();
  await expect(timesNote(page)).toBeVisible();
  // Its Tables Scope: each chosen table can be removed by name.
  await page.getByRole('tab', { name: 'Activities', exact: true }).click();
  const scope = page.getByRole('combobox', { name: 'Tables Scope' });
  await scope.click();
  await page.getByRole('option', { name: 'items', exact: true }).click();
  await page.keyboard.press('Escape');
  const remove = page.getByRole('button', { name: 'Remove items', exact: true });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(remove).toHaveCount(0);
});

test("the pickers' warnings: beside their button, each on the first click, closed by Escape", async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, demoStoreName);
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/connection`);
  const form = page.getByRole('form', { name: 'Sync source' });
  await expect(form.getByLabel('Host Name')).not.toHaveValue('', { timeout: 30_000 });
  // Nothing is saved: the host is emptied in the form only.
  await form.getByLabel('Host Name').fill('');
  const databaseButton = form.getByRole('button', { name: 'Select Database id' });
  const schemaButton = form.getByRole('button', { name: 'Select database schema' });
  const databaseWarning = page.getByRole('alert').filter({ hasText: "Please fill 'Connection' fields above" });
  const schemaWarning = page
    .getByRole('alert')
    .filter({ hasText: "Please fill 'Connection' fields and 'Database id' field" });

  await databaseButton.click();
  await expect(databaseWarning).toBeVisible();
  // It leaves the schema button in sight and clickable.
  const warningBox = await databaseWarning.boundingBox();
  const schemaBox = await schemaButton.boundingBox();
  if (!warningBox || !schemaBox) throw new Error('no boxes');
  const overlaps =
    warningBox.x < schemaBox.x + schemaBox.width &&
    schemaBox.x < warningBox.x + warningBox.width &&
    warningBox.y < schemaBox.y + schemaBox.height &&
    schemaBox.y < warningBox.y + warningBox.height;
  expect(overlaps).toBe(false);
  await page.keyboard.press('Escape');
  await expect(databaseWarning).toBeHidden();

  await databaseButton.click();
  await expect(databaseWarning).toBeVisible();
  await schemaButton.click();
  await expect(databaseWarning).toBeHidden();
  await expect(schemaWarning).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(schemaWarning).toBeHidden();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the mappings table stays within the screen after a mapping is created', async ({ page, request }) => {
    const store = await frankfurtStore(request, demoStoreName);
    await signIn(page, 'admin');
    await page.goto(`/stores/${store.id}/synchronization/mappings`);
    const table = page.getByRole('table', { name: 'Mappings' });
    await expect(table.getByRole('cell', { name: 'Default', exact: true }).first()).toBeVisible({ timeout: 60_000 });
    // An override of a default row (its target column and row group), with a default value of its own.
    const first = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Default', exact: true }) })
      .first();
    const cell = async (index: number) => (await first.getByRole('cell').nth(index).innerText()).trim();
    const [sourceTable, sourceColumn, targetTable, targetColumn, rowGroup] = [
      await cell(0),
      await cell(1),
      await cell(2),
      await cell(3),
      await cell(5),
    ];
    const row = page.getByRole('row', { name: 'New mapping' });
    const defaultValue = unique('wide-').toLowerCase();
    await pick(page, row.getByRole('combobox', { name: 'Source Table' }), sourceTable);
    await pick(page, row.getByRole('combobox', { name: 'Source Column' }), sourceColumn);
    await pick(page, row.getByRole('combobox', { name: 'Target Table' }), targetTable);
    await pick(page, row.getByRole('combobox', { name: 'Target Column' }), targetColumn);
    await row.getByRole('textbox', { name: 'Default Value' }).fill(defaultValue);
    if (rowGroup) await row.getByRole('textbox', { name: 'Row Group' }).fill(rowGroup);
    await row.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully created mapping' })).toBeVisible();
    const override = table.getByRole('row').filter({ hasText: defaultValue });
    await expect(override).toContainText('Override');

    // Every column in sight, from Source Table to Create and the override's delete button.
    for (const header of ['Source Table', 'Converter', 'Override', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeInViewport({ ratio: 1 });
    }
    await expect(row.getByRole('button', { name: 'Create' })).toBeInViewport({ ratio: 1 });
    await expect(override.getByRole('cell').first()).toBeInViewport({ ratio: 1 });
    await expect(override.getByRole('button', { name: /^Delete override/ })).toBeInViewport({ ratio: 1 });

    // Left as found.
    await override.getByRole('button', { name: /^Delete override/ }).click();
    await page.getByRole('dialog', { name: 'Delete mapping' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(override).toHaveCount(0);
  });
});

test("a load's outcome shows where its buttons are, below a page of requests", async ({ page, request }) => {
  const store = await frankfurtStore(request, demoStoreName);
  const headers = await syncHeaders(request, store);
  // A handful of requests above the load controls (Load changes: the scheduler's next run, quick).
  for (let i = 0; i < 6; i++) {
    const started = await request.get(`/api/v1/sync/${store.id}/uploadChanges`, { headers });
    expect(started.status()).toBe(202);
    await finished(request, store, (await started.json()).id);
  }
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/activities`);
  const load = page.getByRole('region', { name: 'Load data' });
  const loadChanges = load.getByRole('button', { name: 'Load changes' });
  await loadChanges.scrollIntoViewIfNeeded();
  await loadChanges.click();
  const outcome = load.getByRole('status').filter({ hasText: 'Load changes successfully.' });
  await expect(outcome).toBeVisible({ timeout: loadTimeout });
  // In the window, with the buttons the user clicked still there above it.
  await expect(outcome).toBeInViewport({ ratio: 1 });
  await expect(loadChanges).toBeInViewport();
});
