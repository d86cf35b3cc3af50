/** The texts of backups (the contract's confirmTexts has none for them yet). */
export const backupTexts = {
  restore: 'RESTORE this Backup?',
  delete: 'DELETE this Backup?',
  empty: 'No backups.',
} as const;
