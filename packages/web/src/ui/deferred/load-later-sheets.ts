/**
 * Loads later-sheets.ts once: a lazy popup, dialog or screen that shows a component whose sheet is
 * not in the shell's waits for it (Vite resolves the import once the chunk's CSS has applied).
 */
let loading: Promise<unknown> | undefined;

export function loadLaterSheets(): Promise<unknown> {
  loading ??= import('./later-sheets.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
