import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCodes } from '@store-console/contract';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { loadConfig } from '../../../config.ts';
import { AppError } from '../../../platform/errors.ts';
import { redactSecrets } from '../../../platform/logging.ts';
import { AgentClient, type AgentClientOptions, agentClientOptions } from './agent-client.ts';

const options: AgentClientOptions = { timeoutMs: 2000, allowPrivate: true };

async function failureOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** The agent client's failures, as an operator reads them. */
describe('agent client', () => {
  let secure: Upstream;
  let odd: Upstream;

  beforeAll(async () => {
    const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    secure = await startUpstream((_seen, response) => json(response, 200, { databases: [] }), {
      key: certificate.private,
      cert: certificate.cert,
    });
    odd = await startUpstream((seen, response) =>
      seen.url.endsWith('/databases') ? json(response, 200, { tables: 'no' }) : json(response, 500, { oops: true }),
    );
  });
  afterAll(async () => {
    await secure?.close();
    await odd?.close();
  });

  const at = (url: string, protocol: 'http' | 'https' = 'http') => {
    const parsed = new URL(url);
    return { protocol, hostName: parsed.hostname, port: Number(parsed.port) };
  };

  it('refuses a loopback agent unless private agents are allowed, and a metadata address always', async () => {
    const closed = new AgentClient(at(odd.url), 'key', { ...options, allowPrivate: false });
    const refused = await failureOf(closed.databases());
    expect(refused).toMatchObject({ status: 502, code: errorCodes.agentUnreachable });
    expect(refused.message).toBe(
      `The agent at ${odd.url} is refused: it is a loopback or private network address (SYNC_ALLOW_PRIVATE_AGENTS is not set)`,
    );
    const localhost = new AgentClient({ protocol: 'http', hostName: 'localhost', port: 1 }, 'key', {
      ...options,
      allowPrivate: false,
    });
    expect((await failureOf(localhost.databases())).message).toContain('SYNC_ALLOW_PRIVATE_AGENTS is not set');
    const metadata = new AgentClient({ protocol: 'http', hostName: '169.254.169.254', port: 80 }, 'key', options);
    expect((await failureOf(metadata.databases())).message).toContain('link-local');
    expect(odd.seen).toHaveLength(0);
  });

  it('names a TLS failure, an unknown host, and an answer that is not the agent API', async () => {
    const untrusted = new AgentClient(at(secure.url, 'https'), 'key', options);
    const tls = await failureOf(untrusted.databases());
    expect(tls).toMatchObject({ status: 502, code: errorCodes.agentUnreachable });
    expect(tls.message).toBe(`The agent at ${secure.url} could not be reached over TLS: self-signed certificate`);
    const plain = new AgentClient(at(odd.url, 'https'), 'key', options);
    expect((await failureOf(plain.databases())).message).toContain('over TLS');
    const nowhere = new AgentClient({ protocol: 'https', hostName: 'agent.invalid', port: 8443 }, 'key', options);
    expect(await failureOf(nowhere.databases())).toMatchObject({
      code: errorCodes.agentUnreachable,
      message: 'The agent at https://agent.invalid:8443 was not found (unknown host name)',
    });
    const wrong = new AgentClient(at(odd.url), 'key', options);
    expect(await failureOf(wrong.databases())).toMatchObject({ status: 502, code: errorCodes.agentError });
    expect(await failureOf(wrong.schemas('x3'))).toMatchObject({
      status: 502,
      code: errorCodes.agentError,
      message: 'The agent answered 500',
    });
  });

  it('takes its budget and address policy from SYNC_AGENT_TIMEOUT_SECONDS and SYNC_ALLOW_PRIVATE_AGENTS', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'sc-agent-config-')), JWT_SECRET: 'x'.repeat(32) };
    expect(agentClientOptions(loadConfig(env))).toEqual({ timeoutMs: 20_000, allowPrivate: false });
    const set = loadConfig({ ...env, SYNC_AGENT_TIMEOUT_SECONDS: '5', SYNC_ALLOW_PRIVATE_AGENTS: 'true' });
    expect(agentClientOptions(set)).toEqual({ timeoutMs: 5000, allowPrivate: true });
    expect(() => loadConfig({ ...env, SYNC_AGENT_TIMEOUT_SECONDS: '0' })).toThrow(/SYNC_AGENT_TIMEOUT_SECONDS/);
  });

  it('keeps agent keys out of log lines', () => {
    expect(redactSecrets({ body: { agentKey: 'k1', source: { agent_key: 'k2' } } })).toEqual({
      body: { agentKey: '[redacted]', source: { agent_key: '[redacted]' } },
    });
  });
});
