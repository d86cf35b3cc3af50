import type { ExchangeDetail, GatewayContentType, Transform } from '@store-console/contract';
import { parseExchangeText } from '../logs/exchange-text.ts';

export type PlaygroundSide = 'request' | 'response';

export interface Sample {
  label: string;
  contentType: GatewayContentType;
  text: string;
}

/** Payloads to try transforms on without an exchange at hand: what Business Central and SOAP services send. */
export const builtInSamples: readonly Sample[] = [
  {
    label: 'Business Central items (JSON)',
    contentType: 'application/json',
    text: JSON.stringify(
      {
        '@odata.context': 'https://api.businesscentral.dynamics.com/v2.0/$metadata#companies(1)/items',
        value: [
          { id: '1', number: '1000', displayName: 'Bicycle', unitPrice: 4000, inventory: 12 },
          { id: '2', number: '1001', displayName: 'Touring Bicycle', unitPrice: 3000, inventory: 0 },
        ],
      },
      null,
      2,
    ),
  },
  {
    label: 'Customer (JSON)',
    contentType: 'application/json',
    text: JSON.stringify(
      { number: 'C0001', displayName: 'Adatum Corporation', email: 'robert@adatum.example' },
      null,
      2,
    ),
  },
  {
    label: 'Sales order (XML)',
    contentType: 'text/xml',
    text: '<salesOrder number="S-1001">\n  <customer>C0001</customer>\n  <line item="1000" quantity="2"/>\n</salesOrder>',
  },
];

/**
 * The sample an exchange gives one side: the request side starts from the body the gateway was
 * sent, the response side from the body the upstream replied (the log keeps each with its metadata:
 * its `body` is taken when there is one).
 */
export function sampleFromExchange(detail: ExchangeDetail, side: PlaygroundSide): string {
  const logged = side === 'request' ? detail.request : detail.received;
  const value = parseExchangeText(logged);
  const body =
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value ? value.body : value;
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

/** A new step: JSON in and out, the type most operations' responses use. */
export function newTransform(): Transform {
  return {
    type: 'JOLT',
    description: '',
    inputContentType: 'application/json',
    value: '',
    outputContentType: 'application/json',
  };
}
