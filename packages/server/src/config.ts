import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const positiveSeconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_CENTRE_DATABASES: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  PARTNER_PASSWORD: z.string().min(8, 'PARTNER_PASSWORD must have at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: positiveSeconds(900),
  REFRESH_TOKEN_TTL: positiveSeconds(86_400),
  REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SIGN_IN_WINDOW_SECONDS: positiveSeconds(900),
  ENVIRONMENT: z.string().min(1).default('production'),
  // Set by the demo start (packages/demo) when it runs the Business Central simulator.
  DEMO_BC_TENANT_ID: z.string().min(1).optional(),
  DEMO_BC_ENVIRONMENT: z.string().min(1).default('production'),
  DEMO_BC_COMPANY_ID: z.string().min(1).optional(),
  DEMO_BC_CLIENT_ID: z.string().min(1).optional(),
  DEMO_BC_CLIENT_SECRET: z.string().min(1).optional(),
  DEMO_BC_SCOPE: z.string().min(1).default('https://api.businesscentral.dynamics.com/.default'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL').optional(),
  CDN_PUBLIC_URL: z.url('CDN_PUBLIC_URL must be a URL').optional(),
  WEBHOOK_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'WEBHOOK_PUBLIC_URL must be an http or https URL' })
    .refine((url) => !url.includes('?') && !url.includes('#'), 'WEBHOOK_PUBLIC_URL must have no query or fragment')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Store Console <no-reply@localhost>'),
  SMS_PROVIDER_URL: z.url('SMS_PROVIDER_URL must be a URL').optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  SMS_MAX_PER_OPERATOR_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_MAX_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_MAX_PER_HOUR: z.coerce.number().int().min(1).default(200),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/, 'S3_PREFIX must be like env/prod/')
    .optional(),
  TRUST_PROXY: z.string().trim().min(1).optional(),
  GATEWAY_AZURE_AD_URL: z
    .url({ protocol: /^https?$/, message: 'GATEWAY_AZURE_AD_URL must be an http(s) URL' })
    .optional(),
  GATEWAY_BUSINESS_CENTRAL_URL: z
    .url({ protocol: /^https?$/, message: 'GATEWAY_BUSINESS_CENTRAL_URL must be an http(s) URL' })
    .optional(),
  GATEWAY_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  GATEWAY_UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  GATEWAY_EXCHANGE_LOG: z.enum(['on', 'off']).default('on'),
  GATEWAY_ALLOW_PRIVATE_UPSTREAMS: z.enum(['true', 'false']).default('false'),
  GATEWAY_MAX_CONCURRENT_PER_STORE: z.coerce.number().int().min(1).max(10_000).default(32),
  SYNC_AGENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  SYNC_ALLOW_PRIVATE_AGENTS: z.enum(['true', 'false']).default('false'),
  SYNC_CHUNK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  BACKUP_READ_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SYNC_CHUNK_ROWS: z.coerce.number().int().min(1).max(50_000).optional(),
  SYNC_LOAD_POOL: z.coerce.number().int().min(1).max(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Where CDN files, backup archives and other blobs live: a directory (DATA_DIR/blobs) by default,
 * or a bucket of S3-compatible object storage. Without keys, the AWS SDK's own chain is used
 * (AWS_* variables, an instance or task role).
 */
export type BlobConfig =
  | { kind: 'directory' }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string | undefined;
      region: string;
      accessKeyId?: string | undefined;
      secretAccessKey?: string | undefined;
      forcePathStyle: boolean;
      /** Every key is stored under it (installations sharing a bucket): '' or ending with '/'. */
      prefix: string;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir (or in memory when dataDir is null, for tests). */
  databaseUrl: string | undefined;
  inMemoryDatabase: boolean;
  /**
   * Where data centres keep their stores' schemas: a dbInstance or dbHost name (lower case) → a
   * PostgreSQL URL. Unmapped data centres use the control database. Unset: none mapped.
   */
  dataCentreDatabases?: Record<string, string>;
  adminPassword: string | undefined;
  partnerPassword: string | undefined;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** A just-spent refresh token presented again within this many seconds is a lost answer, not theft. */
  refreshReuseLeeway: number;
  signIn: {
    /** Failures of one account from everywhere before attempts are spaced by growing delays. */
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    windowSeconds: number;
    /** Failures of one account from one address before that address is refused for the window (5). */
    maxFailuresPerAccountAndAddress?: number;
    /** The longest delay between attempts on an account under attack (60 s). */
    accountMaxDelaySeconds?: number;
  };
  environment: string;
  /**
   * The Business Central simulator the demo start runs (packages/demo): the demo seed fills the demo
   * Business Central stores' gateway integrations with these. Unset (no simulator): left empty.
   */
  demoBusinessCentral?: DemoBusinessCentral | undefined;
  /** Built console to serve; null serves no console (API only). */
  webDist: string | null;
  logLevel: string;
  /** Where links in mails point (the console's address). */
  publicUrl: string;
  /** A separate origin (its own host name) serving store CDN files; unset serves them beside the console. */
  cdnPublicUrl?: string | undefined;
  /**
   * The address Business Central calls back (webhook notifications and their validation): this
   * server as Business Central reaches it. Unset: publicUrl.
   */
  webhookPublicUrl?: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  sms: {
    providerUrl: string | undefined;
    token: string | undefined;
    /** Texts per hour: per operator, per phone number, for the whole installation. */
    limits?: { perOperator: number; perNumber: number; perInstallation: number };
  };
  /** Unset: the directory DATA_DIR/blobs. */
  blobs?: BlobConfig;
  /** Start job workers and schedules (tests may turn them off). */
  runWorkers: boolean;
  /** Bearer token for GET /metrics; unset, the metrics are not served (404). */
  metricsToken?: string | undefined;
  /** On SIGTERM/SIGINT, how long running jobs may take to finish before they go back to the queue (25). */
  shutdownGraceSeconds?: number;
  /**
   * The load balancers in front (addresses, CIDR ranges), whose X-Forwarded-For / -Proto / -Host
   * are believed. Unset: the connection's peer is the client (those headers are ignored).
   */
  trustProxy?: string[] | undefined;
  /**
   * Where a Business Central store's automatic integrations point: the Azure AD token service and
   * the Business Central API. Unset: Microsoft's public addresses (modules/gateway/integrations/business-central.ts).
   */
  gatewayAzureAdUrl?: string | undefined;
  gatewayBusinessCentralUrl?: string | undefined;
  /** The integration gateway's limits (defaults: 30 days of exchanges, 15 s upstream timeout, 10 MB replies). */
  gateway?: {
    logRetentionDays?: number;
    upstreamTimeoutMs?: number;
    maxResponseBytes?: number;
    /** False writes no exchange rows: only for measuring what logging costs (bench/gateway.ts). */
    exchangeLog?: boolean;
    /**
     * True lets integrations call loopback and private network addresses (the demo's simulator,
     * tests' local upstreams, an on-premises upstream). Link-local/metadata addresses stay refused.
     */
    allowPrivateUpstreams?: boolean;
    /** A store's executions (send and execute) running at once; more are answered 429. Default 32. */
    maxConcurrentPerStore?: number;
  };
  /** How the server calls sync agents (modules/sync/engine/agent-client.ts). */
  syncAgents?: {
    /** The whole budget of one agent call, connecting included (default 20 s). */
    timeoutMs?: number;
    /**
     * True lets sources name an agent on loopback or a private network (the demo's agent, tests'
     * agents, an agent reached over a VPN). Link-local/metadata addresses stay refused.
     */
    allowPrivate?: boolean;
  };
  /** Backups' own settings. */
  backups?: {
    /**
     * How long an archive's bytes may stall while it is checked (a backup's archive in storage, a
     * peer's download for a clone) before the read fails (default 30 s).
     */
    readIdleSeconds?: number;
  };
  /** The sync engine's own settings. */
  sync?: {
    /** Days a finished request's chunk blobs are kept in blob storage (default 7). */
    chunkRetentionDays?: number;
    /** Rows per chunk asked of the agent (default 5,000; at most the agent's 50,000). */
    chunkRows?: number;
    /** Tables a full load loads at once (modules/sync/engine/request-load.ts; default 3, 1 embedded). */
    loadPool?: number;
  };
};

export type DemoBusinessCentral = {
  tenantId: string;
  environment: string;
  companyId: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

export class ConfigError extends Error {}

/** Reads the environment; an invalid value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK default chain)',
    );
  }
  const demoValues = [e.DEMO_BC_TENANT_ID, e.DEMO_BC_COMPANY_ID, e.DEMO_BC_CLIENT_ID, e.DEMO_BC_CLIENT_SECRET];
  if (demoValues.some(Boolean) && !demoValues.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_BC_TENANT_ID, DEMO_BC_COMPANY_ID, DEMO_BC_CLIENT_ID and DEMO_BC_CLIENT_SECRET go together (the demo start sets them)',
    );
  }
  const dataCentreDatabases = parseDataCentreDatabases(e.DATA_CENTRE_DATABASES ?? '');
  /** No PostgreSQL anywhere: the control and data planes are the embedded database. */
  const embedded = e.DATABASE_URL === undefined && Object.keys(dataCentreDatabases).length === 0;
  const trustProxy = e.TRUST_PROXY === undefined ? undefined : parseTrustProxy(e.TRUST_PROXY);
  // npm runs workspace scripts inside the package; paths are meant from where the command was typed.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    dataCentreDatabases,
    adminPassword: e.ADMIN_PASSWORD,
    partnerPassword: e.PARTNER_PASSWORD,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshReuseLeeway: e.REFRESH_REUSE_LEEWAY_SECONDS,
    signIn: {
      maxFailuresPerAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAccountAndAddress: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      accountMaxDelaySeconds: e.SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS,
      maxFailuresPerAddress: e.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.SIGN_IN_WINDOW_SECONDS,
    },
    environment: e.ENVIRONMENT,
    demoBusinessCentral:
      e.DEMO_BC_TENANT_ID && e.DEMO_BC_COMPANY_ID && e.DEMO_BC_CLIENT_ID && e.DEMO_BC_CLIENT_SECRET
        ? {
            tenantId: e.DEMO_BC_TENANT_ID,
            environment: e.DEMO_BC_ENVIRONMENT,
            companyId: e.DEMO_BC_COMPANY_ID,
            clientId: e.DEMO_BC_CLIENT_ID,
            clientSecret: e.DEMO_BC_CLIENT_SECRET,
            scope: e.DEMO_BC_SCOPE,
          }
        : undefined,
    webDist: e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    cdnPublicUrl: e.CDN_PUBLIC_URL?.replace(/\/$/, ''),
    webhookPublicUrl: e.WEBHOOK_PUBLIC_URL?.replace(/\/$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: {
      providerUrl: e.SMS_PROVIDER_URL,
      token: e.SMS_PROVIDER_TOKEN,
      limits: {
        perOperator: e.SMS_MAX_PER_OPERATOR_PER_HOUR,
        perNumber: e.SMS_MAX_PER_NUMBER_PER_HOUR,
        perInstallation: e.SMS_MAX_PER_HOUR,
      },
    },
    blobs: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '',
        }
      : { kind: 'directory' },
    runWorkers: true,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    trustProxy,
    gatewayAzureAdUrl: e.GATEWAY_AZURE_AD_URL,
    gatewayBusinessCentralUrl: e.GATEWAY_BUSINESS_CENTRAL_URL,
    gateway: {
      logRetentionDays: e.GATEWAY_LOG_RETENTION_DAYS,
      upstreamTimeoutMs: e.GATEWAY_UPSTREAM_TIMEOUT_SECONDS * 1000,
      exchangeLog: e.GATEWAY_EXCHANGE_LOG === 'on',
      allowPrivateUpstreams: e.GATEWAY_ALLOW_PRIVATE_UPSTREAMS === 'true',
      maxConcurrentPerStore: e.GATEWAY_MAX_CONCURRENT_PER_STORE,
    },
    backups: { readIdleSeconds: e.BACKUP_READ_IDLE_SECONDS },
    syncAgents: {
      timeoutMs: e.SYNC_AGENT_TIMEOUT_SECONDS * 1000,
      allowPrivate: e.SYNC_ALLOW_PRIVATE_AGENTS === 'true',
    },
    sync: {
      chunkRetentionDays: e.SYNC_CHUNK_RETENTION_DAYS,
      // A chunk loads in one transaction, and the embedded database runs it on the server's own
      // thread with every other query queued behind it: 1,000-row chunks there keep the console
      // answering within about a second during a load (5,000 held it up to 6 s, and loaded slower).
      chunkRows: e.SYNC_CHUNK_ROWS ?? (embedded ? 1000 : 5000),
      // The embedded database runs one transaction at a time: tables loaded at once would only queue.
      loadPool: e.SYNC_LOAD_POOL ?? (embedded ? 1 : 3),
    },
  };
}

const databaseName = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * DATA_CENTRE_DATABASES: `name=postgres://…` entries separated by commas or white space, a name
 * being a data centre's dbInstance or dbHost (letters, digits, `.`, `_`, `-`; case ignored). A comma
 * or space inside a URL is written %2C or %20. What is wrong is a ConfigError that never repeats a
 * URL (it may hold a password).
 */
export function parseDataCentreDatabases(text: string): Record<string, string> {
  const invalid = (why: string) => new ConfigError(`Invalid configuration:\n  DATA_CENTRE_DATABASES: ${why}`);
  const mapping: Record<string, string> = {};
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const at = entry.indexOf('=');
    const name = entry.slice(0, Math.max(at, 0)).toLowerCase();
    const url = entry.slice(at + 1);
    if (at <= 0 || !databaseName.test(name)) {
      throw invalid(`entry ${index + 1} must be name=postgres://… where name is a data centre's dbInstance or dbHost`);
    }
    if (!/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url)) {
      throw invalid(`${name} must map to a postgres:// or postgresql:// URL`);
    }
    if (name in mapping) throw invalid(`${name} is mapped twice`);
    mapping[name] = url;
  }
  return mapping;
}

/** proxy-addr's names for private ranges, beside addresses and CIDR ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the load balancers' addresses, CIDR ranges or proxy-addr's range names, separated by
 * commas. Neither "true" (believe any sender) nor a number of hops (Fastify refuses those: a client
 * reaching the server directly could then claim any address and escape the sign-in limits).
 */
function parseTrustProxy(value: string): string[] {
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (proxyRangeNames.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  if (entries.every(valid)) return entries;
  throw new ConfigError(
    'Invalid configuration:\n  TRUST_PROXY: the addresses or CIDR ranges of the load balancers in front, separated by commas (e.g. 10.0.0.0/8)',
  );
}

/** A JWT secret generated once and kept in the data directory, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
