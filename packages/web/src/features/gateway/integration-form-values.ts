import {
  type AvailableInterface,
  azureInterface,
  type Connection,
  captureModes,
  gatewayAuthTypes,
  gatewayNameSchema,
  gatewaySecretMask,
  gatewayTexts,
  type Integration,
  type InterfaceParts,
  integrationNameFor,
  interfaceTitle,
  interfaceValue,
  isSecretSettingName,
  type OperationRef,
  operationRefSchema,
  operationRefValue,
  type SaveIntegration,
  saveConnectionSchema,
} from '@store-console/contract';
import { z } from 'zod';
import { nameValueRowsSchema, rowsToSettings, settingsToRows } from '../../ui/name-value-rows.ts';

/**
 * The integration form's values and their conversion to and from the contract's payload: the
 * interface as its four parts (picked as one), secrets as text where blank keeps the stored one,
 * settings as rows, the capture policy's lists as one entry per line.
 */
export const integrationFormSchema = z.object({
  integration: gatewayNameSchema,
  enabled: z.boolean(),
  provider: gatewayNameSchema,
  product: gatewayNameSchema,
  version: gatewayNameSchema,
  interface: gatewayNameSchema,
  connection: z.object({
    uri: saveConnectionSchema.shape.uri,
    authType: z.enum(gatewayAuthTypes, { error: gatewayTexts.fieldRequired }),
    username: z.string(),
    password: z.string(),
    accessOperation: operationRefSchema.nullable(),
    accessToken: z.string(),
    refreshOperation: operationRefSchema.nullable(),
    refreshToken: z.string(),
    clientCertificate: z.string(),
    clientKey: z.string(),
    trustCertificate: z.string(),
  }),
  settings: nameValueRowsSchema,
  capture: z.object({
    mode: z.enum(captureModes),
    redactHeaders: z.string(),
    redactJsonPaths: z.string(),
    maxBodyBytes: z.number({ error: gatewayTexts.fieldRequired }).int().min(0).max(1_048_576),
  }),
});
export type IntegrationFormValues = z.input<typeof integrationFormSchema>;
export type IntegrationFormOutput = z.output<typeof integrationFormSchema>;

export const emptyIntegrationForm: IntegrationFormValues = {
  integration: '',
  enabled: true,
  provider: '',
  product: '',
  version: '',
  interface: '',
  connection: {
    uri: '',
    authType: 'NONE',
    username: '',
    password: '',
    accessOperation: null,
    accessToken: '',
    refreshOperation: null,
    refreshToken: '',
    clientCertificate: '',
    clientKey: '',
    trustCertificate: '',
  },
  settings: [],
  capture: { mode: 'FULL', redactHeaders: '', redactJsonPaths: '', maxBodyBytes: 65_536 },
};

export function integrationFormValues(integration: Integration): IntegrationFormValues {
  const { connection, capture } = integration;
  return {
    integration: integration.integration,
    enabled: integration.enabled,
    provider: integration.provider,
    product: integration.product,
    version: integration.version,
    interface: integration.interface,
    connection: {
      uri: connection.uri,
      authType: connection.authType,
      username: connection.username ?? '',
      password: '',
      accessOperation: connection.accessOperation,
      accessToken: '',
      refreshOperation: connection.refreshOperation,
      refreshToken: '',
      clientCertificate: connection.clientCertificate ?? '',
      clientKey: '',
      trustCertificate: connection.trustCertificate ?? '',
    },
    settings: settingsToRows(integration.settings),
    capture: {
      mode: capture.mode,
      redactHeaders: capture.redactHeaders.join('\n'),
      redactJsonPaths: capture.redactJsonPaths.join('\n'),
      maxBodyBytes: capture.maxBodyBytes,
    },
  };
}

/** The ActiveDirectory integration (Azure's interface) always authenticates with BEARER. */
export function isActiveDirectory(parts: Pick<InterfaceParts, 'product'>): boolean {
  return parts.product === azureInterface.product;
}

export function isHttps(uri: string): boolean {
  return /^https:/i.test(uri.trim());
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Blank keeps the stored secret (left out of the payload). */
const secret = (value: string) => (value === '' ? undefined : value);
const orNull = (value: string) => value.trim() || null;

/**
 * The payload (storeId, integration, enabled, interface parts, connection, settings). What the
 * chosen authentication or a plain-http address does not use is cleared, stored secrets included.
 */
export function integrationPayload(values: IntegrationFormOutput, storeId: number): SaveIntegration {
  const connection = values.connection;
  const authType = isActiveDirectory(values) ? 'BEARER' : connection.authType;
  const basic = authType === 'BASIC';
  const bearer = authType === 'BEARER';
  const https = isHttps(connection.uri);
  return {
    storeId,
    integration: values.integration,
    enabled: values.enabled,
    provider: values.provider,
    product: values.product,
    version: values.version,
    interface: values.interface,
    connection: {
      type: 'HTTP',
      uri: connection.uri,
      authType,
      username: basic ? orNull(connection.username) : null,
      password: basic ? secret(connection.password) : null,
      accessOperation: bearer ? connection.accessOperation : null,
      accessToken: bearer ? secret(connection.accessToken) : null,
      refreshOperation: bearer ? connection.refreshOperation : null,
      refreshToken: bearer ? secret(connection.refreshToken) : null,
      clientCertificate: https ? orNull(connection.clientCertificate) : null,
      clientKey: https ? secret(connection.clientKey) : null,
      trustCertificate: https ? orNull(connection.trustCertificate) : null,
    },
    settings: rowsToSettings(values.settings),
    capture: {
      mode: values.capture.mode,
      redactHeaders: lines(values.capture.redactHeaders),
      redactJsonPaths: lines(values.capture.redactJsonPaths),
      maxBodyBytes: values.capture.maxBodyBytes,
    },
  };
}

/** The interface picker's options (title parts joined by spaces, value by dashes). */
export function interfaceOptions(available: readonly AvailableInterface[]): { value: string; label: string }[] {
  return available.map((entry) => ({ value: interfaceValue(entry), label: interfaceTitle(entry) }));
}

/** What choosing an interface sets: its parts, the name it suggests, and BEARER for ActiveDirectory. */
export function interfaceChoice(
  available: readonly AvailableInterface[],
  value: string | null,
): { parts: InterfaceParts; integration: string; forcedAuthType: 'BEARER' | null } | null {
  const entry = available.find((candidate) => interfaceValue(candidate) === value);
  if (!entry) return null;
  const parts = {
    provider: entry.provider,
    product: entry.product,
    version: entry.version,
    interface: entry.interface,
  };
  return { parts, integration: integrationNameFor(parts), forcedAuthType: isActiveDirectory(parts) ? 'BEARER' : null };
}

export interface OperationOptionGroup {
  group: string;
  items: { value: string; label: string; ref: OperationRef }[];
}

/**
 * The access and refresh operation pickers: the integration's own interface's operations and, since
 * tokens usually come from Azure AD, the Azure operations; an ActiveDirectory integration offers only
 * those. Each reference is shown joined by dashes.
 */
export function operationOptions(
  available: readonly AvailableInterface[],
  parts: InterfaceParts,
): OperationOptionGroup[] {
  const azureValue = interfaceValue(azureInterface);
  const own = interfaceValue(parts);
  const wanted = isActiveDirectory(parts) ? [azureValue] : [own, azureValue];
  const groups: OperationOptionGroup[] = [];
  for (const value of new Set(wanted)) {
    const entry = available.find((candidate) => interfaceValue(candidate) === value);
    if (!entry || entry.operations.length === 0) continue;
    const items = entry.operations.map((operation) => {
      const ref = {
        provider: entry.provider,
        product: entry.product,
        version: entry.version,
        interface: entry.interface,
        operation: operation.operation,
      };
      return { value: operationRefValue(ref), label: operationRefValue(ref), ref };
    });
    groups.push({ group: interfaceTitle(entry), items });
  }
  return groups;
}

/** Whether a secret-named setting is saved (it reads back masked). */
export function hasSecretSettings(settings: Record<string, string>): boolean {
  return Object.entries(settings).some(([name, value]) => isSecretSettingName(name) && value === gatewaySecretMask);
}

/**
 * Whether saving `uri` would forget saved secrets: the server forgets every secret a save does not
 * re-supply when the address leaves the saved one's origin (scheme, host, port; not the path). An
 * address that is not one yet (being typed) says nothing: such a save is refused anyway.
 */
export function forgetsSavedSecrets(stored: Connection | null, secretSettingsSaved: boolean, uri: string): boolean {
  if (!stored) return false;
  const saved =
    stored.passwordSet || stored.accessTokenSet || stored.refreshTokenSet || stored.clientKeySet || secretSettingsSaved;
  const typed = uri.trim();
  return saved && originOf(typed) !== null && originOf(typed) !== originOf(stored.uri);
}

/** An address's scheme, host and port (the server compares the same), or null for no address. */
function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}
