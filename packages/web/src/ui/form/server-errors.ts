import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';

/**
 * Where a server field error (`details[].path`, e.g. `name`, `domains.1.name`, `headers.0.value`)
 * lands in a form: the path itself when the form holds it, else its longest prefix the form holds
 * (`dataCentre.id` on an empty data-centre choice lands on `dataCentre`). `fields` are the form's
 * top-level fields, for those that hold no value yet. Null when the form has no such field.
 */
export function formPathOf(path: string, values: unknown, fields: readonly string[]): string | null {
  const segments = path.split('.').filter(Boolean);
  let current: unknown = values;
  let found = 0;
  for (const segment of segments) {
    if (Array.isArray(current) && /^\d+$/.test(segment) && Number(segment) < current.length) {
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null && !Array.isArray(current) && segment in current) {
      current = Object.getOwnPropertyDescriptor(current, segment)?.value;
    } else {
      break;
    }
    found += 1;
  }
  if (found === 0 && segments[0] !== undefined && fields.includes(segments[0])) found = 1;
  return found === 0 ? null : segments.slice(0, found).join('.');
}

function isPath<T extends FieldValues>(path: string | null): path is Path<T> {
  return path !== null;
}

/**
 * Puts a 400's field errors (`details: [{path, message}]`) on the matching fields of the form,
 * focusing the first. Returns false when none could be placed, so the caller shows the save error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  values: T,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let mapped = false;
  for (const detail of error.details) {
    const path = formPathOf(detail.path, values, fields);
    if (!isPath<T>(path)) continue;
    setError(path, { type: 'server', message: detail.message }, { shouldFocus: !mapped });
    mapped = true;
  }
  return mapped;
}
