import { Fieldset, PasswordInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type AvailableInterface,
  type Connection,
  gatewayAuthTypeLabels,
  gatewayAuthTypes,
  gatewayTexts,
  type OperationRef,
  operationRefValue,
} from '@store-console/contract';
import { Controller, useWatch } from 'react-hook-form';
import type { ContractFormReturn } from '../../ui/form/use-contract-form.ts';
import {
  forgetsSavedSecrets,
  type IntegrationFormOutput,
  type IntegrationFormValues,
  isActiveDirectory,
  isHttps,
  operationOptions,
} from './integration-form-values.ts';

type IntegrationForm = ContractFormReturn<IntegrationFormValues, IntegrationFormOutput>;

/** Shown in a secret's empty input when one is stored: secrets are written, never read back. */
export const savedSecretPlaceholder = 'Saved — leave blank to keep';

/** Beside the address when it leaves the saved one's origin while secrets are saved. */
export const newAddressForgetsSecrets =
  'A new address forgets the saved password, tokens and secret settings: enter them again.';

const authTypeOptions = gatewayAuthTypes.map((type) => ({ value: type, label: gatewayAuthTypeLabels[type] }));

interface ConnectionFieldsProps {
  form: IntegrationForm;
  /** The stored connection (which secrets are set), or null for a new integration. */
  stored: Connection | null;
  /** Whether a secret-named setting is saved (a new origin forgets it too). */
  secretSettingsSaved: boolean;
  available: readonly AvailableInterface[];
}

/**
 * The connection: address, authentication (NONE, BASIC, BEARER shown as OAUTH2; locked to
 * BEARER for ActiveDirectory), BASIC's username and password, BEARER's operations and tokens (the
 * operations only once the integration exists), and for https the SSL auth and trust certificates.
 */
export function ConnectionFields({ form, stored, secretSettingsSaved, available }: ConnectionFieldsProps) {
  const { control, register, formState } = form;
  const errors = formState.errors.connection;
  const [uri, chosenAuthType, provider, product, version, iface] = useWatch({
    control,
    name: ['connection.uri', 'connection.authType', 'provider', 'product', 'version', 'interface'],
  });
  const locked = isActiveDirectory({ product });
  const authType = locked ? 'BEARER' : chosenAuthType;
  const placeholder = (set: boolean | undefined) => (set ? savedSecretPlaceholder : undefined);
  const groups = operationOptions(available, { provider, product, version, interface: iface });
  const forgets = forgetsSavedSecrets(stored, secretSettingsSaved, uri);

  return (
    <Fieldset legend="Connection" variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="URI"
            // The description is the input's accessible description: the note is read with the field.
            description={
              forgets ? (
                <Text span inherit fw={600}>
                  {newAddressForgetsSecrets}
                </Text>
              ) : (
                'http or https address of the upstream'
              )
            }
            required
            withAsterisk={false}
            error={errors?.uri?.message}
            {...register('connection.uri')}
          />
          <Controller
            control={control}
            name="connection.authType"
            render={({ field }) => (
              <Select
                label="Authentication Type"
                required
                withAsterisk={false}
                data={authTypeOptions}
                value={authType}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                disabled={locked}
                description={locked ? 'ActiveDirectory always uses OAUTH2' : undefined}
                error={errors?.authType?.message}
              />
            )}
          />
        </SimpleGrid>
        {authType === 'BASIC' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Username" autoComplete="off" {...register('connection.username')} />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              placeholder={placeholder(stored?.passwordSet)}
              error={errors?.password?.message}
              {...register('connection.password')}
            />
          </SimpleGrid>
        )}
        {authType === 'BEARER' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {stored ? (
              <OperationPicker form={form} name="connection.accessOperation" label="Access Operation" groups={groups} />
            ) : null}
            <PasswordInput
              label="Access Token"
              autoComplete="off"
              placeholder={placeholder(stored?.accessTokenSet)}
              {...register('connection.accessToken')}
            />
            {stored ? (
              <OperationPicker
                form={form}
                name="connection.refreshOperation"
                label="Refresh Operation"
                groups={groups}
              />
            ) : null}
            <PasswordInput
              label="Refresh Token"
              autoComplete="off"
              placeholder={placeholder(stored?.refreshTokenSet)}
              {...register('connection.refreshToken')}
            />
            {!stored && (
              <Text size="sm" c="dimmed">
                {gatewayTexts.operationsOnceSaved}
              </Text>
            )}
          </SimpleGrid>
        )}
        {isHttps(uri) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fieldset legend="SSL Auth">
              <Stack gap="xs">
                <Textarea
                  label="Client Certificate (PEM)"
                  autosize
                  minRows={3}
                  maxRows={10}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  error={errors?.clientCertificate?.message}
                  {...register('connection.clientCertificate')}
                />
                <Textarea
                  label="Client Key (PEM)"
                  autosize
                  minRows={3}
                  maxRows={10}
                  autoComplete="off"
                  placeholder={placeholder(stored?.clientKeySet)}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  error={errors?.clientKey?.message}
                  {...register('connection.clientKey')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend="SSL Trust">
              <Textarea
                label="Trust Certificate (PEM)"
                description="Trusted instead of the system's certificates"
                autosize
                minRows={3}
                maxRows={10}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                error={errors?.trustCertificate?.message}
                {...register('connection.trustCertificate')}
              />
            </Fieldset>
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

interface OperationPickerProps {
  form: IntegrationForm;
  name: 'connection.accessOperation' | 'connection.refreshOperation';
  label: string;
  groups: ReturnType<typeof operationOptions>;
}

/** A catalogue operation reference, shown joined by dashes; a stored one the catalogue lost still shows. */
function OperationPicker({ form, name, label, groups }: OperationPickerProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const byValue = new Map<string, OperationRef>(
          groups.flatMap((group) => group.items.map((item) => [item.value, item.ref] as const)),
        );
        const current = field.value ? operationRefValue(field.value) : null;
        const data = groups.map((group) => ({
          group: group.group,
          items: group.items.map(({ value, label: itemLabel }) => ({ value, label: itemLabel })),
        }));
        if (field.value && current && !byValue.has(current)) {
          byValue.set(current, field.value);
          data.push({ group: 'Saved', items: [{ value: current, label: current }] });
        }
        return (
          <Select
            label={label}
            placeholder="None"
            searchable
            clearable
            clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
            data={data}
            value={current}
            onChange={(value) => field.onChange(value ? (byValue.get(value) ?? null) : null)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            nothingFoundMessage="No operations"
          />
        );
      }}
    />
  );
}
