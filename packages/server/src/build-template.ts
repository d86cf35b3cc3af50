import { writeBuiltPgliteTemplate } from './platform/db-template-build.ts';
import { demoCatalogues } from './seed.ts';
import { registerModuleJobs } from './server-modules.ts';

// Run by the server's build, on the built code: the migrated PGlite a fresh start begins from, and
// the same with the demo stores' schemas and catalogues.
const path = await writeBuiltPgliteTemplate(registerModuleJobs, demoCatalogues);
console.log(
  `PGlite templates (migrated, empty; and with the demo stores' schemas and catalogues) written to ${path}{,-demo}`,
);
