import { syncRequestTexts } from '@store-console/contract';

/** A failed status poll keeps its message, or 'UNKNOWN ERROR' without one. */
export function statusErrorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : syncRequestTexts.unknownError;
}
