import { describe, expect, it } from 'vitest';
import { agentChecksumRequestSchema, agentChecksumSchema } from './agent-api.ts';
import { converterNameOf, mapConverterEntries } from './sync-converters.ts';
import { reconciliationMatches } from './sync-reconciliation.ts';

describe('reconciliation', () => {
  const side = { rows: 10, keys: 10, checksum: '123' };

  it('matches when both sides were read with the same distinct keys and checksum', () => {
    expect(reconciliationMatches(side, { ...side })).toBe(true);
    // Several source rows per key load as one store row: keys are compared, not rows.
    expect(reconciliationMatches({ ...side, rows: 12 }, side)).toBe(true);
    expect(reconciliationMatches(side, { ...side, keys: 9 })).toBe(false);
    expect(reconciliationMatches(side, { ...side, checksum: '124' })).toBe(false);
    expect(reconciliationMatches(null, side)).toBe(false);
    expect(reconciliationMatches(side, null)).toBe(false);
  });

  it('asks the agent for 1–16 distinct key columns, upper off by default, and reads exact checksums', () => {
    expect(agentChecksumRequestSchema.parse({ key: [{ column: 'ITMREF_0' }] })).toEqual({
      filter: null,
      key: [{ column: 'ITMREF_0', upper: false }],
    });
    expect(agentChecksumRequestSchema.safeParse({ key: [] }).success).toBe(false);
    expect(
      agentChecksumRequestSchema.safeParse({ key: Array.from({ length: 17 }, (_, i) => ({ column: `C${i}` })) })
        .success,
    ).toBe(false);
    expect(
      agentChecksumRequestSchema.safeParse({ key: [{ column: 'A' }, { column: 'A' }] }).error?.issues[0]?.message,
    ).toBe("Column 'A' is named twice");
    expect(agentChecksumRequestSchema.safeParse({ key: [{ column: 'A\u0000' }] }).success).toBe(false);
    expect(agentChecksumRequestSchema.safeParse({ key: [{ column: 'A' }], limit: 1 }).success).toBe(false);
    expect(agentChecksumSchema.parse({ rows: 1, keys: 1, checksum: '18446744073709551616123' }).checksum).toBe(
      '18446744073709551616123',
    );
    expect(agentChecksumSchema.safeParse({ rows: 1, keys: 1, checksum: '-1' }).success).toBe(false);
  });

  it('reads a map: converter’s pairs and a spec’s converter name (the store side renders keys back with them)', () => {
    expect([...(mapConverterEntries('map:FAC=BILLING,LIV=SHIPPING') ?? [])]).toEqual([
      ['FAC', 'BILLING'],
      ['LIV', 'SHIPPING'],
    ]);
    expect(mapConverterEntries('trim')).toBeNull();
    expect(mapConverterEntries('map:nope')).toBeNull();
    expect(converterNameOf('lookup:products.sku')).toBe('lookup');
    expect(converterNameOf('date:DD/MM/YYYY')).toBe('date');
    expect(converterNameOf('nope')).toBeNull();
    expect(converterNameOf(null)).toBeNull();
  });
});
