import { describe, expect, it } from 'vitest';
import { currentTab, matchedStoreArea, storeAreaHandle } from './store-area.ts';

const credentials = { title: 'Client Credentials', tabs: [{ path: 'list', label: 'Credentials' }] };

describe('store areas', () => {
  it('finds the deepest area among the matched routes', () => {
    const match = (pathname: string, handle: unknown) => ({
      id: pathname,
      pathname,
      params: {},
      data: undefined,
      loaderData: undefined,
      handle,
    });
    const found = matchedStoreArea([
      match('/', undefined),
      match('/stores/4', undefined),
      match('/stores/4/credentials', storeAreaHandle(credentials)),
      match('/stores/4/credentials/list', undefined),
    ]);
    expect(found).toEqual({ area: credentials, pathname: '/stores/4/credentials' });
    expect(matchedStoreArea([match('/stores/4', { other: true })])).toBeNull();
  });

  it('reads the tab after the area, and none for a bare or unknown one', () => {
    expect(currentTab(credentials, '/stores/4/credentials', '/stores/4/credentials/list')?.label).toBe('Credentials');
    expect(currentTab(credentials, '/stores/4/credentials', '/stores/4/credentials')).toBeNull();
    expect(currentTab(credentials, '/stores/4/credentials/', '/stores/4/credentials/other')).toBeNull();
  });

  it('gives a tab the pages it includes', () => {
    const gateway = {
      tabs: [
        { path: 'settings', label: 'Gateway Settings' },
        { path: 'integrations', label: 'Integrations', includes: ['integrations-add'] },
      ],
    };
    expect(currentTab(gateway, '/stores/4/gateway', '/stores/4/gateway/integrations-add')?.path).toBe('integrations');
    expect(currentTab(gateway, '/stores/4/gateway', '/stores/4/gateway/integrations/SageX3/read')?.path).toBe(
      'integrations',
    );
    expect(currentTab(gateway, '/stores/4/gateway', '/stores/4/gateway/integrations-other')).toBeNull();
  });
});
