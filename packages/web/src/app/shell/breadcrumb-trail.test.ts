import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

const labels = (path: string) => breadcrumbTrail(path).map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it('starts at Home', () => {
    expect(breadcrumbTrail('/')).toEqual([{ label: 'Home', to: '/' }]);
  });

  it('names the top-level screens', () => {
    expect(labels('/dashboard')).toEqual(['Home', 'Dashboard']);
    expect(labels('/users')).toEqual(['Home', 'Users']);
    expect(labels('/versions')).toEqual(['Home', 'Version History']);
    expect(labels('/datacentres')).toEqual(['Home', 'Data Centers']);
    expect(labels('/login')).toEqual(['Home', 'Login']);
  });

  it('names the per-store places after a crumb for the store', () => {
    expect(breadcrumbTrail('/stores/7/backup')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Stores', to: '/stores' },
      { label: 'Store 7', to: '/stores/7', storeDbId: 7 },
      { label: 'Backup', to: '/stores/7/backup' },
    ]);
    expect(labels('/stores/7/backups')).toEqual(['Home', 'Stores', 'Store 7', 'Backup']);
    expect(labels('/stores/7/credentials')).toEqual(['Home', 'Stores', 'Store 7', 'Client Credentials']);
    expect(labels('/stores/7/synchronization')).toEqual(['Home', 'Stores', 'Store 7', 'Synchronization']);
    expect(labels('/stores/7/synchronization/settings')).toEqual([
      'Home',
      'Stores',
      'Store 7',
      'Synchronization',
      'Synchronization',
    ]);
    expect(labels('/stores/7/synchronization/sage')).toEqual([
      'Home',
      'Stores',
      'Store 7',
      'Synchronization',
      'Sage Data',
    ]);
    expect(labels('/stores/synchronization/sage')).toEqual(['Home', 'Stores', 'Sage Data']);
  });

  it('ignores a trailing slash and unnamed places', () => {
    expect(labels('/dashboard/')).toEqual(['Home', 'Dashboard']);
    expect(labels('/stores/7/stats')).toEqual(['Home', 'Stores', 'Store 7']);
    expect(labels('/stores/backups')).toEqual(['Home', 'Stores']);
    expect(labels('/stores/environments')).toEqual(['Home', 'Stores', 'Environments']);
  });
});
