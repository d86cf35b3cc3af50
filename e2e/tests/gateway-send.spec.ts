import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, type DemoStore, frankfurtStore, signIn } from './fixtures.ts';

/**
 * Issue 34, as a new user finds the gateway of the demo Business Central store (Baltic Foods, whose
 * BusinessCentral integration the seed points at the simulator): the integration's page lists the
 * interface's catalogue operations, each with Send, and the answer of a send comes into view.
 */

const integration = 'BusinessCentral';
/** An operation this journey overrides (and removes again), so the list has one of each kind. */
const overridden = 'salesOrderLines';

test.use({ viewport: { width: 1400, height: 900 } });

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, 'admin')}` };
}

/** The catalogue's definition of the operation saved back as the store's override of it. */
async function overrideAsIs(request: APIRequestContext, store: DemoStore, operation: string) {
  const headers = await adminHeaders(request);
  const path = `/api/v1/gateway/integrations/${store.id}/${integration}/${operation}`;
  const read = await request.get(path, { headers });
  expect(read.status()).toBe(200);
  const definition = await read.json();
  const saved = await request.post(path, {
    headers,
    data: {
      enabled: true,
      storeId: store.id,
      integration,
      provider: definition.provider,
      product: definition.product,
      version: definition.version,
      interface: definition.interface,
      interfaceType: definition.interfaceType,
      operation,
      settings: [],
      request: definition.request,
      response: definition.response,
    },
  });
  expect(saved.status()).toBe(200);
}

// Other journeys find the store as seeded: the override made here is removed after each test.
test.afterEach(async ({ request }) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  const removed = await request.delete(`/api/v1/gateway/integrations/${store.id}/${integration}/${overridden}`, {
    headers: await adminHeaders(request),
  });
  expect(removed.status()).toBeLessThan(500);
});

/** The part of the window the fixed header and footer leave free. */
async function freeArea(page: Page) {
  const header = await page.getByRole('banner').boundingBox();
  const footer = await page.getByRole('contentinfo').boundingBox();
  const viewport = page.viewportSize();
  if (!header || !footer || !viewport) throw new Error('no header, footer or viewport');
  return { top: header.y + header.height, bottom: Math.min(footer.y, viewport.height) };
}

test("an integration's catalogue operations are listed, overrides marked, and one is sent from there", async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await overrideAsIs(request, store, overridden);
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/gateway/integrations/${integration}`);

  const operations = page.getByRole('table', { name: 'Operations' });
  const row = (operation: string) =>
    operations.getByRole('row').filter({ has: page.getByRole('cell', { name: operation, exact: true }) });
  // Every operation of the interface's catalogue, the one overridden marked so and linking to its override.
  for (const operation of ['companies', 'items', 'customers', 'createSalesOrder', 'deleteSubscription']) {
    await expect(row(operation)).toContainText('Catalogue');
    await expect(row(operation).getByRole('link', { name: `Send ${operation}` })).toBeVisible();
  }
  await expect(row('items')).toContainText('GET');
  await expect(row('createSalesOrder')).toContainText('POST');
  await expect(row(overridden)).toContainText('Override');
  await expect(row(overridden).getByRole('link', { name: overridden, exact: true })).toHaveAttribute(
    'href',
    `/stores/${store.id}/gateway/integrations/${integration}/${overridden}`,
  );
  await expectAccessible(page, 'integration with its catalogue operations');

  // Send items as the catalogue defines it: no override needed, no URL typed.
  await row('items').getByRole('link', { name: 'Send items' }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/integrations-send/${integration}/items$`));
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response).toContainText('Status');
  await expect(response).toContainText('200');
  await expect(response).toContainText('"value"');
  await expect(response).toContainText('displayName');
});

test('the answer of a send comes into view and takes the focus', async ({ page, request }) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/gateway/integrations-send/${integration}/items`);
  await expect(page.getByLabel('Body')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response).toContainText('200');
  const area = await freeArea(page);
  // The status line and the body, all of it, between the fixed header and footer, without scrolling.
  const answer = response.locator('pre');
  await expect(answer).toContainText('displayName');
  await expect
    .poll(async () => {
      const box = await answer.boundingBox();
      return box !== null && box.y >= area.top && box.y + box.height <= area.bottom;
    })
    .toBe(true);
  const heading = await response.getByRole('heading', { name: 'Response' }).boundingBox();
  expect(heading?.y ?? -1).toBeGreaterThanOrEqual(area.top);
  // A screen reader is taken to the answer too.
  await expect(response).toBeFocused();
  await expectAccessible(page, 'send operation with its answer in view');
});
