import type { AvailableInterface, Integration } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyIntegrationForm,
  forgetsSavedSecrets,
  hasSecretSettings,
  integrationFormSchema,
  integrationFormValues,
  integrationPayload,
  interfaceChoice,
  interfaceOptions,
  operationOptions,
} from './integration-form-values.ts';

const operation = (name: string) => ({
  operation: name,
  title: name,
  value: name,
  interfaceType: 'HTTP' as const,
  method: 'POST' as const,
  path: `/${name}`,
});
const azure: AvailableInterface = {
  provider: 'Microsoft',
  product: 'Azure',
  version: '365',
  interface: 'ActiveDirectory',
  title: '',
  value: '',
  operations: [operation('token')],
};
const x3: AvailableInterface = {
  provider: 'Sage',
  product: 'X3',
  version: 'V12',
  interface: 'web services',
  title: '',
  value: '',
  operations: [operation('read'), operation('query')],
};

const integration: Integration = {
  storeId: 4,
  integration: 'SageX3',
  enabled: true,
  provider: 'Sage',
  product: 'X3',
  version: 'V12',
  interface: 'web services',
  connection: {
    type: 'HTTP',
    uri: 'https://x3.example.com',
    authType: 'BASIC',
    username: 'admin',
    passwordSet: true,
    accessOperation: null,
    accessTokenSet: false,
    refreshOperation: null,
    refreshTokenSet: false,
    clientCertificate: '-----BEGIN CERTIFICATE-----',
    clientKeySet: true,
    trustCertificate: null,
  },
  settings: { folder: 'SEED' },
  capture: { mode: 'ERRORS', redactHeaders: ['x-api-key'], redactJsonPaths: ['$.a', '$.b'], maxBodyBytes: 1024 },
  operations: {},
};

describe('the integration form', () => {
  it('offers interfaces titled by spaces and valued by dashes, and a choice names the integration', () => {
    expect(interfaceOptions([azure, x3])).toEqual([
      { value: 'Microsoft-Azure-365-ActiveDirectory', label: 'Microsoft Azure 365 ActiveDirectory' },
      { value: 'Sage-X3-V12-web services', label: 'Sage X3 V12 web services' },
    ]);
    expect(interfaceChoice([azure, x3], 'Sage-X3-V12-web services')).toEqual({
      parts: { provider: 'Sage', product: 'X3', version: 'V12', interface: 'web services' },
      integration: 'SageX3',
      forcedAuthType: null,
    });
    expect(interfaceChoice([azure, x3], 'Microsoft-Azure-365-ActiveDirectory')).toMatchObject({
      integration: 'ActiveDirectory',
      forcedAuthType: 'BEARER',
    });
    expect(interfaceChoice([azure, x3], 'nothing')).toBeNull();
  });

  it('offers the own and the Azure operations, ActiveDirectory only its own', () => {
    const groups = operationOptions([azure, x3], x3);
    expect(groups.map((group) => group.items.map((item) => item.value))).toEqual([
      ['Sage-X3-V12-web services-read', 'Sage-X3-V12-web services-query'],
      ['Microsoft-Azure-365-ActiveDirectory-token'],
    ]);
    expect(operationOptions([azure, x3], azure).map((group) => group.group)).toEqual([
      'Microsoft Azure 365 ActiveDirectory',
    ]);
  });

  it('reads an integration into the form and writes it back, keeping stored secrets when left blank', () => {
    const values = integrationFormValues(integration);
    expect(values.connection.password).toBe('');
    expect(values.settings).toEqual([{ name: 'folder', value: 'SEED' }]);
    expect(values.capture.redactJsonPaths).toBe('$.a\n$.b');
    const payload = integrationPayload(integrationFormSchema.parse(values), 4);
    expect(payload.connection).toEqual({
      type: 'HTTP',
      uri: 'https://x3.example.com',
      authType: 'BASIC',
      username: 'admin',
      password: undefined,
      accessOperation: null,
      accessToken: null,
      refreshOperation: null,
      refreshToken: null,
      clientCertificate: '-----BEGIN CERTIFICATE-----',
      clientKey: undefined,
      trustCertificate: null,
    });
    expect(payload.settings).toEqual({ folder: 'SEED' });
    expect(payload.capture).toEqual(integration.capture);
    expect(JSON.parse(JSON.stringify(payload.connection))).not.toHaveProperty('password');
  });

  it('clears what plain http and the chosen authentication do not use, and forces BEARER for ActiveDirectory', () => {
    const values = integrationFormValues(integration);
    const plain = integrationFormSchema.parse({
      ...values,
      connection: { ...values.connection, uri: 'http://x3.example.com', authType: 'NONE', password: 'new' },
    });
    const payload = integrationPayload(plain, 4);
    expect(payload.connection).toMatchObject({
      username: null,
      password: null,
      clientCertificate: null,
      clientKey: null,
    });
    const directory = integrationFormSchema.parse({ ...values, product: 'Azure', integration: 'ActiveDirectory' });
    expect(integrationPayload(directory, 4).connection.authType).toBe('BEARER');
  });

  it('requires the interface, the name and the address', () => {
    const result = integrationFormSchema.safeParse(emptyIntegrationForm);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toMatchObject({
      integration: 'Field is required',
      provider: 'Field is required',
      'connection.uri': 'Field is required',
    });
  });

  it('warns that a new origin forgets saved secrets; a new path, the same origin spelt otherwise, or nothing saved does not', () => {
    const stored = integration.connection;
    expect(forgetsSavedSecrets(stored, false, 'https://evil.example.com')).toBe(true);
    expect(forgetsSavedSecrets(stored, false, 'http://x3.example.com')).toBe(true);
    expect(forgetsSavedSecrets(stored, false, 'https://x3.example.com:8443')).toBe(true);
    expect(forgetsSavedSecrets(stored, false, 'https://x3.example.com/other/path')).toBe(false);
    expect(forgetsSavedSecrets(stored, false, ' https://X3.example.com:443/ ')).toBe(false);
    // Being typed: not an address yet.
    expect(forgetsSavedSecrets(stored, false, 'https://')).toBe(false);
    expect(forgetsSavedSecrets(null, true, 'https://evil.example.com')).toBe(false);
    const none = { ...stored, passwordSet: false, clientKeySet: false };
    expect(forgetsSavedSecrets(none, false, 'https://evil.example.com')).toBe(false);
    expect(forgetsSavedSecrets(none, true, 'https://evil.example.com')).toBe(true);
    expect(forgetsSavedSecrets({ ...none, refreshTokenSet: true }, false, 'https://evil.example.com')).toBe(true);
  });

  it('tells a saved secret setting (masked) from a plain or empty one', () => {
    expect(hasSecretSettings({ folder: 'SEED', clientSecret: '' })).toBe(false);
    expect(hasSecretSettings({ folder: '********' })).toBe(false);
    expect(hasSecretSettings({ clientSecret: '********' })).toBe(true);
  });
});
