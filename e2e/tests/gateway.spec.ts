import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, type DemoStore, frankfurtStore, pick, signIn } from './fixtures.ts';

/**
 * Issue 13's journey on the demo Business Central store (Baltic Foods, whose BusinessCentral
 * integration the seed points at the simulator): override an operation with a JOLT response
 * transform, send it, find its exchange in the logs with the filters and the search, expand it and
 * copy it.
 */

const integration = 'BusinessCentral';
const operation = 'items';
/** Items' display names gathered into one list: proof that the response transform ran. */
const joltSpec = JSON.stringify([{ operation: 'shift', spec: { value: { '*': { displayName: 'names[]' } } } }]);

const logsTable = (page: Page) => page.getByRole('table', { name: 'Gateway logs' });
/**
 * The rows asked for, not the previous ones the table keeps showing (aria-busy) while a new filter or
 * search loads: a full run has other exchanges of the operation, which the previous page may show.
 */
async function settledLogs(page: Page) {
  await expect(logsTable(page)).toBeVisible();
  await expect(logsTable(page)).not.toHaveAttribute('aria-busy', 'true');
}
/**
 * The operation's exchange: the row with its correlation id in a cell of its own (the details row
 * names it too, among much else) and the integration's name. The ActiveDirectory token call the
 * BEARER integration made on the way shares its correlation id.
 */
const exchangeRow = (page: Page, correlationId: string) =>
  logsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: correlationId, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: integration, exact: true }) });

// Other journeys (sync-business-central's Load all through this integration) find the store as
// seeded: the items override, whose JOLT transform reshapes the reply, is removed after each test.
test.afterEach(async ({ request }) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  const removed = await request.delete(`/api/v1/gateway/integrations/${store.id}/${integration}/${operation}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  expect(removed.status()).toBeLessThan(500);
});

async function overrideWithJolt(page: Page, store: DemoStore) {
  await page.goto(`/stores/${store.id}/gateway/integrations`);
  await page.getByRole('link', { name: integration, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations/${integration}$`));
  await page.getByRole('link', { name: 'Add Operation' }).click();
  await expect(page).toHaveURL(/operations-add$/);
  const form = page.getByRole('form', { name: 'Operation override' });
  await pick(page, form.getByRole('combobox', { name: 'Operation Name' }), operation);
  // Picking the operation loads the catalogue's definition as the override's start.
  await expect(form.getByLabel('Path')).toHaveValue(/items/);
  await form.getByRole('button', { name: 'Add Response Transform' }).click();
  await pick(page, form.getByRole('combobox', { name: 'Response transform 1 type' }), 'JOLT');
  await form.getByLabel('Response transform 1 value').fill(joltSpec);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved successfully' })).toBeVisible();
  // A second after saving, the integration's page with the override in its list.
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations/${integration}$`));
  await expect(page.getByRole('link', { name: `Send ${operation}` })).toBeVisible();
}

test('override an operation with a JOLT response transform, send it, find, expand and copy its exchange', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await overrideWithJolt(page, store);

  // Send: the simulator's items come back through the JOLT transform.
  await page.getByRole('link', { name: `Send ${operation}` }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations-send/${integration}/${operation}$`));
  await expect(page.getByLabel('Body')).toBeVisible();
  await expectAccessible(page, 'send operation');
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response).toContainText('Status');
  await expect(response).toContainText('200');
  await expect(response).toContainText('"names"');
  await expect(response).toContainText(' ms');
  const correlationId = (await response.getByText(/^Correlation ID:/).innerText())
    .replace('Correlation ID:', '')
    .trim();
  expect(correlationId).not.toBe('');
  await expectAccessible(page, 'send operation with its response');

  // Its link opens the logs searched for the exchange, with the exchange expanded.
  await response.getByRole('link', { name: 'Open the exchange in the logs' }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/logs\\?q=${correlationId}&exchange=\\d+`));
  await settledLogs(page);
  await expect(exchangeRow(page, correlationId)).toHaveCount(1);
  await expect(
    exchangeRow(page, correlationId).getByRole('button', { name: `Details ${correlationId}` }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Response', exact: true })).toBeVisible();

  // The logs from scratch: the integration, then its operation, narrow the list.
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/gateway\/logs$/);
  await expect(page.getByText(`Gateway Store ID: ${store.id}`)).toBeVisible();
  await expect(logsTable(page)).toBeVisible();
  await expectAccessible(page, 'gateway logs');
  await expect(page.getByRole('combobox', { name: 'Operations' })).toHaveCount(0);
  await pick(page, page.getByRole('combobox', { name: 'Integrations' }), integration);
  await expect(page).toHaveURL(new RegExp(`integration=${integration}`));
  await pick(page, page.getByRole('combobox', { name: 'Operations' }), operation);
  await expect(page).toHaveURL(new RegExp(`integration=${integration}&operation=${operation}`));
  await settledLogs(page);
  const row = exchangeRow(page, correlationId);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(integration);
  await expect(row).toContainText('200');
  for (const cell of await logsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all()) {
    await expect(cell).toContainText(operation);
  }

  // Search: 1–2 characters are refused; a search clears the dropdowns and finds the exchange.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('it');
  await expect(page.getByText('Please enter more than 2 characters.')).toBeVisible();
  await expect(page).not.toHaveURL(/q=/);
  await search.fill(correlationId);
  await expect(page).toHaveURL(new RegExp(`\\?q=${correlationId}$`));
  await expect(page.getByRole('combobox', { name: 'Integrations' })).toHaveValue('All');
  await expect(page.getByText('Please enter more than 2 characters.')).toHaveCount(0);
  await settledLogs(page);
  await expect(exchangeRow(page, correlationId)).toHaveCount(1);
  // Only exchanges of this execution: the operation's and the token call's.
  for (const cell of await logsTable(page)
    .getByRole('cell', { name: /^[0-9a-f-]{36}$/ })
    .all()) {
    await expect(cell).toHaveText(correlationId);
  }

  // Expand it: the four views, then copy the log.
  await exchangeRow(page, correlationId)
    .getByRole('button', { name: `Details ${correlationId}` })
    .click();
  const details = page.locator('[id^="exchange-"]');
  for (const heading of ['Request', 'Sent', 'Received', 'Response']) {
    await expect(details.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(details).toContainText('Path');
  await expect(details).toContainText('Parameter');
  await expect(details).toContainText('"names"');
  await expectAccessible(page, 'gateway logs with an exchange expanded');
  await details.getByRole('button', { name: 'Copy Log to Clipboard' }).click();
  await expect(page.getByText('Copied JSON log to clipboard!')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.correlationId).toBe(correlationId);
  expect(copied.response.body ?? copied.response).toMatchObject({ names: expect.any(Array) });

  // One row open at a time: collapsing closes it.
  await exchangeRow(page, correlationId)
    .getByRole('button', { name: `Details ${correlationId}` })
    .click();
  await expect(details).toHaveCount(0);

  // Beyond the spec, the playground: the override's JOLT step run on the exchange's received body.
  await page.goto(`/stores/${store.id}/gateway/playground/${integration}/${operation}`);
  await expect(page.getByLabel('Step 1 value')).toHaveValue(joltSpec);
  await page.getByRole('combobox', { name: 'Pick a sample' }).click();
  await page.getByRole('option', { name: 'The latest exchange of this operation' }).click();
  await expect(page.getByText(`Sample taken from exchange ${correlationId}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Run preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Step 1');
  await expect(preview).toContainText('JOLT');
  await expect(preview).toContainText('"names"');
  await expectAccessible(page, 'transform playground with a preview');
});

test('the logs page: No logs for a search that finds nothing; the page input goes no lower than 1', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/gateway/logs?q=no-such-exchange-anywhere`);
  await expect(page.getByText('No logs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const pageInput = page.getByLabel('Page', { exact: true });
  await pageInput.fill('-4');
  await pageInput.press('Enter');
  await expect(pageInput).toHaveValue('1');
  await expect(page).not.toHaveURL(/page=/);
  await pageInput.fill('3');
  await pageInput.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expectAccessible(page, 'gateway logs, empty');
});
