import { Button, Group, Menu, Stack, Tabs, Title } from '@mantine/core';
import type { SyncSettings } from '@store-console/contract';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSyncSettings } from '../../../api/queries/sync-settings.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { useCurrentStore } from '../../../app/current-store.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import {
  ClientConnectionSettings,
  ErpConnectionSettings,
  LanguageSettings,
  ResourcesSettings,
  WebServiceSettings,
} from './settings-forms.tsx';
import { StorePicker } from './store-picker.tsx';
import { SyncPageLinks } from './sync-page-links.tsx';
import { settingsTexts } from './use-sync-settings.ts';

/** The screen's views: two tabs, and the three of the ERP Settings menu. The URL's `view` holds it. */
const tabViews = [
  { value: 'client', label: 'Client Connection' },
  { value: 'erp', label: 'ERP Connection' },
] as const;
const erpSettingsViews = [
  { value: 'web-service', label: 'Web Service' },
  { value: 'language', label: 'Language' },
  { value: 'resources', label: 'Resources' },
] as const;
type View = (typeof tabViews)[number]['value'] | (typeof erpSettingsViews)[number]['value'];
const views: readonly string[] = [...tabViews, ...erpSettingsViews].map((view) => view.value);
const isView = (value: string | null): value is View => value !== null && views.includes(value);

const settingsPath = 'synchronization/settings';

/**
 * /stores/{id}/synchronization/settings: a store picker, the Client
 * Connection and ERP Connection tabs, and the ERP Settings menu (Web Service, Language, Resources).
 * Each form saves its own section for real (the issue overrides the spec's "not submitted").
 */
export function SyncSettingsPage() {
  const store = useCurrentStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view: View = isView(requested) ? requested : 'client';
  const show = (next: View) => setSearchParams(next === 'client' ? {} : { view: next }, { replace: true });
  const erpSettingsView = erpSettingsViews.find((item) => item.value === view);
  const query = useSyncSettings(store);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Synchronization Settings
          </Title>
          <SyncPageLinks storeDbId={store.id} current="synchronization/settings" />
        </Stack>
        <StorePicker current={store} path={settingsPath} />
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Tabs value={erpSettingsView ? null : view} onChange={(value) => isView(value) && show(value)}>
          <Tabs.List aria-label="Synchronization settings">
            {tabViews.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant={erpSettingsView ? 'light' : 'subtle'}
              color={erpSettingsView ? undefined : 'gray'}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              ERP Settings
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {erpSettingsViews.map((item) => (
              <Menu.Item
                key={item.value}
                onClick={() => show(item.value)}
                aria-current={item.value === view ? 'page' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {query.isPending ? (
        <LoadingState label="Loading settings" />
      ) : query.isError ? (
        <ErrorAlert error={query.error} title={settingsTexts.loadFailed} />
      ) : (
        <SettingsViews store={store} settings={query.data} view={view} />
      )}
    </Stack>
  );
}

/**
 * Every form stays mounted (hidden when not shown), so what is typed in one survives a look at
 * another; each form is its own region named by its heading.
 */
function SettingsViews({ store, settings, view }: { store: SyncStoreRef; settings: SyncSettings; view: View }) {
  const forms: Record<View, { title: string; form: ReactNode }> = {
    client: { title: 'Client Connection', form: <ClientConnectionSettings store={store} settings={settings} /> },
    erp: { title: 'ERP Connection', form: <ErpConnectionSettings store={store} settings={settings} /> },
    'web-service': { title: 'Web Service', form: <WebServiceSettings store={store} settings={settings} /> },
    language: { title: 'Language', form: <LanguageSettings store={store} settings={settings} /> },
    resources: { title: 'Resources', form: <ResourcesSettings store={store} settings={settings} /> },
  };
  return (
    <>
      {(Object.keys(forms) as View[]).map((key) => (
        <section key={key} hidden={key !== view} aria-labelledby={`sync-settings-${key}`}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={`sync-settings-${key}`}>
              {forms[key].title}
            </Title>
            {forms[key].form}
          </Stack>
        </section>
      ))}
    </>
  );
}
