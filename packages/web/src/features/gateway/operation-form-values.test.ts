import { type Integration, saveIntegrationOperationSchema } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyOperationForm,
  operationFormSchema,
  operationFormValues,
  operationPayload,
} from './operation-form-values.ts';

const integration: Integration = {
  storeId: 7,
  integration: 'BusinessCentral',
  enabled: true,
  provider: 'Microsoft',
  product: 'BusinessCentral',
  version: '18.5',
  interface: 'API v2',
  connection: {
    type: 'HTTP',
    uri: 'http://127.0.0.1:9/bc',
    authType: 'NONE',
    username: null,
    passwordSet: false,
    accessOperation: null,
    accessTokenSet: false,
    refreshOperation: null,
    refreshTokenSet: false,
    clientCertificate: null,
    clientKeySet: false,
    trustCertificate: null,
  },
  settings: {},
  capture: { mode: 'FULL', redactHeaders: [], redactJsonPaths: [], maxBodyBytes: 65_536 },
  operations: {},
};

describe('the operation form', () => {
  it('saves an override of the integration, always with override: true, as the contract accepts it', () => {
    const values = operationFormSchema.parse({
      ...emptyOperationForm,
      operation: 'customers',
      request: { ...emptyOperationForm.request, path: '/companies({company})/customers', soapAction: 'ignored' },
      response: {
        ...emptyOperationForm.response,
        transforms: [
          {
            description: 'shape',
            type: 'JOLT',
            inputContentType: 'application/json',
            value: '[]',
            outputContentType: 'application/json',
          },
        ],
      },
    });
    const payload = operationPayload(values, integration);
    expect(payload).toMatchObject({
      storeId: 7,
      integration: 'BusinessCentral',
      provider: 'Microsoft',
      interface: 'API v2',
      operation: 'customers',
      override: true,
      request: { method: 'GET', path: '/companies({company})/customers', soapAction: undefined },
    });
    expect(saveIntegrationOperationSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps the SOAP action of a SOAP operation and reads a stored one back', () => {
    const values = operationFormSchema.parse({
      ...emptyOperationForm,
      operation: 'read',
      interfaceType: 'SOAP',
      request: { ...emptyOperationForm.request, method: 'POST', soapAction: ' read ' },
    });
    const payload = operationPayload(values, integration);
    expect(payload.request.soapAction).toBe('read');
    const stored = saveIntegrationOperationSchema.parse(payload);
    const read = operationFormValues({ ...stored, settings: [], override: true });
    expect(read.request.soapAction).toBe('read');
    expect(read.request.method).toBe('POST');
  });

  it('requires the operation name, and names and content types in its lists', () => {
    const result = operationFormSchema.safeParse({
      ...emptyOperationForm,
      request: { ...emptyOperationForm.request, headers: [{ name: '', value: 'x' }] },
      response: { ...emptyOperationForm.response, transforms: [{ type: 'RAW', value: '' }] },
    });
    const paths = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'operation: Field is required',
        'request.headers.0.name: Field is required',
        'response.transforms.0.inputContentType: Field is required',
        'response.transforms.0.outputContentType: Field is required',
      ]),
    );
  });
});
