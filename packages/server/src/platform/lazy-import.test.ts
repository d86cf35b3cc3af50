import { describe, expect, it } from 'vitest';
import { lazyImport } from './lazy-import.ts';

describe('lazyImport', () => {
  it('loads on the first call only, and every caller gets the same module', async () => {
    let loads = 0;
    const load = lazyImport(async () => {
      loads++;
      return { name: 'module' };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    let loads = 0;
    const load = lazyImport(async () => {
      loads++;
      if (loads === 1) throw new Error('not there yet');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not there yet');
    await expect(load()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
