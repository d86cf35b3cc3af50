import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schemaSource } from './schema-source.ts';
import { servedDocument } from './served-document.ts';

/**
 * Writes the document the server serves (openapi.json, for other tools; not committed) and the
 * types generated from it (src/schema.d.ts, committed: the client compiles without a build, and a
 * change of the API shows in review).
 */
const root = join(import.meta.dirname, '..');
const document = await servedDocument();
await writeFile(join(root, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
await writeFile(join(root, 'src', 'schema.d.ts'), await schemaSource(document));
console.log('wrote openapi.json and src/schema.d.ts');
// The app's database and job queue leave handles open for a moment after close.
process.exit(0);
