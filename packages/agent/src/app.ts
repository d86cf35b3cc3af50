import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type AgentHealth,
  agentApiPrefix,
  agentChangeCaptureQuerySchema,
  agentChecksumRequestSchema,
  agentCountRequestSchema,
  agentNameSchema,
  agentPreviewRequestSchema,
  errorCodes,
} from '@store-console/contract';
import Fastify, { type FastifyRequest } from 'fastify';
import type { AgentConfig } from './config.ts';
import { DatabaseError, type Driver } from './drivers/driver.ts';
import type { DriverRegistry } from './drivers/registry.ts';
import { AgentHttpError, badRequest, databaseFailure, notFound, unauthorized } from './errors.ts';
import type { Extractions } from './extraction/extractions.ts';
import { registerExtractionRoutes } from './extraction/routes.ts';
import { parse } from './parse.ts';
import { KeyTypeError } from './sql/checksum.ts';
import { FilterColumnError } from './sql/filter-compiler.ts';
import { agentVersion } from './version.ts';

const healthTimeoutMs = 5_000;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Timing-safe: both sides are hashed to one length before the comparison. */
export function keyMatches(header: string | undefined, key: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(presented), digest(key)) && presented.length > 0;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Params = { db?: string; schema?: string; table?: string };

/** What a failed call answers: the agent's own errors as they are, bad input 400, else 500 without internals. */
function errorAnswer(error: unknown): AgentHttpError {
  let answer: AgentHttpError;
  if (error instanceof AgentHttpError) answer = error;
  else if (error instanceof FilterColumnError || error instanceof KeyTypeError) answer = badRequest(error.message);
  else if (error instanceof DatabaseError)
    answer = error.badInput ? badRequest(error.message) : databaseFailure(error.message);
  else {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code =
        status === 413
          ? errorCodes.payloadTooLarge
          : status === 415
            ? errorCodes.unsupportedMediaType
            : errorCodes.validation;
      answer = new AgentHttpError(status, code, (error as Error).message);
    } else {
      // The caller sees no internals; the agent's own output names what broke (never a secret: no config is printed).
      process.stderr.write(`Agent error: ${(error as Error).stack ?? String(error)}\n`);
      answer = new AgentHttpError(500, errorCodes.internal, 'The agent failed');
    }
  }
  return answer;
}

/** The database a call's path names (404 when the agent has none by that id). */
async function driverOf(drivers: DriverRegistry, request: FastifyRequest) {
  const params = request.params as Params;
  const db = parse(agentNameSchema, params.db, 'database id');
  if (!drivers.has(db)) throw notFound(`Unknown database id '${db}'`);
  return { id: db, driver: await drivers.get(db) };
}

/** The table a call's path names, described (404 naming whether the schema or the table is unknown). */
async function tableOf(drivers: DriverRegistry, request: FastifyRequest) {
  const { id, driver } = await driverOf(drivers, request);
  const params = request.params as Params;
  const schema = parse(agentNameSchema, params.schema, 'schema');
  const name = parse(agentNameSchema, params.table, 'table');
  const table = await driver.describe(schema, name);
  if (!table) {
    const schemas = await driver.listSchemas();
    throw notFound(
      schemas.includes(schema)
        ? `Unknown table '${name}' in schema '${schema}'`
        : `Unknown schema '${schema}' in database '${id}'`,
    );
  }
  return { driver, schema, table };
}

/** Each database's reachability and change capture, each within its own time limit. */
async function health(drivers: DriverRegistry, startedAt: number): Promise<AgentHealth> {
  const databases = await Promise.all(
    drivers.ids().map(async (id) => {
      const base = { id, type: drivers.type(id) };
      const disabled = { state: 'DISABLED' as const, position: null, oldestPosition: null };
      let driver: Driver;
      try {
        driver = await drivers.get(id);
        await withTimeout(driver.ping(), healthTimeoutMs, `Database '${id}'`);
      } catch (error) {
        return { ...base, reachable: false, error: (error as Error).message, changeCapture: disabled };
      }
      try {
        const changeCapture = await withTimeout(driver.changeCapture(), healthTimeoutMs, `Database '${id}'`);
        return { ...base, reachable: true, changeCapture };
      } catch (error) {
        // Reachable, but its change capture state cannot be read (permissions, a broken install).
        return {
          ...base,
          reachable: true,
          error: `Change capture: ${(error as Error).message}`,
          changeCapture: disabled,
        };
      }
    }),
  );
  return { version: agentVersion, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000), databases };
}

/** The agent's HTTP API (contract `agent-api.ts`), every call behind the shared key. */
export function buildAgentApp(config: AgentConfig, drivers: DriverRegistry, extractions: Extractions) {
  const startedAt = Date.now();
  const tls = config.listen.tls;
  // `https: null` serves plain HTTP.
  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    // Schema and table names up to 128 characters, percent-encoded (Fastify's default of 100 answered 414).
    routerOptions: { maxParamLength: 2048 },
    https: tls ? { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) } : null,
  });

  app.addHook('onRequest', async (request) => {
    if (!keyMatches(request.headers.authorization, config.key)) throw unauthorized();
  });

  app.setNotFoundHandler((_request, reply) => {
    const error = notFound('No such agent call');
    void reply.status(404).send(error.body());
  });

  app.setErrorHandler((error, _request, reply) => {
    const answer = errorAnswer(error);
    void reply.status(answer.status).send(answer.body());
  });

  const p = agentApiPrefix;

  app.get(`${p}/health`, (): Promise<AgentHealth> => health(drivers, startedAt));

  app.get(`${p}/databases`, async () => ({
    databases: drivers.ids().map((id) => ({ id, type: drivers.type(id) })),
  }));

  app.get(`${p}/databases/:db/change-capture`, async (request) => {
    const query = parse(agentChangeCaptureQuerySchema, request.query ?? {}, 'change capture query');
    const { driver } = await driverOf(drivers, request);
    return driver.changeCapture(query.since);
  });

  app.get(`${p}/databases/:db/schemas`, async (request) => {
    const { driver } = await driverOf(drivers, request);
    return { schemas: await driver.listSchemas() };
  });

  app.get(`${p}/databases/:db/schemas/:schema/tables`, async (request) => {
    const { id, driver } = await driverOf(drivers, request);
    const schema = parse(agentNameSchema, (request.params as Params).schema, 'schema');
    const tables = await driver.listTables(schema);
    if (!tables) throw notFound(`Unknown schema '${schema}' in database '${id}'`);
    return { tables };
  });

  app.get(
    `${p}/databases/:db/schemas/:schema/tables/:table`,
    async (request) => (await tableOf(drivers, request)).table,
  );

  app.post(`${p}/databases/:db/schemas/:schema/tables/:table/preview`, async (request) => {
    const body = parse(agentPreviewRequestSchema, request.body ?? {}, 'preview request');
    const { driver, schema, table } = await tableOf(drivers, request);
    return driver.preview(schema, table, body.filter, body.limit);
  });

  app.post(`${p}/databases/:db/schemas/:schema/tables/:table/count`, async (request) => {
    const body = parse(agentCountRequestSchema, request.body ?? {}, 'count request');
    const { driver, schema, table } = await tableOf(drivers, request);
    return { count: await driver.count(schema, table, body.filter) };
  });

  app.post(`${p}/databases/:db/schemas/:schema/tables/:table/checksum`, async (request) => {
    const body = parse(agentChecksumRequestSchema, request.body ?? {}, 'checksum request');
    const { driver, schema, table } = await tableOf(drivers, request);
    return driver.checksum(schema, table, body.filter, body.key);
  });

  registerExtractionRoutes(app, drivers, extractions);

  return app;
}
