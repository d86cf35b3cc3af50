import { errorResponseSchema, transformPreviewResultSchema } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { bearer, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';

const path = '/gateway/transforms/preview';
const raw = { type: 'RAW', inputContentType: '*/*', outputContentType: 'text/plain' };

describe('POST /gateway/transforms/preview', () => {
  let app: App;
  let partner: { authorization: string };

  beforeAll(async () => {
    app = await testApp();
    partner = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  it('runs the steps on the sample and answers each step with its output', async () => {
    const result = await api(app, partner).post(path, transformPreviewResultSchema, {
      status: 200,
      body: {
        input: '{"order":{"id":"7"}}',
        transforms: [
          { type: 'AUTO', description: 'to XML', inputContentType: 'application/json', outputContentType: 'text/xml' },
          {
            type: 'HANDLEBARS',
            value: 'Order {{order.id}}',
            inputContentType: 'text/xml',
            outputContentType: 'text/plain',
          },
        ],
      },
    });
    expect(result).toMatchObject({ output: 'Order 7', contentType: 'text/plain', failedStep: null, error: null });
    expect(result.steps.map((s) => [s.index, s.type, s.description, s.output, s.contentType, s.error])).toEqual([
      [1, 'AUTO', 'to XML', '<order><id>7</id></order>', 'text/xml', null],
      [2, 'HANDLEBARS', '', 'Order 7', 'text/plain', null],
    ]);
  });

  it('answers 200 with the failing step, its index and reason, and the steps before it', async () => {
    const result = await api(app, partner).post(path, transformPreviewResultSchema, {
      status: 200,
      body: {
        input: '{"a":1}',
        transforms: [
          raw,
          {
            type: 'JAVASCRIPT',
            value: 'while (true) {}',
            inputContentType: 'application/json',
            outputContentType: '*/*',
          },
        ],
      },
    });
    expect(result).toMatchObject({
      output: null,
      failedStep: 2,
      error: 'Step 2 (JAVASCRIPT) failed: The script ran longer than 100 ms',
    });
    expect(result.steps.map((s) => [s.index, s.error])).toEqual([
      [1, null],
      [2, 'The script ran longer than 100 ms'],
    ]);
  });

  it('keeps answering other requests while a script spins', async () => {
    const spinning = app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: partner,
      payload: { input: '{}', transforms: [{ ...raw, type: 'JAVASCRIPT', value: 'while (true) {}' }] },
    });
    let done = false;
    const finished = spinning.then((reply) => {
      done = true;
      return reply;
    });
    const served: number[] = [];
    while (!done) {
      served.push((await app.inject({ url: '/healthz' })).statusCode);
      // A timer turn, so the worker's reply (an I/O event) can arrive between in-process requests.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await finished).json().failedStep).toBe(1);
    // /healthz went on answering for as long as the script spun (≥ 100 ms).
    expect(served.length).toBeGreaterThan(3);
    expect(served.every((status) => status === 200)).toBe(true);
  });

  it('refuses bad input with 400 and the field messages', async () => {
    const client = api(app, partner);
    const missing = await client.post(path, errorResponseSchema, {
      status: 400,
      body: { input: '{}', transforms: [{ type: 'RAW' }] },
    });
    expect(JSON.stringify(missing)).toContain('Field is required');
    await client.post(path, errorResponseSchema, {
      status: 400,
      body: { input: '{}', transforms: [{ ...raw, type: 'SED' }] },
    });
    await client.post(path, errorResponseSchema, { status: 400, body: { input: 'a\u0000b', transforms: [raw] } });
    await client.post(path, errorResponseSchema, {
      status: 400,
      body: { input: '{}', transforms: [{ ...raw, value: 'x\u0000' }] },
    });
    const none = await client.post(path, errorResponseSchema, { status: 400, body: { input: '{}', transforms: [] } });
    expect(JSON.stringify(none)).toContain('Select at least one');
    await client.post(path, errorResponseSchema, { status: 400, body: { input: '{}', transforms: [raw], extra: 1 } });
  });

  it('needs a signed-in operator', async () => {
    await api(app).post(path, errorResponseSchema, { status: 401, body: { input: '{}', transforms: [raw] } });
  });
});
