import { Alert, Anchor, Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type SyncSource, type SyncVersion, syncTexts, syncVersionLabels, syncVersions } from '@store-console/contract';
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useErpTypes, useRetryErpTypes } from '../../../api/queries/stores.ts';
import { useSourceSaved, useSyncVersionChanged } from '../../../api/queries/sync-sources.ts';
import {
  changeSyncVersion,
  getSyncSchedule,
  probeSyncSource,
  saveSyncSchedule,
  saveSyncSource,
} from '../../../api/sync-sources.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { applyServerErrors } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { type SyncContextValue, useSyncContext } from '../use-sync-context.ts';
import { AgentFields, agentAddress } from './agent-fields.tsx';
import {
  type ConnectionFormValues,
  connectionDefaults,
  connectionFields,
  connectionFormSchema,
  isLockedErp,
  valuesForErpType,
} from './connection-form-values.ts';
import { changeVersion, type SyncNotice } from './version-change.ts';

/**
 * The Connection tab (docs/decisions/0085):
 * the store's first source, its agent or gateway, the agent probe, and the store's sync version.
 */
export function ConnectionTab() {
  const sync = useSyncContext();
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  return (
    <Stack gap="md">
      {/* A newly created source starts a fresh form; the messages stay. */}
      <ConnectionForm key={sync.source?.id ?? 'new'} sync={sync} onNotices={setNotices} />
      <Notices notices={notices} onDismiss={(index) => setNotices((all) => all.filter((_, at) => at !== index))} />
    </Stack>
  );
}

/**
 * The messages sit under the form, which is taller than a laptop's window: a version changed at the
 * top would say so out of sight. New messages are brought into view (only as far as needed).
 */
function useRevealed(notices: SyncNotice[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notices.length > 0) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notices]);
  return ref;
}

function Notices({ notices, onDismiss }: { notices: SyncNotice[]; onDismiss: (index: number) => void }) {
  const ref = useRevealed(notices);
  if (notices.length === 0) return null;
  return (
    <Stack gap="md" ref={ref}>
      {notices.map((notice, index) => (
        <Alert
          // biome-ignore lint/suspicious/noArrayIndexKey: notices are replaced as a whole
          key={index}
          color={notice.color}
          variant="light"
          role={notice.color === 'red' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => onDismiss(index)}
        >
          <Text size="sm" fw={500}>
            {notice.text}
          </Text>
          {notice.detail && (
            <Text size="xs" mt={4}>
              {notice.detail}
            </Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}

interface ConnectionFormProps {
  sync: SyncContextValue;
  onNotices: (notices: SyncNotice[]) => void;
}

function ConnectionForm({ sync, onNotices }: ConnectionFormProps) {
  const { store, storeRef, source, requestInProgress } = sync;
  const sourceSaved = useSourceSaved(storeRef);
  const versionChanged = useSyncVersionChanged(storeRef);
  const retryErpTypes = useRetryErpTypes();
  const erpTypes = useErpTypes();
  const [testing, setTesting] = useState(false);
  const [pendingVersion, setPendingVersion] = useState<SyncVersion | null>(null);
  const [changingVersion, setChangingVersion] = useState(false);

  const { form, submit } = useContractForm(connectionFormSchema, {
    defaultValues: connectionDefaults(store, source),
    onSubmit: async (body, current) => {
      onNotices([]);
      let saved: SyncSource;
      try {
        saved = await saveSyncSource(storeRef, body);
      } catch (error) {
        applyServerErrors(error, current.getValues(), connectionFields, current.setError);
        onNotices([{ color: 'red', text: syncTexts.sourceSaveFailed, detail: errorMessage(error) }]);
        return;
      }
      if (!saved?.id) {
        onNotices([{ color: 'red', text: syncTexts.sourceSaveNothing }]);
        return;
      }
      onNotices([{ color: 'green', text: body.id === undefined ? syncTexts.sourceCreated : syncTexts.sourceUpdated }]);
      current.reset(connectionDefaults(store, saved));
      await sourceSaved(saved);
    },
  });
  const { control, setValue, getValues, formState } = form;
  const values = useWatch({ control }) as ConnectionFormValues;
  // A Business Central store stays one (its gateway source is made by the server): its ERP type is
  // locked too, or choosing another would bring back Save and the agent's fields.
  const businessCentralStore = isLockedErp(store.erpType.code) || isLockedErp(source?.sourceType ?? '');
  const locked = businessCentralStore || isLockedErp(values.sourceType);
  const underSync2 = values.syncVersion === 'SYNC_2';

  const testConnection = async () => {
    onNotices([]);
    if (!(await form.trigger(['protocol', 'hostName', 'port']))) return;
    setTesting(true);
    try {
      await probeSyncSource(storeRef, agentAddress(getValues()));
      onNotices([{ color: 'green', text: syncTexts.connected }]);
    } catch (error) {
      onNotices([{ color: 'red', text: syncTexts.notConnected, detail: errorMessage(error) }]);
    } finally {
      setTesting(false);
    }
  };

  const confirmVersion = async () => {
    if (pendingVersion === null) return;
    const version = pendingVersion;
    setChangingVersion(true);
    onNotices([]);
    const outcome = await changeVersion(
      {
        getSchedule: (sourceId) => getSyncSchedule(storeRef, sourceId),
        patchVersion: (next) => changeSyncVersion(storeRef, next),
        putSchedule: (sourceId, schedule) => saveSyncSchedule(storeRef, sourceId, schedule),
      },
      source?.id ?? null,
      version,
    );
    if (outcome.changed) {
      setValue('syncVersion', version);
      await versionChanged();
    }
    setChangingVersion(false);
    setPendingVersion(null);
    onNotices(outcome.notices);
  };

  const erpOptions = (erpTypes.data ?? []).map((erp) => ({ value: erp.code, label: erp.name }));
  const saving = formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate aria-label="Sync source">
      <Stack gap="md" maw={640}>
        <Group justify="flex-end">
          <Anchor component={Link} to={`/stores/${store.id}/gateway`}>
            Gateway Settings
          </Anchor>
        </Group>
        <TextInput label="Store ID" value={store.storeId} readOnly />
        <Select
          label="Sync Version"
          data={syncVersions.map((version) => ({ value: version, label: syncVersionLabels[version] }))}
          value={values.syncVersion}
          onChange={(next) => next && next !== values.syncVersion && setPendingVersion(next as SyncVersion)}
          allowDeselect={false}
          disabled={locked || requestInProgress}
          error={formState.errors.syncVersion?.message}
        />
        {underSync2 && (
          <Select
            label="ERP type"
            data={erpOptions}
            value={values.sourceType || null}
            onChange={(code) => {
              if (!code) return;
              for (const [name, value] of Object.entries(valuesForErpType(code))) {
                setValue(name as 'sourceType', value as string, { shouldDirty: true });
              }
              form.clearErrors('sourceType');
            }}
            allowDeselect={false}
            disabled={businessCentralStore || requestInProgress}
            required
            withAsterisk={false}
            error={
              formState.errors.sourceType?.message ?? (erpTypes.isError ? errorMessage(erpTypes.error) : undefined)
            }
            placeholder={erpTypes.isPending ? 'Loading…' : undefined}
            onDropdownOpen={() => erpTypes.isError && retryErpTypes()}
          />
        )}
        {underSync2 && values.syncType === 'GATEWAY' && (
          <Fieldset legend="Gateway">
            <Controller
              control={control}
              name="integrationName"
              render={({ field, fieldState }) => (
                <TextInput {...field} label="Integration Name" disabled={locked} error={fieldState.error?.message} />
              )}
            />
          </Fieldset>
        )}
        {underSync2 && values.syncType === 'AGENT' && (
          <AgentFields form={form} storeRef={storeRef} values={values} agentKeySet={source?.agentKeySet === true} />
        )}
        {underSync2 && (
          <Group>
            <Button type="submit" loading={saving} disabled={locked || requestInProgress}>
              Save
            </Button>
            {values.syncType === 'AGENT' && (
              <Button variant="default" onClick={testConnection} loading={testing}>
                Test Connection
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={pendingVersion !== null}
        title={syncTexts.confirmationRequired}
        message={syncTexts.confirmVersion(pendingVersion ? syncVersionLabels[pendingVersion] : '')}
        loading={changingVersion}
        // Cancel resets the form (the selector keeps showing the store's version).
        onCancel={() => setPendingVersion(null)}
        onConfirm={confirmVersion}
      />
    </form>
  );
}
