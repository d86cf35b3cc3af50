import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error.ts';

/**
 * Puts a 400's field errors (`details: [{path, message}]`) under the matching form fields.
 * Returns false when nothing could be mapped, so the caller shows the message in an alert instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let mapped = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: !mapped });
    mapped = true;
  }
  return mapped;
}
