import { describe, expect, it } from 'vitest';
import {
  agentChunkLineSchema,
  agentExtractionRequestSchema,
  agentExtractionSchema,
  extractionChunkIndexSchema,
} from './agent-api.ts';

const issues = (value: unknown) => {
  const result = agentExtractionRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('agent extraction request', () => {
  it('defaults chunkRows to 10,000 and each filter to none', () => {
    expect(
      agentExtractionRequestSchema.parse({ schema: 'SEED', mode: 'FULL', tables: [{ table: 'ITMMASTER' }] }),
    ).toEqual({
      schema: 'SEED',
      mode: 'FULL',
      tables: [{ table: 'ITMMASTER', filter: null }],
      chunkRows: 10_000,
    });
  });

  it('asks since for CHANGES only and resumeAfter for FULL only, on one of the tables', () => {
    const tables = [{ table: 'A' }, { table: 'B' }];
    expect(issues({ schema: 's', mode: 'CHANGES', tables })).toEqual(['since: Required for a CHANGES extraction']);
    expect(issues({ schema: 's', mode: 'FULL', since: '4', tables })).toEqual(['since: Only for a CHANGES extraction']);
    expect(
      issues({ schema: 's', mode: 'CHANGES', since: '4', tables, resumeAfter: { table: 'A', key: { ID: 1 } } }),
    ).toEqual(['resumeAfter: Only for a FULL extraction']);
    expect(issues({ schema: 's', mode: 'FULL', tables, resumeAfter: { table: 'C', key: { ID: 1 } } })).toEqual([
      'resumeAfter.table: Not one of the tables',
    ]);
    expect(
      issues({ schema: 's', mode: 'FULL', tables, resumeAfter: { table: 'B', key: { ID: '9007199254740993' } } }),
    ).toEqual([]);
  });

  it('refuses a table named twice, no tables, chunk sizes out of 1..50,000, bad positions and unknown fields', () => {
    expect(issues({ schema: 's', mode: 'FULL', tables: [{ table: 'A' }, { table: 'A' }] })).toEqual([
      "tables: Table 'A' is named twice",
    ]);
    expect(issues({ schema: 's', mode: 'FULL', tables: [] })).toHaveLength(1);
    for (const chunkRows of [0, 50_001, 1.5]) {
      expect(issues({ schema: 's', mode: 'FULL', tables: [{ table: 'A' }], chunkRows })).toHaveLength(1);
    }
    for (const since of ['-1', '1.5', '', '1'.repeat(21), 3]) {
      expect(issues({ schema: 's', mode: 'CHANGES', since, tables: [{ table: 'A' }] }).length).toBeGreaterThan(0);
    }
    expect(issues({ schema: 's', mode: 'FULL', tables: [{ table: 'A' }], offset: 5 })).toHaveLength(1);
    expect(issues({ schema: 's', mode: 'FULL', tables: [{ table: 'A\u0000' }] })).toHaveLength(1);
  });
});

describe('agent extraction replies', () => {
  it('reads a status with either checkpoint shape', () => {
    const base = {
      id: '0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10',
      state: 'RUNNING',
      mode: 'FULL',
      chunks: [{ index: 0, table: 'A', rows: 2, bytes: 40, sha256: 'a'.repeat(64) }],
      rowsRead: 2,
      endPosition: null,
    };
    expect(agentExtractionSchema.safeParse({ ...base, checkpoint: { table: 'A', key: { ID: '2' } } }).success).toBe(
      true,
    );
    expect(agentExtractionSchema.safeParse({ ...base, checkpoint: { table: 'A', position: '42' } }).success).toBe(true);
    expect(agentExtractionSchema.safeParse({ ...base, checkpoint: null, id: 'x' }).success).toBe(false);
  });

  it('reads chunk lines: a row or null, a key, a position for changes', () => {
    expect(agentChunkLineSchema.parse({ t: 'A', op: 'D', row: null, key: { ID: '1' }, pos: '7' })).toEqual({
      t: 'A',
      op: 'D',
      row: null,
      key: { ID: '1' },
      pos: '7',
    });
    expect(agentChunkLineSchema.safeParse({ t: 'A', op: 'X', row: null, key: {} }).success).toBe(false);
  });

  it('takes a chunk index of digits only', () => {
    expect(extractionChunkIndexSchema.parse('12')).toBe(12);
    for (const bad of ['-1', '1e3', '0x1', '', '1234567890', ' 1'])
      expect(extractionChunkIndexSchema.safeParse(bad).success).toBe(false);
  });
});
