import { Box, Button, Fieldset, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { primaryIndexOf, type StoreFormInput, withPrimary } from './store-form-values.ts';

interface StoreDomainFieldsProps {
  control: Control<StoreFormInput, unknown, StoreFormInput>;
  register: UseFormRegister<StoreFormInput>;
  setValue: UseFormSetValue<StoreFormInput>;
  errors: FieldErrors<StoreFormInput>;
  /** When editing, the staging domain is shown but cannot be changed (nor removed: it has no Remove). */
  stagingReadOnly: boolean;
}

/**
 * The staging domain and the store's own domains, each with a Primary choice. Exactly one is primary:
 * removing the primary domain leaves none marked, and then the first domain, the staging one, is.
 */
export function StoreDomainFields({ control, register, setValue, errors, stagingReadOnly }: StoreDomainFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'domains' });
  const domains = useWatch({ control, name: 'domains' }) ?? [];
  const primary = primaryIndexOf(domains);
  const choosePrimary = (index: number | null) =>
    withPrimary(domains, index).forEach((domain, i) => {
      setValue(`domains.${i}.isPrimary`, domain.isPrimary, { shouldDirty: true });
    });

  return (
    <Fieldset legend="Domains" variant="filled">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label="Staging Domain"
            required={!stagingReadOnly}
            withAsterisk={false}
            readOnly={stagingReadOnly}
            variant={stagingReadOnly ? 'filled' : 'default'}
            placeholder="my-store.staging.example.com"
            error={errors.stgDomain?.message}
            style={{ flex: 1 }}
            {...register('stgDomain')}
          />
          <Radio
            mt={32}
            name="primary-domain"
            label="Primary"
            aria-label="Staging domain is primary"
            checked={primary === null}
            onChange={() => choosePrimary(null)}
          />
          <Box w={50} />
        </Group>
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap">
              <TextInput
                label={`Domain ${n}`}
                required
                withAsterisk={false}
                placeholder="shop.example.com"
                error={errors.domains?.[index]?.name?.message}
                style={{ flex: 1 }}
                {...register(`domains.${index}.name`)}
              />
              <Radio
                mt={32}
                name="primary-domain"
                label="Primary"
                aria-label={`Domain ${n} is primary`}
                checked={primary === index}
                onChange={() => choosePrimary(index)}
              />
              <Button
                variant="subtle"
                color="red"
                mt={25}
                aria-label={`Remove domain ${n}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </Button>
            </Group>
          );
        })}
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            Only the staging domain so far.
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append({ name: '', protocol: 'https', isStaging: false, isPrimary: false })}
          >
            Add domain
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
