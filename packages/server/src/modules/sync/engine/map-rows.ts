import { type ConverterResult, compileConverter, lookupTarget, type Mapping } from '@store-console/contract';

/**
 * Applying the effective (sent) mapping to source rows (docs/decisions/0063): each source table
 * feeds one target row per (target table, row group); a mapped value is the source column's, or
 * the mapping's `defaultValue` when that is empty, through its converter. `lookup:table.column`
 * converters are resolved later, per chunk, against the store's rows (the parent's id by its
 * natural key), so a row whose parent is missing fails there.
 */

export type TargetPlan = {
  sourceTable: string;
  targetTable: string;
  rowGroup: string | null;
  mappings: Mapping[];
};

/** The target rows each source table fills, in the mapping's order (parents before children). */
export function planOf(mappings: readonly Mapping[]): Map<string, TargetPlan[]> {
  const plans = new Map<string, TargetPlan>();
  for (const mapping of mappings) {
    const key = JSON.stringify([mapping.sourceTable, mapping.targetTable, mapping.rowGroup]);
    let plan = plans.get(key);
    if (!plan) {
      plan = {
        sourceTable: mapping.sourceTable,
        targetTable: mapping.targetTable,
        rowGroup: mapping.rowGroup,
        mappings: [],
      };
      plans.set(key, plan);
    }
    plan.mappings.push(mapping);
  }
  const bySource = new Map<string, TargetPlan[]>();
  for (const plan of plans.values()) bySource.set(plan.sourceTable, [...(bySource.get(plan.sourceTable) ?? []), plan]);
  return bySource;
}

/** The source tables the mapping reads, in the mapping's order. */
export function sourceTablesOf(mappings: readonly Mapping[]): string[] {
  return [...new Set(mappings.map((mapping) => mapping.sourceTable))];
}

/** A value still to resolve: the parent's id by `table.column = value`. */
export type Lookup = { table: string; column: string; value: unknown };

/** `warnings`: what a converter changed on purpose (a zero date loaded as NULL), as `table.column: …`. */
export type MappedRow = { values: Record<string, unknown>; lookups: Record<string, Lookup>; warnings: string[] };

export type MapOutcome = { ok: true; row: MappedRow } | { ok: false; error: string };

type CompiledMapping = {
  mapping: Mapping;
  lookup: { table: string; column: string } | null;
  convert: (value: unknown) => ConverterResult;
};

/** Each plan's converters, checked once (not once per row). */
const compiled = new WeakMap<TargetPlan, CompiledMapping[]>();

function compiledOf(plan: TargetPlan): CompiledMapping[] {
  let list = compiled.get(plan);
  if (!list) {
    list = plan.mappings.map((mapping) => ({
      mapping,
      lookup: lookupTarget(mapping.converter),
      convert: compileConverter(mapping.converter),
    }));
    compiled.set(plan, list);
  }
  return list;
}

/** One source row into one target row of `plan`; the first converter that refuses fails it. */
export function mapRow(plan: TargetPlan, source: Record<string, unknown>): MapOutcome {
  const values: Record<string, unknown> = {};
  const lookups: Record<string, Lookup> = {};
  const warnings: string[] = [];
  for (const { mapping, lookup, convert } of compiledOf(plan)) {
    let value = Object.hasOwn(source, mapping.sourceColumn) ? source[mapping.sourceColumn] : null;
    if ((value === null || value === undefined || value === '') && mapping.defaultValue !== null) {
      value = mapping.defaultValue;
    }
    if (lookup) {
      if (value === null || value === undefined) values[mapping.targetColumn] = null;
      else lookups[mapping.targetColumn] = { ...lookup, value: typeof value === 'string' ? value.trim() : value };
      continue;
    }
    const converted = convert(value);
    if (!converted.ok) return { ok: false, error: `${plan.targetTable}.${mapping.targetColumn}: ${converted.error}` };
    values[mapping.targetColumn] = converted.value;
    if (converted.warning) warnings.push(`${plan.targetTable}.${mapping.targetColumn}: ${converted.warning}`);
  }
  return { ok: true, row: { values, lookups, warnings } };
}
