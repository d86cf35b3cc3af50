import { type NameValue, nameValueSchema } from '@store-console/contract';
import { z } from 'zod';

/** Settings are a name → value map on the wire and name/value rows on screen. */

export function settingsToRows(settings: Record<string, string>): NameValue[] {
  return Object.entries(settings).map(([name, value]) => ({ name, value }));
}

export function rowsToSettings(rows: readonly NameValue[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.name.trim(), row.value]));
}

export const duplicateNameText = 'Name already used';

/** Rows as the contract checks each one; a name used twice would silently lose a row of the map. */
export const nameValueRowsSchema = z.array(nameValueSchema).superRefine((rows, context) => {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    if (seen.has(name)) context.addIssue({ code: 'custom', path: [index, 'name'], message: duplicateNameText });
    seen.add(name);
  });
});
