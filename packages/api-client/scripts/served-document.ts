import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@store-console/server/src/app.ts';
import { loadConfig } from '@store-console/server/src/config.ts';
import { ensurePgliteTemplate } from '@store-console/server/test/template.ts';

/**
 * The OpenAPI document exactly as the server serves it at /api/docs/json: an app built in-process
 * on an in-memory database (the document depends on the routes only), asked through inject. The
 * database starts from the tests' migrated template (cached between runs): seconds, not half a minute.
 */
export async function servedDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-openapi-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' }),
    inMemoryDatabase: true,
    runWorkers: false,
    webDist: null,
  };
  const app = await buildApp(config, { loadDataDir: new Blob([await readFile(await ensurePgliteTemplate())]) });
  try {
    const response = await app.inject({ url: '/api/docs/json' });
    if (response.statusCode !== 200)
      throw new Error(`/api/docs/json answered ${response.statusCode}: ${response.body}`);
    return response.json();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
