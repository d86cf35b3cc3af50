import { createHash } from 'node:crypto';
import { errorCodes, type OperationRef } from '@store-console/contract';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import type { ResolvedOperation } from '../types.ts';

/** The JSON an OAuth token endpoint answers (RFC 6749 5.1); other fields are ignored. */
const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
});

/** A token whose lifetime the endpoint does not give is kept for an hour. */
const defaultLifetimeSeconds = 3600;

export type TokenCache = {
  read(integrationId: number): Promise<{ token: string; expiresAt: Date } | null>;
  save(integrationId: number, token: string, expiresAt: Date): Promise<void>;
  clear(integrationId: number): Promise<void>;
};

/** Runs an access or refresh operation (with extra settings, e.g. the refresh token) and gives its reply. */
export type RunTokenOperation = (
  ref: OperationRef,
  settings: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export type Authorization = {
  /** The Authorization header's value, or null (auth NONE). */
  header: string | null;
  /** What the exchange log must never show: the credentials the header carries. */
  secrets: string[];
};

type Memo = { token: string; expiresAt: number; version: string };

/** What a cached token was obtained with: a changed connection or secret makes it stale at once. */
function versionOf(resolved: ResolvedOperation): string {
  const { connection, secrets } = resolved.integration;
  return createHash('sha256')
    .update(JSON.stringify([connection, secrets]))
    .digest('base64url');
}

/**
 * BASIC and BEARER authorization of upstream calls. A bearer token comes from the integration's
 * stored access token, else from the shared cache (database: every replica) until it expires, else
 * from the access operation; a refresh token (the operation's reply's, or the stored one) is used
 * through the refresh operation first when a token must be renewed. Concurrent executions of one
 * integration share one token call.
 */
export class Authorizer {
  /** This replica's copy of the cache, so most executions read no row for their token. */
  private readonly memo = new Map<number, Memo>();
  /** Refresh tokens an access operation returned (kept in memory: the cache holds the access token). */
  private readonly refreshTokens = new Map<number, string>();
  private readonly inFlight = new Map<number, Promise<string>>();

  constructor(private readonly cache: TokenCache) {}

  async authorize(resolved: ResolvedOperation, run: RunTokenOperation, renew = false): Promise<Authorization> {
    const { connection, secrets } = resolved.integration;
    if (connection.authType === 'BASIC') {
      const encoded = Buffer.from(`${connection.username ?? ''}:${secrets.password ?? ''}`).toString('base64');
      return { header: `Basic ${encoded}`, secrets: [encoded, ...(secrets.password ? [secrets.password] : [])] };
    }
    if (connection.authType !== 'BEARER') return { header: null, secrets: [] };
    const token = await this.bearer(resolved, run, renew);
    return { header: `Bearer ${token}`, secrets: [token] };
  }

  /**
   * Forgets every refresh token kept in memory: an integration changed, perhaps the token host a
   * refresh token would be sent to (the access operation obtains a new one when needed).
   */
  forgetRefreshTokens(): void {
    this.refreshTokens.clear();
  }

  /** Forgets the integration's tokens (it changed, or its upstream refused the token). */
  async forget(integrationId: number): Promise<void> {
    this.memo.delete(integrationId);
    await this.cache.clear(integrationId);
  }

  private async bearer(resolved: ResolvedOperation, run: RunTokenOperation, renew: boolean): Promise<string> {
    const { id, connection, secrets } = resolved.integration;
    const canObtain = connection.accessOperation !== null || connection.refreshOperation !== null;
    // A token the operator entered is used as it is, until the upstream refuses it.
    if (secrets.accessToken && (!renew || !canObtain)) return secrets.accessToken;
    if (!renew) {
      const memo = this.memo.get(id);
      if (memo && memo.expiresAt > Date.now() && memo.version === versionOf(resolved)) return memo.token;
      const cached = await this.cache.read(id);
      if (cached) {
        const expiresAt = cached.expiresAt.getTime() - 30_000;
        this.memo.set(id, { token: cached.token, expiresAt, version: versionOf(resolved) });
        return cached.token;
      }
    }
    if (!canObtain) {
      throw AppError.conflict(
        `Integration "${resolved.integration.name}" uses OAUTH2 but has neither an access token nor an access operation`,
      );
    }
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.obtain(resolved, run).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  private async obtain(resolved: ResolvedOperation, run: RunTokenOperation): Promise<string> {
    const { id, name, connection, secrets } = resolved.integration;
    this.memo.delete(id);
    const refreshToken = this.refreshTokens.get(id) ?? secrets.refreshToken;
    let failure: string | undefined;
    if (connection.refreshOperation && refreshToken) {
      const reply = await run(connection.refreshOperation, { refreshToken });
      const token = await this.accept(resolved, reply);
      if (token) return token;
      failure = `the refresh operation answered ${reply.status}`;
      this.refreshTokens.delete(id);
    }
    if (connection.accessOperation) {
      const reply = await run(connection.accessOperation, {});
      const token = await this.accept(resolved, reply);
      if (token) return token;
      failure = `the access operation answered ${reply.status}`;
    }
    throw new AppError(
      502,
      errorCodes.upstreamError,
      `Integration "${name}" could not obtain an access token: ${failure ?? 'no operation to obtain one'}`,
    );
  }

  /** A 2xx token reply's token, cached with its lifetime; null for anything else. */
  private async accept(resolved: ResolvedOperation, reply: { status: number; body: string }): Promise<string | null> {
    const integrationId = resolved.integration.id;
    if (reply.status < 200 || reply.status >= 300) return null;
    let parsed: z.infer<typeof tokenReplySchema>;
    try {
      parsed = tokenReplySchema.parse(JSON.parse(reply.body));
    } catch {
      return null;
    }
    const expiresAt = new Date(Date.now() + (parsed.expires_in ?? defaultLifetimeSeconds) * 1000);
    const version = versionOf(resolved);
    this.memo.set(integrationId, { token: parsed.access_token, expiresAt: expiresAt.getTime() - 30_000, version });
    if (parsed.refresh_token) this.refreshTokens.set(integrationId, parsed.refresh_token);
    await this.cache.save(integrationId, parsed.access_token, expiresAt);
    return parsed.access_token;
  }
}
