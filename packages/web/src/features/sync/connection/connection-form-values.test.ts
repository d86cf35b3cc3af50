import type { SyncSource } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { connectionDefaults, connectionFormSchema, dbTypeOf, valuesForErpType } from './connection-form-values.ts';

const store = { id: 7, syncVersion: 'SYNC_2' };
const source: SyncSource = {
  id: 3,
  storeId: 7,
  sourceType: 'Sage_X3',
  syncType: 'AGENT',
  integrationName: null,
  dbType: 'POSTGRES',
  protocol: 'http',
  hostName: '127.0.0.1',
  port: 4020,
  dbAlias: 'x3',
  dbSchema: 'SEED',
  isActive: true,
  syncVersion: 'SYNC_2',
  agentKeySet: true,
};

describe('connection form values', () => {
  it('pre-fills a store without a source with isActive, its id and its version', () => {
    const values = connectionDefaults(store, null);
    expect(values).toMatchObject({ id: undefined, storeId: 7, syncVersion: 'SYNC_2', isActive: true, sourceType: '' });
    expect(connectionDefaults({ id: 7, syncVersion: null }, null).syncVersion).toBe('NONE');
  });

  it('pre-fills from the first source, the key left blank (write-only)', () => {
    expect(connectionDefaults(store, source)).toMatchObject({ id: 3, hostName: '127.0.0.1', port: 4020, agentKey: '' });
  });

  it('chooses GATEWAY and the BusinessCentral integration for Business Central only', () => {
    expect(valuesForErpType('MS_Dynamics_BC')).toEqual({
      sourceType: 'MS_Dynamics_BC',
      syncType: 'GATEWAY',
      integrationName: 'BusinessCentral',
    });
    expect(valuesForErpType('Sage_X3')).toEqual({ sourceType: 'Sage_X3', syncType: 'AGENT' });
  });

  it('says Field is required on every empty required agent field at once', () => {
    const result = connectionFormSchema.safeParse({
      ...connectionDefaults(store, null),
      ...valuesForErpType('Sage_X3'),
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual(
      ['dbType', 'protocol', 'hostName', 'port', 'dbAlias', 'dbSchema'].map((path) => [path, 'Field is required']),
    );
  });

  it('asks for an ERP type first', () => {
    const result = connectionFormSchema.safeParse(connectionDefaults(store, null));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sourceType']);
  });

  it('turns an agent form into the save body, a blank key kept out', () => {
    const result = connectionFormSchema.parse(connectionDefaults(store, source));
    expect(result).toMatchObject({ id: 3, storeId: 7, syncType: 'AGENT', integrationName: null, port: 4020 });
    expect(result).not.toHaveProperty('agentKey');
    const withKey = connectionFormSchema.parse({ ...connectionDefaults(store, source), agentKey: 'k3y' });
    expect(withKey.agentKey).toBe('k3y');
  });

  it('sends only the integration for a gateway source', () => {
    const values = { ...connectionDefaults(store, source), ...valuesForErpType('MS_Dynamics_BC') };
    expect(connectionFormSchema.parse(values)).toMatchObject({
      syncType: 'GATEWAY',
      integrationName: 'BusinessCentral',
      hostName: null,
      port: null,
      dbAlias: null,
    });
  });

  it('checks the host format through the contract', () => {
    const result = connectionFormSchema.safeParse({ ...connectionDefaults(store, source), hostName: 'http://x/y' });
    expect(result.error?.issues[0]?.path).toEqual(['hostName']);
  });

  it('reads the agent’s database type as the form’s', () => {
    expect(dbTypeOf('postgres')).toBe('POSTGRES');
    expect(dbTypeOf('sqlite')).toBeNull();
  });
});
