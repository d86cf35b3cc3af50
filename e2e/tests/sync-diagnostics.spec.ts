import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, demoAgent, frankfurtStore, signIn } from './fixtures.ts';

/**
 * Issue 15's Diagnostics tab on the demo store (Alpine Outfitters, SYNC_2 with an agent source): the
 * live trace over STOMP shows the agent calls made meanwhile, with the filter (on the lines shown
 * and those to come, issue 34) and Pause/Start Output.
 */

const demoStoreName = 'Alpine Outfitters';
const log = (page: Page) => page.getByRole('log', { name: 'Diagnostic log' });

test('diagnostics: a test connection shows in the live log; filter, pause and start', async ({ page, request }) => {
  const store = await frankfurtStore(request, demoStoreName);
  const agent = await demoAgent();
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'x-xm-store': store.storeId };
  /** What Test Connection on the Connection tab calls: the agent's database ids. */
  const testConnection = async (port = Number(agent.port)) =>
    request.post(`/api/v1/sync/${store.id}/source`, {
      headers,
      data: { protocol: agent.protocol, hostName: agent.host, port, agentKey: agent.key },
    });

  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/diagnostics`);
  await expect(page.getByRole('tab', { name: 'Diagnostics', selected: true })).toBeVisible();
  await expect(page.getByText('Waiting for messages...')).toBeVisible();
  await expectAccessible(page, 'diagnostics');

  expect((await testConnection()).status()).toBe(200);
  const connection = log(page).getByRole('listitem').filter({ hasText: 'TEST_CONNECTION' });
  await expect(connection.filter({ hasText: 'outcome=done' })).toHaveCount(1);
  await expect(page.getByText('Waiting for messages...')).toHaveCount(0);

  // The filter applies to what is shown at once (the lines of the call above go), and the server
  // applies it to what comes next: only errors from now on.
  await page.getByRole('textbox', { name: 'Filter' }).fill('type:traceError');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(connection).toHaveCount(0);
  await expect(page.getByText('Waiting for messages...')).toBeVisible();
  expect((await testConnection()).status()).toBe(200);
  // A refused port: the failure is a traceError, and the successful call before it never showed.
  expect((await testConnection(1)).status()).toBe(502);
  await expect(log(page).getByRole('listitem').filter({ hasText: 'traceError' })).toHaveCount(1);
  await expect(log(page).getByRole('listitem')).toHaveCount(1);

  // Paused, the screen holds; started again, what arrived meanwhile shows.
  await page.getByRole('button', { name: 'Pause Output' }).click();
  expect((await testConnection(1)).status()).toBe(502);
  await expect(page.getByText('1 new message while paused')).toBeVisible();
  await expect(log(page).getByRole('listitem').filter({ hasText: 'traceError' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Start Output' }).click();
  await expect(log(page).getByRole('listitem').filter({ hasText: 'traceError' })).toHaveCount(2);
  await expect(page.getByRole('switch', { name: 'Auto Scroll' })).toBeChecked();
});
