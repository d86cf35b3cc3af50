import { ApiError, errorMessage } from '../../../api/api-error.ts';

/** Webhook calls: a failed call whose reply has a code shows that code (with the server's message). */
export function webhookErrorText(error: unknown): { code: string | null; message: string } {
  const code = error instanceof ApiError && error.code ? error.code : null;
  return { code, message: errorMessage(error) };
}
