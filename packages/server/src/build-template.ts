import { writeBuiltPgliteTemplate } from './platform/db-template-build.ts';

// Run by the server's build, on the built code: the migrated PGlite a fresh start begins from.
const path = await writeBuiltPgliteTemplate();
console.log(`PGlite template (migrated, empty) written to ${path}`);
