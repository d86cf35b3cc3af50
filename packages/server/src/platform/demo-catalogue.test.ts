import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { demoCatalogueLoaded, provisionStoreSchema, seedDemoCatalogue } from './data-plane.ts';

describe('demo catalogue', () => {
  it('is loaded only once the schema holds its rows: not without the schema, not in empty tables, not another one', async () => {
    const app = await testApp();
    try {
      const storeDbId = 9001;
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId, 'LOADED')).toBe(false);
      await provisionStoreSchema(app.ctx.db, storeDbId);
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId, 'LOADED')).toBe(false);
      await seedDemoCatalogue(app.ctx.db, storeDbId, 'LOADED');
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId, 'LOADED')).toBe(true);
      // The template's catalogue of another demo store (ids shifted): this store's is not there.
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId, 'OTHER')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
