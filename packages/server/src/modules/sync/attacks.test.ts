import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { agentApiPrefix, errorCodes } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPartner, bearer, clientTokenHeaders, postStore, testApp } from '../../../test/helpers.ts';
import { type StandInAgent, type StandInTable, startStandInAgent } from '../../../test/sync-agent.ts';
import type { App } from '../../app.ts';
import { rowsOf } from '../../platform/data-plane.ts';
import { AgentClient } from './engine/agent-client.ts';
import { runSchedulerTick } from './jobs.ts';

/**
 * The sync routes and the agent client as a hostile caller sees them (issue 14 attacker review):
 * another partner's ids, ids and names out of range, oversized and deep bodies, secrets in
 * replies and logs, SSRF through the agent's address, and agents that stall, trickle or lie.
 */

type Headers = { authorization: string } & Record<string, string>;
type Store = { id: number; storeId: string };

const key = 'attack-review-agent-key-0123456789';
const settingsPassword = 'settings-password-never-shown';
const column = (name: string, type: string, primaryKey = false) => ({ name, type, nullable: !primaryKey, primaryKey });
const tables: StandInTable[] = [
  {
    name: 'ITMMASTER',
    columns: [column('ROWID', 'bigint', true), column('ITMREF_0', 'character varying')],
    primaryKey: ['ROWID'],
    rows: [{ ROWID: 1, ITMREF_0: 'BOLT-10' }],
  },
];

/** An HTTP server answering every request with `handle`. */
async function rawServer(
  handle: Parameters<typeof createHttpServer>[1],
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('sync routes under attack', () => {
  let app: App;
  let strict: App;
  let partner: Headers;
  let otherPartner: Headers;
  let strictPartner: Headers;
  let agent: StandInAgent;
  let own: Store;
  let other: Store;
  let strictStore: Store;
  let otherSourceId: number;
  let ownSourceId: number;
  const logLines: string[] = [];
  const budgetMs = 1500;

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: unknown,
    target: App = app,
  ) =>
    target.inject({
      method,
      url: `/api/v1${url}`,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });

  const agentSource = (store: Store, extra: object = {}) => ({
    storeId: store.id,
    sourceType: 'Sage_X3',
    syncType: 'AGENT',
    dbType: 'POSTGRES',
    protocol: 'http',
    hostName: agent.host,
    port: agent.port,
    dbAlias: 'x3',
    dbSchema: 'SEED',
    isActive: true,
    syncVersion: 'SYNC_2',
    ...extra,
  });

  beforeAll(async () => {
    agent = await startStandInAgent({ key, dbId: 'x3', schema: 'SEED', tables });
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await testApp({ syncAgents: { allowPrivate: true, timeoutMs: budgetMs } }, { logStream });
    partner = await bearer(app, 'partner');
    otherPartner = await anotherPartner(app, partner, 'attacker@example.com', 'attacker@example.com');
    own = (await postStore(app, partner, 'Attacked Shop')).json();
    other = (await postStore(app, otherPartner, 'Attacker Shop')).json();
    const ownSource = await inject('POST', '/sync/source', partner, agentSource(own, { agentKey: key }));
    expect(ownSource.statusCode, ownSource.body).toBe(201);
    ownSourceId = ownSource.json().id;
    const otherSource = await inject('POST', '/sync/source', otherPartner, agentSource(other, { agentKey: key }));
    expect(otherSource.statusCode).toBe(201);
    otherSourceId = otherSource.json().id;
    // The default policy: no private agents.
    strict = await testApp({ syncAgents: { allowPrivate: false, timeoutMs: budgetMs } });
    strictPartner = await bearer(strict, 'partner');
    strictStore = (await postStore(strict, strictPartner, 'Strict Shop')).json();
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await strict?.close();
    await agent?.close();
  });

  const expectErrorShape = (response: { statusCode: number; json(): unknown }, status: number) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as { status: number; code: string; message: string };
    expect(body.status).toBe(status);
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    return body;
  };

  describe("another partner's store", () => {
    it('is a 404 through every route, never data', async () => {
      const s = own.id;
      const routes: [Parameters<typeof inject>[0], string, unknown?][] = [
        ['POST', `/sync/${s}/source`, { protocol: 'http', hostName: agent.host, port: agent.port }],
        ['GET', `/sync/source?storeId=${s}`],
        ['POST', '/sync/source', agentSource(own)],
        ['PUT', `/sync/source/${ownSourceId}`, agentSource(other, { id: ownSourceId })],
        ['GET', `/sync/${s}/source`],
        ['GET', `/sync/${s}/source/ITMMASTER`],
        ['POST', `/sync/${s}/source/ITMMASTER/preview`, { filter: null }],
        ['GET', `/sync/${s}/target`],
        ['GET', `/sync/${s}/target/products`],
        ['GET', `/sync/source/${ownSourceId}/schedule`],
        ['PUT', `/sync/source/${ownSourceId}/schedule`, { isActive: false }],
        ['GET', `/sync/${s}/schedule/runs`],
        ['PATCH', `/store-manager/stores/${s}/sync-version`, '"SYNC_2"'],
        ['GET', `/sync/${s}/mapping`],
        ['POST', `/sync/${s}/mapping`, []],
        ['DELETE', `/sync/${s}/mapping/override:1`],
        ['GET', `/sync/${s}/sendMappings`],
        ['GET', `/sync/${s}/filter`],
        ['GET', `/sync/${s}/filter/ITMMASTER`],
        ['POST', `/sync/${s}/filter/ITMMASTER`, { expr: "ITMREF_0 = 'x'" }],
        ['DELETE', `/sync/${s}/filter/ITMMASTER`],
        ['GET', `/sync/${s}/settings`],
        ['PUT', `/sync/${s}/settings`, {}],
      ];
      for (const [method, url, body] of routes) {
        const response = await inject(method, url, otherPartner, body === undefined ? undefined : body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body, `${method} ${url}`).not.toContain('BOLT');
        expect(response.body).not.toContain('Attacked Shop');
      }
      // A POST naming another partner's store in its body is that store's: 404 too.
      const body = await inject('GET', `/sync/source/${otherSourceId}/schedule`, partner);
      expect(body.statusCode).toBe(404);
    });

    it("a store's client token reaches neither another store nor, through x-xm-store, another one's data", async () => {
      const token = await clientTokenHeaders(app, partner, own, ['sync:manage']);
      for (const url of [
        `/sync/${other.id}/source`,
        `/sync/${other.id}/mapping`,
        `/sync/source/${otherSourceId}/schedule`,
      ]) {
        const response = await inject('GET', url, token);
        expect([403, 404], url).toContain(response.statusCode);
      }
      const created = await inject('POST', '/sync/source', token, agentSource(other));
      expect([403, 404]).toContain(created.statusCode);
      const moved = await inject(
        'PUT',
        `/sync/source/${otherSourceId}`,
        token,
        agentSource(other, { id: otherSourceId }),
      );
      expect([403, 404]).toContain(moved.statusCode);
      const lying = await inject('GET', `/sync/${own.id}/settings`, { ...token, 'x-xm-store': other.storeId });
      expect([400, 403, 404]).toContain(lying.statusCode);
      const operatorNamingOther = await inject('GET', `/sync/${own.id}/settings`, {
        ...partner,
        'x-xm-store': other.storeId,
      });
      expect([400, 403, 404]).toContain(operatorNamingOther.statusCode);
      expect(operatorNamingOther.body).not.toContain('Attacker Shop');
      const withoutScope = await clientTokenHeaders(app, partner, own, ['store:read']);
      expect(
        (await inject('PATCH', `/store-manager/stores/${own.id}/sync-version`, withoutScope, '"SYNC_1"')).statusCode,
      ).toBe(403);
    });
  });

  describe('ids, names and bodies out of range', () => {
    it('answers 400 for ids out of int4, negative or not numeric, in the one error shape', async () => {
      for (const id of ['2147483648', '-1', '0', 'abc', '1e3', '1.5', '%00']) {
        for (const url of [`/sync/${id}/source`, `/sync/source/${id}/schedule`, `/sync/${id}/mapping`]) {
          const response = await inject('GET', url, partner);
          expect([400, 404], `${url}`).toContain(response.statusCode);
          expectErrorShape(response, response.statusCode);
        }
      }
      const mapping = await inject('DELETE', `/sync/${own.id}/mapping/override:99999999999`, partner);
      expectErrorShape(mapping, 404);
      const nul = await inject('DELETE', `/sync/${own.id}/mapping/override:1%00`, partner);
      expect([400, 404]).toContain(nul.statusCode);
    });

    it("takes table names up to the contract's 128 characters, also when percent-encoding makes them longer", async () => {
      for (const table of ['T'.repeat(128), 'Ö'.repeat(128)]) {
        const url = `/sync/${own.id}/source/${encodeURIComponent(table)}`;
        const response = await inject('GET', url, partner);
        // The stand-in agent has no such table: its 404 names it (a route the server does not match says otherwise).
        expect(response.statusCode, table.slice(0, 3)).toBe(404);
        expect(response.json().message).toContain('Unknown table');
        const filter = await inject('GET', `/sync/${own.id}/filter/${encodeURIComponent(table)}`, partner);
        expect(filter.statusCode).toBe(404);
        expect(filter.json().message).not.toMatch(/^Route /);
      }
      expectErrorShape(await inject('GET', `/sync/${own.id}/source/${'T'.repeat(129)}`, partner), 400);
    });

    it('refuses NUL and control characters in table names, expressions, mapping fields and settings', async () => {
      for (const table of ['ITM%00MASTER', 'ITM%0AMASTER', 'ITM%1BMASTER']) {
        expectErrorShape(await inject('GET', `/sync/${own.id}/source/${table}`, partner), 400);
        expectErrorShape(await inject('GET', `/sync/${own.id}/filter/${table}`, partner), 400);
        expectErrorShape(await inject('POST', `/sync/${own.id}/source/${table}/preview`, partner, {}), 400);
      }
      expectErrorShape(await inject('POST', '/sync/filter/tree', partner, { expr: "ITMREF_0 = 'a\u0000b'" }), 400);
      expectErrorShape(
        await inject('POST', `/sync/${own.id}/filter/ITMMASTER`, partner, { expr: "ITMREF_0 = 'a\u0000'" }),
        400,
      );
      const mapping = {
        sourceTable: 'ITM\u0000MASTER',
        sourceColumn: 'ITMREF_0',
        targetTable: 'products',
        targetColumn: 'sku',
      };
      expectErrorShape(await inject('POST', `/sync/${own.id}/mapping`, partner, [mapping]), 400);
      const settings = await inject('PUT', `/sync/${own.id}/settings`, partner, {
        erpConnection: { host: 'erp.example.com\u0000', username: 'u\u0000' },
      });
      expectErrorShape(settings, 400);
      const hostName = await inject('POST', `/sync/${own.id}/source`, partner, {
        protocol: 'http',
        hostName: `${agent.host}\u0000`,
        port: agent.port,
      });
      expectErrorShape(hostName, 400);
    });

    it('refuses huge bodies, deep filter trees and 10,000-term IN lists without a 500', async () => {
      const huge = await inject('PUT', `/sync/${own.id}/settings`, partner, {
        erpConnection: { username: 'x'.repeat(5_000_000) },
      });
      expect([400, 413]).toContain(huge.statusCode);
      expectErrorShape(huge, huge.statusCode);

      // Written as text: JSON.stringify itself would overflow the stack on such a tree.
      const depth = 50_000;
      const deep = `${'{"not":'.repeat(depth)}{"column":"ITMREF_0","op":"=","value":"x"}${'}'.repeat(depth)}`;
      const deepPreview = await inject(
        'POST',
        `/sync/${own.id}/source/ITMMASTER/preview`,
        partner,
        `{"filter":${deep}}`,
      );
      expectErrorShape(deepPreview, 400);
      expectErrorShape(await inject('POST', '/sync/filter/expr', partner, `{"tree":${deep}}`), 400);
      expectErrorShape(
        await inject('POST', `/sync/${own.id}/filter/ITMMASTER`, partner, `{"expr":"ITMREF_0 = 'x'","tree":${deep}}`),
        400,
      );
      const wide = `{"and":[${Array.from({ length: 20_000 }, () => '{"column":"ITMREF_0","op":"IS NULL"}').join(',')}]}`;
      expectErrorShape(await inject('POST', '/sync/filter/expr', partner, `{"tree":${wide}}`), 400);

      const deepExpr = `${'NOT ('.repeat(20_000)}ITMREF_0 = 'x'${')'.repeat(20_000)}`;
      expectErrorShape(await inject('POST', '/sync/filter/tree', partner, { expr: deepExpr }), 400);
      const parens = `${'('.repeat(100_000)}ITMREF_0 = 'x'${')'.repeat(100_000)}`;
      expectErrorShape(await inject('POST', '/sync/filter/tree', partner, { expr: parens }), 400);

      const values = Array.from({ length: 10_000 }, (_, i) => `'v${i}'`).join(', ');
      const inList = await inject('POST', `/sync/${own.id}/filter/ITMMASTER`, partner, {
        expr: `ITMREF_0 IN (${values})`,
      });
      expectErrorShape(inList, 400);
      const inTree = { column: 'ITMREF_0', op: 'IN', values: Array.from({ length: 10_000 }, (_, i) => `v${i}`) };
      expectErrorShape(
        await inject('POST', `/sync/${own.id}/source/ITMMASTER/preview`, partner, { filter: inTree }),
        400,
      );
    });

    it('takes only a version name as the version PATCH body', async () => {
      const url = `/store-manager/stores/${own.id}/sync-version`;
      for (const body of ['"SYNC_3"', '1', 'null', '{}', '[]', '"sync_2"', '"SYNC_2\\u0000"', '{"version":"SYNC_2"}']) {
        const response = await inject('PATCH', url, partner, body);
        expectErrorShape(response, 400);
      }
      const empty = await app.inject({
        method: 'PATCH',
        url: `/api/v1${url}`,
        headers: { ...partner, 'content-type': 'application/json' },
      });
      expectErrorShape(empty, 400);
      const text = await app.inject({
        method: 'PATCH',
        url: `/api/v1${url}`,
        headers: { ...partner, 'content-type': 'text/plain' },
        payload: 'SYNC_2',
      });
      expect([400, 415]).toContain(text.statusCode);
      expectErrorShape(text, text.statusCode);
      const ok = await inject('PATCH', url, partner, '"SYNC_2"');
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('secrets', () => {
    it('never answers or logs the agent key or a settings password', async () => {
      const saved = await inject('PUT', `/sync/${own.id}/settings`, partner, {
        erpConnection: { host: 'erp.example.com', username: 'erp', password: settingsPassword },
      });
      expect(saved.statusCode).toBe(200);
      const replies = [
        saved,
        await inject('GET', `/sync/${own.id}/settings`, partner),
        await inject('GET', `/sync/source?storeId=${own.id}`, partner),
        await inject(
          'PUT',
          `/sync/source/${ownSourceId}`,
          partner,
          agentSource(own, { id: ownSourceId, agentKey: key }),
        ),
        // A probe with a wrong key, with the key, against a port that is not the agent's.
        await inject('POST', `/sync/${own.id}/source`, partner, {
          protocol: 'http',
          hostName: agent.host,
          port: agent.port,
          agentKey: `${key}-wrong`,
        }),
        await inject('POST', `/sync/${own.id}/source`, partner, {
          protocol: 'https',
          hostName: agent.host,
          port: agent.port,
          agentKey: key,
        }),
        // Bad bodies holding the key: the validation message must not echo it.
        await inject('POST', `/sync/${own.id}/source`, partner, {
          protocol: 'http',
          hostName: agent.host,
          port: 0,
          agentKey: key,
        }),
        await inject('PUT', `/sync/source/${ownSourceId}`, partner, {
          ...agentSource(own),
          agentKey: 12345,
          note: key,
        }),
      ];
      for (const reply of replies) {
        expect(reply.body).not.toContain(key);
        expect(reply.body).not.toContain(settingsPassword);
      }
      const log = logLines.join('');
      expect(log.length).toBeGreaterThan(0);
      expect(log).not.toContain(key);
      expect(log).not.toContain(settingsPassword);
    });

    it('refuses a key with control characters (it travels as a header) without echoing it', async () => {
      for (const agentKey of [`${key}\r\nx-injected: 1`, `${key}\n`, `${key}\u0007`]) {
        const probe = await inject('POST', `/sync/${own.id}/source`, partner, {
          protocol: 'http',
          hostName: agent.host,
          port: agent.port,
          agentKey,
        });
        expect(expectErrorShape(probe, 400).message).toContain('control characters');
        expect(probe.body).not.toContain(key);
        const saved = await inject(
          'PUT',
          `/sync/source/${ownSourceId}`,
          partner,
          agentSource(own, { id: ownSourceId, agentKey }),
        );
        expectErrorShape(saved, 400);
        expect(saved.body).not.toContain(key);
      }
      expect(agent.seen.some((seen) => 'x-injected' in seen.headers)).toBe(false);
    });

    it('never sends a saved key to another protocol, host or port', async () => {
      const before = agent.seen.length;
      const elsewhere = await startStandInAgent({ key, dbId: 'x3', schema: 'SEED', tables });
      try {
        // The saved source is at agent.host:agent.port with the key.
        for (const address of [
          { protocol: 'http', hostName: elsewhere.host, port: elsewhere.port },
          { protocol: 'http', hostName: 'localhost', port: elsewhere.port },
        ]) {
          const probe = await inject('POST', `/sync/${own.id}/source`, partner, address);
          expectErrorShape(probe, 502);
        }
        // A save moving the address without a new key forgets the key.
        const moved = await inject('PUT', `/sync/source/${ownSourceId}`, partner, {
          ...agentSource(own, { id: ownSourceId }),
          port: elsewhere.port,
        });
        expect(moved.json().agentKeySet).toBe(false);
        await inject('GET', `/sync/${own.id}/source`, partner);
        for (const seen of elsewhere.seen) expect(seen.headers.authorization).toBeUndefined();
        expect(elsewhere.seen.length).toBeGreaterThan(0);
      } finally {
        await elsewhere.close();
        await inject(
          'PUT',
          `/sync/source/${ownSourceId}`,
          partner,
          agentSource(own, { id: ownSourceId, agentKey: key }),
        );
      }
      expect(agent.seen.length).toBeGreaterThanOrEqual(before);
    });
  });

  describe('SSRF through the agent address', () => {
    const probe = (hostName: unknown, port: unknown = 80, protocol: unknown = 'http') =>
      inject('POST', `/sync/${strictStore.id}/source`, strictPartner, { protocol, hostName, port }, strict);

    it('refuses loopback, private, link-local and metadata addresses by default, also behind a name', async () => {
      for (const hostName of [
        '127.0.0.1',
        'localhost',
        'LOCALHOST.',
        '2130706433',
        '0x7f000001',
        '127.1',
        '0.0.0.0',
        '10.0.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '[::1]',
        '[::ffff:127.0.0.1]',
        '[::ffff:169.254.169.254]',
        '[fd00:ec2::254]',
        '[::]',
      ]) {
        const response = await probe(hostName, 7070);
        const body = expectErrorShape(response, response.statusCode);
        expect([400, 502], hostName).toContain(response.statusCode);
        if (response.statusCode === 502) {
          expect(body.code, hostName).toBe(errorCodes.agentUnreachable);
          expect(body.message, hostName).toMatch(/is refused|not found/);
        }
      }
    });

    it('refuses host names with schemes, paths, userinfo or spaces, and ports 0 and 65536', async () => {
      for (const hostName of [
        'http://example.com',
        'example.com/x',
        'user:pass@example.com',
        'a b',
        'example.com:80',
        '',
        ' ',
      ]) {
        expectErrorShape(await probe(hostName), 400);
      }
      for (const port of [0, 65536, -1, 1.5, '80', null]) expectErrorShape(await probe('example.com', port), 400);
      expectErrorShape(await probe('example.com', 443, 'file'), 400);
      expectErrorShape(await probe('example.com', 443, 'ftp'), 400);
    });

    it('does not follow a redirect', async () => {
      let hits = 0;
      const target = await rawServer((_request, response) => {
        hits++;
        response.end(JSON.stringify({ databases: [{ id: 'stolen', type: 'postgres' }] }));
      });
      const redirecting = await rawServer((_request, response) => {
        response.writeHead(302, { location: `http://127.0.0.1:${target.port}${agentApiPrefix}/databases` });
        response.end();
      });
      try {
        const response = await inject('POST', `/sync/${own.id}/source`, partner, {
          protocol: 'http',
          hostName: '127.0.0.1',
          port: redirecting.port,
          agentKey: key,
        });
        expect(expectErrorShape(response, 502).code).toBe(errorCodes.agentError);
        expect(hits).toBe(0);
      } finally {
        await target.close();
        await redirecting.close();
      }
    });
  });

  describe('a slow, huge or lying agent', () => {
    const probeAt = (port: number) =>
      inject('POST', `/sync/${own.id}/source`, partner, {
        protocol: 'http',
        hostName: '127.0.0.1',
        port,
        agentKey: key,
      });

    it('bounds a trickling reply by the one budget (504)', async () => {
      const timers = new Set<NodeJS.Timeout>();
      const trickle = await rawServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"databases": [');
        const timer = setInterval(() => response.write(' '), 100);
        timers.add(timer);
        response.on('close', () => clearInterval(timer));
      });
      try {
        const started = Date.now();
        const response = await probeAt(trickle.port);
        expect(expectErrorShape(response, 504).code).toBe(errorCodes.agentTimeout);
        expect(Date.now() - started).toBeLessThan(budgetMs * 4);
      } finally {
        for (const timer of timers) clearInterval(timer);
        await trickle.close();
      }
    });

    it('refuses a reply over the size cap without holding it all (502)', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const huge = await rawServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        let sent = 0;
        const write = () => {
          while (sent < 64) {
            sent++;
            if (!response.write(chunk)) {
              response.once('drain', write);
              return;
            }
          }
          response.end();
        };
        response.on('error', () => {});
        write();
      });
      try {
        const response = await probeAt(huge.port);
        const body = expectErrorShape(response, 502);
        expect(body.code).toBe(errorCodes.agentError);
        expect(body.message).toContain('16 MB');
      } finally {
        await huge.close();
      }
    });

    it('answers malformed JSON, wrong shapes and odd statuses with 502 in the one error shape', async () => {
      const replies: [number, string][] = [
        [200, '{"databases": ['],
        [200, '{"databases": "x3"}'],
        [200, 'null'],
        [200, ''],
        [500, '<html>oops</html>'],
        [500, JSON.stringify({ status: 500, code: 'x', message: 'x'.repeat(100_000) })],
        [204, ''],
        [101, ''],
      ];
      for (const [status, text] of replies) {
        const server = await rawServer((_request, response) => {
          response.writeHead(status === 101 ? 200 : status, { 'content-type': 'application/json' });
          response.end(text);
        });
        try {
          const response = await probeAt(server.port);
          const body = expectErrorShape(response, 502);
          expect(body.message.length, `${status} ${text.slice(0, 20)}`).toBeLessThan(2_000);
        } finally {
          await server.close();
        }
      }
    });

    it('never shows the key an agent echoes in its error message, and bounds that message', async () => {
      for (const status of [400, 404, 500]) {
        const echo = await rawServer((request, response) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          const message = `you sent ${request.headers.authorization}\u0000\n${'y'.repeat(10_000)}`;
          response.end(JSON.stringify({ status, code: 'x', message }));
        });
        try {
          const response = await probeAt(echo.port);
          expect(response.statusCode).toBe(status === 500 ? 502 : status);
          expect(response.body).not.toContain(key);
          const body = expectErrorShape(response, response.statusCode);
          expect(body.message).toContain('you sent Bearer [redacted]');
          expect([...body.message].some((c) => c.charCodeAt(0) < 32)).toBe(false);
          expect(body.message.length).toBeLessThan(700);
        } finally {
          await echo.close();
        }
      }
    });

    it('calls an agent with a key only over the address it was given (client unit)', async () => {
      const client = new AgentClient({ protocol: 'http', hostName: 'user@127.0.0.1', port: 80 }, key, {
        timeoutMs: budgetMs,
        allowPrivate: false,
      });
      await expect(client.databases()).rejects.toMatchObject({ status: 502 });
    });
  });
  describe('a closed store', () => {
    it('records no scheduled run once deleted, moves its schedule on, and refuses its client token', async () => {
      const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
      const schedule = { isActive: true, days: everyDay, startHour: 0, endHour: 23, frequency: 'ONE_MIN', tables: [] };
      expect(
        (await inject('PATCH', `/store-manager/stores/${other.id}/sync-version`, otherPartner, '"SYNC_2"')).statusCode,
      ).toBe(200);
      expect((await inject('PUT', `/sync/source/${otherSourceId}/schedule`, otherPartner, schedule)).statusCode).toBe(
        200,
      );
      const token = await clientTokenHeaders(app, otherPartner, other, ['sync:manage']);
      expect((await inject('GET', `/sync/${other.id}/settings`, token)).statusCode).toBe(200);
      const now = new Date(Date.now() + 60 * 60_000);
      await app.ctx.db.execute(
        sql`UPDATE sync_schedules SET next_due_at = ${new Date(now.getTime() - 30_000).toISOString()}::timestamptz WHERE source_id = ${otherSourceId}`,
      );
      await app.ctx.db.execute(sql`UPDATE stores SET status_type = 'DELETED' WHERE id = ${other.id}`);
      const result = await runSchedulerTick(app.ctx, now);
      expect(result.recorded).toBe(0);
      const runs = rowsOf(
        await app.ctx.db.execute(sql`SELECT id FROM sync_scheduled_runs WHERE source_id = ${otherSourceId}`),
      );
      expect(runs).toEqual([]);
      const [moved] = rowsOf(
        await app.ctx.db.execute(sql`SELECT next_due_at FROM sync_schedules WHERE source_id = ${otherSourceId}`),
      ) as { next_due_at: Date | string }[];
      expect(new Date(String(moved?.next_due_at)).getTime()).toBeGreaterThan(now.getTime());
      expect((await runSchedulerTick(app.ctx, now)).due).toBe(0);
      // Its client token and its partner reach nothing of it any more.
      expect((await inject('GET', `/sync/${other.id}/settings`, token)).statusCode).toBe(403);
      expect((await inject('GET', `/sync/${other.id}/mapping`, otherPartner)).statusCode).toBe(404);
      await app.ctx.db.execute(sql`UPDATE stores SET status_type = 'DEACTIVATED' WHERE id = ${other.id}`);
      expect((await inject('GET', `/sync/${other.id}/settings`, token)).statusCode).toBe(403);
    });
  });
});
