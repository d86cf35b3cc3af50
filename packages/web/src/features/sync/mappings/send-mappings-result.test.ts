import { MantineProvider } from '@mantine/core';
import type { Mapping, SendMappingsReply } from '@store-console/contract';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mappingLabel, mappingsSendFailed, sendMappingsOutcome, severityLabel } from './send-mappings-result.tsx';

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
          { mappingId: 'o-1', message: 'the source table ITMMASTER has no column ITMREF_0', severity: 'ERROR' },
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

  it('each problem carries its severity as a badge; a problem without one has none', () => {
    const outcome = sendMappingsOutcome(
      reply({
        problems: [
          { mappingId: 'o-1', message: 'ITMREF_0 may be NULL but sku is required', severity: 'WARNING' },
          { mappingId: null, message: 'an old server said this' },
        ],
      }),
      [mapping],
    );
    expect(outcome).toMatchObject({ ok: true });
    const body = text(outcome?.body);
    expect(body).toMatch(/Warning<\/span>.*ITMMASTER\.ITMREF_0 → products\.sku: .*ITMREF_0 may be NULL/);
    expect(body).not.toContain('Error<');
    expect(severityLabel('ERROR')).toBe('Error');
    expect(severityLabel('WARNING')).toBe('Warning');
    expect(severityLabel(undefined)).toBeNull();
  });

  it('an ERROR problem of an invalid send reads Error before its row', () => {
    const outcome = sendMappingsOutcome(
      reply({ status: 'INVALID', problems: [{ mappingId: 'o-1', message: 'unknown column', severity: 'ERROR' }] }),
      [mapping],
    );
    expect(text(outcome?.body)).toMatch(/Error<\/span>.*ITMMASTER\.ITMREF_0 → products\.sku: .*unknown column/);
  });
});
