import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { demoCatalogueLoaded, provisionStoreSchema, seedDemoCatalogue } from './data-plane.ts';

describe('demo catalogue', () => {
  it('is loaded only once its tables hold its rows: not without the schema, not in empty tables', async () => {
    const app = await testApp();
    try {
      const storeDbId = 9001;
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId)).toBe(false);
      await provisionStoreSchema(app.ctx.db, storeDbId);
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId)).toBe(false);
      await seedDemoCatalogue(app.ctx.db, storeDbId, 'LOADED');
      expect(await demoCatalogueLoaded(app.ctx.db, storeDbId)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
