import { Writable } from 'node:stream';
import { errorResponseSchema } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { json, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { bearer, clientTokenHeaders, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { transformLimits } from './index.ts';
import { poolLimits, transformShareUsage } from './pool.ts';

type Headers = { authorization: string } & Record<string, string>;
type Store = { id: number; storeId: string };
type Step = { type: string; value: string; inputContentType: string; outputContentType: string; description: string };

const step = (type: string, value: string, input = 'application/json', output = 'application/json'): Step => ({
  type,
  value,
  inputContentType: input,
  outputContentType: output,
  description: '',
});
const xsl = (body: string) =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">${body}</xsl:stylesheet>`;
/** Runs until its 5 s deadline. */
const xsltLoop = step(
  'XSLT',
  xsl(
    '<xsl:template match="/"><x><xsl:iterate select="1 to 2000000000"><xsl:next-iteration/></xsl:iterate></x></xsl:template>',
  ),
  'text/xml',
  'text/xml',
);
/** Thymeleaf's `${…}` written without a string that looks like a forgotten template literal. */
const dollar = '$';
const megabyte = 'x'.repeat(900_000);
const bigJson = JSON.stringify({ a: megabyte });
const bigXml = `<a>${megabyte}</a>`;

function deadlineOf(transform: Step): number {
  if (transform.type === 'JAVASCRIPT') return transformLimits.javascriptDeadlineMs + transformLimits.javascriptGraceMs;
  if (transform.type === 'XSLT') return transformLimits.xsltMs;
  if (transform.type === 'THYMELEAF' && transform.value.startsWith('<')) return transformLimits.thymeleafMs;
  return transformLimits.templateMs;
}

/**
 * The gateway as a data plane no store can freeze or starve (issue 31): every transform type runs
 * off the request thread with a deadline and an output cap, each store has its own bounded share
 * of the transform workers, what a transform writes reaches the log only as data, and a caller's
 * value cannot climb out of the configured path. `/healthz` is timed while each attack runs.
 */
describe('transforms under attack', () => {
  let app: App;
  let partner: Headers;
  let admin: Headers;
  let upstream: Upstream;
  let hostile: Store;
  let light: Store;
  let hostileToken: Record<string, string>;
  let lightToken: Record<string, string>;
  const logLines: string[] = [];

  /** An operation of the Echo interface whose request goes through `transforms`. */
  const operation = (name: string, transforms: Step[], path = 'echo') =>
    api(app, admin).post(
      `/gateway/interfaces/Test/Echo/1/HTTP/${name}`,
      { parse: (v) => v },
      { body: { settings: {}, definition: { request: { method: 'POST', path, transforms } } } },
    );
  const execute = (store: Store, token: Record<string, string>, name: string, body: string, type: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${store.id}/Echo/${name}`,
      headers: { ...token, 'content-type': type },
      payload: body,
    });

  /** `/healthz` timed over and over while `attack` runs: the slowest probe, in milliseconds. */
  async function slowestHealthz<T>(attack: Promise<T>): Promise<{ result: T; slowest: number; probes: number }> {
    let done = false;
    const settled = attack.finally(() => {
      done = true;
    });
    const times: number[] = [];
    while (!done || times.length < 5) {
      const started = performance.now();
      const reply = await app.inject({ method: 'GET', url: '/healthz' });
      times.push(performance.now() - started);
      expect(reply.statusCode).toBe(200);
      // Paces the probes (a few dozen a second); the test waits on the attack itself, not on time.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { result: await settled, slowest: Math.max(...times), probes: times.length };
  }

  beforeAll(async () => {
    upstream = await startUpstream((seen, response) => json(response, 200, { path: seen.url }));
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await testApp(
      { logLevel: 'info', gateway: { allowPrivateUpstreams: true, maxConcurrentPerStore: 2 } },
      { logStream },
    );
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    hostile = (await postStore(app, partner, 'Hostile Shop')).json();
    light = (await postStore(app, partner, 'Light Shop')).json();
    await operation('echo', []);
    for (const store of [hostile, light]) {
      await api(app, partner).post(
        `/gateway/integrations/${store.id}/Echo`,
        { parse: (v) => v },
        {
          body: {
            storeId: store.id,
            integration: 'Echo',
            provider: 'Test',
            product: 'Echo',
            version: '1',
            interface: 'HTTP',
            connection: { uri: upstream.url, authType: 'NONE' },
            settings: { base: 'base' },
          },
        },
      );
    }
    hostileToken = await clientTokenHeaders(app, partner, hostile, ['gateway:execute']);
    lightToken = await clientTokenHeaders(app, partner, light, ['gateway:execute']);
    // The first transform starts the worker pool (threads spawned once per process): not an attack.
    // While the new threads load their engines a 100 ms script can miss its deadline: tried again.
    await operation('light', [step('JAVASCRIPT', '({ sum: 1 + 1 })')]);
    let warm = 0;
    for (let attempt = 0; attempt < 5 && warm !== 200; attempt += 1) {
      warm = (await execute(light, lightToken, 'light', '{}', 'application/json')).statusCode;
    }
    expect(warm).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('stops each transform type at its output cap or deadline: 422 in the one shape, /healthz under 100 ms', async () => {
    const copies = (item: string) => item.repeat(200);
    const joltTargets = Array.from({ length: 3000 }, (_, i) => `o${i}`);
    const cases: [string, Step, string, string, RegExp][] = [
      ['hbs', step('HANDLEBARS', copies('{{a}}')), bigJson, 'application/json', /wrote more than 16 MB/],
      [
        'thtext',
        step('THYMELEAF', copies(`[(${dollar}{a})]`), 'application/json', 'text/plain'),
        bigJson,
        'application/json',
        /wrote more than 16 MB/,
      ],
      [
        'jolt',
        step('JOLT', JSON.stringify([{ operation: 'shift', spec: { a: joltTargets } }])),
        bigJson,
        'application/json',
        /larger than 16 MB/,
      ],
      [
        'xslt',
        step(
          'XSLT',
          xsl(
            '<xsl:template match="/"><r><xsl:variable name="s" select="string(a)"/><xsl:for-each select="1 to 200"><xsl:value-of select="$s"/></xsl:for-each></r></xsl:template>',
          ),
          'text/xml',
          'text/xml',
        ),
        bigXml,
        'text/xml',
        /larger than 16 MB/,
      ],
      [
        'thmarkup',
        step('THYMELEAF', `<div>${copies(`<p th:text="${dollar}{a}"></p>`)}</div>`, 'application/json', 'text/plain'),
        bigJson,
        'application/json',
        /larger than 16 MB|ran longer than|out of memory/,
      ],
      [
        'jsbig',
        step('JAVASCRIPT', "let s = 'x'; for (let i = 0; i < 28; i++) s = s + s; return s;"),
        '{}',
        'application/json',
        /larger than 16 MB \(268435456 characters\)/,
      ],
      ['jsloop', step('JAVASCRIPT', 'while (true) {}'), '{}', 'application/json', /ran longer than 100 ms/],
      ['xsltloop', xsltLoop, '<a/>', 'text/xml', /ran longer than 5000 ms/],
    ];
    for (const [name, transform, body, type, reason] of cases) {
      await operation(name, [transform]);
      const started = performance.now();
      const { result, slowest, probes } = await slowestHealthz(execute(hostile, hostileToken, name, body, type));
      const elapsed = performance.now() - started;
      expect(result.statusCode, `${name} ${result.body.slice(0, 300)}`).toBe(422);
      const error = errorResponseSchema.parse(result.json());
      expect(error.message, name).toMatch(new RegExp(`^Request transform 1 \\(${transform.type}\\) failed: `));
      expect(error.message, name).toMatch(reason);
      expect(slowest, `${name}: slowest of ${probes} /healthz probes`).toBeLessThan(100);
      // Within the step's deadline, plus the time a fresh worker takes to load its engine (not counted).
      expect(elapsed, name).toBeLessThan(deadlineOf(transform) + 4000);
    }
  }, 120_000);

  it("keeps another store's one-line script under 500 ms while a store runs its most hostile transforms", async () => {
    await operation('loop', [xsltLoop]);
    const attacks = [1, 2].map(() => execute(hostile, hostileToken, 'loop', '<a/>', 'text/xml'));
    // The store's maximum of transforms runs (its share of the workers), the rest of its calls wait.
    const { perKey } = poolLimits();
    await expect
      .poll(() => transformShareUsage(`store:${hostile.id}`))
      .toEqual({ running: Math.min(2, perKey), waiting: Math.max(0, 2 - perKey) });
    const refused = await execute(hostile, hostileToken, 'loop', '<a/>', 'text/xml');
    expect(refused.statusCode).toBe(429);
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const reply = await execute(light, lightToken, 'light', '{}', 'application/json');
      times.push(performance.now() - started);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ path: '/echo' });
    }
    expect(Math.max(...times), `light calls took ${times.map(Math.round).join(', ')} ms`).toBeLessThan(500);

    // The playground: another operator's `1 + 1` does not wait on a partner's two looping previews.
    const preview = (headers: Headers, transform: Step, input: string, inputContentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/gateway/transforms/preview',
        headers,
        payload: { transforms: [transform], input, inputContentType },
      });
    const loops = [1, 2].map(() => preview(partner, xsltLoop, '<a/>', 'text/xml'));
    const started = performance.now();
    const quick = await preview(admin, step('JAVASCRIPT', '1 + 1'), '{}', 'application/json');
    expect(performance.now() - started).toBeLessThan(500);
    expect(quick.json()).toMatchObject({ output: '2', failedStep: null });
    // The event loop stays free while the store's loops run out their deadlines.
    const { result: stopped, slowest } = await slowestHealthz(Promise.all(attacks));
    expect(slowest).toBeLessThan(100);
    for (const reply of stopped) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().message).toMatch(/ran longer than 5000 ms/);
    }
    for (const reply of await Promise.all(loops)) expect(reply.json().error).toMatch(/ran longer than 5000 ms/);
  }, 60_000);

  it('logs xsl:message text only as an escaped field, a few lines of it and a summary of the rest', async () => {
    const forged = '{"level":60,"time":1,"msg":"forged by a stylesheet"}';
    await operation('chatty', [
      step(
        'XSLT',
        xsl(
          `<xsl:template match="/"><xsl:for-each select="1 to 5000"><xsl:message>hello&#10;${forged}</xsl:message></xsl:for-each><done/></xsl:template>`,
        ),
        'text/xml',
        'text/xml',
      ),
    ]);
    const before = logLines.length;
    const reply = await execute(hostile, hostileToken, 'chatty', '<a/>', 'text/xml');
    expect(reply.statusCode).toBe(200);
    const lines = logLines.slice(before).map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.msg === 'forged by a stylesheet' || line.level === 60)).toEqual([]);
    const messages = lines.filter((line) => line.msg === 'transform message');
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.length).toBeLessThanOrEqual(50);
    expect(messages[0]).toMatchObject({ share: `store:${hostile.id}`, transformMessage: `hello\n${forged}` });
    expect(lines.some((line) => line.msg === 'transform messages dropped until the window ends')).toBe(true);
  });

  it("refuses a caller's path value that would climb out of the configured path, however encoded (400)", async () => {
    await operation('climb', [], '{base}/{area}/end');
    const seen = upstream.seen.length;
    const values = ['..', '.', '%2e%2e', '%2E.', '.%2e', '%252e%252e', 'a%2fb', 'a%5cb', '..%2f..', '%25252e%25252e'];
    for (const value of values) {
      const reply = await app.inject({
        method: 'POST',
        url: `/api/v1/gateway/execute/${hostile.id}/Echo/climb?area=${value}`,
        headers: { ...hostileToken, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(reply.statusCode, value).toBe(400);
      expect(errorResponseSchema.parse(reply.json()).message, value).toMatch(
        /^The value of "area" cannot be used in the path/,
      );
    }
    expect(upstream.seen.length).toBe(seen);
    const allowed = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${hostile.id}/Echo/climb?area=items`,
      headers: { ...hostileToken, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(allowed.json()).toMatchObject({ path: '/base/items/end' });
  });
});
