import { z } from 'zod';

/**
 * Delete Before Load (the Activities tab's checkbox, uploadData `truncate=true`): which store tables
 * it empties before the load, asked before the load starts (POST /{storeId}/uploadData/deletePlan)
 * and reported per table once done (`summary.emptied`).
 *
 * WITH_DEPENDENTS empties the store tables the chosen source tables load into and every store table
 * that refers to them through foreign keys, at any depth (their rows would otherwise point at rows
 * that are about to be loaded again under new ids). CHOSEN_ONLY deletes the chosen tables' rows
 * only; it is refused, naming them, while rows of another table refer to those rows (deleting them
 * would delete or unlink those rows too).
 */
export const deleteModes = ['WITH_DEPENDENTS', 'CHOSEN_ONLY'] as const;
export type DeleteMode = (typeof deleteModes)[number];
export const deleteModeLabels: Record<DeleteMode, string> = {
  WITH_DEPENDENTS: 'Empty the dependent tables too',
  CHOSEN_ONLY: 'Empty only the chosen tables',
};

/** One store table Delete Before Load emptied (or will empty), with its rows. */
export const emptiedTableSchema = z.object({
  table: z.string(),
  rows: z.number().int().min(0),
  /** Emptied because it refers (through foreign keys) to an emptied table, not chosen itself. */
  dependent: z.boolean(),
});
export type EmptiedTable = z.infer<typeof emptiedTableSchema>;

export const deletePlanTableSchema = emptiedTableSchema.extend({
  /** The emptied tables it refers to (a dependent table's reason); [] for a chosen one. */
  refersTo: z.array(z.string()),
});
export type DeletePlanTable = z.infer<typeof deletePlanTableSchema>;

/** POST /{storeId}/uploadData/deletePlan body: the source tables to load; [] = every mapped table (Load all). */
export const deletePlanBodySchema = z.strictObject({
  tables: z
    .array(z.string().trim().min(1, 'Field is required').max(128))
    .max(1000, 'At most 1000 tables')
    .default([])
    .transform((tables) => [...new Set(tables)]),
});
export type DeletePlanBody = z.input<typeof deletePlanBodySchema>;

export const deletePlanSchema = z.object({
  /** What WITH_DEPENDENTS empties: the chosen store tables first, then their dependents, each with its rows now. */
  tables: z.array(deletePlanTableSchema),
  /** Why CHOSEN_ONLY is refused now (`deletePlanTexts.chosenOnlyRefused`), null when it is possible. */
  chosenOnlyRefusal: z.string().nullable(),
});
export type DeletePlan = z.infer<typeof deletePlanSchema>;

const rowsText = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;

export const deletePlanTexts = {
  title: 'Delete Before Load',
  intro: 'Before the load starts, these store tables will be emptied:',
  dependentNote: (refersTo: readonly string[]) => `refers to ${refersTo.join(', ')}`,
  rows: rowsText,
  confirm: 'Empty and load',
  nothing: 'The chosen tables load into no store table: nothing will be emptied.',
  chosenOnlyRefused: (chosen: readonly string[], blockers: readonly { table: string; rows: number }[]) =>
    `Delete Before Load cannot empty only ${chosen.join(', ')}: ${blockers
      .map((blocker) => `${blocker.table} (${rowsText(blocker.rows)})`)
      .join(', ')} refer to them. Empty the dependent tables too, or load without Delete Before Load.`,
  /** The request's result: what it emptied, per table. */
  emptied: (tables: readonly EmptiedTable[]) =>
    `Deleted before load: ${tables.map((table) => `${table.table} ${rowsText(table.rows)}`).join(', ')}`,
} as const;
