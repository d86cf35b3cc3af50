import type { ExchangeDetail } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { sampleFromExchange } from './samples.ts';

const exchange = (request: string, received: string): ExchangeDetail => ({
  id: 1,
  createdOn: '2026-11-23T05:00:00.000Z',
  requestedOn: null,
  correlationId: 'c-1',
  integrationShortName: 'BusinessCentral',
  operationShortName: 'items',
  responseStatusCode: 200,
  storeId: 2,
  durationMs: 10,
  upstreamMs: 5,
  error: null,
  path: '',
  parameters: '{}',
  body: '',
  request,
  received,
  response: '',
});

describe('a playground sample from an exchange', () => {
  it('takes the request body for the request side and the received body for the response side', () => {
    const detail = exchange(
      JSON.stringify({ method: 'POST', body: '<order/>' }),
      JSON.stringify({ status: 200, body: JSON.stringify({ value: [1] }) }),
    );
    expect(sampleFromExchange(detail, 'request')).toBe('<order/>');
    expect(JSON.parse(sampleFromExchange(detail, 'response'))).toEqual({ value: [1] });
  });

  it('takes the whole view when it has no body, and nothing when it is empty', () => {
    expect(sampleFromExchange(exchange('', 'plain text'), 'response')).toBe('plain text');
    expect(sampleFromExchange(exchange('', ''), 'request')).toBe('');
  });
});
