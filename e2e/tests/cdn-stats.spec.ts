import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, createStoreViaApi, frankfurtStore, signIn, unique } from './fixtures.ts';

test('shows CDN usage and data size of a store, grouped by day, week and month', async ({ page, request }) => {
  const store = await frankfurtStore(request, 'Emerald Books');
  const token = await apiToken(request, 'admin');
  const path = `e2e/${unique('asset').toLowerCase()}.txt`;
  const upload = await request.put(`/api/v1/store-manager/stores/${store.id}/cdn/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: Buffer.alloc(50_000, 'x'),
  });
  expect(upload.status()).toBe(201);
  for (let i = 0; i < 3; i += 1) {
    const download = await request.get(`/cdn/${store.storeId}/${path}`);
    expect(download.status()).toBe(200);
    await download.body();
  }

  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/stats`);
  await expect(page.getByRole('heading', { level: 1, name: 'Emerald Books' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CDN Usage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CDN Data Size' })).toBeVisible();

  // Today's downloads are in the usage figures (3 × 50 KB at least), in the unit both charts share.
  const today = new Date().toISOString().slice(0, 10);
  const usage = page.getByRole('table', { name: /^CDN Usage \((B|KB|MB|GB)\)$/ });
  await expect(usage.getByRole('row').filter({ hasText: today })).toBeAttached();
  const unit = (await usage.locator('caption').innerText()).match(/\((\w+)\)/)?.[1];
  // Sizes are recorded by the nightly job: in the same unit once there are some, else the empty message alone.
  await expect(
    page
      .getByRole('table', { name: `CDN Data Size (${unit})` })
      .or(page.getByRole('region', { name: 'CDN Data Size' }).getByText('No CDN data yet.')),
  ).toBeAttached();
  // The unit keeps the bars readable: the largest figure is at least 100 in it (150 KB, not 0.15 MB).
  const figures = (await usage.locator('tbody td:nth-child(2)').allInnerTexts()).map(Number);
  expect(Math.max(...figures)).toBeGreaterThanOrEqual(100);
  await expect(page.getByRole('img', { name: new RegExp(`^CDN Usage \\(${unit}\\): .*highest`) })).toBeVisible();
  await expectAccessible(page, 'CDN statistics');

  await page.getByText('Week', { exact: true }).click();
  await expect(
    usage
      .getByRole('row')
      .filter({ hasText: /\d{4}-W\d{2}/ })
      .first(),
  ).toBeAttached();
  await expect(usage.getByRole('row').filter({ hasText: today })).toHaveCount(0);
  await page.getByText('Month', { exact: true }).click();
  await expect(usage.getByRole('row').filter({ hasText: today.slice(0, 7) })).toBeAttached();
  await expect(usage.getByRole('row').filter({ hasText: /\d{4}-W\d{2}/ })).toHaveCount(0);
  await page.getByText('Day', { exact: true }).click();
  await expect(usage.getByRole('row').filter({ hasText: today })).toBeAttached();
});

test('a store without CDN data says so, with no empty chart under the message', async ({ page, request }) => {
  const created = await createStoreViaApi(request, { name: unique('E2E Quiet '), erpCode: 'Sage_X3' });

  await signIn(page, 'admin');
  await page.goto(`/stores/${created.id}/stats`);
  for (const title of ['CDN Usage', 'CDN Data Size']) {
    const chart = page.getByRole('region', { name: title });
    await expect(chart.getByText('No CDN data yet.')).toBeVisible();
    await expect(chart.locator('svg.recharts-surface')).toHaveCount(0);
  }
});

test('the statistics page without a store id says so', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/stores/stats');
  await expect(page.getByText('No Invalid StoreId')).toBeVisible();
});
