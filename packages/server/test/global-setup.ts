import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (see template.ts). */
    pgliteTemplate: string;
    /** The migrated template database on the TEST_DATABASE_URL server. */
    postgresTemplate: string;
  }
}

/** Migrates once per run, before any test file: each test app then clones the template. */
export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) project.provide('postgresTemplate', await ensurePostgresTemplate(serverUrl));
  else project.provide('pgliteTemplate', await ensurePgliteTemplate());
}
