/** Business constants, and the shell's. */
export const productName = 'Store Console';
export const buildVersion = '4.125.0';
export const buildTrack = 'production';
export const apiPrefix = '/api/v1';
/** The header that names the store a settings, sync or client call is about (the store's storeId). */
export const storeHeader = 'x-xm-store';

/** The console's own OAuth client: public, empty secret. */
export const consoleClient = { id: 'console', secret: '' } as const;

export const requestTimeoutMs = 20_000;
export const searchDebounceMs = 350;
export const cloneStoreSearchDebounceMs = 500;
export const refreshSpinnerHoldMs = 2_000;

export const pageSizes = {
  default: 20,
  dataCentres: 20,
  operators: 100,
  erpTypes: 10,
  versionHistory: 20,
  backups: 20,
  environments: 20,
  credentials: 20,
} as const;
export const defaultSort = 'id,DESC';

export const pollingMs = { operators: 5_000, stores: 10_000, backups: 10_000, logs: 1_000 } as const;

/** The console's local storage keys. */
export const storageKeys = {
  accessToken: 'jwtToken',
  refreshToken: 'refreshToken',
  selectedDataCentre: 'selectedDataCentre',
  selectedUser: 'selectedUser',
  lastLoginPrefix: 'lastLogin:',
} as const;

export const confirmTexts = {
  default: 'Are you sure?',
  productionPrefix: 'PRODUCTION!',
  deleteDataCentre: (name: string) => `Are you sure you want to delete data center ${name}?`,
  deleteUser: (username: string) => `delete user ${username}?`,
  deleteStore: (name: string) => `delete store ${name}?`,
} as const;
