import { createReadStream } from 'node:fs';
import {
  agentApiPrefix,
  agentExtractionRequestSchema,
  agentNameSchema,
  chunkRowsHeader,
  chunkSha256Header,
  extractionChunkIndexSchema,
  extractionIdSchema,
} from '@store-console/contract';
import type { FastifyInstance } from 'fastify';
import type { DriverRegistry } from '../drivers/registry.ts';
import { notFound } from '../errors.ts';
import { parse } from '../parse.ts';
import type { Extractions } from './extractions.ts';
import { planExtraction } from './plan.ts';

type Params = { db?: string; id?: string; index?: string };

/** The extraction calls (contract agent-api.ts "Extraction"). */
export function registerExtractionRoutes(app: FastifyInstance, drivers: DriverRegistry, extractions: Extractions) {
  const p = agentApiPrefix;

  function idOf(params: Params): string {
    const id = parse(extractionIdSchema, params.id, 'extraction id');
    if (!extractions.get(id)) throw notFound(`Unknown extraction '${id}'`);
    return id;
  }

  app.post(`${p}/databases/:db/extractions`, async (request, reply) => {
    const db = parse(agentNameSchema, (request.params as Params).db, 'database id');
    if (!drivers.has(db)) throw notFound(`Unknown database id '${db}'`);
    const body = parse(agentExtractionRequestSchema, request.body ?? {}, 'extraction request');
    extractions.checkCapacity();
    const driver = await drivers.get(db);
    const plan = await planExtraction(db, driver, body);
    const id = extractions.start(driver, plan);
    return reply.status(202).send({ id });
  });

  app.get(`${p}/extractions/:id`, async (request) => extractions.get(idOf(request.params as Params)));

  app.get(`${p}/extractions/:id/chunks/:index`, async (request, reply) => {
    const params = request.params as Params;
    const id = idOf(params);
    const index = parse(extractionChunkIndexSchema, params.index, 'chunk index');
    const chunk = extractions.chunk(id, index);
    if (!chunk) throw notFound(`Extraction '${id}' has no chunk ${index}`);
    return reply
      .type('application/gzip')
      .header('content-length', chunk.bytes)
      .header(chunkRowsHeader, chunk.rows)
      .header(chunkSha256Header, chunk.sha256)
      .send(createReadStream(chunk.file));
  });

  app.delete(`${p}/extractions/:id`, async (request, reply) => {
    extractions.cancel(idOf(request.params as Params));
    return reply.status(204).send();
  });
}
