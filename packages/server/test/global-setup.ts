import type { TestProject } from 'vitest/node';
import { startS3 } from './s3.ts';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (see template.ts). */
    pgliteTemplate: string;
    /** The migrated template database on the TEST_DATABASE_URL server. */
    postgresTemplate: string;
    /** The s3rver every S3 test uses (see s3.ts). */
    s3Endpoint: string;
  }
}

/**
 * Migrates once per run, before any test file: each test app then clones the template. Starts the
 * local S3 server the blob tests run on, and stops it after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) project.provide('postgresTemplate', await ensurePostgresTemplate(serverUrl));
  else project.provide('pgliteTemplate', await ensurePgliteTemplate());
  const s3 = await startS3();
  project.provide('s3Endpoint', s3.endpoint);
  return s3.stop;
}
