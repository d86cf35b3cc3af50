/**
 * Named, pure converters a mapping may name (SYNC.md "Mappings"): trim, upper, number, integer,
 * X3 local-menu boolean (1/2), dates, currency… A mapping's `converter` is a name, optionally with
 * one argument after a colon (`date:YYYYMMDD`).
 *
 * SEAM: written by the filter-language helper.
 */
export type ConverterResult = { ok: true; value: unknown } | { ok: false; error: string };
export type Converter = (value: unknown, argument: string | undefined) => ConverterResult;

export const converters: Record<string, Converter> = {};

/** Whether `spec` (name or name:argument) names a known converter with a valid argument. */
export function checkConverter(_spec: string): string | null {
  return null;
}

export function applyConverter(_spec: string | null, value: unknown): ConverterResult {
  return { ok: true, value };
}
