import { storeKeyRoot } from '../query-keys.ts';

/** Keys of what the settings screen and Sage Data read; every key names the store first. */
const syncSettingsRoot = storeKeyRoot('syncSettings');
export const syncSettingsKeys = {
  ...syncSettingsRoot,
};
