import openapiTS, { astToString } from 'openapi-typescript';

const header = `/**
 * The server's API as TypeScript types, generated from the OpenAPI document it serves at
 * /api/docs/json by packages/api-client/scripts/generate.ts. Do not edit: run
 * \`npm run generate -w @store-console/api-client\` (the server's openapi test fails while it is stale).
 */

`;

/** The typed paths of a document (openapi-typescript), as the text of schema.d.ts. */
export async function schemaSource(document: object): Promise<string> {
  // A string is read as the document's own text (a URL would be a URL object): nothing is fetched.
  const nodes = await openapiTS(JSON.stringify(document));
  return `${header}${astToString(nodes)}`;
}
