import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDataCentreDatabases } from '../config.ts';
import { DataPlanes, DataPlaneUnreachable } from './data-planes.ts';
import { postgresDatabase } from './db.ts';

const secretUrl = 'postgres://owner:s3cret-pass@db.example.internal:5432/stores';

describe('DATA_CENTRE_DATABASES', () => {
  it('maps dbInstance or dbHost names to PostgreSQL URLs, separated by commas or white space, case ignored', () => {
    expect(
      parseDataCentreDatabases(
        'pg-eu-fra-01=postgres://a@h1/fra, DB.US-VA.internal=postgresql://b@h2:6432/va?sslmode=require\n x_1=postgres:///local',
      ),
    ).toEqual({
      'pg-eu-fra-01': 'postgres://a@h1/fra',
      'db.us-va.internal': 'postgresql://b@h2:6432/va?sslmode=require',
      x_1: 'postgres:///local',
    });
    expect(parseDataCentreDatabases('')).toEqual({});
    expect(parseDataCentreDatabases(' , ')).toEqual({});
  });

  it('refuses a malformed entry, a URL that is not PostgreSQL and a name mapped twice, never repeating a URL', () => {
    const refusals: [string, string][] = [
      [secretUrl, 'entry 1 must be name=postgres://'],
      [`ok=${secretUrl} =${secretUrl}`, 'entry 2 must be name=postgres://'],
      [`bad name=${secretUrl}`, 'entry 1 must be name='],
      [`fra=mysql://owner:s3cret-pass@h/db`, 'fra must map to a postgres:// or postgresql:// URL'],
      [`fra=${secretUrl} FRA=${secretUrl}`, 'fra is mapped twice'],
    ];
    for (const [text, message] of refusals) {
      let thrown: unknown;
      try {
        parseDataCentreDatabases(text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      const said = thrown instanceof Error ? thrown.message : '';
      expect(said).toContain(`DATA_CENTRE_DATABASES: ${message}`);
      expect(said).not.toContain('s3cret-pass');
    }
  });

  it('is read by loadConfig: unset maps nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-dcdb-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).dataCentreDatabases).toEqual({});
    expect(loadConfig({ DATA_DIR: dataDir, DATA_CENTRE_DATABASES: `fra=${secretUrl}` }).dataCentreDatabases).toEqual({
      fra: secretUrl,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATA_CENTRE_DATABASES: 'fra' })).toThrow(ConfigError);
  });
});

describe('data planes', () => {
  // Pools connect on first use only: these two are never asked anything.
  const control = postgresDatabase('postgres://control@127.0.0.1:1/control', { max: 1, label: 'control' });
  const planes = new DataPlanes(control, {
    'pg-fra': 'postgres://dcdb@127.0.0.1:1/fra',
    'db.va.internal': 'postgres://dcdb@127.0.0.1:1/va',
    'same-as-control': 'postgres://control@127.0.0.1:1/control',
  });
  afterAll(async () => {
    await planes.close();
    await control.close();
  });

  it('routes by dbInstance first, then dbHost; unmapped data centres use the control database', async () => {
    expect(planes.nameFor({ dbInstance: 'PG-FRA', dbHost: 'db.va.internal' })).toBe('pg-fra');
    expect(planes.nameFor({ dbInstance: 'pg-other', dbHost: 'DB.VA.internal' })).toBe('db.va.internal');
    expect(planes.nameFor({ dbInstance: null, dbHost: null })).toBeNull();
    expect(await planes.forDataCentre({ code: 'XX', dbInstance: 'pg-other', dbHost: null })).toBe(control);
    expect(await planes.forDataCentre({ code: 'XX', dbInstance: null, dbHost: null })).toBe(control);
    // The same URL as the control database is the control database, not a second pool.
    expect(await planes.forDataCentre({ code: 'XX', dbInstance: 'same-as-control', dbHost: null })).toBe(control);
  });

  it('says which database of which data centre cannot be reached, without its address', async () => {
    const failure = planes.forDataCentre({ code: 'EU-FRA', dbInstance: 'pg-fra', dbHost: null });
    await expect(failure).rejects.toBeInstanceOf(DataPlaneUnreachable);
    await expect(failure).rejects.toThrow(
      'The database pg-fra of data centre EU-FRA cannot be reached (connection refused)',
    );
    await expect(failure).rejects.not.toThrow('127.0.0.1');
  });

  it('adds one readiness check when something is mapped, failing with the names of those down', async () => {
    expect(new DataPlanes(control, {}).readinessChecks()).toEqual({});
    const checks = planes.readinessChecks();
    expect(Object.keys(checks)).toEqual(['dataCentreDatabases']);
    await expect(checks.dataCentreDatabases?.()).rejects.toThrow(
      'unreachable: pg-fra (connection refused), db.va.internal (connection refused)',
    );
  });
});
