import { errorCodes } from '@store-console/contract';
import type { Agent } from 'undici';
import { AppError } from '../../../platform/errors.ts';
import { readCapped } from '../../../platform/read-capped.ts';
import { guardedConnector, RefusedUpstreamError, type UpstreamPolicy, undici } from './upstream-guard.ts';

/** What an https upstream is reached with: the integration's client certificate and key, its trust store. */
export type Tls = { cert: string | null; key: string | null; ca: string | null };

export type UpstreamRequest = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
};

export type UpstreamReply = {
  status: number;
  headers: Record<string, string>;
  contentType: string | null;
  body: string;
  durationMs: number;
};

export type UpstreamLimits = { timeoutMs: number; maxResponseBytes: number };

export const defaultUpstreamLimits: UpstreamLimits = { timeoutMs: 15_000, maxResponseBytes: 10 * 1024 * 1024 };

type Cached = { tls: Tls; agent: Agent };

/** The most integrations whose connections stay pooled; the least recently used beyond it is closed. */
const maxAgents = 256;

/**
 * One undici Agent per integration (keep-alive pools per origin, its own TLS material), kept while
 * the integration's certificates stay the same: a changed certificate, key or trust store gets a
 * new Agent and the old one closes once its requests finish.
 */
export class UpstreamAgents {
  private readonly agents = new Map<number, Cached>();

  constructor(
    private readonly limits: UpstreamLimits,
    private readonly policy: UpstreamPolicy = { allowPrivate: false },
  ) {}

  async agentFor(integrationId: number, tls: Tls): Promise<Agent> {
    // Loaded before the pool is read: nothing awaits between the lookup and the new Agent's entry.
    const { Agent, buildConnector } = await undici();
    const cached = this.agents.get(integrationId);
    // The same strings on every call while the resolved operation is kept: compared as they are
    // (a hash of them cost a digest per execution).
    if (cached && cached.tls.cert === tls.cert && cached.tls.key === tls.key && cached.tls.ca === tls.ca) {
      // Most recently used last: Map keeps insertion order, so eviction takes the first.
      this.agents.delete(integrationId);
      this.agents.set(integrationId, cached);
      return cached.agent;
    }
    if (cached) this.drop(integrationId);
    const agent = new Agent({
      keepAliveTimeout: 30_000,
      connections: 64,
      headersTimeout: this.limits.timeoutMs,
      bodyTimeout: this.limits.timeoutMs,
      connect: guardedConnector(
        buildConnector,
        {
          timeout: this.limits.timeoutMs,
          ...(tls.cert && tls.key ? { cert: tls.cert, key: tls.key } : {}),
          ...(tls.ca ? { ca: tls.ca } : {}),
        },
        this.policy,
      ),
    });
    this.agents.set(integrationId, { tls: { cert: tls.cert, key: tls.key, ca: tls.ca }, agent });
    if (this.agents.size > maxAgents) {
      const oldest = this.agents.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    return agent;
  }

  /** Closes an integration's pools (after it changed or was deleted). */
  drop(integrationId: number): void {
    const cached = this.agents.get(integrationId);
    if (!cached) return;
    this.agents.delete(integrationId);
    void cached.agent.close().catch(() => {});
  }

  async close(): Promise<void> {
    const all = [...this.agents.values()];
    this.agents.clear();
    await Promise.all(all.map((cached) => cached.agent.close().catch(() => {})));
  }
}

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return undefined;
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

function causeOf<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof type) return current;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof Error && current.message && current.message !== 'fetch failed') return current.message;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return 'connection failed';
}

export function upstreamTimeout(timeoutMs: number): AppError {
  return new AppError(504, errorCodes.upstreamTimeout, `The upstream did not answer within ${timeoutMs / 1000} s`);
}

/** Why the call failed, as the operator can act on it: the reason, the host (their own upstream), no secret. */
function failure(error: unknown, url: URL, limits: UpstreamLimits): AppError {
  if (error instanceof AppError) return error;
  const refused = causeOf(error, RefusedUpstreamError);
  if (refused) return new AppError(502, errorCodes.upstreamError, `The upstream ${refused.message}`);
  const code = codeOf(error);
  const name = error instanceof Error ? error.name : '';
  if ((code && timeoutCodes.has(code)) || name === 'TimeoutError' || name === 'AbortError') {
    return upstreamTimeout(limits.timeoutMs);
  }
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'host not found'
        : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
          ? 'the connection was closed'
          : messageOf(error);
  return new AppError(502, errorCodes.upstreamError, `The upstream ${url.host} could not be reached: ${reason}`);
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * One upstream call: connect, headers and body within the timeout (504 beyond), a reply body of at
 * most `maxResponseBytes` (502 beyond, read no further), any status passed back as it is.
 */
export async function callUpstream(
  agent: Agent,
  call: UpstreamRequest,
  limits: UpstreamLimits,
): Promise<UpstreamReply> {
  const { request } = await undici();
  const started = performance.now();
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await request(call.url, {
      dispatcher: agent,
      method: call.method as 'GET',
      headers: call.headers,
      body: call.body,
      signal,
    });
    const body = await readCapped(
      response.body,
      limits.maxResponseBytes,
      () =>
        new AppError(
          502,
          errorCodes.upstreamError,
          `The upstream ${call.url.host} answered more than ${Math.round(limits.maxResponseBytes / 1024 / 1024)} MB`,
        ),
    );
    const headers = flatten(response.headers);
    return {
      status: response.statusCode,
      headers,
      contentType: headers['content-type'] ?? null,
      body,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    throw failure(error, call.url, limits);
  }
}
