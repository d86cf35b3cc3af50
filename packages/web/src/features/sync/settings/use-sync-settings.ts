import { type SaveSyncSettings, type SyncSettings, syncTexts } from '@store-console/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useSaveSyncSettings } from '../../../api/queries/sync-settings.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import type { BannerOutcome } from '../../../ui/outcome-banner.tsx';
import { type SettingsSection, withinSection } from './settings-form-values.ts';

/** The console's wording for a settings form's save (as the gateway's forms word theirs). */
export const settingsTexts = {
  saved: 'Saved successfully',
  saveFailed: (message: string) => `Failed to save, reason: ${message}`,
  loadFailed: syncTexts.failedToLoad,
} as const;

/**
 * One form's save: sends its section, and says how it went. `save` rethrows with the server's field
 * paths made relative to the section, so useContractForm puts them on the form's fields.
 */
export function useSectionSave(store: SyncStoreRef, section: SettingsSection) {
  const mutation = useSaveSyncSettings(store);
  const [outcome, setOutcome] = useState<BannerOutcome>(null);
  const save = async (body: SaveSyncSettings): Promise<SyncSettings> => {
    setOutcome(null);
    try {
      const saved = await mutation.mutateAsync(body);
      setOutcome({ ok: true, text: settingsTexts.saved });
      return saved;
    } catch (error) {
      throw withinSection(error, section);
    }
  };
  return { save, outcome, clearOutcome: () => setOutcome(null) };
}

/** The banner text of a form: its save error when the last save failed, else the last outcome. */
export function bannerOf(outcome: BannerOutcome, saveError: unknown): BannerOutcome {
  if (saveError !== null && saveError !== undefined)
    return { ok: false, text: settingsTexts.saveFailed(errorMessage(saveError)) };
  return outcome;
}
