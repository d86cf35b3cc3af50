import { MantineProvider } from '@mantine/core';
import type { Mapping, SendMappingsReply } from '@store-console/contract';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mappingLabel, mappingsSendFailed, sendMappingsOutcome } from './send-mappings-result.tsx';

const mapping: Mapping = {
  id: 'o-1',
  sourceTable: 'ITMMASTER',
  sourceColumn: 'ITMREF_0',
  targetTable: 'products',
  targetColumn: 'sku',
  defaultValue: null,
  rowGroup: null,
  converter: 'trim',
  isOverride: true,
};

const reply = (overrides: Partial<SendMappingsReply>): SendMappingsReply => ({
  status: 'SENT',
  mappings: 37,
  overrides: 1,
  tables: 8,
  problems: [],
  sentAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

const text = (body: ReactNode) => renderToStaticMarkup(createElement(MantineProvider, null, body));

describe("Send Mappings' reply", () => {
  it("sent: the spec's message with the counts", () => {
    const outcome = sendMappingsOutcome(reply({}), [mapping]);
    expect(outcome).toMatchObject({ ok: true, title: 'Successfully sent mappings' });
    expect(text(outcome?.body)).toContain('Sent 37 mappings (1 override) over 8 tables.');
  });

  it('invalid: red, the mapping unchanged, each problem named by its row', () => {
    const outcome = sendMappingsOutcome(
      reply({
        status: 'INVALID',
        problems: [
          { mappingId: 'o-1', message: 'the source table ITMMASTER has no column ITMREF_0' },
          { mappingId: null, message: 'products: the required column name is not mapped' },
        ],
      }),
      [mapping],
    );
    expect(outcome).toMatchObject({ ok: false, title: mappingsSendFailed });
    const body = text(outcome?.body);
    expect(body).toContain('the mapping in use is unchanged');
    expect(body).toContain(`${mappingLabel(mapping)}: `);
    expect(body).toContain('the required column name is not mapped');
  });
});
