import { z } from 'zod';

/** A field a read answers and its write ignores: accepted in a write body, then dropped. */
const readOnlyField = z
  .unknown()
  .optional()
  .meta({ readOnly: true, description: 'Read-only: answered by the read, ignored when sent back' });

/**
 * What the API answers, it accepts back (GET then PUT): the fields of a read that the server sets
 * (ids of the path, statuses, derived flags, audit columns) may be sent in a strict write body and
 * are ignored; any other unknown key is still refused. Spread into the write's `strictObject` and
 * end the schema with `.transform(withoutReadOnly(keys))`, so the service never sees them.
 */
export function readOnlyFields<const K extends string>(keys: readonly K[]): { [P in K]: typeof readOnlyField } {
  const fields: Partial<Record<K, typeof readOnlyField>> = {};
  for (const key of keys) fields[key] = readOnlyField;
  return fields as { [P in K]: typeof readOnlyField };
}

/** The parsed write without its read-only fields. */
export function withoutReadOnly<const K extends string>(keys: readonly K[]) {
  return <T extends Partial<Record<K, unknown>>>(value: T): Omit<T, K> => {
    const kept: Partial<T> = { ...value };
    for (const key of keys) delete kept[key];
    return kept as Omit<T, K>;
  };
}
