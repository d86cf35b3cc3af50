import { Autocomplete, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  checkConverter,
  converterNames,
  converterOptions,
  type NewMapping,
  newMappingSchema,
} from '@store-console/contract';
import type { KeyboardEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { useColumnNames, useTableNames } from '../../../api/queries/sync-config.ts';
import type { SyncStore } from '../../../api/sync-config.ts';
import { FormRow } from '../../../ui/data-table/form-row.tsx';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';

const emptyMapping: NewMapping = {
  sourceTable: '',
  sourceColumn: '',
  targetTable: '',
  targetColumn: '',
  defaultValue: '',
  rowGroup: '',
  converter: '',
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

type PickerName = 'sourceTable' | 'sourceColumn' | 'targetTable' | 'targetColumn';
/** What a picker reads of its names' query. */
interface NameQuery {
  data: string[] | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The table's first row: tables and columns picked from the source's
 * and the store's own, a converter from the contract's list, posted as an array of one mapping.
 */
export function NewMappingRow({
  store,
  onCreate,
}: {
  store: SyncStore;
  onCreate: (mapping: NewMapping) => Promise<boolean>;
}) {
  const contractForm = useContractForm(newMappingSchema, {
    defaultValues: emptyMapping,
    onSubmit: async (values, form) => {
      const converter = blankToNull(values.converter);
      const problem = converter ? checkConverter(converter) : null;
      if (problem) {
        form.setError('converter', { message: problem });
        return;
      }
      const created = await onCreate({
        ...values,
        defaultValue: blankToNull(values.defaultValue),
        rowGroup: blankToNull(values.rowGroup),
        converter,
      });
      if (created) form.reset(emptyMapping);
    },
  });
  const { control, register, formState, setValue } = contractForm.form;
  const sourceTable = useWatch({ control, name: 'sourceTable' });
  const targetTable = useWatch({ control, name: 'targetTable' });
  const sourceTables = useTableNames(store, 'source');
  const targetTables = useTableNames(store, 'target');
  const sourceColumns = useColumnNames(store, 'source', sourceTable);
  const targetColumns = useColumnNames(store, 'target', targetTable);

  // The row is no <form> (a table row cannot hold one): Enter in its text fields creates, as a form would.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void contractForm.submit();
  };

  /** A picker of table or column names; a list that failed to load says why under it. */
  const picker = (name: PickerName, label: string, names: NameQuery, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          aria-label={label}
          placeholder={names.isFetching ? 'Loading…' : label}
          data={names.data ?? []}
          searchable
          disabled={disabled}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            // A column belongs to its table: a new table empties the column.
            if (name === 'sourceTable') setValue('sourceColumn', '');
            if (name === 'targetTable') setValue('targetColumn', '');
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          nothingFoundMessage="Nothing found"
          error={fieldState.error?.message ?? (names.isError ? errorMessage(names.error) : undefined)}
          comboboxProps={{ width: 'max-content', position: 'bottom-start', withinPortal: true }}
          size="xs"
        />
      )}
    />
  );

  return (
    <FormRow
      label="New mapping"
      cells={[
        picker('sourceTable', 'Source Table', sourceTables),
        picker('sourceColumn', 'Source Column', sourceColumns, sourceTable === ''),
        picker('targetTable', 'Target Table', targetTables),
        picker('targetColumn', 'Target Column', targetColumns, targetTable === ''),
        <TextInput
          key="defaultValue"
          aria-label="Default Value"
          size="xs"
          error={formState.errors.defaultValue?.message}
          {...register('defaultValue')}
          onKeyDown={submitOnEnter}
        />,
        <TextInput
          key="rowGroup"
          aria-label="Row Group"
          size="xs"
          error={formState.errors.rowGroup?.message}
          {...register('rowGroup')}
          onKeyDown={submitOnEnter}
        />,
        <Controller
          key="converter"
          control={control}
          name="converter"
          render={({ field, fieldState }) => (
            <Autocomplete
              aria-label="Converter"
              placeholder="none"
              data={converterNames}
              renderOption={({ option }) => <ConverterOption name={option.value} />}
              comboboxProps={{ width: 320, position: 'bottom-start', withinPortal: true }}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              size="xs"
            />
          )}
        />,
        null,
        <Button key="create" size="xs" onClick={() => void contractForm.submit()} loading={formState.isSubmitting}>
          Create
        </Button>,
      ]}
    />
  );
}

/** A converter in the list: its name, what it does and, when it takes an argument, an example. */
function ConverterOption({ name }: { name: string }) {
  const info = converterOptions.find((option) => option.value === name);
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      {info && (
        <Text size="xs" c="dimmed">
          {info.example === name ? info.description : `${info.description} — e.g. ${info.example}`}
        </Text>
      )}
    </Stack>
  );
}
