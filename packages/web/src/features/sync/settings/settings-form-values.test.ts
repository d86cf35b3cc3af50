import type { SyncSettings } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import {
  duplicateResourceText,
  erpConnectionBody,
  erpConnectionFormSchema,
  erpConnectionValues,
  resourcesBody,
  resourcesFormSchema,
  resourcesValues,
  withinSection,
} from './settings-form-values.ts';

const settings: SyncSettings = {
  storeId: 7,
  clientConnection: { protocol: null, domain: '', port: null, path: '' },
  erpConnection: {
    username: 'admin',
    databaseProvider: 'postgres',
    host: 'erp.local',
    port: 5432,
    databaseUsername: 'x3',
    database: 'x3',
    schema: 'SEED',
    passwordSet: true,
    databasePasswordSet: false,
  },
  webService: { protocol: null, domain: '', port: null, path: '', poolId: '' },
  language: { default: null, other: [] },
  resources: { productStatus: 'PS1', extra: 'E1' },
};

const erp = (changes: Record<string, unknown>) =>
  erpConnectionBody(erpConnectionFormSchema.parse({ ...erpConnectionValues(settings), ...changes }));

describe('ERP connection passwords', () => {
  it('start empty, and a blank one is left out so the saved one is kept', () => {
    expect(erpConnectionValues(settings)).toMatchObject({ password: '', databasePassword: '' });
    const body = erp({});
    expect(body.erpConnection).not.toHaveProperty('password');
    expect(body.erpConnection).not.toHaveProperty('databasePassword');
    expect(body.erpConnection).toMatchObject({ host: 'erp.local', port: 5432, schema: 'SEED' });
    expect(body.erpConnection).not.toHaveProperty('clearPassword');
  });

  it('sends a typed one, and null when cleared (whatever is typed)', () => {
    expect(erp({ password: 'n3w', databasePassword: 'db' }).erpConnection).toMatchObject({
      password: 'n3w',
      databasePassword: 'db',
    });
    expect(erp({ password: 'ignored', clearPassword: true }).erpConnection).toMatchObject({ password: null });
  });
});

describe('resources', () => {
  it('split the named ids from the other rows and join them back, leaving empty named ones out', () => {
    const values = resourcesValues(settings);
    expect(values).toEqual({ productStatus: 'PS1', dueDateItemType: '', others: [{ name: 'extra', value: 'E1' }] });
    expect(resourcesBody(resourcesFormSchema.parse(values))).toEqual({
      resources: { productStatus: 'PS1', extra: 'E1' },
    });
  });

  it('refuse another row named like a named id', () => {
    const result = resourcesFormSchema.safeParse({
      productStatus: '',
      dueDateItemType: '',
      others: [{ name: 'productStatus', value: '1' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['others', 0, 'name'], message: duplicateResourceText });
  });
});

it("puts the server's field errors of a section on the form's own fields", () => {
  const error = new ApiError({
    status: 400,
    code: '4000-bad-request',
    message: 'Invalid',
    details: [{ path: 'erpConnection.host', message: 'Too long' }],
  });
  const moved = withinSection(error, 'erpConnection');
  expect(moved).toBeInstanceOf(ApiError);
  expect((moved as ApiError).details).toEqual([{ path: 'host', message: 'Too long' }]);
});
