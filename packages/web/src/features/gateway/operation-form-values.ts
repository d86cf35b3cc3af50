import {
  type Integration,
  type IntegrationOperation,
  type SaveIntegrationOperation,
  saveIntegrationOperationSchema,
  type Transform,
} from '@store-console/contract';
import type { z } from 'zod';

/**
 * The operation form: the contract's payload without what the
 * integration decides (store, integration name, interface parts) and without `override`, which
 * saving always sets.
 */
export const operationFormSchema = saveIntegrationOperationSchema.pick({
  enabled: true,
  interfaceType: true,
  operation: true,
  settings: true,
  request: true,
  response: true,
});
export type OperationFormValues = z.input<typeof operationFormSchema>;
export type OperationFormOutput = z.output<typeof operationFormSchema>;

export const newTransform: Transform = {
  description: '',
  type: 'AUTO',
  inputContentType: '*/*',
  value: '',
  outputContentType: '*/*',
};

export const emptyOperationForm: OperationFormValues = {
  enabled: true,
  interfaceType: 'HTTP',
  operation: '',
  settings: [],
  request: {
    method: 'GET',
    path: '',
    soapAction: '',
    inputContentType: '*/*',
    outputContentType: '*/*',
    headers: [],
    parameters: [],
    transforms: [],
  },
  response: { inputContentType: '*/*', outputContentType: '*/*', headers: [], parameters: [], transforms: [] },
};

/** The form's values of an operation as read (an override, or the catalogue's definition). */
export function operationFormValues(operation: IntegrationOperation): OperationFormValues {
  const { request, response } = operation;
  return {
    enabled: operation.enabled,
    interfaceType: operation.interfaceType,
    operation: operation.operation,
    settings: operation.settings,
    request: {
      method: request.method,
      path: request.path,
      soapAction: request.soapAction ?? '',
      inputContentType: request.inputContentType,
      outputContentType: request.outputContentType,
      headers: request.headers,
      parameters: request.parameters,
      transforms: request.transforms,
    },
    response: {
      inputContentType: response.inputContentType,
      outputContentType: response.outputContentType,
      headers: response.headers,
      parameters: response.parameters,
      transforms: response.transforms,
    },
  };
}

/** The payload: the integration's store, name and interface, and `override: true` always. */
export function operationPayload(values: OperationFormOutput, integration: Integration): SaveIntegrationOperation {
  const soapAction = values.interfaceType === 'SOAP' ? values.request.soapAction?.trim() || undefined : undefined;
  return {
    ...values,
    request: { ...values.request, soapAction },
    storeId: integration.storeId,
    integration: integration.integration,
    provider: integration.provider,
    product: integration.product,
    version: integration.version,
    interface: integration.interface,
    override: true,
  };
}
