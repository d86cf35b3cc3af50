import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { type Readable, Transform } from 'node:stream';
import {
  type AgentChecksum,
  type AgentChecksumRequest,
  type AgentExtraction,
  type AgentExtractionRequest,
  type AgentPreview,
  type AgentPreviewRequest,
  agentApiPrefix,
  agentCallBudgetMs,
  agentChecksumSchema,
  agentCountSchema,
  agentDatabasesSchema,
  agentExtractionSchema,
  agentExtractionStartedSchema,
  agentHealthSchema,
  agentPreviewSchema,
  agentSchemasSchema,
  agentTablesSchema,
  type ChangeCapture,
  changeCaptureSchema,
  chunkRowsHeader,
  chunkSha256Header,
  errorCodes,
  type FilterTree,
  type SyncProtocol,
  type TableDescription,
  tableDescriptionSchema,
} from '@store-console/contract';
import type { Agent, Dispatcher } from 'undici';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/errors.ts';
import { readCapped } from '../../../platform/read-capped.ts';
import { guardedConnector, refusal, undici } from '../../gateway/index.ts';
import { agentFailure, agentPolicyWords, failure, unreachable } from './agent-failures.ts';

export { agentTimeout, agentWords } from './agent-failures.ts';

/**
 * The server's client of a source's agent (contract agent-api.ts): HTTP or HTTPS, the shared key as
 * a bearer token, every call within one budget (20 s by default, SYNC_AGENT_TIMEOUT_SECONDS), replies
 * checked against the contract. Failures become AppErrors (agent-failures.ts) the console shows as they are:
 * 5025-agent-unreachable (502: refused, unknown host, TLS, a refused address), 5026-agent-error
 * (502: the agent's own error, 'The agent refused the key'), 5042-agent-timeout (504); the agent's
 * 404 (unknown database, schema or table) is the caller's 404 and its 400 the caller's 400.
 *
 * The address is an operator's: connections go through the gateway's upstream guard (loopback and
 * private networks only with SYNC_ALLOW_PRIVATE_AGENTS, link-local/metadata never). The key is
 * never logged nor put in a message.
 */

export type AgentAddress = {
  protocol: SyncProtocol;
  hostName: string;
  port: number;
};

export type AgentClientOptions = { timeoutMs: number; allowPrivate: boolean };

/** The most an agent reply may hold (a preview of 100 wide rows is far below). */
const maxReplyBytes = 16 * 1024 * 1024;
/** The most a chunk may hold: the agent ends a chunk at 32 MB of NDJSON before gzip, so its file stays below. */
export const maxChunkBytes = 64 * 1024 * 1024;

/**
 * A chunk being downloaded: the agent's announced rows and SHA-256, and its bytes (gzip of NDJSON)
 * as a stream. The stream fails (an AppError 502) when the bytes do not match the checksum, exceed
 * 64 MB or stop coming; so whatever consumes it must commit only once it has ended without error.
 */
export type AgentChunk = { rows: number; sha256: string; body: Readable };

export function agentClientOptions(config: Config): AgentClientOptions {
  return {
    timeoutMs: config.syncAgents?.timeoutMs ?? agentCallBudgetMs,
    allowPrivate: config.syncAgents?.allowPrivate ?? false,
  };
}

/** `https://host:port`, as messages name the agent (an IPv6 literal in brackets). */
export function agentOrigin(address: AgentAddress): string {
  const host =
    address.hostName.includes(':') && !address.hostName.startsWith('[') ? `[${address.hostName}]` : address.hostName;
  return `${address.protocol}://${host}:${address.port}`;
}

/** Whether two addresses are the same agent: a saved key goes only to the address it was saved for. */
export function sameAgent(a: Partial<AgentAddress>, b: Partial<AgentAddress>): boolean {
  return (
    a.protocol === b.protocol &&
    a.port === b.port &&
    typeof a.hostName === 'string' &&
    typeof b.hostName === 'string' &&
    a.hostName.toLowerCase() === b.hostName.toLowerCase()
  );
}

const segment = (value: string) => encodeURIComponent(value);

export class AgentClient {
  readonly origin: string;

  constructor(
    private readonly address: AgentAddress,
    /** The shared key, or null: the agent then refuses the call ('The agent refused the key'). */
    private readonly key: string | null,
    private readonly options: AgentClientOptions,
  ) {
    this.origin = agentOrigin(address);
  }

  health() {
    return this.call('GET', '/health', agentHealthSchema);
  }

  /** A database's change capture as a consumer at `since` sees it (WRAPPED when it lost changes). */
  changeCapture(db: string, since: string): Promise<ChangeCapture> {
    const path = `/databases/${segment(db)}/change-capture?since=${segment(since)}`;
    return this.call('GET', path, changeCaptureSchema);
  }

  /** The agent's database ids (the console's Test Connection: an answer is "connected"). */
  async databases() {
    return (await this.call('GET', '/databases', agentDatabasesSchema)).databases;
  }

  async schemas(db: string) {
    return (await this.call('GET', `/databases/${segment(db)}/schemas`, agentSchemasSchema)).schemas;
  }

  async tables(db: string, schema: string): Promise<TableDescription[]> {
    const path = `/databases/${segment(db)}/schemas/${segment(schema)}/tables`;
    return (await this.call('GET', path, agentTablesSchema)).tables;
  }

  table(db: string, schema: string, table: string): Promise<TableDescription> {
    const path = `/databases/${segment(db)}/schemas/${segment(schema)}/tables/${segment(table)}`;
    return this.call('GET', path, tableDescriptionSchema);
  }

  preview(db: string, schema: string, table: string, body: AgentPreviewRequest): Promise<AgentPreview> {
    const path = `/databases/${segment(db)}/schemas/${segment(schema)}/tables/${segment(table)}/preview`;
    return this.call('POST', path, agentPreviewSchema, body);
  }

  async count(db: string, schema: string, table: string, filter: FilterTree | null): Promise<number> {
    const path = `/databases/${segment(db)}/schemas/${segment(schema)}/tables/${segment(table)}/count`;
    return (await this.call('POST', path, agentCountSchema, { filter })).count;
  }

  /** Reconciliation: rows, distinct keys and the key set's checksum under the filter (contract agent-api.ts). */
  checksum(db: string, schema: string, table: string, body: AgentChecksumRequest): Promise<AgentChecksum> {
    const path = `/databases/${segment(db)}/schemas/${segment(schema)}/tables/${segment(table)}/checksum`;
    return this.call('POST', path, agentChecksumSchema, body);
  }

  /** Starts an extraction (the agent answers 202 with its id; 409 when change capture cannot serve it, 429 when busy). */
  async startExtraction(db: string, body: AgentExtractionRequest): Promise<string> {
    return (await this.call('POST', `/databases/${segment(db)}/extractions`, agentExtractionStartedSchema, body)).id;
  }

  /** An extraction's state, checkpoint and finished chunks. */
  extraction(id: string): Promise<AgentExtraction> {
    return this.call('GET', `/extractions/${segment(id)}`, agentExtractionSchema);
  }

  /** Stops a running extraction and deletes its chunks on the agent. */
  async cancelExtraction(id: string): Promise<void> {
    await this.call('DELETE', `/extractions/${segment(id)}`, z.undefined());
  }

  /**
   * One chunk of an extraction, streamed: the headers within the call budget, then the bytes with
   * the budget as the longest silence between them (a 64 MB chunk may take longer than 20 s in all).
   * The SHA-256 announced by the agent is checked over the bytes as they pass.
   */
  async chunk(id: string, index: number): Promise<AgentChunk> {
    if (!Number.isSafeInteger(index) || index < 0) throw AppError.badRequest(`Not a chunk index: ${index}`);
    const path = `/extractions/${segment(id)}/chunks/${index}`;
    const { response, dispatcher } = await this.send('GET', path, undefined, { accept: 'application/gzip' }, false);
    const notApi = () =>
      new AppError(502, errorCodes.agentError, `The agent at ${this.origin} answered something that is not its API`);
    let announced: { rows: number; sha256: string };
    try {
      if (response.statusCode >= 400) {
        const text = await readCapped(response.body, 64 * 1024, () => notApi());
        throw agentFailure(response.statusCode, parseJson(text), this.key);
      }
      const rows = Number(response.headers[chunkRowsHeader]);
      const sha256 = String(response.headers[chunkSha256Header] ?? '');
      const length = Number(response.headers['content-length'] ?? 0);
      if (response.statusCode !== 200 || !Number.isSafeInteger(rows) || rows < 0 || !/^[0-9a-f]{64}$/.test(sha256))
        throw notApi();
      if (length > maxChunkBytes) throw chunkTooLarge();
      announced = { rows, sha256 };
    } catch (error) {
      // Destroying the dispatcher aborts the unread body: that error is expected, nobody else reads it.
      response.body.on('error', () => {});
      response.body.destroy();
      void dispatcher.destroy().catch(() => {});
      throw failure(error, this.origin, this.options);
    }
    const hash = createHash('sha256');
    let size = 0;
    const checked = new Transform({
      transform(data: Buffer, _encoding, callback) {
        size += data.length;
        if (size > maxChunkBytes) return callback(chunkTooLarge());
        hash.update(data);
        callback(null, data);
      },
      flush(callback) {
        if (hash.digest('hex') === announced.sha256) return callback();
        callback(
          new AppError(
            502,
            errorCodes.agentError,
            `Chunk ${index} of the agent's extraction does not match its checksum`,
          ),
        );
      },
    });
    response.body.on('error', (error) => checked.destroy(failure(error, this.origin, this.options)));
    checked.on('close', () => {
      response.body.destroy();
      void dispatcher.destroy().catch(() => {});
    });
    response.body.pipe(checked);
    return { ...announced, body: checked };
  }

  /** One call whose reply is JSON of the contract's shape, within one budget. */
  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    const { dispatcher, response } = await this.send(method, path, body, { accept: 'application/json' }, true);
    try {
      const text = await readCapped(
        response.body,
        maxReplyBytes,
        () => new AppError(502, errorCodes.agentError, 'The agent answered more than 16 MB'),
      );
      const json = parseJson(text);
      if (response.statusCode >= 400) throw agentFailure(response.statusCode, json, this.key);
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new AppError(
          502,
          errorCodes.agentError,
          `The agent at ${this.origin} answered something that is not its API`,
        );
      }
      return parsed.data;
    } catch (error) {
      throw failure(error, this.origin, this.options);
    } finally {
      void dispatcher.destroy().catch(() => {});
    }
  }

  /**
   * Sends one request to the agent and answers its response (body unread). `whole`: the whole call,
   * body included, within the budget; else only the headers, the body then with the budget as its
   * longest silence. The dispatcher is the caller's to destroy once the body is read.
   */
  private async send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body: unknown,
    accept: { accept: string },
    whole: boolean,
  ): Promise<{ response: Dispatcher.ResponseData; dispatcher: Agent }> {
    const { timeoutMs, allowPrivate } = this.options;
    const host = this.address.hostName.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) {
      const why = refusal(host, { allowPrivate });
      if (why) throw unreachable(this.origin, `is refused: ${agentPolicyWords(why)}`);
    }
    // One connection pool per call: probes and previews are rare, and nothing stays open to an
    // address an operator typed once (the caller destroys it). Keep-alive (pipelining 1), not
    // `Connection: close` (0): with close, the agent ends the socket after a chunk, and undici 7
    // (nodejs/undici#5360) crashes the process with an uncatchable `assert(!this.paused)` when that
    // end arrives while the chunk's reader is behind (seen in bench/sync.ts: the server died).
    const { Agent, buildConnector, request } = await undici();
    const dispatcher = new Agent({
      connections: 1,
      pipelining: 1,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connect: guardedConnector(buildConnector, { timeout: timeoutMs }, { allowPrivate }),
    });
    const headers: Record<string, string> = { ...accept };
    if (this.key) headers.authorization = `Bearer ${this.key}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await request(`${this.origin}${agentApiPrefix}${path}`, {
        dispatcher,
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: whole ? AbortSignal.timeout(timeoutMs) : undefined,
      });
      return { response, dispatcher };
    } catch (error) {
      void dispatcher.destroy().catch(() => {});
      throw failure(error, this.origin, this.options);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function chunkTooLarge(): AppError {
  return new AppError(502, errorCodes.agentError, `The agent's chunk is larger than ${maxChunkBytes / 1024 / 1024} MB`);
}

export function agentClient(config: Config, address: AgentAddress, key: string | null): AgentClient {
  return new AgentClient(address, key, agentClientOptions(config));
}
