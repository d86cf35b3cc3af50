import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { type PostgresTarget, pglitePostgres } from '../test/targets.ts';
import { x3Schema } from '../test/x3-fixture.ts';
import { runCli } from './cli.ts';
import { AgentConfigError, loadAgentConfig, parseAgentConfig } from './config.ts';

const key = 'cli-key-0123456789abcdef';
const secret = 'very-secret-password';

function capture() {
  const lines: string[] = [];
  return { lines, output: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) } };
}

function writeConfig(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'agent-cli-')), 'agent.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('agent configuration', () => {
  it('names each bad field and never prints a password or the key', () => {
    const bad = {
      listen: { port: 'x' },
      key: 'short',
      databases: { x3: { type: 'db2', host: 'h', database: 'd', user: 'u', password: secret }, y: { password: 42 } },
    };
    let message = '';
    try {
      parseAgentConfig(bad);
    } catch (error) {
      expect(error).toBeInstanceOf(AgentConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('listen.port:');
    expect(message).toContain('key: The key must have at least 16 characters');
    expect(message).toContain('databases.x3.type:');
    expect(message).toContain('databases.y.host:');
    expect(message).toContain('databases.y.password:');
    expect(message).not.toContain(secret);
    expect(message).not.toContain('short');
  });

  it('reads a file, with the listen address and key overridden by the environment', () => {
    const file = writeConfig({ key: 'k'.repeat(16), databases: {} });
    const config = loadAgentConfig(file, { AGENT_PORT: '8123', AGENT_HOST: '0.0.0.0', AGENT_KEY: key });
    expect(config.listen).toEqual({ host: '0.0.0.0', port: 8123 });
    expect(config.key).toBe(key);
    expect(loadAgentConfig(undefined, { AGENT_CONFIG: file }).listen).toEqual({ host: '127.0.0.1', port: 7070 });
    expect(() => loadAgentConfig(undefined, {})).toThrow('No configuration: pass --config <file> or set AGENT_CONFIG');
    expect(() => loadAgentConfig(writeConfig('{nope'), {})).toThrow(/is not JSON/);
  });
});

describe('agent command line', () => {
  let target: PostgresTarget;
  let file: string;

  beforeAll(async () => {
    target = await pglitePostgres();
    file = writeConfig({
      listen: { host: '127.0.0.1', port: 0 },
      key,
      databases: { x3: { ...target.database, password: secret } },
    });
  }, 60_000);

  afterAll(async () => {
    await target?.drop();
  });

  it('starts the agent (default command) and stops it', async () => {
    const { lines, output } = capture();
    const result = await runCli(['--config', file], output, {});
    expect(result.code).toBe(0);
    const url = lines[0]?.match(/^Agent listening on (http:\/\/127\.0\.0\.1:\d+) \(databases: x3\)$/)?.[1];
    expect(url).toBeDefined();
    expect((await call(url ?? '', key, 'GET', '/databases')).body).toEqual({
      databases: [{ id: 'x3', type: 'postgres' }],
    });
    await result.stop?.();
    await expect(call(url ?? '', key, 'GET', '/databases')).rejects.toThrow();
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain(key);
  });

  it('installs and removes change capture on named tables', async () => {
    const { lines, output } = capture();
    const args = ['--config', file, '--database', 'x3', '--schema', x3Schema, '--tables', 'ITMMASTER,SORDERQ'];
    expect((await runCli(['install-change-capture', ...args], output, {})).code).toBe(0);
    expect((await runCli(['uninstall-change-capture', ...args], output, {})).code).toBe(0);
    expect(lines).toEqual([
      `Change capture installed on x3: ${x3Schema}.ITMMASTER, ${x3Schema}.SORDERQ`,
      `Change capture removed from x3: ${x3Schema}.ITMMASTER, ${x3Schema}.SORDERQ`,
    ]);
  });

  it('says what is missing or wrong', async () => {
    const { lines, output } = capture();
    expect((await runCli(['install-change-capture', '--config', file], output, {})).code).toBe(2);
    expect(lines[0]).toMatch(/^install-change-capture needs --database <id> and --schema <schema>/);
    expect(
      (await runCli(['install-change-capture', '--config', file, '--database', 'nope', '--schema', 'S'], output, {}))
        .code,
    ).toBe(1);
    expect(lines[1]).toBe("Unknown database id 'nope' (configured: x3)");
    expect((await runCli(['launch'], output, {})).code).toBe(2);
    expect(lines[2]).toMatch(/^Unknown command: launch/);
  });
});

describe('agent process', () => {
  it('stops gracefully on SIGTERM', async () => {
    const { spawn } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'agent-proc-'));
    const file = join(dir, 'agent.json');
    writeFileSync(file, JSON.stringify({ listen: { host: '127.0.0.1', port: 0 }, key, databases: {} }));
    const main = new URL('./main.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', main, 'start', '--config', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const found = output.match(/Agent listening on (\S+)/)?.[1];
        if (found) resolve(found);
      });
      child.on('exit', () => reject(new Error(`The agent ended before listening: ${output}`)));
    });
    expect((await call(url, key, 'GET', '/databases')).body).toEqual({ databases: [] });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Agent stopping (SIGTERM)');
  }, 30_000);
});
