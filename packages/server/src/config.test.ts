import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sc-config-')), JWT_SECRET: 'x'.repeat(32) });

describe('blob storage configuration', () => {
  it('keeps blobs in DATA_DIR by default', () => {
    expect(loadConfig(base()).blobs).toEqual({ kind: 'directory' });
  });

  it('chooses S3 with a bucket, with its endpoint, region, keys, path style and prefix', () => {
    const config = loadConfig({
      ...base(),
      S3_BUCKET: 'store-files',
      S3_ENDPOINT: 'https://minio.example.com:9000',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'prod/eu',
    });
    expect(config.blobs).toEqual({
      kind: 's3',
      bucket: 'store-files',
      endpoint: 'https://minio.example.com:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod/eu/',
    });
    expect(loadConfig({ ...base(), S3_BUCKET: 'store-files', S3_REGION: 'eu-west-1' }).blobs).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
      prefix: '',
      accessKeyId: undefined,
    });
  });

  it('refuses half a key pair, a bad endpoint or prefix, naming the variable', () => {
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'b-1', S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...base(), S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('load balancers in front (TRUST_PROXY)', () => {
  it('believes nobody by default, or the addresses and ranges given', () => {
    expect(loadConfig(base()).trustProxy).toBeUndefined();
    expect(loadConfig({ ...base(), TRUST_PROXY: '10.1.2.3' }).trustProxy).toEqual(['10.1.2.3']);
    expect(loadConfig({ ...base(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8, uniquelocal' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.168.1.10', 'fd00::/8', 'uniquelocal'],
    );
  });

  it('refuses "true" (any sender believed), a number of hops, and what is not an address, naming the variable', () => {
    for (const value of ['true', '1', '10.0.0.0/33', 'lb.example.com', '10.0.0.1/8/2', '10.0.0.1,', '']) {
      expect(() => loadConfig({ ...base(), TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('demo Business Central simulator settings', () => {
  const demo = {
    DEMO_BC_TENANT_ID: 'tenant',
    DEMO_BC_COMPANY_ID: 'company',
    DEMO_BC_CLIENT_ID: 'client',
    DEMO_BC_CLIENT_SECRET: 'secret',
  };

  it('are unset without the simulator, and complete with it', () => {
    expect(loadConfig(base()).demoBusinessCentral).toBeUndefined();
    expect(loadConfig({ ...base(), ...demo }).demoBusinessCentral).toEqual({
      tenantId: 'tenant',
      environment: 'production',
      companyId: 'company',
      clientId: 'client',
      clientSecret: 'secret',
      scope: 'https://api.businesscentral.dynamics.com/.default',
    });
  });

  it('refuses some of them without the others', () => {
    expect(() => loadConfig({ ...base(), ...demo, DEMO_BC_CLIENT_SECRET: undefined })).toThrow(ConfigError);
  });
});

describe('the address Business Central calls back (WEBHOOK_PUBLIC_URL)', () => {
  it('is unset by default (PUBLIC_URL serves), else the URL given without its trailing slash', () => {
    expect(loadConfig(base()).webhookPublicUrl).toBeUndefined();
    expect(loadConfig({ ...base(), WEBHOOK_PUBLIC_URL: 'https://sync.example.com/' }).webhookPublicUrl).toBe(
      'https://sync.example.com',
    );
  });

  it('refuses what is not an http(s) address, or one with a query, naming the variable', () => {
    expect(() => loadConfig({ ...base(), WEBHOOK_PUBLIC_URL: 'ftp://example.com' })).toThrow(/WEBHOOK_PUBLIC_URL/);
    expect(() => loadConfig({ ...base(), WEBHOOK_PUBLIC_URL: 'example.com' })).toThrow(/WEBHOOK_PUBLIC_URL/);
    expect(() => loadConfig({ ...base(), WEBHOOK_PUBLIC_URL: 'https://example.com/?a=1' })).toThrow(
      /WEBHOOK_PUBLIC_URL must have no query/,
    );
  });
});
