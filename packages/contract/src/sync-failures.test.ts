import { describe, expect, it } from 'vitest';
import {
  failureActionError,
  failureCategory,
  failureDetailListSchema,
  failureDetailQuerySchema,
  failureIdSchema,
  failureTexts,
  isFailureActionSuccess,
  sortFailureGroups,
} from './sync-failures.ts';

describe('failure actions', () => {
  it('succeed on 200 only, and say why otherwise', () => {
    expect([200, 202, 204, 400].filter(isFailureActionSuccess)).toEqual([200]);
    expect(failureActionError(501)).toBe('501 - NOT IMPLEMENTED');
    expect(failureActionError(500)).toBe('500 - UNKNOWN ISSUE');
    expect(failureActionError(404)).toBe('404 - UNKNOWN ISSUE');
  });

  it('confirm and report with the spec’s texts', () => {
    expect(failureTexts.confirm.delete).toBe('Are you sure to delete the request?');
    expect(failureTexts.confirm.retry).toBe('Are you sure to retry the request?');
    expect(failureTexts.processed('retry', '42')).toBe('Processed Action "retry" for 42 successfully.');
    expect(failureTexts.groupColumns).toEqual(['Table', 'Failure category', 'Count']);
    expect(failureTexts.detailColumns).toEqual(['Failure Detail', 'Phase', 'Action']);
  });
});

describe('groups', () => {
  it('lists the largest group first whatever the keys’ order', () => {
    const list = {
      '3': { id: 3, table: 'SORDER', category: 'LOAD orders_pkey', count: 2 },
      '7': { id: 7, table: 'ITMMASTER', category: 'TRANSFORM number: not a number', count: 40 },
      '9': { id: 9, table: 'BPCUSTOMER', category: 'LOAD x', count: 2 },
    };
    expect(sortFailureGroups(list).map((g) => g.id)).toEqual([7, 9, 3]);
  });
});

describe('failureCategory', () => {
  it('groups by the violated constraint when there is one', () => {
    expect(
      failureCategory({
        phase: 'LOAD',
        message: 'duplicate key value violates unique constraint "products_sku_key"',
        constraint: 'products_sku_key',
      }),
    ).toBe('LOAD products_sku_key');
  });

  it('strips values from the message so rows that failed alike share a category', () => {
    const a = failureCategory({
      phase: 'LOAD',
      message: 'value "ABCDEFGHIJKL" too long for type character varying(10)',
    });
    const b = failureCategory({
      phase: 'LOAD',
      message: 'value "XYZXYZXYZXYZXYZ" too long for type character varying(10)',
    });
    expect(a).toBe('LOAD value "?" too long for type character varying(?)');
    expect(b).toBe(a);
    expect(failureCategory({ phase: 'LOAD', message: 'Key (sku)=(A-100) already exists.' })).toBe(
      'LOAD Key (sku)=(?) already exists.',
    );
    expect(failureCategory({ phase: 'TRANSFORM', message: "map: 'X' is not one of A, B" })).toBe(
      "TRANSFORM map: '?' is not one of A, B",
    );
    expect(failureCategory({ phase: 'EXTRACT', message: 'row 1234 of ITMMASTER2 unreadable' })).toBe(
      'EXTRACT row ? of ITMMASTER2 unreadable',
    );
    expect(failureCategory({ phase: 'LOAD', message: 'x'.repeat(500) })).toHaveLength(200);
  });
});

describe('detail pages', () => {
  it('defaults to 100 and pages by id', () => {
    expect(failureDetailQuerySchema.parse({})).toEqual({ n: 100 });
    expect(failureDetailQuerySchema.parse({ n: '20', after: '99' })).toEqual({ n: 20, after: 99 });
    expect(failureDetailQuerySchema.safeParse({ n: '501' }).success).toBe(false);
    expect(failureIdSchema.safeParse('0').success).toBe(false);
    expect(failureIdSchema.safeParse('9007199254740992').success).toBe(false);
    expect(failureIdSchema.safeParse('x').error?.issues[0]?.message).toBe('Expected a failure id');
  });

  it('carries the row as JSON and the phase', () => {
    const page = {
      items: [
        {
          id: 1,
          detail: 'number: not a number',
          stage: 'TRANSFORM',
          data: { ITMREF_0: 'A100', BASPRI_0: 'abc' },
          created: '2026-11-23T10:00:00.000Z',
        },
      ],
      total: 1,
      nextAfter: null,
    };
    expect(failureDetailListSchema.parse(page)).toEqual(page);
    expect(failureDetailListSchema.safeParse({ ...page, items: [{ ...page.items[0], stage: 'SEND' }] }).success).toBe(
      false,
    );
  });
});
