import { expect, type Page, test } from '@playwright/test';
import { syncRequestStages } from '@store-console/contract';
import { expectAccessible } from './axe.ts';
import { apiToken, frankfurtStore, signIn } from './fixtures.ts';

/**
 * Issue 15's load journey on the demo store Alpine Outfitters (SYNC_2, the demo ERP through the demo
 * agent): 'Load all' from the Activities tab, its stages and progress (read every
 * second) until COMPLETED, the rows in the store's sync totals, one of the demo ERP's
 * awkward rows (packages/demo/src/demo-erp/data.ts) under Failures and retried, and the Diagnostics
 * tab streaming a load as it runs.
 */

const demoStoreName = 'Alpine Outfitters';
/** A whole load of the demo ERP on a loaded host. */
const loadTimeout = 120_000;
/** The spec's stages before COMPLETED and FAILED, in the order a request passes them. */
const unfinishedStages: readonly string[] = syncRequestStages.filter(
  (stage) => stage !== 'COMPLETED' && stage !== 'FAILED',
);
/** What the demo ERP's awkward rows hold (data.ts `awkwardRows`): one of them shows in a failure's data item. */
const awkwardValue = /"(NOCAT|DEU|C99999|GONE00001|-12\.50?|orders at example|-4(\.0+)?)"/;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The Dashboard tab's 'Total Rows Updated' for the last hour, as shown. */
async function rowsUpdated(page: Page): Promise<number> {
  const total = page.getByRole('group', { name: 'Total Rows Updated' });
  await expect(total).toBeVisible({ timeout: 30_000 });
  return Number((await total.innerText()).replace('Total Rows Updated', '').replace(/[^0-9]/g, ''));
}

test.describe.configure({ timeout: 300_000 });

test('Load all: stages and progress to COMPLETED, rows in the totals, an awkward row retried, the run in Diagnostics', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, demoStoreName);
  const area = `/stores/${store.id}/synchronization`;
  await signIn(page, 'admin');

  // What the totals said before.
  await page.goto(`${area}/dashboard`);
  // The first screen after a full page load: slow on a loaded host.
  await expect(tab(page, 'Sync Dashboard')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  const before = await rowsUpdated(page);

  // 1. Load all, watched: each stage the request passes through, the progress bar, then the outcome.
  await tab(page, 'Activities').click();
  await expect(page).toHaveURL(/\/synchronization\/activities/);
  const load = page.getByRole('region', { name: 'Load data' });
  const loadAll = load.getByRole('button', { name: 'Load all' });
  await expect(loadAll).toBeEnabled();
  await expectAccessible(page, 'activities');
  await loadAll.click();
  const progress = load.getByRole('progressbar', { name: 'Load progress' });
  const stageLine = load.getByRole('status');
  await expect(progress).toBeVisible();
  await expect(loadAll).toBeDisabled();
  await expect(stageLine).toHaveText(/^Request [0-9a-f]{8}: [A-Z_]+/);
  const firstLine = await stageLine.innerText();
  const requestShort = firstLine.slice('Request '.length, 'Request '.length + 8);
  // The stages seen, from this first one: on a loaded host the demo load can finish while axe reads the page.
  const stages: string[] = firstLine.match(/: ([A-Z_]+)/)?.slice(1) ?? [];
  await expectAccessible(page, 'a load running');
  // A COMPLETED load with failed rows is said as an error, with their count.
  const outcome = load.getByRole('alert').filter({ hasText: /Failed to process tables, failed count: \d+/ });
  await expect
    .poll(
      async () => {
        // allInnerTexts does not wait: the line is gone once the load finished.
        const [line = ''] = await stageLine.allInnerTexts();
        const stage = line.match(/: ([A-Z_]+)/)?.[1];
        if (stage && stage !== stages.at(-1)) stages.push(stage);
        return outcome.isVisible();
      },
      { timeout: loadTimeout, intervals: [250] },
    )
    .toBe(true);
  // The line names the unfinished stages only, in the spec's order (a stage never goes back).
  const order = stages.map((stage) => unfinishedStages.indexOf(stage));
  expect(order, `stages seen: ${stages.join(', ')}`).not.toContain(-1);
  expect(order, `stages seen: ${stages.join(', ')}`).toEqual([...order].sort((a, b) => a - b));
  const failedCount = Number((await outcome.innerText()).match(/failed count: (\d+)/)?.[1]);
  expect(failedCount).toBeGreaterThan(0);
  await expect(progress).toHaveCount(0);
  await expect(loadAll).toBeEnabled();
  // The list shows the request COMPLETED, with its failures.
  const row = page
    .getByRole('table', { name: 'Sync requests' })
    .getByRole('row')
    .filter({ has: page.getByText(requestShort, { exact: true }) });
  await expect(row.getByRole('cell', { name: 'COMPLETED', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `${failedCount} failures of request ${requestShort}` })).toBeVisible();
  await expectAccessible(page, 'a load completed with failures');

  // 2. The rows reached the store: the totals of the last hour grew.
  await tab(page, 'Sync Dashboard').click();
  await expect(async () => {
    await page.reload();
    expect(await rowsUpdated(page)).toBeGreaterThan(before);
  }).toPass({ timeout: 30_000 });
  // The source compared with the store, table by table, and when (in the console's date format).
  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  await reconciliation.getByRole('button', { name: 'Reconcile' }).click();
  await expect(reconciliation.getByRole('status')).toHaveText(
    /^\d+ of \d+ tables? match(es)? — checked \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    { timeout: 30_000 },
  );
  await expect(reconciliation.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'the reconciliation');

  // 3. Its failures (a double click on the request): an awkward row, retried.
  await tab(page, 'Activities').click();
  await row.dblclick();
  await expect(page).toHaveURL(/\/synchronization\/failures\?request=/);
  await expect(page.getByRole('table', { name: 'Request detail' })).toContainText(requestShort);
  // Each group's failures, each one's data item (formatted JSON), until one of the awkward rows shows.
  const groups = page.getByRole('table', { name: 'Failure groups' }).getByRole('button', { name: /^Failures of / });
  await expect(groups.first()).toBeVisible();
  const details = page.getByRole('table', { name: 'Failure details' });
  let failureId: string | null = null;
  for (let group = 0; group < (await groups.count()) && !failureId; group++) {
    await groups.nth(group).click();
    await expect(groups.nth(group)).toHaveAttribute('aria-pressed', 'true');
    const failures = details
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Retry failure \d+$/ }) });
    await expect(failures.first()).toBeVisible();
    for (let index = 0; index < (await failures.count()) && !failureId; index++) {
      const failure = failures.nth(index);
      const id = (await failure.getByRole('button', { name: /^Retry failure \d+$/ }).getAttribute('aria-label'))?.match(
        /\d+$/,
      )?.[0];
      await failure.getByRole('button').first().click();
      const item = page.getByLabel(`Data item of failure ${id}`);
      await expect(item).toBeVisible();
      if (id && awkwardValue.test(await item.innerText())) failureId = id;
    }
  }
  expect(failureId, "a failure of one of the demo ERP's awkward rows").not.toBeNull();
  await expectAccessible(page, 'failures of the load');
  await details.getByRole('button', { name: `Retry failure ${failureId}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation Required' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  // The processed-action alert (green: role status).
  await expect(
    page.getByRole('status').filter({ hasText: `Processed Action "retry" for ${failureId} successfully.` }),
  ).toBeVisible();
  await expectAccessible(page, 'a failure retried');

  // 4. Diagnostics streams a load as it runs: its stages arrive in the live log, COMPLETED last.
  await tab(page, 'Diagnostics').click();
  await expect(page.getByText('Waiting for messages...')).toBeVisible();
  const token = await apiToken(request, 'admin');
  const started = await request.get(`/api/v1/sync/${store.id}/uploadData`, {
    headers: { authorization: `Bearer ${token}`, 'x-xm-store': store.storeId },
  });
  expect(started.status()).toBe(202);
  const id: string = (await started.json()).id;
  const log = page.getByRole('log', { name: 'Diagnostic log' });
  const lines = log.getByRole('listitem').filter({ hasText: id });
  await expect(lines.filter({ hasText: 'traceStage' }).first()).toBeVisible({ timeout: loadTimeout });
  await expect(lines.filter({ hasText: 'COMPLETED' })).toHaveCount(1, { timeout: loadTimeout });
  await expectAccessible(page, 'diagnostics of a load');
});
